// How a flow looks and behaves: the edge items are pushed against, what separates them, how older
// ones fade, and which gestures it answers.

/// The edge new items are pushed against: the newest item sits there and older ones move away from it.
public enum FlowDirection: Hashable, Sendable, CaseIterable {
    /// Newest at the top; older items below it.
    case up
    /// Newest at the bottom; older items above it.
    case down
    /// Newest at the left; older items to its right.
    case left
    /// Newest at the right; older items to its left.
    case right

    /// Whether items follow one another vertically.
    public var isVertical: Bool { self == .up || self == .down }

    /// The axis items follow one another along.
    public var axis: StackAxis { isVertical ? .vertical : .horizontal }

    /// Whether the head (where the newest item sits) is the end of the axis (bottom or right).
    var headIsAtEnd: Bool { self == .down || self == .right }
}

/// What separates consecutive items of a flow.
public enum FlowSeparation: Hashable, Sendable {
    /// Items touch.
    case none
    /// A line of this thickness between items (hosts choose its colour).
    case line(thickness: Double)
    /// Empty space of this size between items.
    case padding(size: Double)
}

/// How items older than the newest fade. Styles combine: tints add up, masks multiply.
public indirect enum FlowFading: Hashable, Sendable {
    /// No fading.
    case none
    /// Older items are covered by a tint (hosts choose its colour). The item just before the newest
    /// shows `preLastAlpha` of itself, that is it is covered with opacity `1 - preLastAlpha`; each
    /// older item shows `alphaDecrement` less than the one after it (nil: all show `preLastAlpha`).
    case tint(preLastAlpha: Double, alphaDecrement: Double?)
    /// Content fades out with its distance from the head: fully visible up to the far edge of the
    /// newest item, then linearly less, invisible `effectDistance` further.
    case gradientMask(effectDistance: Double)
    /// Several styles at once.
    case combined([FlowFading])

    /// StackFlowView's spelling of ``combined(_:)``.
    public static func combined(styles: [FlowFading]) -> FlowFading { .combined(styles) }
}

/// The gestures a flow turns into requests.
public struct FlowNavigationOptions: OptionSet, Hashable, Sendable {
    /// The options as bits.
    public let rawValue: Int

    /// Creates options from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// A swipe toward the head requests a pop of one item; a swipe away from it requests a push.
    public static let swipe = FlowNavigationOptions(rawValue: 1 << 0)
    /// A tap on an older item requests popping back to it.
    public static let tap = FlowNavigationOptions(rawValue: 1 << 1)
    /// No gestures.
    public static let none: FlowNavigationOptions = []
    /// Every gesture.
    public static let all: FlowNavigationOptions = [.swipe, .tap]
}
