// Realization: a lazy host creates content only for rows near the viewport. The engine remembers
// which rows the host has realized and tells it, each time the viewport moves, which to create and
// which it may release. Releasing a row loses nothing: its measurement stays in the engine.

extension StackEngine {
    /// The rows the host currently has content for, according to the last realization
    /// (``realize(in:overscan:keeping:remeasuringNewRows:measure:)`` or the rounds of
    /// ``beginRealization(in:overscan:keeping:remeasuringNewRows:)``). Removed rows leave this set at once.
    public var realizedRows: Set<RowID> { realized.asSet }

    /// The layouts of the realized rows (``realizedRows``), in stack order: what a lazy host
    /// places after realizing. Cheaper than ``layouts(of:)`` with ``realizedRows``: the engine
    /// keeps the rows its last realization needed in stack order, so each row after the first is
    /// one step from the one before (O(log n + k) for k rows).
    public func layoutsOfRealizedRows() -> [RowLayout] {
        // The last realization's rows are the realized rows until something else changes them.
        if let rows = lastRealization?.rows { return layouts(of: rows) }
        return layouts(of: realized)
    }

    /// Works out which rows must exist for `visibleRect` plus `overscan` points before and after it
    /// on the main axis, compared with the rows realized so far, and remembers the answer.
    ///
    /// Hidden rows are never required. A host that measures rows as it realizes them should record
    /// the measurements with ``setMeasuredExtents(_:keepingStill:)`` and call this again until
    /// ``RealizationUpdate/realize`` comes back empty, because measured rows may pull more rows into
    /// the rectangle. O(log n + k) for k rows near the viewport, plus the released rows.
    @_spi(Testing)
    public mutating func updateRealization(visibleRect: Rect, overscan: Double) -> RealizationUpdate {
        applyRealization(visibleRect: layoutSpace(visibleRect), overscan: overscan, kept: []).update
    }

    /// ``updateRealization(visibleRect:overscan:)``, also returning the rows now realized, in order,
    /// and whether they are the ones the last realization needed, found in O(1).
    private mutating func applyRealization(visibleRect: Rect, overscan: Double, kept: [RowID])
        -> (update: RealizationUpdate, needed: [RowID], isUnchanged: Bool) {
        // The pinned row stuck at the top is on screen wherever its own place is.
        var kept = kept
        if hasPinnedRows, let stuck = ltrStuckRow(in: visibleRect) { kept.append(stuck.id) }
        let axis = storedConfiguration.axis
        let expanded = visibleRect.extendedAlongMain(by: sanitizedReach(overscan), axis: axis)
        // The common case, while scrolling or settling an animated change: the same rows as last
        // time, and the kept rows among them.
        if let last = lastRealization, last.revision == recorder.revision, last.stillNeeded(in: expanded, axis: axis),
           kept.allSatisfy(realized.contains) {
            return (RealizationUpdate(), last.rows, true)
        }
        var (needed, edges) = neededRows(in: expanded)
        let revision = recorder.revision
        if let last = lastRealization, last.rows == needed, kept.allSatisfy(realized.contains) {
            lastRealization = LastRealization(rows: needed, edges: edges, area: expanded, revision: revision,
                                              settledAt: last.settledAt)
            return (RealizationUpdate(), needed, true)
        }
        // A set made at its size, and lists made straight from the sets.
        var neededSet = RowSet(minimumCapacity: needed.count + kept.count)
        for row in needed { neededSet.insert(row) }
        let walked = needed.count
        for row in kept where !neededSet.contains(row) && contains(row) {
            needed.append(row)
            neededSet.insert(row)
        }
        let realize = needed.filter { !realized.contains($0) }
        answerPrefetching(realize)
        var release: [(RowID, Int)] = []
        for row in realized where !neededSet.contains(row) {
            if let index = index(of: row) { release.append((row, index)) }
        }
        release.sort { $0.1 < $1.1 }
        realized = neededSet
        // Kept rows beyond the walk are needed only while kept: no shortcut then.
        lastRealization = LastRealization(rows: needed, edges: needed.count == walked ? edges : nil, area: expanded,
                                          revision: revision, settledAt: nil)
        return (RealizationUpdate(realize: realize, release: release.map(\.0)), needed, false)
    }

    /// The shown rows meeting `rect` (in the engine's space), in order, and where the first and
    /// last of them lie. O(log n + k).
    private func neededRows(in rect: Rect) -> (rows: [RowID], edges: (first: RowSpan, last: RowSpan)?) {
        guard tree.totalVisible > 0 else { return ([], nil) }
        let context = layoutContext()
        guard crossOverlaps(rect, context: context) else { return ([], nil) }
        var rows: [RowID] = []
        rows.reserveCapacity(lastRealization?.rows.count ?? 16)
        var first: RowSpan?, last: RowSpan?
        let lastShown = tree.totalVisible - 1
        walkVisibleEntries(fromMain: rect.minMain(context.axis), toMain: rect.maxMain(context.axis), context: context) { walker, start, extent in
            rows.append(id(ofSlot: walker.slot))
            last = RowSpan(walker, start: start, extent: extent, lastShown: lastShown)
            if first == nil { first = last }
            return true
        }
        guard let first, let last else { return (rows, nil) }
        return (rows, (first, last))
    }

