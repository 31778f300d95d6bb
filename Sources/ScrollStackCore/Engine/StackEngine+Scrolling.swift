// Scrolling: where a scroll should land, and how to keep the visible content still while rows
// above it change.
//
// Offsets use UIScrollView's convention: the offset is the content coordinate at the container's
// top-left corner, and the container's insets (`Viewport.insets`, UIKit's adjustedContentInset)
// let the content rest below a bar, so the smallest offset is -insets.start and the largest is
// contentSize + insets.end - container size (never below the smallest).

extension StackEngine {
    /// The offsets along the main axis a scroll may rest at in `viewport`. An inset that is not a
    /// number counts as zero. This is the scroll view's own range, the same whichever way the stack
    /// reads.
    public func offsetRange(in viewport: Viewport) -> ClosedRange<Double> {
        let axis = storedConfiguration.axis
        let start = -viewport.insets.mainStart(axis)
        let lower = start.isNaN ? 0 : start
        let upper = contentSize.main(axis) + viewport.insets.mainEnd(axis) - viewport.size.main(axis)
        // `max` keeps `lower` when `upper` is not a number, so the bounds never cross.
        return lower ... max(lower, upper)
    }

    /// `offset` moved into the range a scroll may rest at, on both axes.
    public func clampedOffset(_ offset: Point, in viewport: Viewport) -> Point {
        clampedSaneOffset(offset.sanitized, in: viewport)
    }

    /// Where a scroll view left at `viewport.offset` rests after the content changed under it: in
    /// the range a scroll may rest at. A scroll view keeps its offset when its content shrinks or
    /// it grows (a stack sized to its content, say), which would leave the rows scrolled off with
    /// empty space after them; while the user moves the content (``Viewport/isMovedByUser``:
    /// dragging, or bouncing back from beyond an edge) the offset stays theirs.
    public func restingOffset(in viewport: Viewport) -> Point {
        viewport.isMovedByUser ? viewport.offset : clampedOffset(viewport.offset, in: viewport)
    }

    /// ``clampedOffset(_:in:)`` for an offset already sanitised (one the engine worked out); the
    /// same whichever way the stack reads.
    func clampedSaneOffset(_ offset: Point, in viewport: Viewport) -> Point {
        let axis = storedConfiguration.axis
        let main = offsetRange(in: viewport)
        let crossLower = -viewport.insets.crossStart(axis)
        let crossUpper = max(crossLower, contentSize.cross(axis) + viewport.insets.crossEnd(axis) - viewport.size.cross(axis))
        let crossValue = axis == .vertical ? offset.x : offset.y
        return Point(main: min(max(offset.main(axis), main.lowerBound), main.upperBound),
                     cross: min(max(crossValue, crossLower), crossUpper), axis: axis)
    }

    /// The offset that shows the start of the content (scroll to top; the right end of a
    /// right-to-left horizontal stack).
    public func startOffset(in viewport: Viewport) -> Point {
        screenOffset(ltrStartOffset(in: layoutSpace(viewport)), for: viewport)
    }

    /// Where a stack resting at the start of its content goes when its insets change (an inset set
    /// while the stack is shown, which a scroll view answers by keeping its offset, leaving the new
    /// leading inset scrolled out of view): the start offset of `new` along the axis, across it
    /// where it was, if `old` rested at its start (within half a point); otherwise `nil`, and the
    /// offset stays. A stack the user is moving stays too.
    public func offsetKeepingStart(from old: Viewport, to new: Viewport) -> Point? {
        guard !old.isMovedByUser && !new.isMovedByUser else { return nil }
        let axis = storedConfiguration.axis
        guard abs(old.offset.main(axis) - startOffset(in: old).main(axis)) < 0.5 else { return nil }
        let cross = axis == .vertical ? new.offset.x : new.offset.y
        return Point(main: startOffset(in: new).main(axis), cross: cross, axis: axis)
    }

