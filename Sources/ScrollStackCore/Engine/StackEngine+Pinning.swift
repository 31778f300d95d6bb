// Pinned rows (section headers): which one sticks to the leading edge of the visible area and where
// it is drawn, how much of the visible area it covers when a row is scrolled to the start, and how
// its visibility is reported while it is stuck.
//
// The rule, along the main axis in reading order: the stuck row is the last shown pinned row that
// starts at or before the visible area's leading edge. It is drawn at that edge, unless the next
// shown pinned row starts less than its length after the edge; then it sits just before that row
// (pushed away), and never before its own place. Pinned rows are found through counts in the tree,
// so every answer here is O(log n) however many rows there are.

extension StackEngine {
    // MARK: Marking

    /// Whether `row` is pinned; `false` for an unknown row.
    public func isPinned(_ row: RowID) -> Bool {
        guard let slot = slot(of: row) else { return false }
        return slotFlags[Int(slot)] & Self.pinnedFlag != 0
    }

    /// Pins or unpins `row` (see ``RowSpec/isPinned``). A hidden pinned row stays pinned and sticks
    /// again once shown. Returns `false`, changing nothing, for an unknown row. O(log n).
    @discardableResult
    public mutating func setPinned(_ pinned: Bool, forRow row: RowID) -> Bool {
        guard let slot = slot(of: row) else { return false }
        guard (slotFlags[Int(slot)] & Self.pinnedFlag != 0) != pinned else { return true }
        if pinned { slotFlags[Int(slot)] |= Self.pinnedFlag } else { slotFlags[Int(slot)] &= ~Self.pinnedFlag }
        tree.setPinned(pinned, at: tree.cursor(ofSlot: slot))
        recorder.layoutChanged()
        return true
    }

    /// Whether any shown row is pinned: only then can a row be stuck.
    public var hasPinnedRows: Bool { tree.totalPinned > 0 }

    /// Marks the tree's pinned rows from the slots' flags, after a bulk build (which makes a tree
    /// without marks). O(n).
    mutating func markPinnedRowsInTree() {
        let flags = slotFlags
        tree.setPinned { flags[Int($0)] & Self.pinnedFlag != 0 }
    }

    // MARK: The stuck row

    /// The pinned row stuck at the leading edge of `visibleRect` (the area the user sees, clear of
    /// bars: usually ``Viewport/visibleRect``), with the frames it is drawn at; `nil` when no
    /// pinned row starts at or before that edge. Its frames equal its own while it is at its place.
    /// Hosts draw it above the other rows. In a right-to-left horizontal stack the leading edge is
    /// the right one. O(log n).
    public func stuckRow(in visibleRect: Rect) -> RowLayout? {
        guard hasPinnedRows else { return nil }
        let context = layoutContext()
        guard let stuck = ltrStuckRow(atMain: layoutSpace(visibleRect).minMain(context.axis), context: context) else {
            return nil
        }
        return mirror.map { $0.layout(stuck) } ?? stuck
    }

    /// The row under `point` as a host draws the stack in `visibleRect`: the pinned row stuck
    /// there where it is drawn (over the rows it covers), else `row(at:)` with the point. O(log n).
    public func row(at point: Point, in visibleRect: Rect) -> RowID? {
        let point = point.sanitized
        if let stuck = stuckRow(in: visibleRect) {
            let frame = stuck.frames.row
            if point.x >= frame.minX && point.x < frame.maxX && point.y >= frame.minY && point.y < frame.maxY { return stuck.id }
        }
        return row(at: point)
    }

    /// ``stuckRow(in:)`` for a rectangle in the engine's left-to-right space.
    func ltrStuckRow(in rect: Rect) -> RowLayout? {
        guard hasPinnedRows else { return nil }
        let context = layoutContext()
        return ltrStuckRow(atMain: rect.minMain(context.axis), context: context)
    }

    /// ``stuckRow(in:)`` in the engine's left-to-right space, for a leading edge at `edge`.
    func ltrStuckRow(atMain edge: Double, context: LayoutContext) -> RowLayout? {
        guard hasPinnedRows, let at = lastRow(startingAtOrBefore: edge, context: context),
              let pinned = tree.lastPinned(atOrBefore: at) else { return nil }
        let axis = context.axis
        let header = layout(at: pinned, context: context)
        let place = header.frames.row.minMain(axis)
        let length = header.frames.row.size.main(axis)
        var start = Swift.max(edge, place)
        if let next = tree.firstPinned(after: pinned) {
            // A shown row starts where its frames do; only the start is worked out.
            let walker = tree.walker(at: next)
            let nextStart = context.start(extentPrefix: walker.extentBefore, visiblePrefix: walker.visibleBefore,
                                          index: walker.index)
            start = Swift.min(start, nextStart - length)
        }
        return Self.moved(header, by: Swift.max(start, place) - place, axis: axis)
    }

