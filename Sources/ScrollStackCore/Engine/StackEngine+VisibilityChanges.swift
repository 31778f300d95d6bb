// The visibility half of a commit: which rows the rectangle shows now against the ones reported
// last time. A scroll within the same rows looks at the first and last of them only; a scroll past
// a few rows slides the reported list along; anything else compares every row that was or is
// visible, or changed in between.

/// A row the visible rectangle shows, as the walk over the rows found it; in the list a commit
/// records, with the state it reported (a state too close to the one reported before to be
/// reported keeps that one, so small drifts add up).
struct VisibleRow: Sendable {
    let row: RowID
    var state: RowVisibility
    /// Where it lies along the main axis (the engine's space), among the shown rows.
    let span: RowSpan
    /// Where the walk that found it stood: a later walk starts here while the layout is unchanged.
    let walker: TreeWalker

    var index: Int { walker.index }

    /// Its visibility in `[from, to)` along the axis, where the rectangle covers `cross` of every
    /// row's breadth; `nil` when it does not meet that stretch.
    @inline(__always)
    func state(from: Double, to: Double, cross: Double) -> RowVisibility? {
        guard span.meets(from: from, to: to) else { return nil }
        let state = StackEngine.visibility(main: StackEngine.coverage(span.start, span.start + span.extent, from, to), cross: cross)
        return state.isVisible ? state : nil
    }
}

extension StackEngine {
    /// Appends the visibility changes since the last commit to `events`, and records what this
    /// commit reported.
    mutating func commitVisibility(in visibleRect: Rect, to events: inout [StackEvent]) {
        let (visible, cross, context) = visibleEntries(in: visibleRect)
        let old = recorder.reportedInOrder
        if !recorder.hasPrior && visible.count == old.count && zip(visible, old).allSatisfy({ $0.row == $1.row }) {
            // The same rows as at the last commit: only fractions changed.
            var reported = visible
            for (position, entry) in visible.enumerated() {
                if old[position].state.isSame(as: entry.state) {
                    reported[position].state = old[position].state
                } else {
                    events.append(.visibilityChanged(VisibilityChange(row: entry.row, index: entry.index,
                                                                      old: old[position].state, new: entry.state)))
                }
            }
            recorder.setReported(reported)
        } else if let (changes, reported) = shiftedVisibilityChanges(to: visible) {
            // A scroll past a few rows: those that left at one end and came in at the other.
            events.append(contentsOf: changes.map(StackEvent.visibilityChanged))
            recorder.setReported(reported)
        } else {
            events.append(contentsOf: visibilityChanges(to: visible).map(StackEvent.visibilityChanged))
            recorder.setReported(lastReported(visible))
        }
        recorder.reportedCross = cross
        recorder.reportedContext = context
    }

    /// The rows `rect` (in the engine's space) shows, in order, found by walking their positions
    /// (their frames are not built); how much of the rows' breadth it covers across the axis; and
    /// the layout the walk used. O(log n + k).
    func visibleEntries(in rect: Rect) -> (rows: [VisibleRow], cross: Double, context: LayoutContext?) {
        guard tree.totalVisible > 0 else { return ([], 0, nil) }
        let context = layoutContext()
        let axis = context.axis
        guard crossOverlaps(rect, context: context), rect.size.main(axis) > 0 else { return ([], 0, context) }
        let cross = Self.coverage(context.crossStart, context.crossStart + context.crossExtent, rect.minCross(axis), rect.maxCross(axis))
        let rows = visibleEntries(from: walkStart(forMain: rect.minMain(axis), context: context), before: .max, in: rect,
                                  context: context, cross: cross)
        return (rows, cross, context)
    }

    /// The shown rows `rect` shows from `walker`'s row on (the tree unchanged since `walker` was
    /// made), up to the one with `limit` shown rows before it, where it covers `cross` of each
    /// row's breadth. The walk touches nothing but its own list (a closure that reached the
    /// engine would have the engine copied for the walk).
    private func visibleEntries(from walker: TreeWalker, before limit: Int, in rect: Rect, context: LayoutContext,
                                cross: Double) -> [VisibleRow] {
        let from = rect.minMain(context.axis), to = rect.maxMain(context.axis)
        var found: [(walker: TreeWalker, start: Double, extent: Double, state: RowVisibility)] = []
        found.reserveCapacity(limit == .max ? recorder.reportedInOrder.count + 4 : 4)
        walkShownRows(from: walker, fromMain: from, toMain: to, context: context) { walker, start, extent in
            guard walker.visibleBefore < limit else { return false }
            let state = Self.visibility(main: Self.coverage(start, start + extent, from, to), cross: cross)
            if state.isVisible { found.append((walker, start, extent, state)) }
            return true
        }
        let lastShown = tree.totalVisible - 1
        return found.map { entry in
            VisibleRow(row: id(ofSlot: entry.walker.slot), state: entry.state,
                       span: RowSpan(entry.walker, start: entry.start, extent: entry.extent, lastShown: lastShown),
                       walker: entry.walker)
        }
    }

