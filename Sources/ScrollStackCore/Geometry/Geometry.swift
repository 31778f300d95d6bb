// Plain geometry values used by the engine. They mirror CoreGraphics' shapes (origin at the
// top-left, y growing downwards) so a UIKit host converts them field by field, while the engine
// itself stays free of Foundation and CoreGraphics.

/// The direction in which rows follow one another.
///
/// In a `.vertical` stack rows are laid out top to bottom and fill the container's width; in a
/// `.horizontal` stack they are laid out left to right and fill its height. The axis a stack
/// scrolls along is called the *main* axis, the other one the *cross* axis.
public enum StackAxis: Hashable, Sendable, CaseIterable {
    /// Rows from top to bottom; the stack scrolls vertically.
    case vertical
    /// Rows from left to right; the stack scrolls horizontally.
    case horizontal
}

/// A point in content coordinates.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate.
    public var y: Double

    /// The origin, `(0, 0)`.
    public static let zero = Point(x: 0, y: 0)

    /// Creates a point.
    @inlinable
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The coordinate along `axis`: `y` for vertical stacks, `x` for horizontal ones.
    public func main(_ axis: StackAxis) -> Double { axis == .vertical ? y : x }

    /// The coordinate across `axis`: `x` for vertical stacks, `y` for horizontal ones.
    public func cross(_ axis: StackAxis) -> Double { axis == .vertical ? x : y }

    /// Creates a point from a main-axis and a cross-axis coordinate.
    @inlinable
    public init(main: Double, cross: Double, axis: StackAxis) {
        self = axis == .vertical ? Point(x: cross, y: main) : Point(x: main, y: cross)
    }

    /// A short readable form, for logs and test failures.
    public var description: String { "(\(formatted(x)), \(formatted(y)))" }
}

/// A width and a height.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double

    /// A size with no extent.
    public static let zero = Size(width: 0, height: 0)

    /// Creates a size.
    @inlinable
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// Creates a size from a main-axis and a cross-axis extent.
    @inlinable
    public init(main: Double, cross: Double, axis: StackAxis) {
        self = axis == .vertical ? Size(width: cross, height: main) : Size(width: main, height: cross)
    }

    /// The extent along `axis`: the height of a vertical stack, the width of a horizontal one.
    public func main(_ axis: StackAxis) -> Double { axis == .vertical ? height : width }

    /// The extent across `axis`: the width of a vertical stack, the height of a horizontal one.
    public func cross(_ axis: StackAxis) -> Double { axis == .vertical ? width : height }

    /// A short readable form, for logs and test failures.
    public var description: String { "\(formatted(width))×\(formatted(height))" }
}

/// An axis-aligned rectangle. A rectangle with a negative size is not normalised; the engine
/// never produces one.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The top-left corner.
    public var origin: Point
    /// The width and height.
    public var size: Size

    /// The empty rectangle at the origin.
    public static let zero = Rect(origin: .zero, size: .zero)

    /// Creates a rectangle from its corner and size.
    @inlinable
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its coordinates.
    @inlinable
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// Creates a rectangle from its start and extent along `axis` and across it.
    @inlinable
    public init(mainStart: Double, mainExtent: Double, crossStart: Double, crossExtent: Double, axis: StackAxis) {
        self.init(origin: Point(main: mainStart, cross: crossStart, axis: axis),
                  size: Size(main: mainExtent, cross: crossExtent, axis: axis))
    }

    /// The smallest x coordinate.
    @inlinable public var minX: Double { origin.x }
    /// The smallest y coordinate.
    @inlinable public var minY: Double { origin.y }
    /// The largest x coordinate.
    @inlinable public var maxX: Double { origin.x + size.width }
    /// The largest y coordinate.
    @inlinable public var maxY: Double { origin.y + size.height }
    /// The horizontal centre.
    public var midX: Double { origin.x + size.width / 2 }
    /// The vertical centre.
    public var midY: Double { origin.y + size.height / 2 }
    /// The width.
    @inlinable public var width: Double { size.width }
    /// The height.
    @inlinable public var height: Double { size.height }

    /// The start coordinate along `axis`.
    public func minMain(_ axis: StackAxis) -> Double { axis == .vertical ? minY : minX }
    /// The end coordinate along `axis`.
    public func maxMain(_ axis: StackAxis) -> Double { axis == .vertical ? maxY : maxX }
    /// The start coordinate across `axis`.
    public func minCross(_ axis: StackAxis) -> Double { axis == .vertical ? minX : minY }
    /// The end coordinate across `axis`.
    public func maxCross(_ axis: StackAxis) -> Double { axis == .vertical ? maxX : maxY }

    /// The rectangle lengthened by `amount` before and after it along `axis`: the area a
    /// realization or a prefetch band covers around a visible rectangle.
    func extendedAlongMain(by amount: Double, axis: StackAxis) -> Rect {
        Rect(mainStart: minMain(axis) - amount, mainExtent: size.main(axis) + 2 * amount,
             crossStart: minCross(axis), crossExtent: size.cross(axis), axis: axis)
    }

    /// The rectangle shrunk by `insets` (grown where an inset is negative). Extents never go
    /// below zero.
    public func inset(by insets: Insets) -> Rect {
        Rect(x: origin.x + insets.left, y: origin.y + insets.top,
             width: max(0, size.width - insets.left - insets.right),
             height: max(0, size.height - insets.top - insets.bottom))
    }

    /// A short readable form, for logs and test failures.
    public var description: String { "{\(origin), \(size)}" }
}

