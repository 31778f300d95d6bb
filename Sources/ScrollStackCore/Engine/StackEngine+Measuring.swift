// Measuring the rows near a viewport for a host that keeps every row's content itself (a terminal
// draws text it already holds): round by round, with the host measuring between the engine's calls,
// so content that reads the stack while it is measured reads a stack no call is changing.

/// What the last measuring near a viewport left measured: every row meeting `covered` (along the
/// main axis, left to right), as long as nothing was inserted, resized or invalidated since.
struct MeasuredNeighbourhood: Equatable, Sendable {
    var covered: Range<Double>
    var revision: UInt64
    var demand: UInt64
}

/// What the last measuring tells of a stretch's rows.
private enum KnownMeasuring {
    /// Every row in it is measured.
    case covered
    /// These rows need measuring; every other row in it is measured.
    case needs([MeasurementRequest])
    /// Nothing: the rows must be looked at.
    case unknown
}

/// One measuring of the rows near a viewport (``StackEngine/beginMeasuring(near:overscan:)``): the
/// host measures ``requests`` — with no call into the engine in progress, so its content may read
/// the stack — and hands the lengths to ``StackEngine/continueMeasuring(_:measurements:)``, until
/// ``requests`` is empty; ``offset`` then keeps the visible content still.
public struct MeasuringRun: Hashable, Sendable {
    /// Rows to measure now, with the length each one's content gets across the axis, in stack
    /// order; empty once the rows near the viewport are measured.
    public internal(set) var requests: [MeasurementRequest]
    /// The scroll offset that keeps the visible content still after the measurements so far (the
    /// viewport's own when nothing was measured).
    public internal(set) var offset: Point
    /// The viewport, in the engine's left-to-right space, at the offset so far.
    var viewport: Viewport
    var margin: Double
    var roundsLeft: Int
    /// The engine's revision and measurement demand when ``requests`` were listed.
    var listedRevision: UInt64?
    var listedDemand: UInt64?
}

extension StackEngine {
    /// Measures the rows within `overscan` of `viewport` (along the main axis) that have no current
    /// measurement, keeping the visible content still, until every row there is measured (at most
    /// ``maximumRealizationRounds`` rounds), and returns the offset that keeps the content still.
    ///
    /// For a host that keeps every row's content itself and needs only lazy measuring (a terminal
    /// draws text it already holds): unlike ``realize(in:overscan:keeping:remeasuringNewRows:measure:)``
    /// it keeps no account of realized rows, and it remembers the stretch it left measured, so a
    /// call for a viewport that moved a little looks only at the rows it has not seen (none, for
    /// the same viewport), as long as nothing was inserted, resized or invalidated since. `measure`
    /// gets the row and the length its content has across the axis and returns its length along
    /// the axis; it runs while the engine is being changed, so it must not use the engine. A host
    /// whose measuring runs code that may (content its users write) measures with
    /// ``beginMeasuring(near:overscan:)`` instead.
    public mutating func measureRows(near viewport: Viewport, overscan: Double,
                                     measure: (MeasurementRequest) -> Double) -> Point {
        var run = beginMeasuring(near: viewport, overscan: overscan)
        while !run.requests.isEmpty {
            continueMeasuring(&run, measurements: run.requests.map(measure))
        }
        return run.offset
    }

    /// Starts measuring the rows near `viewport`, as ``measureRows(near:overscan:measure:)`` does,
    /// a round at a time: the run lists the rows to measure (none when the stretch around the
    /// viewport is measured already).
    public mutating func beginMeasuring(near viewport: Viewport, overscan: Double) -> MeasuringRun {
        let current = layoutSpace(viewport)
        let margin = sanitizedReach(overscan)
        var run = MeasuringRun(requests: [], offset: viewport.offset, viewport: current, margin: margin,
                               roundsLeft: Self.maximumRealizationRounds)
        switch knownMeasuring(of: neighbourhood(of: current, margin: margin)) {
        case .covered:
            break
        case .needs(let requests):
            list(requests, in: &run)
        case .unknown:
            nextMeasuringRound(&run)
        }
        return run
    }

    /// Records the lengths of the run's requested rows (in the order requested; rows the stack no
    /// longer has are skipped), keeping the visible content still, and lists the next round's rows.
    /// Continue a run on the engine that began it, not on a copy changed since: a round trusts
    /// what the rounds before it saw while the engine's revision is theirs.
    public mutating func continueMeasuring(_ run: inout MeasuringRun, measurements: [Double]) {
        // The round listed every row meeting its stretch that needed measuring. If the engine is
        // as it was then and each of them is measured now, no row there needs anything: rows
        // before them kept their places and rows after them moved by the change in length, so
        // the next round looks only at the parts of its stretch beyond those rows.
        let listed = neighbourhood(of: run.viewport, margin: run.margin)
        let unchanged = run.listedRevision == recorder.revision && run.listedDemand == measurementDemand
        let extentBefore = tree.totalExtent
        run.viewport.offset = ltrSetMeasuredExtents(zip(run.requests.map(\.row), measurements), keepingStill: run.viewport)
        run.offset = screenOffset(run.viewport.offset, for: run.viewport)
        var measured: Range<Double>?
        if unchanged && run.requests.allSatisfy({ !needsMeasurement($0.row) }) {
            let end = listed.upperBound + (tree.totalExtent - extentBefore)
            if end > listed.lowerBound { measured = listed.lowerBound ..< end }
        }
        nextMeasuringRound(&run, measured: measured)
    }

