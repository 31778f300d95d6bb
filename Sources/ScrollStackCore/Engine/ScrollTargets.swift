// Where scrolling goes: a row's position on screen, a remembered reading position, and a scroll to
// a row taken one round at a time.

/// Where a row should end up when scrolling to it.
public enum ScrollPosition: Hashable, Sendable, CaseIterable {
    /// The least scrolling that shows the whole row (or its start, if it is longer than the
    /// visible area); no scrolling when it is already entirely visible.
    case automatic
    /// The row's start at the start of the visible area (top of a vertical stack).
    case start
    /// The row's centre at the centre of the visible area.
    case center
    /// The row's end at the end of the visible area.
    case end
}

/// A remembered scroll position expressed as "this row starts this far from the visible area's
/// start", so it can be restored after rows above it change.
public struct ScrollAnchor: Hashable, Sendable {
    /// The first row that was visible.
    public var row: RowID
    /// Its index when the anchor was taken; the last resort if both rows are gone.
    public var index: Int
    /// The row's start minus the visible area's start, along the main axis (zero or negative when
    /// the row was partly scrolled out).
    public var distance: Double
    /// The visible row after it, which stays put instead if `row` is removed or hidden.
    public var next: RowID?
    /// The next row's start minus the visible area's start.
    public var nextDistance: Double

    /// Creates an anchor.
    public init(row: RowID, index: Int, distance: Double, next: RowID? = nil, nextDistance: Double = 0) {
        self.row = row
        self.index = index
        self.distance = distance
        self.next = next
        self.nextDistance = nextDistance
    }
}

/// A scroll to a row taken one round at a time (see ``StackEngine/beginScrollSettling(toShow:at:in:)``).
public struct ScrollSettling: Hashable, Sendable {
    /// The row scrolled to.
    public let row: RowID
    /// Where it should land.
    public let position: ScrollPosition
    /// The viewport at the target so far (in the engine's left-to-right space).
    var viewport: Viewport
    /// The offset that shows the row at its position, as far as the measurements so far tell.
    public internal(set) var target: Point?
    /// The rows the target viewport shows that need measuring now; empty when settled.
    public internal(set) var requests: [MeasurementRequest] = []
    var rounds = 0

    init(row: RowID, position: ScrollPosition, viewport: Viewport) {
        self.row = row
        self.position = position
        self.viewport = viewport
    }
}
