// Drag to reorder: where a dragged row belongs, and how fast to scroll when the drag nears an
// edge. The host moves the row with `move(_:to:)` as the answer changes (after asking its
// delegate), and scrolls by the velocity on every frame while the finger rests near an edge.

extension StackEngine {
    /// The index (as for ``move(_:to:)-(_,Int)``) that `row` should move to while it is dragged with its
    /// centre at `position` along the main axis (content coordinates): the place whose slot centre
    /// is nearest to `position`, in the layout the other rows would have with `row` there.
    ///
    /// The answer depends only on `position` and the other rows, not on where `row` is now, so a
    /// drag never flips back and forth between two places, whatever the rows' sizes. Hidden rows
    /// keep their places between their neighbours. `nil` for an unknown or hidden row. O(n).
    public func reorderDestination(of row: RowID, draggedTo position: Double) -> Int? {
        let position = sanitizedPosition(position)
        guard mirrorsMainAxis, let mirror else { return ltrReorderDestination(of: row, draggedTo: position) }
        return ltrReorderDestination(of: row, draggedTo: mirror.width - position)
    }

    /// The index (as for ``move(_:to:)``) that `row` should move to while it is dragged with its
    /// centre at `position` along the main axis (content coordinates): the place whose slot centre
    /// is nearest to `position`, in the layout the other rows would have with `row` there.
    ///
    /// The answer depends only on `position` and the other rows, not on where `row` is now, so a
    /// drag never flips back and forth between two places, whatever the rows' sizes. Hidden rows
    /// keep their places between their neighbours. `nil` for an unknown or hidden row. O(n).
    private func ltrReorderDestination(of row: RowID, draggedTo position: Double) -> Int? {
        guard let dragged = ltrLayout(of: row), !dragged.isHidden else { return nil }
        let axis = storedConfiguration.axis
        let spacing = max(0, storedConfiguration.spacing.isFinite ? storedConfiguration.spacing : 0)
        let extent = dragged.frames.row.size.main(axis)
        let wantedStart = position - extent / 2
        var best: (index: Int, distance: Double)?
        func consider(_ index: Int, slotStart: Double) {
            let distance = abs(slotStart - wantedStart)
            if best == nil || distance < best!.distance { best = (index, distance) }
        }
        let all = Rect(x: -Double.greatestFiniteMagnitude / 4, y: -Double.greatestFiniteMagnitude / 4,
                       width: Double.greatestFiniteMagnitude / 2, height: Double.greatestFiniteMagnitude / 2)
        var lastEnd: Double?
        var lastIndex = -1
        ltrForEachLayout(intersecting: all) { other in
            guard other.id != row else { return }
            // Where the row would start without the dragged row: rows after it close the gap.
            let shift = other.index > dragged.index ? extent + spacing : 0
            let otherStart = other.frames.row.minMain(axis) - shift
            let indexWithout = other.index > dragged.index ? other.index - 1 : other.index
            consider(indexWithout, slotStart: otherStart)
            lastEnd = other.frames.row.maxMain(axis) - shift
            lastIndex = indexWithout
        }
        guard let lastEnd else { return dragged.index }
        consider(lastIndex + 1, slotStart: lastEnd + spacing)
        return best?.index ?? dragged.index
    }

    /// How fast to scroll (points per second along the main axis; negative toward smaller offsets) while
    /// a drag rests at `point` (content coordinates): zero outside the `edgeZone` points nearest each
    /// end of the visible area, rising linearly to `maximumSpeed` at the edge and beyond it, and
    /// zero when the content cannot scroll further that way.
    public func autoScrollVelocity(forDragAt point: Point, in viewport: Viewport, edgeZone: Double = 60,
                                   maximumSpeed: Double = 1_200) -> Double {
        let axis = storedConfiguration.axis
        let zone = sanitizedLength(edgeZone)
        let speed = max(0, maximumSpeed.isFinite ? maximumSpeed : 0)
        guard zone > 0, speed > 0 else { return 0 }
        let visible = viewport.visibleRect
        // Worked out in the host's space throughout: right to left too, the edges are the screen's.
        let range = offsetRange(in: viewport)
        let offset = viewport.offset.main(axis)
        let main = point.sanitized.main(axis)
        let fromStart = main - visible.minMain(axis)
        let fromEnd = visible.maxMain(axis) - main
        // In a visible area shorter than two zones, the nearer edge wins.
        if fromStart < zone && fromStart <= fromEnd {
            guard offset > range.lowerBound else { return 0 }
            return -speed * min(1, 1 - fromStart / zone)
        }
        if fromEnd < zone {
            guard offset < range.upperBound else { return 0 }
            return speed * min(1, 1 - fromEnd / zone)
        }
        return 0
    }
}

/// One drag to reorder, from lift to drop: where the dragged row should move as it goes (the
/// engine's ``StackEngine/reorderDestination(of:draggedTo:)``, only when that is a new place), and
/// the move the drop completes, reported once from where the drag began.
public struct ReorderDrag: Hashable, Sendable {
    /// The dragged row.
    public let row: RowID
    /// Its index when the drag began.
    public let sourceIndex: Int

    /// A drag of `row`, or `nil` for a row that is hidden or not in `engine`.
    public init?(of row: RowID, in engine: StackEngine) {
        guard let index = engine.index(of: row), engine.isHidden(row) == false else { return nil }
        self.row = row
        sourceIndex = index
    }

    /// The index the row should move to now that its centre is at `position` along the main axis,
    /// or `nil` when it should stay (or is gone).
    public func destination(in engine: StackEngine, draggedTo position: Double) -> Int? {
        guard let current = engine.index(of: row), let destination = engine.reorderDestination(of: row, draggedTo: position),
              destination != current else { return nil }
        return destination
    }

    /// The move the drop completes: from the index the drag began at to the row's index now;
    /// `nil` when it ends where it began or the row is gone.
    public func drop(in engine: StackEngine) -> (from: Int, to: Int)? {
        guard let index = engine.index(of: row), index != sourceIndex else { return nil }
        return (sourceIndex, index)
    }
}
