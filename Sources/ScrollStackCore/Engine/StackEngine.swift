// The engine: its stored state, its configuration, and what it answers about rows (order, identity,
// specs, measurements). Changing rows is in the StackEngine+ files beside this one.


/// The platform-independent model of a scroll stack: which rows exist, in what order, how big they
/// are, where they are, what a viewport shows, where a scroll should land and what changed.
///
/// Hosts (UIKit, the terminal) own one engine each, key their content by ``RowID``, feed it what
/// only they know (measured content extents, the container size, the viewport) and display what it
/// answers. Every rule lives here so it is the same on every host and is tested on Linux.
///
/// ## Cost
/// Insert, remove, move, resize, hide and show one row, ``index(of:)``, ``offset(of:)``,
/// ``row(atOffset:)`` and ``frames(of:)`` are O(log n). ``rows(intersecting:)`` is O(log n + k) for k
/// rows in the rectangle. Changing a configuration value that affects every row's extent is O(n).
/// The engine is a value: copying it is O(1), and the first mutation of a copy copies the storage
/// it touches (O(n)).
///
/// ## Errors
/// Calls that take an index trap on an index outside the stack, with a message that names the
/// index and the count, before changing anything. Calls that take a ``RowID`` never trap: an
/// unknown ID (removed, or from another stack) returns `nil` or `false` and changes nothing.
///
/// ## Lengths
/// Every length a caller passes (extents, measurements) that is negative, infinite or not a number
/// is treated as zero.
public struct StackEngine: Sendable {
    /// Random per engine, shared by its copies; stamped into every RowID it creates.
    @usableFromInline let stackTag: UInt32

    @usableFromInline var tree = RowTree()
    @usableFromInline var slotGeneration: [UInt32] = []
    @usableFromInline var slotContent: [Double] = []
    @usableFromInline var slotFlags: [UInt8] = []
    var freeSlots: [UInt32] = []
    var overridesBySlot: [UInt32: RowOverrides] = [:]
    /// Whether any row has settings of its own (a full pass over rows without any skips the test).
    @usableFromInline var hasRowOverrides: Bool { !overridesBySlot.isEmpty }

    var storedConfiguration: StackConfiguration
    @usableFromInline var recorder = EventRecorder()
    var realized = RowSet() {
        didSet {
            lastRealization = nil
            realizationChanges &+= 1
        }
    }
    /// Counts changes to ``realized``, so prefetching can tell in O(1) that the realized rows are
    /// the ones it last saw.
    var realizationChanges: UInt64 = 0
    /// What the last prefetching update saw and announced; `nil` before the first or after
    /// ``stopPrefetching()``.
    var prefetching: PrefetchState?
    /// What the last realization needed, while nothing else changed ``realized``: a scroll that
    /// needs the same rows is recognised without walking or hashing them.
    var lastRealization: LastRealization?
    /// Counts changes that may call for a row to be realized or measured (inserts, invalidated or
    /// discarded measurements, new sizes), so a host realizing every row can tell that nothing is
    /// new without looking at every row.
    var measurementDemand: UInt64 = 0
    /// ``measurementDemand`` when every row was last realized and measured, if ever.
    var everyRowSettledAt: UInt64?
    /// What the last ``measureRows(near:overscan:measure:)`` left measured.
    var lastMeasuredNeighbourhood: MeasuredNeighbourhood?

    /// Creates an empty stack.
    public init(configuration: StackConfiguration = StackConfiguration()) {
        stackTag = UInt32.random(in: 1 ... UInt32.max)
        storedConfiguration = configuration.sanitized
    }

    // MARK: Slot flags