    /// The offset that shows the start of the content (scroll to top).
    private func ltrStartOffset(in viewport: Viewport) -> Point {
        let axis = storedConfiguration.axis
        return clampedSaneOffset(Point(main: offsetRange(in: viewport).lowerBound, cross: crossOffset(viewport), axis: axis),
                                 in: viewport)
    }

    /// The offset that shows the end of the content (scroll to bottom, or to the far end of a
    /// horizontal stack).
    public func endOffset(in viewport: Viewport) -> Point {
        screenOffset(ltrEndOffset(in: layoutSpace(viewport)), for: viewport)
    }

    /// The offset that shows the end of the content (scroll to bottom, or to the right end of a
    /// horizontal stack).
    private func ltrEndOffset(in viewport: Viewport) -> Point {
        let axis = storedConfiguration.axis
        return clampedSaneOffset(Point(main: offsetRange(in: viewport).upperBound, cross: crossOffset(viewport), axis: axis),
                                 in: viewport)
    }

    private func crossOffset(_ viewport: Viewport) -> Double {
        storedConfiguration.axis == .vertical ? viewport.offset.x : viewport.offset.y
    }

    /// The offset that brings `row` to `position` in `viewport`, clamped to the scrollable range;
    /// `nil` for a row that is hidden or not in this stack. The cross-axis offset is kept.
    ///
    /// Positions are measured against the visible area (the container minus its insets), so a row
    /// scrolled to the start rests just below a navigation bar, not under it, and just after the
    /// pinned row that will stick there (``stuckRow(in:)``). In a right-to-left horizontal stack
    /// the start is the visible area's right edge.
    public func scrollOffset(toShow row: RowID, at position: ScrollPosition, in viewport: Viewport) -> Point? {
        ltrScrollOffset(toShow: row, at: position, in: layoutSpace(viewport)).map { screenOffset($0, for: viewport) }
    }

    /// The offset that brings `row` to `position` in `viewport`, clamped to the scrollable range;
    /// `nil` for a row that is hidden or not in this stack. The cross-axis offset is kept.
    ///
    /// Positions are measured against the visible area (the container minus its insets), so a row
    /// scrolled to the start rests just below a navigation bar, not under it.
    private func ltrScrollOffset(toShow row: RowID, at position: ScrollPosition, in viewport: Viewport) -> Point? {
        guard let layout = ltrLayout(of: row), !layout.isHidden else { return nil }
        let axis = storedConfiguration.axis
        let frame = layout.frames.row
        let visible = viewport.visibleRect
        let visibleStart = visible.minMain(axis)
        let visibleExtent = visible.size.main(axis)
        let startInset = viewport.insets.mainStart(axis)
        let current = viewport.offset.main(axis)
        // A stuck pinned row covers the start of the visible area: a row scrolled to the start
        // rests just after it, and a row under it now counts as out of view.
        let context = layoutContext()
        let cover = slot(of: row).map { pinnedCover(ofRowAt: tree.cursor(ofSlot: $0), context: context) } ?? 0
        let coveredNow = isPinned(row) ? 0 : ltrStuckRow(atMain: visibleStart, context: context).map {
            Swift.max(0, $0.frames.row.maxMain(axis) - visibleStart)
        } ?? 0
        let toStart = frame.minMain(axis) - startInset - cover
        let toEnd = frame.maxMain(axis) - startInset - visibleExtent
        var target: Double
        switch position {
        case .start:
            target = toStart
        case .end:
            target = toEnd
        case .center:
            target = (frame.minMain(axis) + frame.maxMain(axis)) / 2 - startInset - visibleExtent / 2
        case .automatic:
            let visibleEnd = visibleStart + visibleExtent
            if frame.size.main(axis) > visibleExtent {
                // Longer than the visible area: keep a view that lies inside the row, else show its start.
                target = visibleStart >= frame.minMain(axis) && visibleEnd <= frame.maxMain(axis) ? current : toStart
            } else if frame.minMain(axis) < visibleStart + coveredNow {
                target = toStart
            } else if frame.maxMain(axis) > visibleEnd {
                target = toEnd
            } else {
                target = current
            }
        }
        let range = offsetRange(in: viewport)
        target = min(max(target, range.lowerBound), range.upperBound)
        return clampedSaneOffset(Point(main: target, cross: crossOffset(viewport), axis: axis), in: viewport)
    }

