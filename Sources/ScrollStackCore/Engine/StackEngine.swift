// The engine's storage of rows and their sizes, and the operations that insert, remove, move, hide and resize them.

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
    let stackTag: UInt32

    var tree = RowTree()
    var slotGeneration: [UInt32] = []
    var slotContent: [Double] = []
    var slotFlags: [UInt8] = []
    var freeSlots: [UInt32] = []
    var overridesBySlot: [UInt32: RowOverrides] = [:]

    var storedConfiguration: StackConfiguration
    var recorder = EventRecorder()
    var realized: Set<RowID> = [] {
        didSet { realizedInOrder = nil }
    }
    /// ``realized`` in the order the last realization listed it, while nothing else changed it: a
    /// scroll that needs the same rows is recognised without hashing them.
    var realizedInOrder: [RowID]?
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
        storedConfiguration = configuration
    }

    // MARK: Slot flags

    static let sizeKindMask: UInt8 = 0b0000_0011
    static let kindFixed: UInt8 = 0
    static let kindFitting: UInt8 = 1
    static let kindEstimated: UInt8 = 2
    static let measuredFlag: UInt8 = 0b0000_0100
    static let overridesFlag: UInt8 = 0b0000_1000
    /// The slot's content value is usable: a fixed extent, a given estimate, or a measurement (maybe
    /// one that has been invalidated since, which is still the best estimate).
    static let hasContentFlag: UInt8 = 0b0001_0000
    static let liveFlag: UInt8 = 0b1000_0000

    // MARK: Configuration

    /// The stack-wide layout settings. See ``StackConfiguration`` for which changes cost O(n) and
    /// which invalidate measurements.
    public var configuration: StackConfiguration {
        get { storedConfiguration }
        set { apply(newValue) }
    }

    private mutating func apply(_ new: StackConfiguration) {
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
                    || new.layoutSafeArea.crossTotal(new.axis) != old.layoutSafeArea.crossTotal(old.axis) {
            // The content's length across the axis changed: every measurement may be stale.
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
        var leaf = tree.firstLeaf
        while leaf >= 0 {
            let start = tree.base(ofLeaf: leaf)
            for k in start ..< start + Int(tree.leafLength[Int(leaf)]) {
                result.append(id(ofSlot: tree.entrySlot[k]))
            }
            leaf = tree.leafNext[Int(leaf)]
        }
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
        let flags = slotFlags[Int(slot)]
        let size: RowSize
        switch flags & Self.sizeKindMask {
        case Self.kindFixed: size = .fixed(slotContent[Int(slot)])
        case Self.kindFitting: size = .fitting
        default: size = .estimated(slotContent[Int(slot)])
        }
        let overrides = overridesBySlot[slot]
        return RowSpec(size: size, isHidden: tree.isHidden(at: tree.cursor(ofSlot: slot)),
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
        let flags = slotFlags[Int(slot)]
        return flags & Self.sizeKindMask != Self.kindFixed && flags & Self.measuredFlag == 0
    }

    /// The content extent used to lay `row` out right now (measured, fixed or estimated), or `nil`
    /// for an unknown row.
    public func contentExtent(of row: RowID) -> Double? {
        slot(of: row).map { contentExtent(ofSlot: $0) }
    }

    // MARK: Slots

    @inline(__always)
    func id(ofSlot slot: UInt32) -> RowID {
        RowID(stack: stackTag, slot: slot, generation: slotGeneration[Int(slot)])
    }

    /// The slot of a live row of this stack, or `nil`.
    @inline(__always)
    func slot(of row: RowID) -> UInt32? {
        let index = Int(row.slot)
        guard row.stack == stackTag, index < slotGeneration.count, slotGeneration[index] == row.generation,
              slotFlags[index] & Self.liveFlag != 0 else { return nil }
        return row.slot
    }

    private mutating func allocateSlot(for spec: borrowing RowSpec) -> UInt32 {
        measurementDemand &+= 1
        let slot: UInt32
        if let reused = freeSlots.popLast() {
            slot = reused
        } else {
            slot = Self.newSlotNumber(slotGeneration.count)
            slotGeneration.append(0)
            slotContent.append(0)
            slotFlags.append(0)
        }
        var flags = Self.liveFlag
        switch spec.size {
        case .fixed(let value):
            flags |= Self.kindFixed | Self.hasContentFlag
            slotContent[Int(slot)] = sanitizedLength(value)
        case .fitting:
            flags |= Self.kindFitting
            slotContent[Int(slot)] = 0
        case .estimated(let value):
            flags |= Self.kindEstimated | Self.hasContentFlag
            slotContent[Int(slot)] = sanitizedLength(value)
        }
        if spec.hasOverrides {
            flags |= Self.overridesFlag
            overridesBySlot[slot] = spec.overrides
        }
        slotFlags[Int(slot)] = flags
        return slot
    }

    /// The number of a fresh slot; traps, with a message, past the most rows a stack can number.
    static func newSlotNumber(_ index: Int) -> UInt32 {
        guard let slot = UInt32(exactly: index), slot < UInt32.max else {
            fatalError("StackEngine: a stack holds at most \(UInt32.max - 1) rows")
        }
        return slot
    }

    private mutating func freeSlot(_ slot: UInt32) {
        let index = Int(slot)
        if slotFlags[index] & Self.overridesFlag != 0 { overridesBySlot[slot] = nil }
        slotFlags[index] = 0
        // A slot whose generation would wrap is retired, so no ID can ever match two rows.
        if slotGeneration[index] < UInt32.max {
            slotGeneration[index] += 1
            freeSlots.append(slot)
        }
    }

    // MARK: Extents

    /// The content extent a slot is laid out with.
    @inline(__always)
    func contentExtent(ofSlot slot: UInt32) -> Double {
        let flags = slotFlags[Int(slot)]
        if flags & Self.hasContentFlag == 0 {
            return sanitizedLength(storedConfiguration.estimatedRowExtent)
        }
        return slotContent[Int(slot)]
    }

    @inline(__always)
    func overrides(ofSlot slot: UInt32) -> RowOverrides? {
        slotFlags[Int(slot)] & Self.overridesFlag != 0 ? overridesBySlot[slot] : nil
    }


    /// The main-axis extent of a row: insets, padding, content and, when appended and shown by the
    /// row's own settings, its separator.
    func rowExtent(ofSlot slot: UInt32) -> Double {
        rowExtent(ofSlot: slot, defaults: ExtentDefaults(storedConfiguration))
    }

    /// `rowExtent(ofSlot:)` with the stack defaults worked out once, for loops over many rows.
    @inline(__always)
    func rowExtent(ofSlot slot: UInt32, defaults: ExtentDefaults) -> Double {
        guard slotFlags[Int(slot)] & Self.overridesFlag != 0 else {
            let extent = contentExtent(ofSlot: slot) + defaults.extra
            return extent > 0 ? extent : 0
        }
        return rowExtentWithOverrides(ofSlot: slot)
    }

    private func rowExtentWithOverrides(ofSlot slot: UInt32) -> Double {
        let config = storedConfiguration
        let axis = config.axis
        let settings = config.settings(of: overrides(ofSlot: slot))
        var extent = contentExtent(ofSlot: slot) + settings.margins.mainTotal(axis)
        if config.separatorPlacement == .appended && !settings.isSeparatorHidden {
            extent += settings.separatorThickness
        }
        return extent > 0 ? extent : 0
    }

    private mutating func rederiveAllExtents() {
        let defaults = ExtentDefaults(storedConfiguration)
        let estimate = sanitizedLength(storedConfiguration.estimatedRowExtent)
        var overridden: [UInt32] = []
        // Default rows in one tight pass; rows with overrides afterwards, through the general rule.
        slotFlags.withUnsafeBufferPointer { flags in
            slotContent.withUnsafeBufferPointer { contents in
                tree.rewriteAllExtents { slot in
                    let flag = flags[Int(slot)]
                    if flag & Self.overridesFlag != 0 {
                        overridden.append(slot)
                        return 0
                    }
                    let content = flag & Self.hasContentFlag != 0 ? contents[Int(slot)] : estimate
                    let extent = content + defaults.extra
                    return extent > 0 ? extent : 0
                }
            }
        }
        if !overridden.isEmpty {
            for slot in overridden {
                let cursor = tree.cursor(ofSlot: slot)
                tree.entryExtent[tree.base(ofLeaf: cursor.leaf) + cursor.pos] = rowExtent(ofSlot: slot, defaults: defaults)
            }
            tree.recomputeAllTotals()
        }
    }

    /// Re-derives one row's extent after its spec or measurement changed. Returns whether it moved
    /// anything.
    @discardableResult
    private mutating func refreshExtent(ofSlot slot: UInt32) -> Bool {
        let cursor = tree.cursor(ofSlot: slot)
        let extent = rowExtent(ofSlot: slot)
        guard extent != tree.extent(at: cursor) else { return false }
        tree.update(at: cursor, extent: extent, hidden: tree.isHidden(at: cursor))
        return true
    }

    // MARK: Inserting

    /// Appends one row and returns its ID.
    @discardableResult
    public mutating func append(_ spec: RowSpec = RowSpec()) -> RowID {
        insertRow(spec, at: count)
    }

    /// Appends rows in order and returns their IDs. Any collection works, including a lazy map, so
    /// a million rows can be described without first building a million `RowSpec` values.
    @inlinable @discardableResult
    public mutating func append(contentsOf specs: some Collection<RowSpec>) -> [RowID] {
        var iterator = specs.makeIterator()
        return _insertRows(expectedCount: specs.count, at: count) { iterator.next() }
    }

    /// Inserts one row at `index` (0 ... count) and returns its ID. Traps on any other index.
    @discardableResult
    public mutating func insert(_ spec: RowSpec = RowSpec(), at index: Int) -> RowID {
        guard index >= 0 && index <= count else {
            indexOutOfRange(index, count: count, in: "insert(_:at:)", allowsEnd: true)
        }
        return insertRow(spec, at: index)
    }

    /// Inserts rows so that they occupy `index ..< index + specs.count`, in the given order. Traps
    /// if `index` is not in `0 ... count`.
    @inlinable @discardableResult
    public mutating func insert(contentsOf specs: some Collection<RowSpec>, at index: Int) -> [RowID] {
        _checkInsertionIndex(index, in: "insert(contentsOf:at:)")
        var iterator = specs.makeIterator()
        return _insertRows(expectedCount: specs.count, at: index) { iterator.next() }
    }

    @usableFromInline
    func _checkInsertionIndex(_ index: Int, in function: StaticString) {
        guard index >= 0 && index <= count else {
            indexOutOfRange(index, count: count, in: function, allowsEnd: true)
        }
    }

    /// Inserts one row at a position and returns its ID, or `nil` (inserting nothing) when the
    /// position names a row that is not in this stack. `.index` traps when out of range.
    @discardableResult
    public mutating func insert(_ spec: RowSpec = RowSpec(), at position: InsertPosition) -> RowID? {
        guard let index = _resolve(position, function: "insert(_:at:)") else { return nil }
        return insertRow(spec, at: index)
    }

    /// Inserts rows at a position, keeping their order whatever the position, and returns their IDs,
    /// or `nil` (inserting nothing) when the position names a row that is not in this stack.
    /// `.index` traps when out of range.
    @inlinable @discardableResult
    public mutating func insert(contentsOf specs: some Collection<RowSpec>, at position: InsertPosition) -> [RowID]? {
        guard let index = _resolve(position, function: "insert(contentsOf:at:)") else { return nil }
        var iterator = specs.makeIterator()
        return _insertRows(expectedCount: specs.count, at: index) { iterator.next() }
    }

    /// The insertion index a position stands for, or `nil` for an unknown anchor row.
    @usableFromInline
    func _resolve(_ position: InsertPosition, function: StaticString) -> Int? {
        switch position {
        case .top: return 0
        case .bottom: return count
        case .index(let index):
            guard index >= 0 && index <= count else { indexOutOfRange(index, count: count, in: function, allowsEnd: true) }
            return index
        case .before(let anchor): return self.index(of: anchor)
        case .after(let anchor): return self.index(of: anchor).map { $0 + 1 }
        }
    }

    /// Inserts one row without the batch machinery (no temporary arrays).
    private mutating func insertRow(_ spec: RowSpec, at index: Int) -> RowID {
        let slot = allocateSlot(for: spec)
        tree.insert(slot: slot, extent: rowExtent(ofSlot: slot), hidden: spec.isHidden, at: index)
        let row = id(ofSlot: slot)
        recorder.noteInserted(row, at: index)
        recorder.layoutChanged()
        return row
    }

    /// Inserts the rows `next` produces (until it returns `nil`) at `index`, in order. Taking a
    /// closure instead of a generic collection keeps this one concrete function, while the generic
    /// iteration is specialised in the caller.
    @usableFromInline
    mutating func _insertRows(expectedCount: Int, at index: Int, _ next: () -> RowSpec?) -> [RowID] {
        var slots: [UInt32] = []
        var extents: [Double] = []
        var hidden: [Bool] = []
        slots.reserveCapacity(expectedCount)
        extents.reserveCapacity(expectedCount)
        hidden.reserveCapacity(expectedCount)
        let newSlots = max(0, expectedCount - freeSlots.count)
        if newSlots > 0 {
            // Grow the per-slot arrays once, exactly, instead of by repeated doubling.
            let capacity = slotGeneration.count + newSlots
            slotGeneration.reserveCapacity(capacity)
            slotContent.reserveCapacity(capacity)
            slotFlags.reserveCapacity(capacity)
        }
        let defaults = ExtentDefaults(storedConfiguration)
        measurementDemand &+= 1
        // Reuse freed slots first, one by one.
        while !freeSlots.isEmpty, let spec = next() {
            let slot = allocateSlot(for: spec)
            slots.append(slot)
            extents.append(rowExtent(ofSlot: slot, defaults: defaults))
            hidden.append(spec.isHidden)
        }
        if freeSlots.isEmpty {
            // Fresh slots are numbered consecutively, so their columns are built locally and
            // appended once (a bulk load of a million rows spends its time here).
            let first = slotGeneration.count
            var contents: [Double] = []
            var flagsList: [UInt8] = []
            var overridden: [Int] = []
            contents.reserveCapacity(Swift.max(0, expectedCount - slots.count))
            flagsList.reserveCapacity(contents.capacity)
            let estimate = sanitizedLength(storedConfiguration.estimatedRowExtent)
            while let spec = next() {
                let slot = Self.newSlotNumber(first + contents.count)
                var flags = Self.liveFlag
                let content: Double
                switch spec.size {
                case .fixed(let value):
                    flags |= Self.kindFixed | Self.hasContentFlag
                    content = sanitizedLength(value)
                case .fitting:
                    flags |= Self.kindFitting
                    content = 0
                case .estimated(let value):
                    flags |= Self.kindEstimated | Self.hasContentFlag
                    content = sanitizedLength(value)
                }
                if spec.hasOverrides {
                    flags |= Self.overridesFlag
                    overridesBySlot[slot] = spec.overrides
                    overridden.append(slots.count)
                }
                let laidOut = flags & Self.hasContentFlag != 0 ? content : estimate
                let extent = laidOut + defaults.extra
                contents.append(content)
                flagsList.append(flags)
                slots.append(slot)
                extents.append(extent > 0 ? extent : 0)
                hidden.append(spec.isHidden)
            }
            slotGeneration.append(contentsOf: [UInt32](repeating: 0, count: contents.count))
            slotContent.append(contentsOf: contents)
            slotFlags.append(contentsOf: flagsList)
            for position in overridden {
                extents[position] = rowExtent(ofSlot: slots[position], defaults: defaults)
            }
        }
        guard !slots.isEmpty else { return [] }
        if tree.totalCount == 0 {
            tree.build(slots: slots, extents: extents, hidden: hidden)
        } else if slots.count >= 256 && slots.count >= count {
            // Large batches are cheaper as one O(n + k) rebuild than as k O(log n) inserts.
            var entries = tree.allEntries()
            entries.slots.insert(contentsOf: slots, at: index)
            entries.extents.insert(contentsOf: extents, at: index)
            entries.hidden.insert(contentsOf: hidden, at: index)
            tree.build(slots: entries.slots, extents: entries.extents, hidden: entries.hidden)
        } else {
            for offset in slots.indices {
                tree.insert(slot: slots[offset], extent: extents[offset], hidden: hidden[offset], at: index + offset)
            }
        }
        tree.ensureSlotCapacity(UInt32(slotGeneration.count - 1))
        var ids: [RowID] = []
        ids.reserveCapacity(slots.count)
        for slot in slots { ids.append(id(ofSlot: slot)) }
        if recorder.isEnabled {
            for (offset, row) in ids.enumerated() {
                recorder.noteInserted(row, at: index + offset)
            }
        }
        recorder.layoutChanged()
        return ids
    }

    // MARK: Removing

    /// Removes `row` and returns the index it had, or `nil` (changing nothing) if it is not in this
    /// stack.
    @discardableResult
    public mutating func remove(_ row: RowID) -> Int? {
        guard let slot = slot(of: row) else { return nil }
        let cursor = tree.cursor(ofSlot: slot)
        let index = tree.prefix(of: cursor).index
        removeRow(row, slot: slot, cursor: cursor, index: index)
        return index
    }

    /// Removes the row at `index` and returns its ID. Traps if `index` is not in `0 ..< count`.
    @discardableResult
    public mutating func remove(at index: Int) -> RowID {
        guard index >= 0 && index < count else { indexOutOfRange(index, count: count, in: "remove(at:)") }
        let cursor = tree.cursor(at: index)
        let slot = tree.slot(at: cursor)
        let row = id(ofSlot: slot)
        removeRow(row, slot: slot, cursor: cursor, index: index)
        return row
    }

    /// Removes every listed row that is in this stack (unknown and repeated IDs are skipped) and
    /// returns the removed ones, in the order given.
    @discardableResult
    public mutating func remove(_ rows: some Sequence<RowID>) -> [RowID] {
        var removed: [RowID] = []
        for row in rows where remove(row) != nil {
            removed.append(row)
        }
        return removed
    }

    /// Removes the rows at the given indexes, all of which refer to the stack *before* the call
    /// (so `[0, 1]` removes the first two rows), and returns their IDs in stack order. Repeated
    /// indexes count once. Traps, before removing anything, if any index is out of range.
    @discardableResult
    public mutating func remove(at indexes: some Sequence<Int>) -> [RowID] {
        let sorted = Set(indexes).sorted()
        if let bad = sorted.first(where: { $0 < 0 || $0 >= count }) {
            indexOutOfRange(bad, count: count, in: "remove(at:)")
        }
        let ids = sorted.map { row(at: $0) }
        for row in ids { remove(row) }
        return ids
    }

    /// Removes every row and returns their IDs in order. On an empty stack it changes nothing (and
    /// the next ``commit(visibleRect:)`` reports nothing).
    @discardableResult
    public mutating func removeAll() -> [RowID] {
        guard !isEmpty else { return [] }
        let all = rows
        if recorder.isEnabled {
            for (index, row) in all.enumerated().reversed() {
                recorder.noteRemoved(row, at: index, wasHidden: isHidden(row) ?? false)
            }
        }
        for row in all { freeSlot(row.slot) }
        let slotCapacity = tree.slotLeaf.count
        tree = RowTree()
        if slotCapacity > 0 { tree.ensureSlotCapacity(UInt32(slotCapacity - 1)) }
        realized.removeAll()
        recorder.layoutChanged()
        return all
    }

    private mutating func removeRow(_ row: RowID, slot: UInt32, cursor: TreeCursor, index: Int) {
        if recorder.isEnabled {
            recorder.noteRemoved(row, at: index, wasHidden: tree.isHidden(at: cursor))
        }
        tree.remove(at: cursor)
        freeSlot(slot)
        realized.remove(row)
        recorder.layoutChanged()
    }

    // MARK: Replacing

    /// Replaces `row` by a new row described by `spec`, at the same index, and returns the new row's
    /// ID; `nil` (changing nothing) if `row` is not in this stack. The old ID becomes invalid.
    @discardableResult
    public mutating func replace(_ row: RowID, with spec: RowSpec) -> RowID? {
        guard let index = remove(row) else { return nil }
        return insertRow(spec, at: index)
    }

    /// Replaces the row at `index` and returns the new row's ID. Traps if `index` is not in
    /// `0 ..< count`.
    @discardableResult
    public mutating func replace(at index: Int, with spec: RowSpec) -> RowID {
        guard index >= 0 && index < count else { indexOutOfRange(index, count: count, in: "replace(at:with:)") }
        remove(at: index)
        return insertRow(spec, at: index)
    }

    // MARK: Moving

    /// Moves `row` so that it ends up at `index` (an index of the stack after the move, 0 ..< count).
    /// The row keeps its ID, hidden state, spec and measurement. Returns `false` (changing nothing)
    /// if `row` is not in this stack; traps if `index` is out of range.
    @discardableResult
    public mutating func move(_ row: RowID, to index: Int) -> Bool {
        guard let slot = slot(of: row) else { return false }
        guard index >= 0 && index < count else { indexOutOfRange(index, count: count, in: "move(_:to:)") }
        moveSlot(slot, to: index)
        return true
    }

    /// Moves `row` to a position relative to the stack's ends or to another row: `.before(other)`
    /// leaves it right before `other`. Returns `false` (changing nothing) if either row is not in this
    /// stack. Moving a row before or after itself changes nothing and returns `true`.
    @discardableResult
    public mutating func move(_ row: RowID, to position: InsertPosition) -> Bool {
        guard let slot = slot(of: row) else { return false }
        let from = tree.prefix(of: tree.cursor(ofSlot: slot)).index
        let destination: Int
        switch position {
        case .top: destination = 0
        case .bottom: destination = count - 1
        case .index(let index):
            guard index >= 0 && index < count else { indexOutOfRange(index, count: count, in: "move(_:to:)") }
            destination = index
        case .before(let anchor), .after(let anchor):
            guard let anchorIndex = self.index(of: anchor) else { return false }
            if anchor == row { return true }
            var target = anchorIndex
            if case .after = position { target += 1 }
            // Removing the row first shifts everything after it one place up.
            destination = target > from ? target - 1 : target
        }
        moveSlot(slot, to: destination)
        return true
    }

    /// Moves the row at `from` to `to` (both in `0 ..< count`; `to` is an index after the move).
    /// Traps on an index out of range.
    public mutating func move(from: Int, to: Int) {
        guard from >= 0 && from < count else { indexOutOfRange(from, count: count, in: "move(from:to:)") }
        guard to >= 0 && to < count else { indexOutOfRange(to, count: count, in: "move(from:to:)") }
        moveSlot(tree.slot(at: tree.cursor(at: from)), to: to)
    }

    private mutating func moveSlot(_ slot: UInt32, to destination: Int) {
        let cursor = tree.cursor(ofSlot: slot)
        let from = tree.prefix(of: cursor).index
        guard from != destination else { return }
        let extent = tree.extent(at: cursor)
        let hidden = tree.isHidden(at: cursor)
        tree.remove(at: cursor)
        tree.insert(slot: slot, extent: extent, hidden: hidden, at: destination)
        if recorder.isEnabled {
            recorder.append(.rowMoved(id(ofSlot: slot), from: from, to: destination))
        }
        recorder.layoutChanged()
    }

    // MARK: Hiding

    /// Hides or shows `row`. A hidden row keeps its place and ID but takes no space, no spacing and
    /// no separator. Setting the state it already has changes nothing. Returns `false` if `row` is not
    /// in this stack.
    @discardableResult
    public mutating func setHidden(_ isHidden: Bool, forRow row: RowID) -> Bool {
        guard let slot = slot(of: row) else { return false }
        let cursor = tree.cursor(ofSlot: slot)
        let wasHidden = tree.isHidden(at: cursor)
        guard wasHidden != isHidden else { return true }
        if recorder.isEnabled { recorder.noteHiddenChange(row, wasHidden: wasHidden) }
        tree.update(at: cursor, extent: tree.extent(at: cursor), hidden: isHidden)
        recorder.layoutChanged()
        return true
    }

    /// Hides or shows every listed row that is in this stack; returns how many were found.
    @discardableResult
    public mutating func setHidden(_ isHidden: Bool, forRows rows: some Sequence<RowID>) -> Int {
        var found = 0
        for row in rows where setHidden(isHidden, forRow: row) { found += 1 }
        return found
    }

    // MARK: Sizing and styling

    /// Changes how `row`'s content extent is decided. A new fitting or estimated size discards any
    /// measurement. Returns `false` if `row` is not in this stack.
    @discardableResult
    public mutating func setSize(_ size: RowSize, forRow row: RowID) -> Bool {
        updateSpec(ofRow: row) { $0.size = size }
    }

    /// Fixes `row`'s content extent, or (`nil`) undoes that: a fixed row is measured by the host
    /// again, and any other row keeps its size, estimate and measurement. For a host whose rows
    /// may choose a length (a container's size rule). Returns `false` if `row` is not in this stack.
    @discardableResult
    public mutating func setFixedExtent(_ extent: Double?, forRow row: RowID) -> Bool {
        updateSpec(ofRow: row) { spec in
            if let extent {
                spec.size = .fixed(extent)
            } else if case .fixed = spec.size {
                spec.size = .fitting
            }
        }
    }

    /// Gives `row` the settings `spec` chooses (insets, padding, separator), keeping its size and
    /// hidden state. Returns `false` if `row` is not in this stack.
    @discardableResult
    public mutating func setSettings(of spec: RowSpec, forRow row: RowID) -> Bool {
        updateSpec(ofRow: row) { current in
            current.insets = spec.insets
            current.padding = spec.padding
            current.separator = spec.separator
        }
    }

    /// Records the content extent the host measured for a fitting or estimated row (for example
    /// `systemLayoutSizeFitting` height, or wrapped lines in a terminal). Returns `false`, changing
    /// nothing, for an unknown or fixed row.
    @discardableResult
    public mutating func setMeasuredExtent(_ extent: Double, of row: RowID) -> Bool {
        guard let slot = slot(of: row) else { return false }
        let index = Int(slot)
        guard slotFlags[index] & Self.sizeKindMask != Self.kindFixed else { return false }
        slotContent[index] = sanitizedLength(extent)
        slotFlags[index] |= Self.measuredFlag | Self.hasContentFlag
        if refreshExtent(ofSlot: slot) { recorder.layoutChanged() }
        return true
    }

    /// Marks every measured row as needing a new measurement. Each keeps its last measurement as
    /// its estimate until the host measures it again, so nothing moves now. Call it when something
    /// the host measures with changes (a font size, the content size category).
    public mutating func invalidateMeasurements() {
        measurementDemand &+= 1
        for index in slotFlags.indices where slotFlags[index] & Self.measuredFlag != 0 {
            slotFlags[index] &= ~Self.measuredFlag
        }
    }

    /// Forgets every measurement, after an axis change: a height says nothing about a width. Rows
    /// that are not fixed are laid out with the stack's estimate until measured again (an estimated
    /// row's estimate becomes the stack's too).
    private mutating func discardMeasurements() {
        measurementDemand &+= 1
        let estimate = sanitizedLength(storedConfiguration.estimatedRowExtent)
        for index in slotFlags.indices where slotFlags[index] & Self.liveFlag != 0 {
            switch slotFlags[index] & Self.sizeKindMask {
            case Self.kindFitting:
                slotFlags[index] &= ~(Self.measuredFlag | Self.hasContentFlag)
            case Self.kindEstimated:
                slotFlags[index] &= ~Self.measuredFlag
                slotContent[index] = estimate
            default:
                break
            }
        }
    }

    /// Marks one row as needing a new measurement (see ``invalidateMeasurements()``). Returns
    /// `false` if `row` is not in this stack.
    @discardableResult
    public mutating func invalidateMeasurement(ofRow row: RowID) -> Bool {
        guard let slot = slot(of: row) else { return false }
        slotFlags[Int(slot)] &= ~Self.measuredFlag
        measurementDemand &+= 1
        return true
    }

    /// Sets `row`'s insets; `nil` follows the stack default. Returns `false` if `row` is unknown.
    @discardableResult
    public mutating func setInsets(_ insets: Insets?, forRow row: RowID) -> Bool {
        updateSpec(ofRow: row) { $0.insets = insets }
    }

    /// Sets `row`'s padding; `nil` follows the stack default. Returns `false` if `row` is unknown.
    @discardableResult
    public mutating func setPadding(_ padding: Insets?, forRow row: RowID) -> Bool {
        updateSpec(ofRow: row) { $0.padding = padding }
    }

    /// Sets `row`'s separator overrides. Returns `false` if `row` is unknown.
    @discardableResult
    public mutating func setSeparator(_ separator: RowSeparator, forRow row: RowID) -> Bool {
        updateSpec(ofRow: row) { $0.separator = separator }
    }

    /// Changes any part of `row`'s spec in one step (including ``RowSpec/isHidden``). Returns
    /// `false`, without calling `body`, if `row` is not in this stack.
    @discardableResult
    public mutating func updateSpec(ofRow row: RowID, _ body: (inout RowSpec) -> Void) -> Bool {
        guard let old = spec(of: row), let slot = slot(of: row) else { return false }
        var new = old
        body(&new)
        guard new != old else { return true }
        let index = Int(slot)
        if new.size != old.size {
            measurementDemand &+= 1
            var flags = slotFlags[index] & ~(Self.sizeKindMask | Self.measuredFlag | Self.hasContentFlag)
            switch new.size {
            case .fixed(let value):
                flags |= Self.kindFixed | Self.hasContentFlag
                slotContent[index] = sanitizedLength(value)
            case .fitting:
                flags |= Self.kindFitting
            case .estimated(let value):
                flags |= Self.kindEstimated | Self.hasContentFlag
                slotContent[index] = sanitizedLength(value)
            }
            slotFlags[index] = flags
        }
        if let overrides = new.overrides {
            slotFlags[index] |= Self.overridesFlag
            overridesBySlot[slot] = overrides
        } else {
            slotFlags[index] &= ~Self.overridesFlag
            overridesBySlot[slot] = nil
        }
        refreshExtent(ofSlot: slot)
        if new.isHidden != old.isHidden {
            setHidden(new.isHidden, forRow: row)
        }
        recorder.layoutChanged()
        return true
    }

    // MARK: Testing support

    /// Checks the engine's internal invariants and traps with a description of the first broken
    /// one. For tests; O(n).
    @_spi(Testing)
    public func checkInvariants() {
        tree.checkInvariants()
        var live = 0
        for index in slotFlags.indices where slotFlags[index] & Self.liveFlag != 0 {
            live += 1
            precondition(tree.slotLeaf[index] >= 0, "live slot \(index) is not in the tree")
            precondition(tree.extent(at: tree.cursor(ofSlot: UInt32(index))) == rowExtent(ofSlot: UInt32(index)),
                         "slot \(index) has a stale extent")
        }
        precondition(live == count, "\(live) live slots for \(count) rows")
    }
}

/// What a row without overrides adds to its content extent, worked out once per configuration.
struct ExtentDefaults {
    /// Insets, padding and (appended, shown by default) separator along the main axis.
    let extra: Double

    init(_ config: StackConfiguration) {
        let axis = config.axis
        var extra = config.rowInsets.mainTotal(axis) + config.rowPadding.mainTotal(axis)
        if config.separatorPlacement == .appended && !config.hidesSeparatorsByDefault {
            extra += sanitizedLength(config.separatorThickness)
        }
        self.extra = extra
    }
}