    /// The commit of a rectangle that moved along the axis while the layout stayed as it was at
    /// the last commit, from the rows reported then: rows at its ends that no longer meet the
    /// rectangle left; of the ones that stay, only the first and last can have changed (the rows
    /// between lie wholly inside, as before); and rows came in only next to them, found by walking
    /// from there. O(1 + rows that left or came in), or O(log n) more to find the rows before the
    /// first. `false`, doing nothing, when the rectangle moved across the axis or none of the rows
    /// reported stays.
    mutating func commitScroll(in rect: Rect, since previous: Rect, to events: inout [StackEvent]) -> Bool {
        guard let context = recorder.reportedContext, !recorder.reportedInOrder.isEmpty else { return false }
        let axis = context.axis
        guard rect.minCross(axis) == previous.minCross(axis), rect.maxCross(axis) == previous.maxCross(axis) else { return false }
        let from = rect.minMain(axis), to = rect.maxMain(axis), cross = recorder.reportedCross
        // The rows that stay are a run of the list: positions along the axis only grow.
        guard let first = recorder.reportedInOrder.firstIndex(where: { $0.state(from: from, to: to, cross: cross) != nil }) else {
            return false
        }
        // The list is edited in place, taken out of the recorder so it is not copied.
        var list = recorder.reportedInOrder
        recorder.setReported([])
        var last = list.count - 1
        while list[last].state(from: from, to: to, cross: cross) == nil { last -= 1 }

        func leave(_ entry: VisibleRow) {
            events.append(.visibilityChanged(VisibilityChange(row: entry.row, index: entry.index, old: entry.state, new: .offscreen)))
        }
        func recheck(_ position: Int) {
            let entry = list[position]
            guard let state = entry.state(from: from, to: to, cross: cross), !entry.state.isSame(as: state) else { return }
            events.append(.visibilityChanged(VisibilityChange(row: entry.row, index: entry.index, old: entry.state, new: state)))
            list[position].state = state
        }
        func enter(_ rows: [VisibleRow]) {
            for row in rows {
                events.append(.visibilityChanged(VisibilityChange(row: row.row, index: row.index, old: .offscreen, new: row.state)))
            }
        }

        // Rows before the first that stays can meet the rectangle only if that row starts inside
        // it, and rows after the last only if that row ends before its far edge. Both walks start
        // from where the walks that found those rows stood (the tree is as it was then).
        let firstKept = list[first], lastKept = list[last]
        var before: [VisibleRow] = []
        if !firstKept.span.hidesRowsBefore(from: from) {
            before = visibleEntries(from: walkStart(before: firstKept, from: from, context: context),
                                    before: firstKept.span.shownBefore, in: rect, context: context, cross: cross)
        }
        var after: [VisibleRow] = []
        var next = lastKept.walker
        if !lastKept.span.hidesRowsAfter(to: to) && tree.advance(&next) {
            after = visibleEntries(from: next, before: .max, in: rect, context: context, cross: cross)
        }
        // Events go out in row order, as every commit's do.
        for entry in list[..<first] { leave(entry) }
        enter(before)
        recheck(first)
        if last > first { recheck(last) }
        enter(after)
        for entry in list[(last + 1)...] { leave(entry) }

        list.removeSubrange((last + 1)...)
        list.removeSubrange(..<first)
        if !before.isEmpty { list.insert(contentsOf: before, at: 0) }
        list.append(contentsOf: after)
        recorder.setReported(list)
        return true
    }