    static let sizeKindMask: UInt8 = 0b0000_0011
    static let kindFixed: UInt8 = 0
    static let kindFitting: UInt8 = 1
    static let kindEstimated: UInt8 = 2
    static let measuredFlag: UInt8 = 0b0000_0100
    @usableFromInline static let overridesFlag: UInt8 = 0b0000_1000
    /// The slot's content value is usable: a fixed extent, a given estimate, or a measurement (maybe
    /// one that has been invalidated since, which is still the best estimate).
    @usableFromInline static let hasContentFlag: UInt8 = 0b0001_0000
    /// The row is pinned (mirrored in the tree, whose counts find pinned rows in O(log n)).
    static let pinnedFlag: UInt8 = 0b0010_0000
    static let liveFlag: UInt8 = 0b1000_0000

    // MARK: Configuration

    /// The stack-wide layout settings, as the engine uses them (lengths sanitised: see
    /// ``StackConfiguration``). See ``StackConfiguration`` for which changes cost O(n) and which
    /// invalidate measurements.
    public var configuration: StackConfiguration {
        get { storedConfiguration }
        set { apply(newValue) }
    }

    private mutating func apply(_ new: StackConfiguration) {
        let new = new.sanitized
        let old = storedConfiguration
        guard new != old else { return }
        storedConfiguration = new
        // The container's length along the axis matters only to a mirrored horizontal stack (its
        // content is at least that long); elsewhere it changes nothing that was laid out.
        var lengthOnly = new
        lengthOnly.containerSize = Size(main: old.containerSize.main(new.axis), cross: new.containerSize.cross(new.axis), axis: new.axis)
        if new.axis == old.axis && lengthOnly == old && !mirrorsMainAxis { return }
        if new.axis != old.axis {
            discardMeasurements()
        } else if new.containerSize.cross(new.axis) != old.containerSize.cross(old.axis)
                    || new.layoutSafeArea.crossTotal(new.axis) != old.layoutSafeArea.crossTotal(old.axis)
                    || new.rowInsets.crossTotal(new.axis) != old.rowInsets.crossTotal(old.axis)
                    || new.rowPadding.crossTotal(new.axis) != old.rowPadding.crossTotal(old.axis) {
            // The content's length across the axis changed (the container, the safe area, or the
            // default margins rows lay their content out within): every measurement may be stale.
            invalidateMeasurements()
        }
        if !new.hasSameRowExtents(as: old) {
            rederiveAllExtents()
        }
        recorder.layoutChanged()
    }

    // MARK: Identity and order

    /// The number of rows, hidden ones included.
    public var count: Int { tree.totalCount }

    /// Whether the stack has no rows.
    public var isEmpty: Bool { tree.totalCount == 0 }

    /// The number of rows that are not hidden.
    public var visibleCount: Int { tree.totalVisible }

    /// Every row in order, hidden ones included. O(n).
    public var rows: [RowID] {
        var result: [RowID] = []
        result.reserveCapacity(count)
        tree.forEachSlot { result.append(id(ofSlot: $0)) }
        return result
    }

    /// Every row that is not hidden, in order: the order a screen reader reads the stack in (a
    /// hidden row is skipped, as it takes no space). O(n).
    public var shownRows: [RowID] {
        rows.filter { isHidden($0) == false }
    }

    /// The rows among `rows` that are in this stack and not hidden, in stack order: the reading
    /// order of the rows a lazy host has made. O(k log n) for k rows.
    public func shownRows(among rows: some Sequence<RowID>) -> [RowID] {
        rows.compactMap { row in isHidden(row) == false ? index(of: row).map { (row, $0) } : nil }
            .sorted { $0.1 < $1.1 }.map(\.0)
    }

    /// The row at `index`. Traps if `index` is not in `0 ..< count`.
    public func row(at index: Int) -> RowID {
        guard index >= 0 && index < count else { indexOutOfRange(index, count: count, in: "row(at:)") }
        return id(ofSlot: tree.slot(at: tree.cursor(at: index)))
    }

    /// The first row, hidden or not.
    public var firstRow: RowID? { isEmpty ? nil : row(at: 0) }

    /// The last row, hidden or not.
    public var lastRow: RowID? { isEmpty ? nil : row(at: count - 1) }

