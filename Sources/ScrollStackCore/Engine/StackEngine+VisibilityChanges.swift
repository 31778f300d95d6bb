// The visibility half of a commit: which rows the rectangle shows now against the ones reported
// last time. A scroll within the same rows looks at the first and last of them only; a scroll past
// a few rows slides the reported list along; anything else compares every row that was or is
// visible, or changed in between.

/// A row the visible rectangle shows, as the walk over the rows found it.
struct VisibleRow {
    let row: RowID
    let index: Int
    let state: RowVisibility
    /// Where it lies along the main axis (the engine's space).
    let start: Double
    let extent: Double
    /// How many shown rows come before it.
    let shownBefore: Int
    /// Whether it is the last shown row of the stack.
    let isLastShown: Bool
}

/// A row reported visible at a commit: its state then, and its index then (which holds while the
/// layout has not changed since).
struct ReportedRow {
    let row: RowID
    var state: RowVisibility
    let index: Int
}

/// Where the first and last rows reported visible lie, with what a commit needs to tell, while
/// the layout stays as it was, whether a new rectangle shows the same rows.
struct ReportedEdges {
    let first: VisibleRow
    let last: VisibleRow
    /// How much of the rows' breadth the rectangle covered across the axis (the same for every row).
    let cross: Double
}

extension StackEngine {
    /// Appends the visibility changes since the last commit to `events`, and records what this
    /// commit reported.
    mutating func commitVisibility(in visibleRect: Rect, to events: inout [StackEvent]) {
        let (visible, cross) = visibleRows(in: visibleRect)
        let old = recorder.reportedInOrder
        if recorder.prior.isEmpty && visible.count == old.count && zip(visible, old).allSatisfy({ $0.row == $1.row }) {
            // The same rows as at the last commit (a scroll within them): only fractions changed.
            for (position, entry) in visible.enumerated() where !old[position].state.isSame(as: entry.state) {
                events.append(.visibilityChanged(VisibilityChange(row: entry.row, index: entry.index,
                                                                  old: old[position].state, new: entry.state)))
                recorder.setReportedState(entry.state, at: position)
            }
        } else if let (changes, reported) = shiftedVisibilityChanges(to: visible) {
            // A scroll past a few rows: those that left at one end and came in at the other.
            events.append(contentsOf: changes.map(StackEvent.visibilityChanged))
            recorder.setReported(reported)
        } else {
            events.append(contentsOf: visibilityChanges(to: visible).map(StackEvent.visibilityChanged))
            recorder.setReported(lastReported(visible))
        }
        recorder.reportedEdges = visible.first.map { ReportedEdges(first: $0, last: visible[visible.count - 1], cross: cross) }
    }

    /// The rows `rect` (in the engine's space) shows, in order, found by walking their positions
    /// (their frames are not built), and how much of the rows' breadth it covers across the axis.
    /// O(log n + k).
    func visibleRows(in rect: Rect) -> (rows: [VisibleRow], cross: Double) {
        guard tree.totalVisible > 0 else { return ([], 0) }
        let context = layoutContext()
        let axis = context.axis
        guard crossOverlaps(rect, context: context) else { return ([], 0) }
        let cross = Self.coverage(context.crossStart, context.crossStart + context.crossExtent, rect.minCross(axis), rect.maxCross(axis))
        let from = rect.minMain(axis), to = rect.maxMain(axis)
        let lastShown = tree.totalVisible - 1
        var rows: [VisibleRow] = []
        rows.reserveCapacity(recorder.reportedInOrder.count + 4)
        walkVisibleEntries(fromMain: from, toMain: to, context: context) { walker, start, extent in
            let state = Self.visibility(main: Self.coverage(start, start + extent, from, to), cross: cross)
            if state.isVisible {
                rows.append(VisibleRow(row: id(ofSlot: walker.slot), index: walker.index, state: state, start: start,
                                       extent: extent, shownBefore: walker.visibleBefore,
                                       isLastShown: walker.visibleBefore == lastShown))
            }
            return true
        }
        return (rows, cross)
    }

