// Events: what changed since the host last asked, each reported once.
//
// Mutations record row events (inserted, removed, moved) as they happen. Visibility, content size
// and "layout updated" are decided at a commit, which the host calls once its layout is valid
// (after a layout pass, after a scroll): the engine compares the visible rectangle's rows with the
// ones it reported at the previous commit, plus every row that was inserted, removed, hidden or
// shown in between, so a jump straight from offscreen to entirely visible, a removal or a hide is
// reported exactly once, and a scroll that changes nothing reports nothing.

/// The bookkeeping behind ``StackEngine/commit(visibleRect:)``.
@usableFromInline
struct EventRecorder: Sendable {
    /// A row's state at the previous commit, recorded the first time it changes existence or
    /// hidden state afterwards.
    @usableFromInline
    enum PriorState: Hashable, Sendable {
        case absent
        case present(RowVisibility)
    }

    var isEnabled = true
    @usableFromInline var pending: [StackEvent] = []
    @usableFromInline var prior: [RowID: PriorState] = [:]
    /// Rows that were partly or entirely visible at the previous commit.
    var reported: [RowID: RowVisibility] = [:]
    /// The same rows in order, with their states: a commit that finds the same rows visible
    /// compares states in place instead of hashing every row.
    var reportedInOrder: [(row: RowID, state: RowVisibility)] = []
    var lastContentSize = Size.zero
    @usableFromInline var revision: UInt64 = 0
    @usableFromInline var committedRevision: UInt64 = 0
    /// The visible rectangle of the last commit: a commit with the same one, nothing pending and
    /// no layout change since has nothing to report.
    var committedRect: Rect?

    mutating func layoutChanged() { revision &+= 1 }

    mutating func append(_ event: StackEvent) {
        if isEnabled { pending.append(event) }
    }

    mutating func noteInserted(_ row: RowID, at index: Int) {
        guard isEnabled else { return }
        pending.append(.rowInserted(row, index: index))
        if prior[row] == nil { prior[row] = .absent }
    }

    mutating func noteRemoved(_ row: RowID, at index: Int, wasHidden: Bool) {
        guard isEnabled else { return }
        pending.append(.rowRemoved(row, index: index))
        notePresenceChange(row, wasHidden: wasHidden)
    }

    mutating func noteHiddenChange(_ row: RowID, wasHidden: Bool) {
        guard isEnabled else { return }
        notePresenceChange(row, wasHidden: wasHidden)
    }

    private mutating func notePresenceChange(_ row: RowID, wasHidden: Bool) {
        if prior[row] == nil {
            prior[row] = .present(reported[row] ?? (wasHidden ? .hidden : .offscreen))
        }
    }
}

extension StackEngine {
    /// Whether the engine records events for ``commit(visibleRect:)``. Default `true`. Turning it off
    /// drops anything pending; turning it back on starts afresh, as if no row had been visible.
    /// Code that never commits (a batch job, a benchmark) turns it off so nothing accumulates.
    public var recordsEvents: Bool {
        get { recorder.isEnabled }
        set {
            guard newValue != recorder.isEnabled else { return }
            recorder.isEnabled = newValue
            recorder.pending.removeAll()
            recorder.prior.removeAll()
            recorder.reported.removeAll()
            recorder.reportedInOrder.removeAll()
            recorder.committedRect = nil
        }
    }

    /// Whether row events are waiting for the next commit.
    public var hasPendingEvents: Bool { !recorder.pending.isEmpty }

    /// Whether a commit with the last committed rectangle would report nothing: no event pending,
    /// no row changed, no layout change since. A host that finds nothing else changed either
    /// skips the frame.
    @inlinable
    package var isCommitted: Bool {
        recorder.pending.isEmpty && recorder.prior.isEmpty && recorder.revision == recorder.committedRevision
    }

    /// A number that changes whenever any row's frame or any setting may have changed (it never
    /// repeats). A host that placed its rows at one revision needs to place them again only when
    /// it differs; scrolling alone never changes it.
    @inlinable public var layoutRevision: UInt64 { recorder.revision }