/// Distances from the four edges of a rectangle, as in `UIEdgeInsets`.
///
/// In a vertical stack `top` and `bottom` are main-axis insets and `left` and `right` cross-axis
/// ones; in a horizontal stack it is the other way round.
public struct Insets: Hashable, Sendable, CustomStringConvertible {
    /// The part of these insets that `other` does not already cover, side by side (never
    /// negative): for instance the safe area a scroll view's adjusted insets leave uncovered.
    public func uncovered(by other: Insets) -> Insets {
        Insets(top: max(0, top - other.top), left: max(0, left - other.left), bottom: max(0, bottom - other.bottom),
               right: max(0, right - other.right))
    }

    /// Distance from the top edge.
    public var top: Double
    /// Distance from the left edge.
    public var left: Double
    /// Distance from the bottom edge.
    public var bottom: Double
    /// Distance from the right edge.
    public var right: Double

    /// No inset on any edge.
    public static let zero = Insets(top: 0, left: 0, bottom: 0, right: 0)

    /// Creates insets.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on every edge.
    public init(all value: Double) {
        self.init(top: value, left: value, bottom: value, right: value)
    }

    /// The same inset along each axis.
    public init(vertical: Double, horizontal: Double) {
        self.init(top: vertical, left: horizontal, bottom: vertical, right: horizontal)
    }

    /// The inset at the start of `axis`: `top` for vertical stacks, `left` for horizontal ones.
    public func mainStart(_ axis: StackAxis) -> Double { axis == .vertical ? top : left }
    /// The inset at the end of `axis`: `bottom` for vertical stacks, `right` for horizontal ones.
    public func mainEnd(_ axis: StackAxis) -> Double { axis == .vertical ? bottom : right }
    /// The inset at the start of the cross axis.
    public func crossStart(_ axis: StackAxis) -> Double { axis == .vertical ? left : top }
    /// The inset at the end of the cross axis.
    public func crossEnd(_ axis: StackAxis) -> Double { axis == .vertical ? right : bottom }
    /// Both main-axis insets together.
    public func mainTotal(_ axis: StackAxis) -> Double { mainStart(axis) + mainEnd(axis) }
    /// Both cross-axis insets together.
    public func crossTotal(_ axis: StackAxis) -> Double { crossStart(axis) + crossEnd(axis) }

    /// Edge-wise sum.
    public static func + (lhs: Insets, rhs: Insets) -> Insets {
        Insets(top: lhs.top + rhs.top, left: lhs.left + rhs.left,
               bottom: lhs.bottom + rhs.bottom, right: lhs.right + rhs.right)
    }

    /// A short readable form, for logs and test failures.
    public var description: String {
        "(top: \(formatted(top)), left: \(formatted(left)), bottom: \(formatted(bottom)), right: \(formatted(right)))"
    }
}

/// Prints whole numbers without a fractional part, so descriptions read like the numbers a
/// user typed.
func formatted(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
        return String(Int64(value))
    }
    return String(value)
}