    /// The first row that is not hidden.
    public var firstVisibleRow: RowID? {
        tree.firstVisibleCursor(atOrAfter: 0).map { id(ofSlot: tree.slot(at: $0)) }
    }

    /// The last row that is not hidden.
    public var lastVisibleRow: RowID? {
        tree.lastVisibleCursor().map { id(ofSlot: tree.slot(at: $0)) }
    }

    /// Whether `row` is in this stack.
    public func contains(_ row: RowID) -> Bool { slot(of: row) != nil }

    /// The index of `row`, or `nil` if it is not in this stack. O(log n).
    public func index(of row: RowID) -> Int? {
        guard let slot = slot(of: row) else { return nil }
        return tree.prefix(of: tree.cursor(ofSlot: slot)).index
    }

    /// Whether `row` is hidden, or `nil` if it is not in this stack.
    public func isHidden(_ row: RowID) -> Bool? {
        guard let slot = slot(of: row) else { return nil }
        return tree.isHidden(at: tree.cursor(ofSlot: slot))
    }

    /// The row's current description, or `nil` if it is not in this stack. A fitting row stays
    /// ``RowSize/fitting`` when measured; an estimated row reports its current estimate, which is
    /// its latest measurement once it has one. See ``measuredExtent(of:)`` for the measurement.
    public func spec(of row: RowID) -> RowSpec? {
        guard let slot = slot(of: row) else { return nil }
        return spec(ofSlot: slot, isHidden: tree.isHidden(at: tree.cursor(ofSlot: slot)))
    }

    /// The spec of a live slot whose hidden state the caller has looked up.
    func spec(ofSlot slot: UInt32, isHidden: Bool) -> RowSpec {
        let flags = slotFlags[Int(slot)]
        let size: RowSize
        switch flags & Self.sizeKindMask {
        case Self.kindFixed: size = .fixed(slotContent[Int(slot)])
        case Self.kindFitting: size = .fitting
        default: size = .estimated(slotContent[Int(slot)])
        }
        let overrides = overrides(ofSlot: slot)
        return RowSpec(size: size, isHidden: isHidden, isPinned: flags & Self.pinnedFlag != 0,
                       insets: overrides?.insets, padding: overrides?.padding,
                       separator: overrides?.separator ?? RowSeparator())
    }

    /// The content extent the host last measured for `row`, or `nil` if the row is unknown, fixed,
    /// or has not been measured since it was inserted or its measurement was invalidated.
    public func measuredExtent(of row: RowID) -> Double? {
        guard let slot = slot(of: row) else { return nil }
        let flags = slotFlags[Int(slot)]
        guard flags & Self.sizeKindMask != Self.kindFixed, flags & Self.measuredFlag != 0 else { return nil }
        return slotContent[Int(slot)]
    }

    /// Whether content now `extent` long differs from `row`'s measurement by more than the half
    /// point a host's rounding accounts for: the host should record the new length. `false` for a
    /// fixed, unmeasured or unknown row (nothing was measured to differ from).
    public func differsFromMeasurement(_ extent: Double, of row: RowID) -> Bool {
        guard let measured = measuredExtent(of: row) else { return false }
        return abs(sanitizedLength(extent) - measured) > 0.5
    }

    /// Whether the host should measure `row`'s content: true for a fitting or estimated row that has
    /// no current measurement. `false` for unknown and fixed rows.
    public func needsMeasurement(_ row: RowID) -> Bool {
        guard let slot = slot(of: row) else { return false }
        return Self.needsMeasurement(flags: slotFlags[Int(slot)])
    }

    /// Whether a row with these slot flags needs measuring: its size is not fixed, and it has no
    /// measurement.
    static func needsMeasurement(flags: UInt8) -> Bool {
        flags & sizeKindMask != kindFixed && flags & measuredFlag == 0
    }

    /// The content extent used to lay `row` out right now (measured, fixed or estimated), or `nil`
    /// for an unknown row.
    public func contentExtent(of row: RowID) -> Double? {
        slot(of: row).map { contentExtent(ofSlot: $0) }
    }
}
