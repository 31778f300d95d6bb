// Prefetching: a lazy host may start preparing rows (loading their data or images) a little before
// it realizes them. The engine keeps a band of rows beyond the realized area and tells the host
// which rows came into it from farther away, and which of those left it without being realized.

/// Rows a host may start preparing, and rows whose preparation it may stop
/// (``StackEngine/updatePrefetching(in:overscan:distance:answersReachedRows:)``).
public struct PrefetchUpdate: Hashable, Sendable {
    /// Rows that came into the prefetch band from farther away, closest to the realized area first
    /// (in stack order among rows as close).
    public var prefetch: [RowID]
    /// Rows an earlier update listed in ``prefetch`` that left the band without being realized or
    /// reaching the realized area (scrolled away, hidden or removed), in stack order, removed rows
    /// last.
    public var cancel: [RowID]

    /// Creates an update.
    public init(prefetch: [RowID] = [], cancel: [RowID] = []) {
        self.prefetch = prefetch
        self.cancel = cancel
    }

    /// Whether there is nothing to start or stop.
    public var isEmpty: Bool { prefetch.isEmpty && cancel.isEmpty }
}

/// What the last prefetching update saw and announced.
struct PrefetchState: Sendable {
    /// Rows announced and since neither realized, cancelled, nor out of the band.
    var outstanding = RowSet()
    /// The rows that met the whole area (realized area and band) at the last update, in order: a
    /// row among them cannot come into the band from farther away. While the layout is the same,
    /// they are the shown rows numbered `nearShown` (counting shown rows from 0).
    var nearRows: [RowID] = []
    var nearShown: ClosedRange<Int>? { outerEdges.map { $0.first.span.shownBefore ... $0.last.span.shownBefore } }
    /// The last update's whole area and its inner part (the realized area), with their edge rows
    /// and the layout they were found in: a frame that meets the same rows changes nothing.
    var outer: LastRealization?
    var inner: LastRealization?
    /// The same edge rows with walkers on them, from which the next update in the same layout
    /// steps to its own edges.
    var outerEdges: AreaEdges?
    var innerEdges: AreaEdges?
    /// ``StackEngine/realizationChanges`` at the last update.
    var realizationChanges: UInt64 = 0
    /// How the last update answered rows that reached the realized area.
    var answersReachedRows = false

    /// Whether the area met the same rows, the layout and the realized rows unchanged. O(1).
    func isUnchanged(outer: Rect, inner: Rect, axis: StackAxis, revision: UInt64, realizationChanges: UInt64) -> Bool {
        guard realizationChanges == self.realizationChanges, let last = self.outer, last.revision == revision,
              let lastInner = self.inner else { return false }
        return last.stillNeeded(in: outer, axis: axis) && lastInner.stillNeeded(in: inner, axis: axis)
    }

    /// Records what an update saw: the areas, their edge rows, and the layout.
    mutating func remember(outer outerEdges: AreaEdges?, area outer: Rect, inner innerEdges: AreaEdges?, area inner: Rect,
                           revision: UInt64, realizationChanges: UInt64) {
        self.outerEdges = outerEdges
        self.innerEdges = innerEdges
        self.outer = LastRealization(rows: [], edges: outerEdges.map { ($0.first.span, $0.last.span) }, area: outer,
                                     revision: revision, settledAt: nil)
        self.inner = LastRealization(rows: [], edges: innerEdges.map { ($0.first.span, $0.last.span) }, area: inner,
                                     revision: revision, settledAt: nil)
        self.realizationChanges = realizationChanges
    }

    /// Adds `rows` to the outstanding ones and returns them closest to the realized area first, as
    /// a collection view names them (the rows a scroll reaches first load first), in stack order
    /// among rows as close.
    mutating func announce(_ rows: [BandRow]) -> [RowID] {
        for row in rows { outstanding.insert(row.id) }
        return rows.sorted { ($0.distance, $0.order) < ($1.distance, $1.order) }.map(\.id)
    }
}

/// A row of the prefetch band: how far it lies from the realized area, and its place in stack
/// order among the rows an update found.
struct BandRow {
    let id: RowID
    let distance: Double
    let order: Int
}

