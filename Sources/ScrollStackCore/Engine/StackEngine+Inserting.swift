// Inserting rows: one or many, at an index or at a position named by a row, in one bulk step.

extension StackEngine {
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
    mutating func insertRow(_ spec: RowSpec, at index: Int) -> RowID {
        let slot = allocateSlot(for: spec)
        tree.insert(slot: slot, extent: rowExtent(ofSlot: slot), hidden: spec.isHidden, pinned: spec.isPinned, at: index)
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
        if expectedCount > 0 && tree.totalCount == 0 && freeSlots.isEmpty {
            return loadIntoEmptyStack(expectedCount: expectedCount, next)
        }
        var added = TreeEntryList(reservingCapacity: expectedCount)
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
        var anyPinned = false
        // Reuse freed slots first, one by one.
        while !freeSlots.isEmpty, let spec = next() {
            anyPinned = anyPinned || spec.isPinned
            let slot = allocateSlot(for: spec)
            added.append(slot: slot, extent: rowExtent(ofSlot: slot, defaults: defaults), hidden: spec.isHidden)
        }
        if freeSlots.isEmpty {
            // Fresh slots are numbered consecutively, so their columns are built locally and
            // appended once (a bulk load of a million rows spends its time here).
            let first = slotGeneration.count
            var contents: [Double] = []
            var flagsList: [UInt8] = []
            var overridden: [Int] = []
            contents.reserveCapacity(Swift.max(0, expectedCount - added.count))
            flagsList.reserveCapacity(contents.capacity)
            let estimate = storedConfiguration.estimatedRowExtent
            while let spec = next() {
                let slot = Self.newSlotNumber(first + contents.count)
                let size = Self.storage(of: spec.size)
                var flags = Self.liveFlag | size.flags | (spec.isPinned ? Self.pinnedFlag : 0)
                anyPinned = anyPinned || spec.isPinned
                let content = size.content
                if let overrides = spec.overrides {
                    flags |= Self.overridesFlag
                    overridesBySlot[slot] = overrides.sanitized
                    overridden.append(added.count)
                }
                contents.append(content)
                flagsList.append(flags)
                added.append(slot: slot,
                             extent: defaults.rowExtent(content: Self.contentExtent(flags: flags, estimate: estimate,
                                                                                   stored: content)),
                             hidden: spec.isHidden)
            }
            slotGeneration.append(contentsOf: repeatElement(0, count: contents.count))
            slotContent.append(contentsOf: contents)
            slotFlags.append(contentsOf: flagsList)
            for position in overridden {
                added.setExtent(rowExtent(ofSlot: added.slots[position], defaults: defaults), at: position)
            }
        }
        guard !added.isEmpty else { return [] }
        if tree.totalCount == 0 || (added.count >= 256 && added.count >= count) {
            // Large batches are cheaper as one O(n + k) rebuild than as k O(log n) inserts.
            let hadPinned = tree.hasPinned
            if tree.totalCount == 0 {
                tree.build(added)
            } else {
                var entries = tree.allEntries()
                entries.insert(contentsOf: added, at: index)
                tree.build(entries)
            }
            if anyPinned || hadPinned { markPinnedRowsInTree() }
        } else {
            for offset in 0 ..< added.count {
                let slot = added.slots[offset]
                tree.insert(slot: slot, extent: added.extents[offset], hidden: added.hidden[offset],
                            pinned: slotFlags[Int(slot)] & Self.pinnedFlag != 0, at: index + offset)
            }
        }
        tree.ensureSlotCapacity(UInt32(slotGeneration.count - 1))
        var ids: [RowID] = []
        ids.reserveCapacity(added.count)
        for slot in added.slots { ids.append(id(ofSlot: slot)) }
        if recorder.isEnabled {
            for (offset, row) in ids.enumerated() {
                recorder.noteInserted(row, at: index + offset)
            }
        }
        recorder.layoutChanged()
        return ids
    }

    /// Loads rows into a stack with none and no free slots (a bulk load): the rows take consecutive
    /// fresh slots and go straight into the tree's leaves, and the slot columns are built once and
    /// kept, so no temporary list of the rows is made. Takes at most `expectedCount` rows this way;
    /// any more that `next` gives go in through the general path.
    private mutating func loadIntoEmptyStack(expectedCount: Int, _ next: () -> RowSpec?) -> [RowID] {
        measurementDemand &+= 1
        let first = slotGeneration.count
        let defaults = ExtentDefaults(storedConfiguration)
        let configuration = storedConfiguration
        let estimate = configuration.estimatedRowExtent
        var overridden: [(slot: UInt32, overrides: RowOverrides)] = []
        var taken = 0
        var anyPinned = false
        var flagsColumn: [UInt8] = []
        let contentsColumn = [Double](unsafeUninitializedCapacity: expectedCount) { contents, contentCount in
            flagsColumn = [UInt8](unsafeUninitializedCapacity: expectedCount) { flagCells, flagCount in
                var made = 0
                taken = tree.build(consecutiveSlotsFrom: UInt32(first), limit: expectedCount) {
                    guard let spec = next() else { return nil }
                    let slot = Self.newSlotNumber(first + made)
                    let size = Self.storage(of: spec.size)
                    var flags = Self.liveFlag | size.flags | (spec.isPinned ? Self.pinnedFlag : 0)
                    anyPinned = anyPinned || spec.isPinned
                    let content = Self.contentExtent(flags: flags, estimate: estimate, stored: size.content)
                    var extent: Double
                    if let overrides = spec.overrides?.sanitized {
                        flags |= Self.overridesFlag
                        overridden.append((slot, overrides))
                        extent = Self.rowExtent(content: content, overrides: overrides, in: configuration)
                    } else {
                        extent = defaults.rowExtent(content: content)
                    }
                    (contents.baseAddress! + made).initialize(to: size.content)
                    (flagCells.baseAddress! + made).initialize(to: flags)
                    made += 1
                    return (extent, spec.isHidden)
                }
                flagCount = taken
            }
            contentCount = taken
        }
        slotGeneration.append(contentsOf: repeatElement(0, count: taken))
        if slotContent.isEmpty {
            slotContent = contentsColumn
            slotFlags = flagsColumn
        } else {
            slotContent.append(contentsOf: contentsColumn)
            slotFlags.append(contentsOf: flagsColumn)
        }
        for (slot, overrides) in overridden { overridesBySlot[slot] = overrides }
        if anyPinned { markPinnedRowsInTree() }
        var ids: [RowID] = []
        ids.reserveCapacity(taken)
        for offset in 0 ..< taken { ids.append(id(ofSlot: UInt32(first + offset))) }
        if recorder.isEnabled {
            recorder.reserveInserted(taken)
            for (offset, row) in ids.enumerated() { recorder.noteInserted(row, at: offset) }
        }
        recorder.layoutChanged()
        // A collection that gave more rows than its count said: the rest go in after these.
        if taken == expectedCount, let extra = next() {
            var pending: RowSpec? = extra
            ids += _insertRows(expectedCount: 1, at: taken) {
                if let row = pending {
                    pending = nil
                    return row
                }
                return next()
            }
        }
        return ids
    }
}
