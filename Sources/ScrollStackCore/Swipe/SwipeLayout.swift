// Swipe actions' geometry: which edge of a row a swipe reveals, how far the row's content may
// travel, and where each revealed action sits while it does.

/// The edge of a row a set of swipe actions is revealed from, in reading order: leading actions
/// are revealed by swiping the content toward the trailing edge (to the right, left to right).
public enum SwipeEdge: Hashable, Sendable {
    case leading, trailing

    /// The edge a row's content uncovers when moved sideways by `offset` (positive: to the right)
    /// in a row read in `direction`: moving right uncovers the left edge, which is the leading one
    /// left to right and the trailing one right to left. `nil` for no movement.
    public static func uncovered(byMoving offset: Double, in direction: LayoutDirection) -> SwipeEdge? {
        guard offset != 0, !offset.isNaN else { return nil }
        let left: SwipeEdge = direction == .leftToRight ? .leading : .trailing
        return offset > 0 ? left : (left == .leading ? .trailing : .leading)
    }
}

/// One edge's actions as the geometry needs them: each action's natural width, the first one
/// nearest the edge (the one a full swipe performs), and whether a full swipe performs it.
public struct SwipeEdgeActions: Hashable, Sendable {
    /// Each action's natural width, the first nearest the row's edge. Negative, infinite and NaN
    /// widths count as zero.
    public private(set) var widths: [Double]
    /// Whether swiping far across the row performs the first action at once (as UIKit's lists
    /// do). Without it the content resists beyond the open width.
    public var allowsFullSwipe: Bool

    /// Actions of these widths (first nearest the edge), performing the first on a full swipe
    /// unless `allowsFullSwipe` is `false`.
    public init(widths: [Double], allowsFullSwipe: Bool = true) {
        self.widths = widths.map(sanitizedLength)
        self.allowsFullSwipe = allowsFullSwipe
    }

    /// No actions: a swipe toward this edge does not move the row.
    public static let none = SwipeEdgeActions(widths: [])

    /// How far the content travels to show every action at its natural width.
    public var openWidth: Double { widths.reduce(0, +) }
}

/// Where a row's content and its revealed actions are for one swipe offset, in the row's own
/// coordinates (x from its left edge, whatever the reading direction).
public struct SwipeLayout: Hashable, Sendable {
    /// The edge whose actions show; `nil` when the row is closed.
    public var edge: SwipeEdge?
    /// How far the row's content is moved sideways: positive to the right.
    public var contentOffset: Double
    /// Each action's frame, the first (nearest the edge) first. Actions fill exactly the part of
    /// the row the content uncovered: shrunk in proportion to their natural widths while the row
    /// opens; past the open width the first action takes the extra room; once a full swipe is
    /// armed it takes all of it (the others, empty, sit at the inner end).
    public var actionFrames: [Rect]
    /// Whether letting go now performs the first action.
    public var isFullSwipeArmed: Bool

    /// A layout with these parts (for a host's own tests, or a model of them).
    public init(edge: SwipeEdge?, contentOffset: Double, actionFrames: [Rect], isFullSwipeArmed: Bool) {
        self.edge = edge
        self.contentOffset = contentOffset
        self.actionFrames = actionFrames
        self.isFullSwipeArmed = isFullSwipeArmed
    }

    /// A closed row: nothing moved, nothing shown.
    public static let closed = SwipeLayout(edge: nil, contentOffset: 0, actionFrames: [], isFullSwipeArmed: false)
}

/// The rules of one swipe, for a row `rowWidth` wide whose edges carry `leading` and `trailing`
/// actions, read in `direction`.
struct SwipeGeometry: Hashable, Sendable {
    var leading: SwipeEdgeActions
    var trailing: SwipeEdgeActions
    var rowWidth: Double
    var direction: LayoutDirection

    /// The share of the row's width past which a full swipe is armed (when the actions are
    /// narrower than that), as in UIKit's lists.
    static let fullSwipeFraction = 0.6
    /// How much of a drag beyond the open width moves the content when no full swipe is allowed.
    static let resistance = 0.25
    /// How far ahead a release's velocity is projected (seconds) to decide whether the row opens.
    static let projection = 0.15

    /// The edge the content uncovers when moved by `offset` (positive: to the right).
    func edge(forOffset offset: Double) -> SwipeEdge? { SwipeEdge.uncovered(byMoving: offset, in: direction) }

    func actions(at edge: SwipeEdge) -> SwipeEdgeActions { edge == .leading ? leading : trailing }

    /// The sign of offsets that uncover `edge`.
    func sign(of edge: SwipeEdge) -> Double { self.edge(forOffset: 1) == edge ? 1 : -1 }

    /// Where the content goes when the finger has moved it to `raw`: nowhere toward an edge with no
    /// actions; up to the row's width when a full swipe is allowed; otherwise up to the open width,
    /// and a quarter of the drag beyond it.
    func offset(forDrag raw: Double) -> Double {
        guard let edge = edge(forOffset: raw) else { return 0 }
        let actions = actions(at: edge)
        guard !actions.widths.isEmpty else { return 0 }
        let distance = abs(raw), open = actions.openWidth
        let travelled = actions.allowsFullSwipe || distance <= open ? distance : open + (distance - open) * Self.resistance
        return sign(of: edge) * min(travelled, rowWidth)
    }

    /// Whether letting go at `offset` performs the first action of the edge it uncovers.
    func isArmed(_ offset: Double) -> Bool {
        guard let edge = edge(forOffset: offset) else { return false }
        let actions = actions(at: edge)
        return actions.allowsFullSwipe && !actions.widths.isEmpty
            && abs(offset) > max(actions.openWidth, Self.fullSwipeFraction * rowWidth)
    }

    /// The frames of the actions `offset` uncovers, in a row `height` high (see ``SwipeLayout``).
    func layout(offset: Double, height: Double) -> SwipeLayout {
        guard let edge = edge(forOffset: offset) else { return .closed }
        let widths = actions(at: edge).widths
        let revealed = abs(offset), open = widths.reduce(0, +)
        let armed = isArmed(offset)
        var shown: [Double]
        if armed {
            shown = [revealed] + Array(repeating: 0, count: max(0, widths.count - 1))
        } else if revealed <= open {
            shown = widths.map { open > 0 ? $0 * revealed / open : 0 }
        } else {
            shown = widths
            if !shown.isEmpty { shown[0] += revealed - open }
        }
        // Laid out from the uncovered screen edge inward: the first action against the edge.
        let fromLeft = offset > 0
        var frames: [Rect] = []
        var position = 0.0
        for width in shown {
            let x = fromLeft ? position : rowWidth - position - width
            frames.append(Rect(x: x, y: 0, width: width, height: height))
            position += width
        }
        return SwipeLayout(edge: edge, contentOffset: offset, actionFrames: frames, isFullSwipeArmed: armed)
    }
}
