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
    /// The same for rows hidden or shown many at a time (EventRecorder+Bulk.swift).
    var bulkPrior = BulkPrior()
    /// Rows that were partly or entirely visible at the previous commit, in order, with the state
    /// reported and where they lay then (which holds while the layout has not changed since): a
    /// commit that finds the same rows visible compares states in place instead of hashing every
    /// row, and a scroll looks only at the rows at the ends.
    var reportedInOrder: [VisibleRow] = []
    /// The same states by row, made from ``reportedInOrder`` when something needs to look a row up
    /// (a scroll only changes the list).
    private var reportedByRow: [RowID: RowVisibility] = [:]
    private var reportedByRowIsCurrent = true
    var lastContentSize = Size.zero
    @usableFromInline var revision: UInt64 = 0
    @usableFromInline var committedRevision: UInt64 = 0
    /// The visible rectangle of the last commit: a commit with the same one, nothing pending and
    /// no layout change since has nothing to report.
    var committedRect: Rect?
    /// How the last commit's rectangle covered the rows across the axis (the same for every row),
    /// and the layout it worked with: both hold while the layout has not changed since.
    var reportedCross = 0.0
    var reportedContext: LayoutContext?
    /// The row stuck at the visible area's leading edge at the last commit and the state reported
    /// for it there (StackEngine+Pinning.swift).
    var stuck: (row: RowID, state: RowVisibility)?

    mutating func layoutChanged() { revision &+= 1 }

    /// The state reported for `row` at the previous commit, if it was visible.
    mutating func reportedState(of row: RowID) -> RowVisibility? {
        refreshReportedByRow()
        return reportedByRow[row]
    }

    /// Every row reported visible at the previous commit.
    mutating func reportedRows() -> Dictionary<RowID, RowVisibility>.Keys {
        refreshReportedByRow()
        return reportedByRow.keys
    }

    private mutating func refreshReportedByRow() {
        guard !reportedByRowIsCurrent else { return }
        reportedByRow = Dictionary(reportedInOrder.lazy.map { ($0.row, $0.state) }, uniquingKeysWith: { first, _ in first })
        reportedByRowIsCurrent = true
    }

    /// Records what a commit reported.
    mutating func setReported(_ rows: [VisibleRow]) {
        reportedInOrder = rows
        reportedByRowIsCurrent = false
    }

    /// Forgets every row reported.
    mutating func forgetReported() {
        setReported([])
    }

    mutating func append(_ event: StackEvent) {
        if isEnabled { pending.append(event) }
    }

    /// Makes room for `count` rows about to be inserted, so a bulk load does not grow the event
    /// list and the prior states over and over.
    mutating func reserveInserted(_ count: Int) {
        guard isEnabled else { return }
        pending.reserveCapacity(pending.count + count)
        prior.reserveCapacity(prior.count + count)
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
            prior[row] = .present(bulkPrior.take(row) ?? reportedState(of: row) ?? (wasHidden ? .hidden : .offscreen))
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
            recorder.forgetPrior()
            recorder.forgetReported()
            recorder.reportedContext = nil
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
        recorder.pending.isEmpty && !recorder.hasPrior && recorder.revision == recorder.committedRevision
    }

    /// A number that changes whenever any row's frame or any setting may have changed (it never
    /// repeats). A host that placed its rows at one revision needs to place them again only when
    /// it differs; scrolling alone never changes it.
    @inlinable public var layoutRevision: UInt64 { recorder.revision }

    /// Reports the row insertions, removals and moves made since the previous commit, once, and
    /// leaves visibility, content size and layout changes for the next ``commit(visibleRect:)``:
    /// for a host that is not on screen, whose layout is not valid and where nothing is visible,
    /// so that rows it removed are named and let go without waiting until it is shown. O(k) for k
    /// pending events.
    public mutating func commitRowChanges() -> [StackEvent] {
        let events = recorder.pending
        recorder.pending.removeAll()
        return events
    }

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
        // The row stuck now, and whether it came since the last commit, are read before the
        // commit forgets what changed since then.
        let stuck = ltrStuckRow(in: visibleRect)
        let stuckIsNew = stuck.map { recorder.prior[$0.id] == .absent } ?? false
        var events = commitRows(visibleRect: visibleRect)
        if stuck != nil || recorder.stuck != nil {
            reportStuckRow(stuck, isNew: stuckIsNew, in: visibleRect, events: &events)
        }
        return events
    }

    /// ``commit(visibleRect:)`` for rows at their own places (`visibleRect` in the engine's space).
    private mutating func commitRows(visibleRect: Rect) -> [StackEvent] {
        if recorder.pending.isEmpty && !recorder.hasPrior && recorder.revision == recorder.committedRevision
            && recorder.committedRect == visibleRect {
            return []
        }
        let previousRect = recorder.committedRect
        recorder.committedRect = visibleRect
        var events = recorder.pending
        recorder.pending.removeAll()
        // Only the rectangle moved: only rows at the ends of the ones reported last time can have
        // changed, or come in next to them.
        if !recorder.hasPrior, recorder.revision == recorder.committedRevision, let previousRect,
           commitScroll(in: visibleRect, since: previousRect, to: &events) {
            return events
        }

        commitVisibility(in: visibleRect, to: &events)

        // The content size changes only with the layout (or is reported for the first time).
        if recorder.revision != recorder.committedRevision || previousRect == nil {
            let size = contentSize
            if size != recorder.lastContentSize {
                events.append(.contentSizeChanged(from: recorder.lastContentSize, to: size))
                recorder.lastContentSize = size
            }
        }
        if recorder.revision != recorder.committedRevision {
            events.append(.layoutUpdated)
            recorder.committedRevision = recorder.revision
        }
        recorder.forgetPrior()
        return events
    }
}
