// What realization asks of a lazy host and tells it: rows to create and release, rows to measure,
// and a pass taken one round at a time.

/// Which rows a lazy host must create and which it may release.
@_spi(Testing)
public struct RealizationUpdate: Hashable, Sendable {
    /// Rows that must exist now and did not, in stack order.
    public var realize: [RowID]
    /// Rows that existed and are no longer needed, in stack order.
    public var release: [RowID]

    /// Creates an update.
    public init(realize: [RowID] = [], release: [RowID] = []) {
        self.realize = realize
        self.release = release
    }

    /// Whether nothing has to change.
    public var isEmpty: Bool { realize.isEmpty && release.isEmpty }
}

/// A row a lazy host should measure, and the length its content gets across the axis (its width
/// in a vertical stack).
public struct MeasurementRequest: Hashable, Sendable {
    /// The row to measure.
    public var row: RowID
    /// The length its content gets across the axis (its width in a vertical stack).
    public var crossExtent: Double

    /// Creates a request.
    public init(row: RowID, crossExtent: Double) {
        self.row = row
        self.crossExtent = crossExtent
    }

    /// The request for `row`, laid out at `frames`: its content gets the content's breadth.
    init(row: RowID, frames: RowFrames, axis: StackAxis) {
        self.init(row: row, crossExtent: frames.content.size.cross(axis))
    }
}

/// A realization taken one round at a time (see
/// ``StackEngine/beginRealization(in:overscan:keeping:remeasuringNewRows:)``).
public struct RealizationRun: Hashable, Sendable {
    /// The viewport, its offset moved by the measurements so far to keep the content still (in the
    /// engine's left-to-right space; ``StackEngine/finishRealization(_:)`` gives the host's offset).
    var viewport: Viewport
    /// The rows to measure now, with the length each one's content gets across the axis; empty
    /// when the run is over.
    public internal(set) var requests: [MeasurementRequest] = []
    let overscan: Double
    let kept: [RowID]
    let before: RowSet
    var everRealized = RowSet()
    var rounds = 0
    var isSettled = false
    /// Whether any round realized or released a row (a run that did not has nothing to report).
    var changedRealization = false
    /// Whether rows this run realizes are measured again even if they were measured before.
    var remeasuresNewRows = false

    init(viewport: Viewport, overscan: Double, kept: [RowID], before: RowSet) {
        self.viewport = viewport
        self.overscan = overscan
        self.kept = kept
        self.before = before
    }
}

/// What ``StackEngine/realize(in:overscan:keeping:remeasuringNewRows:measure:)`` did, and what
/// the host must do.
public struct RealizationPass: Hashable, Sendable {
    /// Rows the host must create content for now, in stack order.
    public var realized: [RowID]
    /// Rows whose content the host may release, in stack order: rows that left the realized area
    /// and rows made only to be measured.
    public var released: [RowID]
    /// The scroll offset that keeps the visible content still after the measurements (the
    /// viewport's own offset when nothing was measured).
    public var offset: Point
    /// `false` when the rounds ran out with rows still unmeasured (content that keeps changing its
    /// size as it is measured); the host may call again.
    public var isSettled: Bool

    /// Creates a pass.
    public init(realized: [RowID], released: [RowID], offset: Point, isSettled: Bool) {
        self.realized = realized
        self.released = released
        self.offset = offset
        self.isSettled = isSettled
    }
}

/// What ``StackEngine/realizationRound(visibleRect:overscan:)`` asks of a lazy host.
@_spi(Testing)
public struct RealizationRound: Hashable, Sendable {
    /// Rows to create and rows to release.
    public var update: RealizationUpdate
    /// Realized rows without a current measurement, in stack order.
    public var toMeasure: [MeasurementRequest]

    /// Creates a round.
    public init(update: RealizationUpdate, toMeasure: [MeasurementRequest]) {
        self.update = update
        self.toMeasure = toMeasure
    }
}

/// Where a shown row lies along the main axis (the engine's space) and where it comes among the
/// shown rows, as a walk over the rows found it.
struct RowSpan: Sendable {
    let start: Double
    let extent: Double
    /// How many shown rows come before it.
    let shownBefore: Int
    let isLastShown: Bool

    /// The span of `walker`'s row, which starts at `start` and is `extent` long, in a stack whose
    /// last shown row has `lastShown` shown rows before it.
    init(_ walker: TreeWalker, start: Double, extent: Double, lastShown: Int) {
        self.start = start
        self.extent = extent
        shownBefore = walker.visibleBefore
        isLastShown = walker.visibleBefore == lastShown
    }

    /// Whether the row meets `[from, to)` along the axis (the walk's own test).
    @inline(__always)
    func meets(from: Double, to: Double) -> Bool {
        StackEngine.mainIntersects(start: start, extent: extent, from: from, to: to)
    }

    /// Whether no shown row before this one can meet a stretch starting at `from`: it is the first
    /// shown row, or starts before `from`.
    func hidesRowsBefore(from: Double) -> Bool { shownBefore == 0 || start < from }

    /// Whether no shown row after this one can meet a stretch ending at `to`: it is the last shown
    /// row, or reaches `to`.
    func hidesRowsAfter(to: Double) -> Bool { isLastShown || start + extent >= to }
}

/// What the last realization needed: the rows, in order (kept ones after), where the first and
/// last of them lay and the area it covered, with the layout as it was then; and the measurement
/// demand when none of the rows needed measuring, if so.
struct LastRealization: Sendable {
    let rows: [RowID]
    /// `nil` when no row was needed, or kept rows were added to the ones the area meets.
    let edges: (first: RowSpan, last: RowSpan)?
    let area: Rect
    let revision: UInt64
    var settledAt: UInt64?

    /// Whether `area` (in the engine's space) meets the same rows, the layout unchanged: it covers
    /// as much across the axis, still meets the first and last rows, and can meet no row before
    /// the first (which starts before it, or is the first shown) nor after the last (which reaches
    /// its far edge, or is the last shown). O(1).
    func stillNeeded(in area: Rect, axis: StackAxis) -> Bool {
        guard let (first, last) = edges, area.minCross(axis) == self.area.minCross(axis),
              area.maxCross(axis) == self.area.maxCross(axis) else { return false }
        let from = area.minMain(axis), to = area.maxMain(axis)
        return first.hidesRowsBefore(from: from) && last.hidesRowsAfter(to: to)
            && first.meets(from: from, to: to) && last.meets(from: from, to: to)
    }
}