    /// Lists the rows near the run's viewport that still need measuring (beyond `measured`, where
    /// every row is known to need nothing); when none do, remembers the stretch as measured. When
    /// the rounds run out first (content that changes its length as it is measured), nothing is
    /// remembered, so the next call tries again.
    private mutating func nextMeasuringRound(_ run: inout MeasuringRun, measured: Range<Double>? = nil) {
        let wanted = neighbourhood(of: run.viewport, margin: run.margin)
        list(run.roundsLeft <= 0 ? [] : measured.flatMap { measurementRequests(in: wanted, outside: $0) } ?? measurementRequests(in: wanted),
             in: &run)
        if run.requests.isEmpty && run.roundsLeft >= 0 {
            lastMeasuredNeighbourhood = MeasuredNeighbourhood(covered: wanted, revision: recorder.revision, demand: measurementDemand)
        }
    }

    /// What the last measuring tells of the rows in `wanted` (nothing inserted, resized or
    /// invalidated since): all measured, or the rows that need it, all of them in the parts of
    /// `wanted` it did not cover. A stretch next to it whose rows need nothing joins it.
    private mutating func knownMeasuring(of wanted: Range<Double>) -> KnownMeasuring {
        guard let last = lastMeasuredNeighbourhood, last.revision == recorder.revision, last.demand == measurementDemand else {
            return .unknown
        }
        if wanted.lowerBound >= last.covered.lowerBound && wanted.upperBound <= last.covered.upperBound { return .covered }
        // The parts of `wanted` not covered yet, overlapping the covered stretch by a point so
        // that rows on its edges are looked at. (Parts that meet would list a row twice.)
        guard let requests = measurementRequests(in: wanted, outside: last.covered) else { return .unknown }
        guard requests.isEmpty else { return .needs(requests) }
        let joined = wanted.overlaps(last.covered) || wanted.upperBound == last.covered.lowerBound
            || wanted.lowerBound == last.covered.upperBound
        lastMeasuredNeighbourhood?.covered = joined
            ? min(wanted.lowerBound, last.covered.lowerBound) ..< max(wanted.upperBound, last.covered.upperBound)
            : wanted
        return .covered
    }

    /// Makes `requests` the run's next round, noting the engine they were listed from.
    private func list(_ requests: [MeasurementRequest], in run: inout MeasuringRun) {
        run.requests = requests
        run.roundsLeft -= 1
        run.listedRevision = recorder.revision
        run.listedDemand = measurementDemand
    }

    /// The rows meeting `wanted` that need measuring, when no row meeting `measured` does: the
    /// parts of `wanted` outside it are looked at, overlapping it by a point so that rows on its
    /// edges are too. `nil` when those parts would meet (a row could be listed twice).
    private func measurementRequests(in wanted: Range<Double>, outside measured: Range<Double>) -> [MeasurementRequest]? {
        let below = min(wanted.upperBound, measured.lowerBound + 1)
        let above = max(wanted.lowerBound, measured.upperBound - 1)
        let gaps = [wanted.lowerBound ..< max(wanted.lowerBound, below), min(above, wanted.upperBound) ..< wanted.upperBound]
        guard gaps[0].isEmpty || gaps[1].isEmpty || gaps[0].upperBound < gaps[1].lowerBound else { return nil }
        return gaps.flatMap { $0.isEmpty ? [] : measurementRequests(in: $0) }
    }

    /// The stretch along the main axis within `margin` of a (left-to-right) viewport.
    private func neighbourhood(of viewport: Viewport, margin: Double) -> Range<Double> {
        let visible = viewport.visibleRect
        let axis = storedConfiguration.axis
        let start = visible.minMain(axis) - margin
        return start ..< max(start, visible.maxMain(axis) + margin)
    }

    /// The shown rows meeting `stretch` along the main axis that need measuring, in order, with
    /// the length each one's content gets across the axis. The walk reads each row's flags by
    /// slot: a row is looked up by its ID only when it is asked for.
    private func measurementRequests(in stretch: Range<Double>) -> [MeasurementRequest] {
        guard tree.totalVisible > 0 else { return [] }
        let context = layoutContext()
        let rect = mainRect(stretch)
        guard crossOverlaps(rect, context: context) else { return [] }
        var requests: [MeasurementRequest] = []
        walkVisibleEntries(fromMain: rect.minMain(context.axis), toMain: rect.maxMain(context.axis), context: context) { walker, start, _ in
            guard Self.needsMeasurement(flags: slotFlags[Int(walker.slot)]) else { return true }
            let frames = frames(slot: walker.slot, hidden: false, storedExtent: walker.extent, index: walker.index,
                                start: start, context: context)
            requests.append(MeasurementRequest(row: id(ofSlot: walker.slot), frames: frames, axis: context.axis))
            return true
        }
        return requests
    }

    /// A rectangle spanning `stretch` along the main axis and everything across it.
    private func mainRect(_ stretch: Range<Double>) -> Rect {
        Rect(mainStart: stretch.lowerBound, mainExtent: stretch.upperBound - stretch.lowerBound,
             crossStart: -Double(Int32.max), crossExtent: 2 * Double(Int32.max), axis: storedConfiguration.axis)
    }
}