    /// The last row (shown or not) that starts at or before `edge`, or `nil` when every row starts
    /// after it. O(log n): the search lands at or just before the answer.
    private func lastRow(startingAtOrBefore edge: Double, context: LayoutContext) -> TreeCursor? {
        guard tree.totalCount > 0 else { return nil }
        var walker = searchStart(forMain: edge, context: context)
        var last: TreeCursor?
        repeat {
            let start = context.start(extentPrefix: walker.extentBefore, visiblePrefix: walker.visibleBefore,
                                      index: walker.index)
            if start > edge { break }
            last = walker.cursor
        } while tree.advance(&walker)
        return last
    }

    /// `layout` with every frame moved `delta` along the main axis.
    static func moved(_ layout: RowLayout, by delta: Double, axis: StackAxis) -> RowLayout {
        guard delta != 0 else { return layout }
        func move(_ rect: Rect) -> Rect {
            Rect(mainStart: rect.minMain(axis) + delta, mainExtent: rect.size.main(axis), crossStart: rect.minCross(axis),
                 crossExtent: rect.size.cross(axis), axis: axis)
        }
        let frames = layout.frames
        return RowLayout(id: layout.id, index: layout.index, isHidden: layout.isHidden,
                         frames: RowFrames(row: move(frames.row), content: move(frames.content),
                                           separator: frames.separator.map(move)))
    }

    // MARK: Scroll targets

    /// How much of the visible area's start a stuck row covers once `row` (shown, at `cursor`) is
    /// scrolled to rest just after it: the length of the last shown pinned row before it (which
    /// sticks there; the next pinned row comes after `row`, too far to push it). Zero for a pinned
    /// row (it is the one that sticks) and when no pinned row comes before it. O(log n).
    func pinnedCover(ofRowAt cursor: TreeCursor, context: LayoutContext) -> Double {
        guard hasPinnedRows, !tree.isPinned(at: cursor), let header = tree.lastPinned(atOrBefore: cursor) else { return 0 }
        return layout(at: header, context: context).frames.row.size.main(context.axis)
    }

    // MARK: Visibility

    /// Rewrites a commit's visibility changes for the rows stuck at this commit and the last one,
    /// so that a stuck row is reported where it is drawn: each of them gets one change, from the
    /// state reported last time (its stuck state, if it was stuck) to its state now, or none.
    /// `stuck` is the row stuck in `rect` now (both in the engine's space), and `isNew` says that
    /// it was inserted since the last commit. O(log n) plus the events.
    mutating func reportStuckRow(_ stuck: RowLayout?, isNew: Bool, in rect: Rect, events: inout [StackEvent]) {
        let now = stuck.map { (row: $0.id, state: visibility(ofFrame: $0.frames.row, in: rect)) }
        let before = recorder.stuck
        recorder.stuck = now
        var rows: [RowID] = []
        if let before { rows.append(before.row) }
        if let now, now.row != before?.row { rows.append(now.row) }
        for row in rows {
            var natural: [VisibilityChange] = []
            events.removeAll { event in
                guard case .visibilityChanged(let change) = event, change.row == row else { return false }
                natural.append(change)
                return true
            }
            let naturalNow = natural.last?.new ?? naturalVisibility(of: row, in: rect)
            let inserted = row == now?.row && isNew
            let old = row == before?.row ? before?.state : inserted ? nil : (natural.first.map { $0.old } ?? naturalNow)
            let new = row == now?.row ? now?.state ?? naturalNow : naturalNow
            // As for any row: nothing for a row that came and went unseen, or that did not change
            // enough to tell (then the state reported stands).
            if old == nil && !new.isVisible { continue }
            if new == .removed && !(old?.isVisible ?? false) { continue }
            if let old, old.isSame(as: new) {
                if row == now?.row { recorder.stuck = (row, old) }
                continue
            }
            insert(VisibilityChange(row: row, index: natural.last?.index ?? index(of: row), old: old, new: new), into: &events)
        }
    }

    /// Puts `change` among a commit's visibility changes where the commit orders them: by index
    /// (removed rows last), then by row, after the row events and before the size and layout ones.
    private func insert(_ change: VisibilityChange, into events: inout [StackEvent]) {
        func key(_ change: VisibilityChange) -> (Int, RowID) { (change.index ?? .max, change.row) }
        let position = events.firstIndex { event in
            switch event {
            case .visibilityChanged(let other): key(other) > key(change)
            case .contentSizeChanged, .layoutUpdated: true
            default: false
            }
        } ?? events.count
        events.insert(.visibilityChanged(change), at: position)
    }
}