    /// One round of lazy layout: updates realization as ``updateRealization(visibleRect:overscan:)``
    /// does, and lists the realized rows that need measuring, with the length each one's content
    /// gets across the axis. The host creates and releases what the update says, measures the
    /// listed rows, records them with ``setMeasuredExtents(_:keepingStill:)`` (whose offset keeps
    /// the content on screen still) and calls again at that offset, until nothing is listed:
    /// measured rows may pull more rows into the rectangle.
    @_spi(Testing)
    public mutating func realizationRound(visibleRect: Rect, overscan: Double) -> RealizationRound {
        realizationRound(visibleRect: layoutSpace(visibleRect), overscan: overscan, kept: [])
    }

    private mutating func realizationRound(visibleRect: Rect, overscan: Double, kept: [RowID],
                                           remeasuringNewRows: Bool = false) -> RealizationRound {
        let (update, needed, isUnchanged) = applyRealization(visibleRect: visibleRect, overscan: overscan, kept: kept)
        // The same rows, none of which needed measuring last time, with no measurement
        // invalidated since: none needs it now.
        if isUnchanged, let settledAt = lastRealization?.settledAt, settledAt == measurementDemand {
            return RealizationRound(update: update, toMeasure: [])
        }
        if remeasuringNewRows {
            for row in update.realize where measuredExtent(of: row) != nil { invalidateMeasurement(ofRow: row) }
        }
        let axis = storedConfiguration.axis
        let requests = needed.filter { needsMeasurement($0) }.compactMap { row in
            ltrFrames(of: row).map { MeasurementRequest(row: row, frames: $0, axis: axis) }
        }
        if requests.isEmpty { lastRealization?.settledAt = measurementDemand }
        return RealizationRound(update: update, toMeasure: requests)
    }

    /// Records rows the host made content for on its own, outside a realization (an eager host
    /// makes a row as it is inserted, before the next pass): the engine counts them as realized, so
    /// a later lazy realization releases them like any other row it does not want. Rows already
    /// realized, and rows not in this stack, are left as they are. O(k) for k rows.
    public mutating func recordRealized(_ rows: some Sequence<RowID>) {
        for row in rows where !realized.contains(row) && contains(row) {
            realized.insert(row)
            answerPrefetching(CollectionOfOne(row))
        }
    }

    /// Forgets every realized row, for a host that dropped all its content (for example when its
    /// view was unloaded). The next realization realizes from scratch.
    public mutating func forgetRealizedRows() {
        realized.removeAll()
        everyRowSettledAt = nil
    }

    // MARK: Realizing and measuring in one call

    /// The most rounds ``realize(in:overscan:keeping:remeasuringNewRows:measure:)`` runs: rows
    /// measured in one round can bring more rows near the viewport, which are measured in the
    /// next; content that keeps changing its size as it is measured stops here instead of looping
    /// for ever.
    public static let maximumRealizationRounds = 64

    /// Brings realization and measurement up to date for `viewport`: works out which rows must
    /// exist (those within `overscan` of the visible area, plus `kept` rows, which are never
    /// released: a row being edited or holding the accessibility focus), asks `measure` for every
    /// realized row without a current measurement, records the answers keeping the visible content
    /// still, and repeats until nothing is left to measure (at most
    /// ``maximumRealizationRounds`` rounds).
    ///
    /// An infinite `overscan` realizes every row, hidden ones included (an eager host whose rows
    /// all exist); it costs O(1) when nothing was inserted, invalidated or resized since the last
    /// such call, and O(n) otherwise.
    ///
    /// `measure` gets the row and the length its content has across the axis, and returns the
    /// content's length along the axis. It runs while the engine is being changed, so it must not
    /// use the engine; a host whose measuring runs code that might (its users' code, when it makes
    /// a row's content) takes the rounds itself with
    /// ``beginRealization(in:overscan:keeping:remeasuringNewRows:)``.
    /// The result lists the rows to create content for and the rows whose content may go
    /// (including rows made only to be measured), and the offset that keeps the visible content
    /// still.
    ///
    /// With `remeasuringNewRows`, rows this call realizes that were measured before are measured
    /// again (their last length stands in meanwhile, so nothing moves until the new length is
    /// known): for a host that makes a row's content anew each time the row is realized, whose
    /// content may have changed while the row was away, as a collection view configures a cell.
    public mutating func realize(in viewport: Viewport, overscan: Double, keeping kept: some Sequence<RowID> = [],
                                 remeasuringNewRows: Bool = false,
                                 measure: (MeasurementRequest) -> Double) -> RealizationPass {
        var run = beginRealization(in: viewport, overscan: overscan, keeping: kept,
                                   remeasuringNewRows: remeasuringNewRows)
        while !run.requests.isEmpty {
            let lengths = run.requests.map(measure)
            continueRealization(&run, measurements: lengths)
        }
        return finishRealization(run)
    }

