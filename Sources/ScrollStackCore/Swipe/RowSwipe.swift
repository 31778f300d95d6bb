// The swipe on a stack's rows: one row open at a time, the content following the finger, and
// where it rests when the finger lifts (closed, open on one edge, or the first action performed).

/// What letting go of a swipe did.
public enum SwipeOutcome: Hashable, Sendable {
    /// The row closed.
    case closed
    /// The row stays open, showing the actions of this edge at their natural widths.
    case opened(SwipeEdge)
    /// A full swipe: the content went across the row and the first action of this edge is to be
    /// performed. The row stays swiped until ``RowSwipe/close()`` (after the action's handler
    /// said whether it completed; a completed destructive action usually removes the row).
    case performed(SwipeEdge)
}

/// The swipe state of a stack's rows, for a host that reveals actions under its rows as UIKit's
/// lists do: the content follows a horizontal drag, uncovering the actions of the edge it moves
/// away from; letting go opens the row (far enough, or flung), closes it, or performs the first
/// action (a full swipe, past 60 % of the row's width and past its actions). One row is open at a
/// time: swiping another closes it, and so does ``close()`` (a scroll, a tap elsewhere, the row
/// removed or hidden). Right to left, leading actions are on the right.
///
/// Positions are in the row's coordinates, x from its left edge; offsets are positive to the
/// right. A host lays the row's content out moved by ``offset`` and the actions at
/// ``layout(height:)``'s frames, animating to them after ``end(velocity:)``.
public struct RowSwipe: Hashable, Sendable {
    /// The row being swiped or open, if any.
    public private(set) var row: RowID?
    /// How far that row's content is moved sideways (positive: to the right); 0 when none is.
    public private(set) var offset = 0.0
    /// Whether a finger is moving the row now (between ``begin(_:leading:trailing:rowWidth:direction:)``
    /// and ``end(velocity:)``).
    public private(set) var isTracking = false
    private var geometry = SwipeGeometry(leading: .none, trailing: .none, rowWidth: 0, direction: .leftToRight)
    /// The offset the row had when the finger came down (an open row continues from it).
    private var startOffset = 0.0

    /// No row swiped.
    public init() {}

    /// The edge whose actions show, if any.
    public var openEdge: SwipeEdge? { row == nil ? nil : geometry.edge(forOffset: offset) }

    /// A finger starts moving `row` sideways. The same row, already open, continues from where it
    /// rests; another row that was open closes, and is returned so the host animates it shut.
    /// A width that is not a positive number counts as zero (the row cannot move).
    public mutating func begin(_ row: RowID, leading: SwipeEdgeActions, trailing: SwipeEdgeActions, rowWidth: Double,
                               direction: LayoutDirection) -> RowID? {
        let closed = self.row == row ? nil : self.row
        if closed != nil { offset = 0 }
        self.row = row
        geometry = SwipeGeometry(leading: leading, trailing: trailing, rowWidth: sanitizedLength(rowWidth), direction: direction)
        // Settings may have changed since the row opened: it continues from where they allow.
        offset = geometry.offset(forDrag: offset)
        startOffset = offset
        isTracking = true
        return closed
    }

    /// The finger has moved `translation` points sideways since it came down (positive: to the
    /// right). Ignored unless tracking.
    public mutating func move(by translation: Double) {
        guard isTracking else { return }
        let translation = translation.isFinite ? translation : 0
        offset = geometry.offset(forDrag: startOffset + translation)
    }

    /// The finger lifts, moving at `velocity` points a second sideways (positive: to the right).
    /// Armed for a full swipe, the first action is performed and the content goes across the row;
    /// otherwise the row opens if, 0.15 s ahead at that velocity, its content would have uncovered
    /// at least half its actions' width on the edge it is open on (or was flung toward); else it
    /// closes. Not tracking: `.closed` if no row is open, else what the row shows.
    @discardableResult
    public mutating func end(velocity: Double) -> SwipeOutcome {
        guard isTracking else { return openEdge.map(SwipeOutcome.opened) ?? .closed }
        isTracking = false
        if let edge = geometry.edge(forOffset: offset), geometry.isArmed(offset) {
            offset = geometry.sign(of: edge) * geometry.rowWidth
            return .performed(edge)
        }
        let projected = offset + (velocity.isFinite ? velocity : 0) * SwipeGeometry.projection
        // Flung back past closed, the row closes: a release never opens the other edge.
        if let edge = geometry.edge(forOffset: offset), geometry.edge(forOffset: projected) == edge {
            let open = min(geometry.actions(at: edge).openWidth, geometry.rowWidth)
            if abs(projected) >= open / 2 {
                offset = geometry.sign(of: edge) * open
                return .opened(edge)
            }
        }
        offset = 0
        row = nil
        return .closed
    }

    /// Closes the open or swiped row (a scroll began, a tap landed elsewhere, the row was removed
    /// or hidden, its action finished) and returns it; `nil` if none was.
    @discardableResult
    public mutating func close() -> RowID? {
        let closed = row
        row = nil
        offset = 0
        isTracking = false
        return closed
    }

    /// Closes the swipe if it is on `row` (removed or hidden); returns whether it was.
    @discardableResult
    public mutating func close(_ row: RowID) -> Bool {
        guard self.row == row else { return false }
        close()
        return true
    }

    /// Where the swiped row's content and actions are now, for a row `height` high.
    public func layout(height: Double) -> SwipeLayout {
        row == nil ? .closed : geometry.layout(offset: offset, height: sanitizedLength(height))
    }
}