    /// The row at `index`'s scroll offset (see ``scrollOffset(toShow:at:in:)``). Traps if `index` is
    /// not in `0 ..< count`; `nil` if that row is hidden.
    @_spi(Testing)
    public func scrollOffset(toShowRowAt index: Int, at position: ScrollPosition, in viewport: Viewport) -> Point? {
        scrollOffset(toShow: row(at: index), at: position, in: viewport)
    }

    /// The most rounds ``settledScrollOffset(toShow:at:in:measure:)`` runs; each measures only
    /// rows new to the target viewport.
    public static let maximumScrollSettlingRounds = 8

    /// Like ``scrollOffset(toShow:at:in:)``, for a row whose neighbours (or itself) may never
    /// have been measured: the rows that the target viewport shows are measured with `measure`
    /// (given the row and the cross-axis length its content gets; it returns the real extent, or
    /// nil to keep the estimate) and recorded, and the target is worked out again, until every row
    /// it shows is measured. The row then lands exactly at `position` whatever the estimates were;
    /// rows outside the final viewport keep their estimates. Stops after
    /// ``maximumScrollSettlingRounds`` rounds. `nil` for a hidden or unknown row.
    ///
    /// `measure` runs while the engine is being changed and must not use it; a host whose
    /// measuring might (its users' code, when it makes a row's content) takes the rounds itself
    /// with ``beginScrollSettling(toShow:at:in:)``.
    public mutating func settledScrollOffset(toShow row: RowID, at position: ScrollPosition, in viewport: Viewport,
                                             measure: (_ row: RowID, _ crossExtent: Double) -> Double?) -> Point? {
        guard var settling = beginScrollSettling(toShow: row, at: position, in: viewport) else { return nil }
        while !settling.requests.isEmpty {
            let lengths = settling.requests.map { measure($0.row, $0.crossExtent) }
            continueScrollSettling(&settling, measurements: lengths)
        }
        return settling.target
    }

    /// Starts ``settledScrollOffset(toShow:at:in:measure:)`` one round at a time: measure
    /// ``ScrollSettling/requests`` (the engine is not in use meanwhile), hand the lengths to
    /// ``continueScrollSettling(_:measurements:)``, and repeat until no request is left; the
    /// offset is then ``ScrollSettling/target``. `nil` for a hidden or unknown row.
    public mutating func beginScrollSettling(toShow row: RowID, at position: ScrollPosition,
                                             in viewport: Viewport) -> ScrollSettling? {
        var settling = ScrollSettling(row: row, position: position, viewport: layoutSpace(viewport))
        guard retarget(&settling) else { return nil }
        return settling
    }

    /// Records the lengths measured for the requests (`nil` keeps a row's estimate) and works out
    /// the target again, with the next requests (none once nothing new was measured, or after
    /// ``maximumScrollSettlingRounds`` rounds).
    public mutating func continueScrollSettling(_ settling: inout ScrollSettling, measurements: [Double?]) {
        var measuredAny = false
        for (request, length) in zip(settling.requests, measurements) {
            if let length, setMeasuredExtent(length, of: request.row) { measuredAny = true }
        }
        settling.requests = []
        settling.rounds += 1
        if measuredAny && settling.rounds < Self.maximumScrollSettlingRounds {
            _ = retarget(&settling)
        } else {
            settling.target = ltrScrollOffset(toShow: settling.row, at: settling.position, in: settling.viewport)
                .map { screenOffset($0, for: settling.viewport) }
        }
    }

