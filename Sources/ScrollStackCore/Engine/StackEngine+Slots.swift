// The slot table: where each row's flags, content length and overrides live, how a row's spec is
// stored there, and the extents derived from them; plus the invariants tests check.

extension StackEngine {
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

    mutating func allocateSlot(for spec: borrowing RowSpec) -> UInt32 {
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
        let size = Self.storage(of: spec.size)
        var flags = Self.liveFlag | size.flags | (spec.isPinned ? Self.pinnedFlag : 0)
        slotContent[Int(slot)] = size.content
        if let overrides = spec.overrides {
            flags |= Self.overridesFlag
            overridesBySlot[slot] = overrides.sanitized
        }
        slotFlags[Int(slot)] = flags
        return slot
    }

    /// The number of a fresh slot; traps, with a message, past the most rows a stack can number.
    /// How a row size is stored in a slot: its kind flags (with ``hasContentFlag`` when the size
    /// carries a length) and that length, sanitised; a fitting row carries none until measured.
    @inline(__always)
    static func storage(of size: RowSize) -> (flags: UInt8, content: Double) {
        switch sanitized(size) {
        case .fixed(let value): (kindFixed | hasContentFlag, value)
        case .fitting: (kindFitting, 0)
        case .estimated(let value): (kindEstimated | hasContentFlag, value)
        }
    }

    /// `spec` as the engine keeps it and ``spec(of:)`` reports it back: its size and every length it
    /// overrides through the engine's one rule (``sanitizedLength(_:)``).
    static func sanitized(_ spec: RowSpec) -> RowSpec {
        var result = spec
        result.size = sanitized(spec.size)
        if let overrides = spec.overrides?.sanitized {
            result.insets = overrides.insets
            result.padding = overrides.padding
            result.separator = overrides.separator
        }
        return result
    }

    /// `size` as a slot keeps it, and ``spec(of:)`` reports it back: a negative, infinite or NaN
    /// length is zero.
    static func sanitized(_ size: RowSize) -> RowSize {
        switch size {
        case .fixed(let value): .fixed(sanitizedLength(value))
        case .fitting: .fitting
        case .estimated(let value): .estimated(sanitizedLength(value))
        }
    }

    static func newSlotNumber(_ index: Int) -> UInt32 {
        guard let slot = UInt32(exactly: index), slot < UInt32.max else {
            fatalError("StackEngine: a stack holds at most \(UInt32.max - 1) rows")
        }
        return slot
    }

    mutating func freeSlot(_ slot: UInt32) {
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
        contentExtent(ofSlot: slot, estimate: storedConfiguration.estimatedRowExtent)
    }

    /// The content extent a slot is laid out with, given the sanitised estimate for rows without one.
    @inline(__always)
    func contentExtent(ofSlot slot: UInt32, estimate: Double) -> Double {
        Self.contentExtent(flags: slotFlags[Int(slot)], estimate: estimate, stored: slotContent[Int(slot)])
    }