    /// Reports everything that changed since the previous commit, once, in this order: row
    /// insertions, removals and moves as they happened; visibility changes ordered by row index
    /// (removed rows last); a content size change; and ``StackEvent/layoutUpdated`` if any frame or
    /// setting changed.
    ///
    /// Call it when the host's layout is valid, with the area the user actually sees (usually
    /// ``Viewport/visibleRect``). Visibility changes cover every row that was visible before or is
    /// now, and every row hidden or shown in between; a row inserted or removed while outside the
    /// visible area gets only its insert or remove event. A partial row reports a new fraction as a
    /// change (differences below a billionth are ignored). Cost: O(log n) per row that was or is
    /// visible or changed, plus the pending events.
    public mutating func commit(visibleRect: Rect) -> [StackEvent] {
        guard recorder.isEnabled else { return [] }
        let visibleRect = layoutSpace(visibleRect)
        if recorder.pending.isEmpty && recorder.prior.isEmpty && recorder.revision == recorder.committedRevision
            && recorder.committedRect == visibleRect {
            return []
        }
        recorder.committedRect = visibleRect
        var events = recorder.pending
        recorder.pending.removeAll()

        var visible: [(row: RowID, state: RowVisibility)] = []
        var indexes: [Int] = []
        visible.reserveCapacity(recorder.reportedInOrder.count + 4)
        indexes.reserveCapacity(recorder.reportedInOrder.count + 4)
        forEachVisibleRow(in: visibleRect) { row, index, state in
            visible.append((row, state))
            indexes.append(index)
        }
        if recorder.prior.isEmpty && visible.count == recorder.reportedInOrder.count
            && zip(visible, recorder.reportedInOrder).allSatisfy({ $0.row == $1.row }) {
            // The same rows as at the last commit (a scroll within them): only fractions changed.
            for (position, entry) in visible.enumerated() where !recorder.reportedInOrder[position].state.isSame(as: entry.state) {
                events.append(.visibilityChanged(VisibilityChange(row: entry.row, index: indexes[position],
                                                                  old: recorder.reportedInOrder[position].state, new: entry.state)))
                recorder.reported[entry.row] = entry.state
                recorder.reportedInOrder[position].state = entry.state
            }
        } else if let (changes, reported) = shiftedVisibilityChanges(to: visible, indexes: indexes) {
            // A scroll past a few rows: those that left at one end and came in at the other.
            events.append(contentsOf: changes.map(StackEvent.visibilityChanged))
            for change in changes { recorder.reported[change.row] = change.new.isVisible ? change.new : nil }
            recorder.reportedInOrder = reported
        } else {
            events.append(contentsOf: visibilityChanges(to: visible).map(StackEvent.visibilityChanged))
            let reported = lastReported(visible)
            recorder.reported = Dictionary(reported, uniquingKeysWith: { first, _ in first })
            recorder.reportedInOrder = reported
        }

        let size = contentSize
        if size != recorder.lastContentSize {
            events.append(.contentSizeChanged(from: recorder.lastContentSize, to: size))
            recorder.lastContentSize = size
        }
        if recorder.revision != recorder.committedRevision {
            events.append(.layoutUpdated)
            recorder.committedRevision = recorder.revision
        }
        recorder.prior.removeAll()
        return events
    }

    /// `visible` (the rows visible now, in order) with each row's state as last reported: a state
    /// too close to the reported one to be reported (``RowVisibility/isSame(as:)``) leaves the
    /// reported one standing, so each event's old state is the state the last one reported and
    /// small drifts add up to a change.
    private func lastReported(_ visible: [(row: RowID, state: RowVisibility)]) -> [(row: RowID, state: RowVisibility)] {
        visible.map { entry in
            if let reported = recorder.reported[entry.row], reported.isSame(as: entry.state) { return (entry.row, reported) }
            return entry
        }
    }

    /// The visibility changes when `visible` (the rows visible now, in order, at `indexes`) is the
    /// list reported at the last commit slid along, with no row inserted, removed, hidden or shown
    /// since: rows left it at one end and came in at the other, and the rows in both keep their
    /// order. `nil` when that is not so. The same changes as ``visibilityChanges(to:)`` finds,
    /// without hashing every row, and the list to report from next (a row whose state is too close
    /// to the reported one keeps the reported one).
    private func shiftedVisibilityChanges(to visible: [(row: RowID, state: RowVisibility)], indexes: [Int])
        -> (changes: [VisibilityChange], reported: [(row: RowID, state: RowVisibility)])? {
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
        // A row moved from one end of the list to the other is in neither part of the overlap: it
        // did not leave and come in, it changed once, which the full comparison reports.
        let entering = Set(visible.indices.lazy.filter { !overlap.contains($0) }.map { visible[$0].row })
        guard !old.indices.contains(where: { !overlap.contains($0 - lead) && entering.contains(old[$0].row) }) else {
            return nil
        }
        var changes: [VisibilityChange] = []
        for (j, entry) in old.enumerated() where !overlap.contains(j - lead) {
            changes.append(VisibilityChange(row: entry.row, index: index(of: entry.row), old: entry.state, new: .offscreen))
        }
        var reported = visible
        for (i, entry) in visible.enumerated() {
            let before = overlap.contains(i) ? old[i + lead].state : .offscreen
            if !before.isSame(as: entry.state) {
                changes.append(VisibilityChange(row: entry.row, index: indexes[i], old: before, new: entry.state))
            } else {
                reported[i].state = before
            }
        }
        changes.sort { ($0.index ?? .max) < ($1.index ?? .max) }
        return (changes, reported)
    }

    /// Every visibility change between the last commit and `visible` (the rows visible now, in
    /// order), including rows inserted, removed, hidden or shown in between, ordered by row index
    /// (removed rows last).
    private func visibilityChanges(to visible: [(row: RowID, state: RowVisibility)]) -> [VisibilityChange] {
        let current = Dictionary(visible, uniquingKeysWith: { first, _ in first })
        var candidates = Set(recorder.reported.keys)
        candidates.formUnion(current.keys)
        candidates.formUnion(recorder.prior.keys)
        var changes: [VisibilityChange] = []
        for row in candidates {
            let old: RowVisibility?
            switch recorder.prior[row] {
            case .absent?: old = nil
            case .present(let state)?: old = state
            case nil: old = recorder.reported[row] ?? .offscreen
            }
            // A row inserted since the last commit and not visible now has nothing to report (a
            // bulk insert of many rows ends here, without looking each one up).
            if old == nil && current[row] == nil { continue }
            let new: RowVisibility
            if let state = current[row] {
                new = state
            } else if let hidden = isHidden(row) {
                new = hidden ? .hidden : .offscreen
            } else {
                new = .removed
            }
            if old == nil && !new.isVisible { continue }
            if new == .removed && !(old?.isVisible ?? false) { continue }
            if let old, old.isSame(as: new) { continue }
            changes.append(VisibilityChange(row: row, index: index(of: row), old: old, new: new))
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