extension RowSpan {
    /// How far the row lies from the stretch `[from, to)` it does not meet on the main axis.
    func distance(fromStretch from: Double, to: Double) -> Double {
        start < from ? from - (start + extent) : start - to
    }
}

extension StackEngine {
    /// The rows the last ``updatePrefetching(in:overscan:distance:answersReachedRows:)`` announced that are still in
    /// the band: the ones a host may still be preparing.
    public var prefetchedRows: Set<RowID> { prefetching?.outstanding.asSet ?? [] }

    /// Works out the prefetch band for `viewport`: the shown rows within `distance` points beyond
    /// the area realization covers (the visible rectangle plus `overscan` before and after it on
    /// the main axis) and not in it, nor realized. Returns the rows that came into the band from
    /// farther away, for the host to start preparing, and the rows announced before that left it
    /// without being realized, for it to stop.
    ///
    /// What a host can rely on:
    /// - Each time a row comes into the band from beyond it, it is announced once. A row that
    ///   leaves the realized area into the band is not announced (it was just prepared).
    /// - Every announced row is answered exactly once: by being realized or reaching the realized
    ///   area (no event: its preparation was used), or by a cancel when it leaves the band
    ///   otherwise, is hidden or is removed.
    /// - Rows a jump passes over are never announced: only the band at each call counts.
    ///
    /// `answersReachedRows`: whether a row that reaches the realized area is answered there, for a
    /// host that keeps every row's content and realizes none (a terminal). A host that realizes
    /// rows passes `false`: a row is answered when it is realized, and stays named meanwhile.
    ///
    /// Call it after the frame's realization, with the same viewport and `overscan`. O(1)
    /// while the area meets the same rows as the last call and nothing changed the layout or the
    /// realized rows. A scroll in an unchanged layout costs O(r) for the r rows that crossed an
    /// end of the band or of the realized area (O(log n) more when a step back leaves a leaf of
    /// the row tree); after a jump or a layout change, O(log n + k) for the k rows of the area,
    /// plus the outstanding ones.
    public mutating func updatePrefetching(in viewport: Viewport, overscan: Double, distance: Double,
                                           answersReachedRows: Bool = true) -> PrefetchUpdate {
        let visible = layoutSpace(viewport).visibleRect
        let axis = storedConfiguration.axis
        let inner = visible.extendedAlongMain(by: sanitizedReach(overscan), axis: axis)
        let outer = inner.extendedAlongMain(by: sanitizedReach(distance), axis: axis)
        let revision = recorder.revision
        // Read in place: a frame that changes nothing copies nothing.
        if prefetching?.isUnchanged(outer: outer, inner: inner, axis: axis, revision: revision,
                                    realizationChanges: realizationChanges) == true {
            return PrefetchUpdate()
        }
        // Taken out while it changes, so that its sets are changed in place.
        var state = prefetching ?? PrefetchState()
        prefetching = nil
        defer { prefetching = state }
        // A scroll in the same layout moves the area's ends past a few rows: only those change.
        if state.outer?.revision == revision,
           let update = movedBand(&state, outer: outer, inner: inner, answersReachedRows: answersReachedRows) {
            return update
        }
        return walkedBand(&state, outer: outer, inner: inner, answersReachedRows: answersReachedRows)
    }