    /// The commit of a rectangle that moved while the layout stayed as it was at the last commit,
    /// when it still shows the same rows: nothing before the first reported row reaches into it
    /// (that row starts before it, or at its edge with no row of no length just before it, or is
    /// the stack's first), nothing after the last does (that row reaches its far edge, or is the
    /// stack's last), and both still meet it. The rows between lie wholly inside, as before, so
    /// only the first and last can change: O(1), or O(log n) to look at the row before the first.
    /// `false`, doing nothing, when that is not so, or the rectangle moved across the axis.
    mutating func commitEdgesOnly(in rect: Rect, since previous: Rect, to events: inout [StackEvent]) -> Bool {
        let axis = storedConfiguration.axis
        guard let edges = recorder.reportedEdges, rect.minCross(axis) == previous.minCross(axis),
              rect.maxCross(axis) == previous.maxCross(axis) else { return false }
        let from = rect.minMain(axis), to = rect.maxMain(axis)
        let first = edges.first, last = edges.last
        guard first.start < from || first.shownBefore == 0
                || (first.start == from && tree.extent(at: tree.cursor(atVisibleOrdinal: first.shownBefore - 1)) > 0),
              last.start + last.extent >= to || last.isLastShown,
              Self.mainIntersects(start: first.start, extent: first.extent, from: from, to: to),
              Self.mainIntersects(start: last.start, extent: last.extent, from: from, to: to) else { return false }
        let firstState = Self.visibility(main: Self.coverage(first.start, first.start + first.extent, from, to), cross: edges.cross)
        let lastState = Self.visibility(main: Self.coverage(last.start, last.start + last.extent, from, to), cross: edges.cross)
        guard firstState.isVisible, lastState.isVisible else { return false }
        let end = recorder.reportedInOrder.count - 1
        let edgesToCheck = end > 0 ? [(0, first, firstState), (end, last, lastState)] : [(0, first, firstState)]
        for (position, row, state) in edgesToCheck {
            let old = recorder.reportedInOrder[position].state
            guard !old.isSame(as: state) else { continue }
            events.append(.visibilityChanged(VisibilityChange(row: row.row, index: row.index, old: old, new: state)))
            recorder.setReportedState(state, at: position)
        }
        return true
    }

    /// `visible` (the rows visible now, in order) with each row's state as last reported: a state
    /// too close to the reported one to be reported (``RowVisibility/isSame(as:)``) leaves the
    /// reported one standing, so each event's old state is the state the last one reported and
    /// small drifts add up to a change.
    private mutating func lastReported(_ visible: [VisibleRow]) -> [ReportedRow] {
        visible.map { entry in
            if let reported = recorder.reportedState(of: entry.row), reported.isSame(as: entry.state) {
                return ReportedRow(row: entry.row, state: reported, index: entry.index)
            }
            return ReportedRow(row: entry.row, state: entry.state, index: entry.index)
        }
    }

    /// The visibility changes when `visible` (the rows visible now, in order) is the list reported
    /// at the last commit slid along, with no row inserted, removed, hidden or shown since: rows
    /// left it at one end and came in at the other, and the rows in both keep their order. `nil`
    /// when that is not so. The same changes as ``visibilityChanges(to:)`` finds, without hashing
    /// every row, and the list to report from next (a row whose state is too close to the reported
    /// one keeps the reported one).
    private func shiftedVisibilityChanges(to visible: [VisibleRow]) -> (changes: [VisibilityChange], reported: [ReportedRow])? {
        let old = recorder.reportedInOrder
        guard recorder.prior.isEmpty, let first = visible.first, let oldFirst = old.first else { return nil }
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
        var reported: [ReportedRow] = []
        reported.reserveCapacity(visible.count)
        for (i, entry) in visible.enumerated() {
            let before = overlap.contains(i) ? old[i + lead].state : .offscreen
            if !before.isSame(as: entry.state) {
                changes.append(VisibilityChange(row: entry.row, index: entry.index, old: before, new: entry.state))
                reported.append(ReportedRow(row: entry.row, state: entry.state, index: entry.index))
            } else {
                reported.append(ReportedRow(row: entry.row, state: before, index: entry.index))
            }
        }
        changes.sort { ($0.index ?? .max) < ($1.index ?? .max) }
        return (changes, reported)
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
            if let state = current[row]?.state {
                new = state
            } else if let hidden = isHidden(row) {
                new = hidden ? .hidden : .offscreen
            } else {
                new = .removed
            }
            if old == nil && !new.isVisible { continue }
            if new == .removed && !(old?.isVisible ?? false) { continue }
            if let old, old.isSame(as: new) { continue }
            changes.append(VisibilityChange(row: row, index: current[row]?.index ?? index(of: row), old: old, new: new))
        }
        changes.sort { lhs, rhs in
            switch (lhs.index, rhs.index) {
            case let (l?, r?): l < r
            case (.some, nil): true
            case (nil, .some): false
            case (nil, nil): lhs.row < rhs.row
            }
        }
        return changes
    }
}