    /// Where a walk for the rows that meet a stretch starting at `from` starts. With the layout as
    /// it was at the last commit, next to the rows that commit reported (a frame's new lines lie
    /// beside them): the last of them that starts before `from`, or, before them all, the walk back
    /// from the first. Otherwise, and far from them, the row a search from the root finds.
    /// O(log k) near the reported rows, O(log n) elsewhere.
    func walkStart(forMain from: Double, context: LayoutContext) -> TreeWalker {
        let reported = recorder.reportedInOrder
        // Near means within the reported stretch, or less than its length before it.
        if recorder.revision == recorder.committedRevision, !recorder.hasPrior, let first = reported.first,
           let last = reported.last, case let end = last.span.start + last.span.extent,
           from >= first.span.start - (end - first.span.start), from <= end {
            guard first.span.start < from else { return walkStart(before: first, from: from, context: context) }
            // No row before the one found can meet the stretch: each ends where the next starts, or
            // before, and that row starts before `from`.
            var low = 0, high = reported.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if reported[middle].span.start < from { low = middle } else { high = middle - 1 }
            }
            return reported[low].walker
        }
        return searchStart(forMain: from, context: context)
    }

    /// The row a search from the root finds for a stretch starting at `from`: the first that can
    /// meet it. O(log n).
    func searchStart(forMain from: Double, context: LayoutContext) -> TreeWalker {
        tree.walker(at: tree.cursor(forOffset: from - context.mainStart, spacing: context.spacing))
    }

    /// Where a walk for the rows before `row` that meet a stretch starting at `from` starts: the
    /// nearest shown row before it in its leaf, at most 16 rows back, that starts before `from`
    /// (no row before that one can meet the stretch), or, when there is none, the row a search for
    /// `from` finds.
    func walkStart(before row: VisibleRow, from: Double, context: LayoutContext) -> TreeWalker {
        var pos = row.walker.cursor.pos
        // A few rows back, stepping is cheaper than a search from the root; farther, it is not
        // (a stretch a screen before the reported rows would step back a screen's rows).
        let nearest = max(0, pos - 16)
        while pos > nearest {
            pos -= 1
            let walker = tree.walker(atPosition: pos, inLeafOf: row.walker)
            guard !walker.isHidden else { continue }
            let start = context.start(extentPrefix: walker.extentBefore, visiblePrefix: walker.visibleBefore, index: walker.index)
            if walker.visibleBefore == 0 || start < from { return walker }
        }
        return searchStart(forMain: from, context: context)
    }

    /// `visible` (the rows visible now, in order) with each row's state as last reported: a state
    /// too close to the reported one to be reported (``RowVisibility/isSame(as:)``) leaves the
    /// reported one standing, so each event's old state is the state the last one reported and
    /// small drifts add up to a change.
    private mutating func lastReported(_ visible: [VisibleRow]) -> [VisibleRow] {
        visible.map { entry in
            var entry = entry
            if let reported = recorder.reportedState(of: entry.row), reported.isSame(as: entry.state) { entry.state = reported }
            return entry
        }
    }

    /// The visibility changes when `visible` (the rows visible now, in order) is the list reported
    /// at the last commit slid along, with no row inserted, removed, hidden or shown since: rows
    /// left it at one end and came in at the other, and the rows in both keep their order. `nil`
    /// when that is not so. The same changes as ``visibilityChanges(to:)`` finds, without hashing
    /// every row, and the list to report from next (a row whose state is too close to the reported
    /// one keeps the reported one).
    private func shiftedVisibilityChanges(to visible: [VisibleRow]) -> (changes: [VisibilityChange], reported: [VisibleRow])? {
        let old = recorder.reportedInOrder
        guard !recorder.hasPrior, let first = visible.first, let oldFirst = old.first else { return nil }
        // `visible[i]` is `old[i + lead]` where the two lists overlap.
        let lead: Int
        if let k = old.firstIndex(where: { $0.row == first.row }) {
            lead = k
        } else if let k = visible.firstIndex(where: { $0.row == oldFirst.row }) {
            lead = -k
        } else {
            return nil
        }
        let overlap = max(0, -lead) ..< min(visible.count, old.count - lead)
        guard overlap.allSatisfy({ visible[$0].row == old[$0 + lead].row }) else { return nil }
        // With the layout as it was, no row moved and the old indexes hold. Otherwise a row moved
        // from one end of the list to the other is in neither part of the overlap: it did not
        // leave and come in, it changed once, which the full comparison reports.
        let layoutKept = recorder.revision == recorder.committedRevision
        if !layoutKept {
            let entering = Set(visible.indices.lazy.filter { !overlap.contains($0) }.map { visible[$0].row })
            guard !old.indices.contains(where: { !overlap.contains($0 - lead) && entering.contains(old[$0].row) }) else {
                return nil
            }
        }
        var changes: [VisibilityChange] = []
        for (j, entry) in old.enumerated() where !overlap.contains(j - lead) {
            changes.append(VisibilityChange(row: entry.row, index: layoutKept ? entry.index : index(of: entry.row),
                                            old: entry.state, new: .offscreen))
        }
        var reported = visible
        for (i, entry) in visible.enumerated() {
            let before = overlap.contains(i) ? old[i + lead].state : .offscreen
            if !before.isSame(as: entry.state) {
                changes.append(VisibilityChange(row: entry.row, index: entry.index, old: before, new: entry.state))
            } else {
                reported[i].state = before
            }
        }
        changes.sort { ($0.index ?? .max) < ($1.index ?? .max) }
        return (changes, reported)
    }

    /// A function giving a row's index and hidden state (`nil` for a row not in this stack), for
    /// `lookups` rows: a search per row for a few, O(log n) each; for many (a filter over a long
    /// list hid most of them), one walk over every row first, O(n), and O(1) a row after it.
    private func locator(forLookups lookups: Int) -> (RowID) -> (index: Int, isHidden: Bool)? {
        guard lookups >= 64 && lookups * 32 >= count else {
            return { row in
                guard let slot = self.slot(of: row) else { return nil }
                let walker = self.tree.walker(at: self.tree.cursor(ofSlot: slot))
                return (walker.index, walker.isHidden)
            }
        }
        var places = [(index: Int, isHidden: Bool)](repeating: (-1, false), count: tree.slotCapacity)
        var index = 0
        tree.forEachEntry { slot, isHidden in
            places[Int(slot)] = (index, isHidden)
            index += 1
        }
        return { row in self.slot(of: row).map { places[Int($0)] } }
    }

    /// Every visibility change between the last commit and `visible` (the rows visible now, in
    /// order), including rows inserted, removed, hidden or shown in between, ordered by row index
    /// (removed rows last).
    private mutating func visibilityChanges(to visible: [VisibleRow]) -> [VisibilityChange] {
        var current: [RowID: VisibleRow] = [:]
        for row in visible where current[row.row] == nil { current[row.row] = row }
        var candidates = Set(recorder.reportedRows())
        candidates.formUnion(current.keys)
        candidates.formUnion(recorder.prior.keys)
        // Rows hidden or shown in bulk are found by a walk of their own, below.
        let bulk = recorder.bulkPrior
        if !bulk.isEmpty { candidates = candidates.filter { bulk.state(of: $0) == nil } }
        let locate = locator(forLookups: candidates.count)
        var changes: [VisibilityChange] = []
        for row in candidates {
            let old: RowVisibility?
            switch recorder.prior[row] {
            case .absent?: old = nil
            case .present(let state)?: old = state
            case nil: old = recorder.reportedState(of: row) ?? .offscreen
            }
            // A row inserted since the last commit and not visible now has nothing to report (a
            // bulk insert of many rows ends here, without looking each one up).
            if old == nil && current[row] == nil { continue }
            let new: RowVisibility
            let place = current[row] == nil ? locate(row) : nil
            if let state = current[row]?.state {
                new = state
            } else if let place {
                new = place.isHidden ? .hidden : .offscreen
            } else {
                new = .removed
            }
            if old == nil && !new.isVisible { continue }
            if new == .removed && !(old?.isVisible ?? false) { continue }
            if let old, old.isSame(as: new) { continue }
            changes.append(VisibilityChange(row: row, index: current[row]?.index ?? place?.index, old: old, new: new))
        }
        changes.sort { lhs, rhs in
            switch (lhs.index, rhs.index) {
            case let (l?, r?): l < r
            case (.some, nil): true
            case (nil, .some): false
            case (nil, nil): lhs.row < rhs.row
            }
        }
        guard !bulk.isEmpty else { return changes }
        // Both lists are in row order (removed rows, which have no index, last): merge them.
        let walked = bulkVisibilityChanges(bulk, visible: visible)
        var merged: [VisibilityChange] = []
        merged.reserveCapacity(changes.count + walked.count)
        var i = 0, j = 0
        while i < changes.count || j < walked.count {
            if j == walked.count || (i < changes.count && (changes[i].index ?? .max) < walked[j].index!) {
                merged.append(changes[i])
                i += 1
            } else {
                merged.append(walked[j])
                j += 1
            }
        }
        return merged
    }

    /// The visibility changes of the rows hidden or shown in bulk since the last commit, in row
    /// order, from one walk over the rows beside `visible` (the rows visible now, in order): O(n),
    /// no row hashed. A row removed since was not visible then, so it has nothing to report.
    private func bulkVisibilityChanges(_ bulk: BulkPrior, visible: [VisibleRow]) -> [VisibilityChange] {
        var changes: [VisibilityChange] = []
        var next = 0
        var index = 0
        tree.forEachEntry { slot, isHidden in
            defer { index += 1 }
            let row = id(ofSlot: slot)
            guard let old = bulk.state(of: row) else { return }
            while next < visible.count && visible[next].index < index { next += 1 }
            let new = next < visible.count && visible[next].index == index ? visible[next].state : (isHidden ? .hidden : .offscreen)
            if !old.isSame(as: new) { changes.append(VisibilityChange(row: row, index: index, old: old, new: new)) }
        }
        return changes
    }
}