    /// The update worked out by walking the whole area: after a jump, a layout change, or at the
    /// first update. O(log n + k) for the k rows of the area, plus the outstanding ones.
    private mutating func walkedBand(_ state: inout PrefetchState, outer: Rect, inner: Rect, answersReachedRows: Bool)
        -> PrefetchUpdate {
        let axis = storedConfiguration.axis
        let revision = recorder.revision
        let found = bandRows(outer: outer, inner: inner, expecting: state.nearRows.count)
        // Whether a row was near at the last update: by its place among the shown rows while the
        // layout is the same (a jump), by its ID otherwise.
        let sameLayout = state.outer?.revision == revision
        var nearSet: RowSet?
        var prefetch: [BandRow] = []
        var stillInBand = RowSet(minimumCapacity: state.outstanding.count)
        for (row, span) in found.band where !realized.contains(row) {
            if state.outstanding.contains(row) {
                stillInBand.insert(row)
                continue
            }
            let wasNear: Bool
            if sameLayout {
                wasNear = state.nearShown?.contains(span.shownBefore) ?? false
            } else {
                if nearSet == nil { nearSet = RowSet(state.nearRows) }
                wasNear = nearSet!.contains(row)
            }
            if !wasNear {
                prefetch.append(BandRow(id: row, distance: span.distance(fromStretch: inner.minMain(axis), to: inner.maxMain(axis)),
                                        order: prefetch.count))
            }
        }
        // Every outstanding row is still in the band, answered (realized, or in the realized area,
        // which a host that keeps every row's content has reached), or cancelled.
        var cancel: [(row: RowID, index: Int)] = []
        var answered: [RowID] = []
        for row in state.outstanding where !stillInBand.contains(row) {
            let reached = found.inner.contains(row)
            // A host that realizes answers a row by realizing it: until then it stays named.
            if reached && !answersReachedRows && !realized.contains(row) { continue }
            answered.append(row)
            if !realized.contains(row) && !reached { cancel.append((row, index(of: row) ?? .max)) }
        }
        for row in answered { state.outstanding.remove(row) }
        cancel.sort { $0.index < $1.index }
        state.nearRows = found.rows
        state.answersReachedRows = answersReachedRows
        state.remember(outer: found.edges.outer, area: outer, inner: found.edges.inner, area: inner,
                       revision: revision, realizationChanges: realizationChanges)
        return PrefetchUpdate(prefetch: state.announce(prefetch), cancel: cancel.map(\.row))
    }

    /// Rows realized now: their announcements are answered, whatever happens to them before the
    /// next update (a row made and let go again between two updates is not cancelled).
    mutating func answerPrefetching(_ rows: some Sequence<RowID>) {
        guard prefetching != nil else { return }
        for row in rows { prefetching?.outstanding.remove(row) }
    }

    /// Ends prefetching (the stack left the screen, or the host stops preparing rows): returns a
    /// cancel for every outstanding row, and the next update starts afresh, announcing every row
    /// of its band.
    public mutating func stopPrefetching() -> PrefetchUpdate {
        // Checked before the state is read: a host that never prefetches asks on every frame.
        guard prefetching != nil, let state = prefetching else { return PrefetchUpdate() }
        prefetching = nil
        var cancel = state.outstanding.map { (row: $0, index: index(of: $0) ?? .max) }
        cancel.sort { $0.index < $1.index }
        return PrefetchUpdate(cancel: cancel.map(\.row))
    }

    /// The shown rows meeting `outer`; those meeting `inner`; the others (the band) with where
    /// each lies; and the edge rows of both areas. O(log n + k).
    private func bandRows(outer: Rect, inner: Rect, expecting count: Int)
        -> (rows: [RowID], inner: [RowID], band: [(row: RowID, span: RowSpan)], edges: (outer: AreaEdges?, inner: AreaEdges?)) {
        guard tree.totalVisible > 0 else { return ([], [], [], (nil, nil)) }
        let context = layoutContext()
        guard crossOverlaps(outer, context: context) else { return ([], [], [], (nil, nil)) }
        let axis = context.axis
        let innerFrom = inner.minMain(axis), innerTo = inner.maxMain(axis)
        var rows: [RowID] = [], inner: [RowID] = [], band: [(row: RowID, span: RowSpan)] = []
        rows.reserveCapacity(count + 4)
        band.reserveCapacity(count + 4)
        var outerEdges: AreaEdges?, innerEdges: AreaEdges?
        let lastShown = tree.totalVisible - 1
        walkVisibleEntries(fromMain: outer.minMain(axis), toMain: outer.maxMain(axis), context: context) { walker, start, extent in
            let id = id(ofSlot: walker.slot)
            let row = EdgeRow(walker: walker, span: RowSpan(walker, start: start, extent: extent, lastShown: lastShown))
            rows.append(id)
            outerEdges = (outerEdges?.first ?? row, row)
            if row.span.meets(from: innerFrom, to: innerTo) {
                innerEdges = (innerEdges?.first ?? row, row)
                inner.append(id)
            } else {
                band.append((id, row.span))
            }
            return true
        }
        return (rows, inner, band, (outerEdges, innerEdges))
    }
}