    /// Aims the settling viewport at the row and lists the rows it shows that need measuring;
    /// `false` for a hidden or unknown row.
    private func retarget(_ settling: inout ScrollSettling) -> Bool {
        let axis = storedConfiguration.axis
        guard let target = ltrScrollOffset(toShow: settling.row, at: settling.position, in: settling.viewport) else { return false }
        settling.viewport.offset = target
        settling.target = screenOffset(target, for: settling.viewport)
        let shown = ltrRows(intersecting: settling.viewport.visibleRect).filter { $0 != settling.row }
        settling.requests = ([settling.row] + shown).filter(needsMeasurement).compactMap { row in
            ltrFrames(of: row).map { MeasurementRequest(row: row, crossExtent: $0.content.size.cross(axis)) }
        }
        return true
    }

    /// Where an animated scroll from `current` to `target` should start: `current`, unless the two
    /// are more than one visible length apart, in which case one visible length before `target`
    /// (on the side of `current`). A host that makes only rows near the screen jumps there first,
    /// so the animation passes only rows it has made.
    public func animatedScrollStart(from current: Point, to target: Point, in viewport: Viewport) -> Point {
        let current = current.sanitized, target = target.sanitized
        let axis = storedConfiguration.axis
        let length = viewport.visibleRect.size.main(axis)
        let distance = target.main(axis) - current.main(axis)
        guard abs(distance) > length else { return current }
        let start = target.main(axis) - (distance > 0 ? length : -length)
        return Point(main: start, cross: current.cross(axis), axis: axis)
    }

    // MARK: Anchoring

    /// Remembers which row is first in the visible area (in reading order) and how far into it the
    /// view is, so that ``offset(restoring:in:)`` can keep it still after rows before it change.
    /// `nil` for a stack with no visible row. Take the anchor right before a change and restore it
    /// right after.
    public func scrollAnchor(in viewport: Viewport) -> ScrollAnchor? {
        ltrScrollAnchor(in: layoutSpace(viewport))
    }

    /// Remembers which row is first in the visible area and how far into it the view is, so that
    /// ``offset(restoring:in:)`` can keep it still after rows above it change. `nil` for a stack with
    /// no visible row. Take the anchor right before a change and restore it right after.
    private func ltrScrollAnchor(in viewport: Viewport) -> ScrollAnchor? {
        let axis = storedConfiguration.axis
        let visibleStart = viewport.visibleRect.minMain(axis)
        var found: [RowLayout] = []
        walkVisible(fromMain: visibleStart, toMain: .infinity) { layout in
            found.append(layout)
            return found.count < 2
        }
        if found.isEmpty, let last = lastVisibleRow, let layout = ltrLayout(of: last) {
            // Scrolled past every row (overscroll): anchor to the last one.
            found = [layout]
        }
        guard let first = found.first else { return nil }
        return ScrollAnchor(row: first.id, index: first.index, distance: first.frames.row.minMain(axis) - visibleStart,
                            next: found.count > 1 ? found[1].id : nil,
                            nextDistance: found.count > 1 ? found[1].frames.row.minMain(axis) - visibleStart : 0)
    }


    /// The offset that puts the anchor's row back where it was in the visible area, clamped to the
    /// scrollable range. If that row has been removed or hidden, the row that followed it stays
    /// where it was instead (so the content below a removed row does not move); if both are gone,
    /// the first visible row at or after the anchor's old index takes the anchor's place. With no
    /// visible row left the start offset is returned.
    public func offset(restoring anchor: ScrollAnchor, in viewport: Viewport) -> Point {
        screenOffset(ltrOffset(restoring: anchor, in: layoutSpace(viewport), clamping: true), for: viewport)
    }