    /// The rule: a slot's stored length when it has one, the estimate otherwise.
    @inlinable @inline(__always)
    static func contentExtent(flags: UInt8, estimate: Double, stored: @autoclosure () -> Double) -> Double {
        flags & hasContentFlag == 0 ? estimate : stored()
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
            return defaults.rowExtent(content: contentExtent(ofSlot: slot))
        }
        return rowExtentWithOverrides(ofSlot: slot)
    }

    private func rowExtentWithOverrides(ofSlot slot: UInt32) -> Double {
        Self.rowExtent(content: contentExtent(ofSlot: slot), overrides: overrides(ofSlot: slot), in: storedConfiguration)
    }

    /// The main-axis extent of a row with `overrides` (sanitised) and a content extent of `content`:
    /// the rule ``rowExtent(ofSlot:)`` follows for such a row, for callers that have not stored it yet.
    static func rowExtent(content: Double, overrides: RowOverrides?, in config: StackConfiguration) -> Double {
        let axis = config.axis
        let settings = config.settings(of: overrides)
        var extent = content + settings.margins.mainTotal(axis)
        if config.separatorPlacement == .appended && !settings.isSeparatorHidden {
            extent += settings.separatorThickness
        }
        return extent > 0 ? extent : 0
    }

    mutating func rederiveAllExtents() {
        let defaults = ExtentDefaults(storedConfiguration)
        let estimate = storedConfiguration.estimatedRowExtent
        var overridden: [UInt32] = []
        // Default rows in one tight pass; rows with overrides afterwards, through the general rule.
        // Without any, the pass does not look for them.
        if !hasRowOverrides {
            slotFlags.withUnsafeBufferPointer { flags in
                slotContent.withUnsafeBufferPointer { contents in
                    tree.rewriteAllExtents { slot in
                        defaults.rowExtent(content: Self.contentExtent(flags: flags[Int(slot)], estimate: estimate,
                                                                       stored: contents[Int(slot)]))
                    }
                }
            }
            return
        }
        slotFlags.withUnsafeBufferPointer { flags in
            slotContent.withUnsafeBufferPointer { contents in
                tree.rewriteAllExtents { slot in
                    let flag = flags[Int(slot)]
                    if flag & Self.overridesFlag != 0 {
                        overridden.append(slot)
                        return 0
                    }
                    return defaults.rowExtent(content: Self.contentExtent(flags: flag, estimate: estimate,
                                                                          stored: contents[Int(slot)]))
                }
            }
        }
        if !overridden.isEmpty {
            for slot in overridden {
                let cursor = tree.cursor(ofSlot: slot)
                tree.storeExtentLeavingTotals(rowExtent(ofSlot: slot, defaults: defaults), at: cursor)
            }
            tree.recomputeAllTotals()
        }
    }

    /// Re-derives one row's extent after its spec or measurement changed. Returns whether it moved
    /// anything.
    @discardableResult
    mutating func refreshExtent(ofSlot slot: UInt32) -> Bool {
        refreshExtent(ofSlot: slot, at: tree.cursor(ofSlot: slot))
    }

    /// `refreshExtent(ofSlot:)` for a caller that has the slot's cursor.
    @discardableResult
    mutating func refreshExtent(ofSlot slot: UInt32, at cursor: TreeCursor) -> Bool {
        let extent = rowExtent(ofSlot: slot)
        guard extent != tree.extent(at: cursor) else { return false }
        tree.update(at: cursor, extent: extent, hidden: tree.isHidden(at: cursor))
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
            precondition(tree.contains(slot: UInt32(index)), "live slot \(index) is not in the tree")
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
            extra += config.separatorThickness
        }
        self.extra = extra
    }

    /// The extent of a row without overrides whose content is `content` long.
    @inline(__always)
    func rowExtent(content: Double) -> Double {
        let extent = content + extra
        return extent > 0 ? extent : 0
    }
}

extension StackEngine {
    /// Calls `body` with the slot table for reading without a bounds check per read, for passes
    /// over rows whose slots come from the tree (every slot in the tree is in the table).
    @inlinable @inline(__always)
    func withSlotTables<Result>(_ body: (SlotTables) throws -> Result) rethrows -> Result {
        try slotFlags.withUnsafeBufferPointer { flags in
            try slotContent.withUnsafeBufferPointer { content in
                try slotGeneration.withUnsafeBufferPointer { generations in
                    try body(SlotTables(stack: stackTag, flags: flags, content: content, generations: generations))
                }
            }
        }
    }
}

/// The slot table, read through ``StackEngine/withSlotTables(_:)``.
@usableFromInline
struct SlotTables {
    @usableFromInline let stack: UInt32
    @usableFromInline let flagTable: UnsafeBufferPointer<UInt8>
    @usableFromInline let contentTable: UnsafeBufferPointer<Double>
    @usableFromInline let generations: UnsafeBufferPointer<UInt32>

    @inlinable
    init(stack: UInt32, flags: UnsafeBufferPointer<UInt8>, content: UnsafeBufferPointer<Double>,
         generations: UnsafeBufferPointer<UInt32>) {
        self.stack = stack
        flagTable = flags
        contentTable = content
        self.generations = generations
    }

    @inlinable @inline(__always)
    func flags(_ slot: UInt32) -> UInt8 { flagTable[Int(slot)] }

    @inlinable @inline(__always)
    func contentExtent(_ slot: UInt32, flags: UInt8, estimate: Double) -> Double {
        StackEngine.contentExtent(flags: flags, estimate: estimate, stored: contentTable[Int(slot)])
    }

    /// As ``StackEngine/id(ofSlot:)``.
    @inlinable @inline(__always)
    func id(_ slot: UInt32) -> RowID { RowID(stack: stack, slot: slot, generation: generations[Int(slot)]) }
}