    /// Starts ``realize(in:overscan:keeping:remeasuringNewRows:measure:)`` one round at a time,
    /// for a host that measures between calls: measure ``RealizationRun/requests`` (the engine is
    /// not in use meanwhile), hand the lengths to ``continueRealization(_:measurements:)``, and
    /// repeat until no request is left; then ``finishRealization(_:)`` says what to create and
    /// release.
    public mutating func beginRealization(in viewport: Viewport, overscan: Double, keeping kept: some Sequence<RowID> = [],
                                          remeasuringNewRows: Bool = false) -> RealizationRun {
        var run = RealizationRun(viewport: layoutSpace(viewport), overscan: overscan, kept: Array(kept), before: realized)
        run.remeasuresNewRows = remeasuringNewRows
        if overscan == .infinity {
            run.requests = everyRowRequests(&run)
        } else {
            nextRound(&run)
        }
        return run
    }

    /// Records the lengths measured for `run`'s requests (in their order) keeping the visible
    /// content still, and works out the next round's requests (none once everything near the
    /// viewport is measured, or after ``maximumRealizationRounds`` rounds).
    public mutating func continueRealization(_ run: inout RealizationRun, measurements: [Double]) {
        let measured = zip(run.requests.map(\.row), measurements)
        run.viewport.offset = ltrSetMeasuredExtents(measured, keepingStill: run.viewport)
        run.requests = []
        if run.overscan == .infinity {
            everyRowSettledAt = measurementDemand
            run.isSettled = true
            return
        }
        nextRound(&run)
    }

    /// What a finished (or abandoned) run did: the rows to create content for, those whose content
    /// may go, and the offset that keeps the visible content still.
    public func finishRealization(_ run: RealizationRun) -> RealizationPass {
        // The run worked in the engine's left-to-right space; the offset goes back to the host's.
        let offset = screenOffset(run.viewport.offset, for: run.viewport)
        guard run.changedRealization else {
            return RealizationPass(realized: [], released: [], offset: offset, isSettled: run.isSettled && run.requests.isEmpty)
        }
        var created: [RowID] = [], released: [RowID] = []
        for row in realized where !run.before.contains(row) { created.append(row) }
        for row in run.before where !realized.contains(row) { released.append(row) }
        for row in run.everRealized where !realized.contains(row) && !run.before.contains(row) { released.append(row) }
        return RealizationPass(realized: inStackOrder(created), released: inStackOrder(released),
                               offset: offset, isSettled: run.isSettled && run.requests.isEmpty)
    }

    /// One lazy round: realizes around the run's viewport and lists what needs measuring, or ends
    /// the run when nothing does or the rounds ran out.
    private mutating func nextRound(_ run: inout RealizationRun) {
        guard run.rounds < Self.maximumRealizationRounds else { return }
        run.rounds += 1
        let round = realizationRound(visibleRect: run.viewport.visibleRect, overscan: run.overscan, kept: run.kept,
                                     remeasuringNewRows: run.remeasuresNewRows)
        if !round.update.isEmpty {
            run.changedRealization = true
            for row in round.update.realize { run.everRealized.insert(row) }
        }
        run.requests = round.toMeasure
        run.isSettled = round.toMeasure.isEmpty
    }

    /// Every row realized, and the requests for those that need measuring; none (O(1)) when
    /// nothing changed since every row was last settled.
    private mutating func everyRowRequests(_ run: inout RealizationRun) -> [MeasurementRequest] {
        guard everyRowSettledAt != measurementDemand || realized.count != count else {
            run.isSettled = true
            return []
        }
        let all = rows
        run.changedRealization = true
        realized = RowSet(all)
        answerPrefetching(all)
        let axis = storedConfiguration.axis
        let requests = all.filter { needsMeasurement($0) }.compactMap { row in
            ltrFrames(of: row).map { MeasurementRequest(row: row, crossExtent: $0.content.size.cross(axis)) }
        }
        if requests.isEmpty {
            everyRowSettledAt = measurementDemand
            run.isSettled = true
        }
        return requests
    }

    /// Rows of this stack in stack order; others are dropped.
    private func inStackOrder(_ rows: some Sequence<RowID>) -> [RowID] {
        rows.compactMap { row in index(of: row).map { (row, $0) } }.sorted { $0.1 < $1.1 }.map(\.0)
    }
}