    private func ltrOffset(restoring anchor: ScrollAnchor, in viewport: Viewport, clamping: Bool) -> Point {
        let axis = storedConfiguration.axis
        var target: (start: Double, distance: Double)?
        if let layout = ltrLayout(of: anchor.row), !layout.isHidden {
            target = (layout.frames.row.minMain(axis), anchor.distance)
        } else if let next = anchor.next, let layout = ltrLayout(of: next), !layout.isHidden {
            target = (layout.frames.row.minMain(axis), anchor.nextDistance)
        } else {
            let from = index(of: anchor.row) ?? min(anchor.index, count)
            if let cursor = tree.firstVisibleCursor(atOrAfter: from) ?? tree.lastVisibleCursor(before: from) {
                target = (layout(at: cursor).frames.row.minMain(axis), anchor.distance)
            }
        }
        guard let target else { return clamping ? ltrStartOffset(in: viewport) : viewport.offset }
        let main = target.start - target.distance - viewport.insets.mainStart(axis)
        guard clamping else { return Point(main: main, cross: crossOffset(viewport), axis: axis) }
        return clampedSaneOffset(Point(main: main, cross: crossOffset(viewport), axis: axis), in: viewport)
    }

    /// Records several measurements at once and returns the offset that keeps the content in
    /// `viewport` still: rows measured before the first visible row (in reading order) change the
    /// offset, not what the user sees. Unknown and fixed rows are skipped.
    ///
    /// The offset returned lies within the scrollable range, except while the user moves the
    /// content (``Viewport/isMovedByUser``) from beyond it (pulling past an edge, or bouncing back):
    /// then it moves only with the content, so the content stays under the finger, and the scroll
    /// view brings it back itself.
    public mutating func setMeasuredExtents(_ measurements: some Sequence<(RowID, Double)>,
                                            keepingStill viewport: Viewport) -> Point {
        // The content's width may change: the offset is mirrored back across the new one.
        let offset = ltrSetMeasuredExtents(measurements, keepingStill: layoutSpace(viewport))
        return screenOffset(offset, for: viewport)
    }

    /// The offset that keeps what a right-to-left horizontal stack shows still since its content
    /// was `contentWidth` wide and the visible area of its viewport ended `visibleEnd` from the
    /// viewport's left edge (its width less its right inset), when `offset` was set (rows added,
    /// removed or resized since; the screen rotated, the window resized, the insets changed). The
    /// stack reads from its right end, but a scroll view's offsets start at its left: content
    /// grows and shrinks on the left, and a resized scroll view keeps its left edge, so the offset
    /// keeps the distance between the content's right end and the visible area's instead. A left-to-right
    /// stack needs no change at all. A stack resting at its start (row 0 at the right) stays
    /// there. Left to right and for vertical stacks, `offset` itself.
    public func offset(_ offset: Point, keepingStillSinceContentWidth contentWidth: Double, visibleEnd: Double,
                       in viewport: Viewport) -> Point {
        let offset = offset.sanitized
        guard mirrorsMainAxis else { return offset }
        let contentWidth = sanitizedLength(contentWidth), visibleEnd = sanitizedPosition(visibleEnd)
        let visibleEndNow = viewport.size.width - viewport.insets.right
        let moved = Point(x: offset.x + contentSize.width - contentWidth - (visibleEndNow - visibleEnd), y: offset.y)
        return clampedSaneOffset(offset, in: viewport) == offset ? clampedSaneOffset(moved, in: viewport) : moved
    }

    /// Records several measurements at once and returns the offset that keeps the content in
    /// `viewport` still: rows measured above the first visible row change the offset, not what the
    /// user sees. Unknown and fixed rows are skipped.
    ///
    /// The offset returned lies within the scrollable range, except while the user moves the
    /// content (``Viewport/isMovedByUser``) from beyond it (pulling past an edge, or bouncing back):
    /// then it moves only with the content, so the content stays under the finger, and the scroll
    /// view brings it back itself.
    mutating func ltrSetMeasuredExtents(_ measurements: some Sequence<(RowID, Double)>,
                                            keepingStill viewport: Viewport) -> Point {
        let anchor = ltrScrollAnchor(in: viewport)
        let clamps = !viewport.isMovedByUser || clampedSaneOffset(viewport.offset, in: viewport) == viewport.offset
        for (row, extent) in measurements { setMeasuredExtent(extent, of: row) }
        guard let anchor else { return clamps ? clampedSaneOffset(viewport.offset, in: viewport) : viewport.offset }
        return ltrOffset(restoring: anchor, in: viewport, clamping: clamps)
    }
}
