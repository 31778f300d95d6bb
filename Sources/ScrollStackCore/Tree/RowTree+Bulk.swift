// Building the whole tree from a list of rows in O(n), and reading every entry back out. A built
// tree has no pinned rows; the engine marks them again (`setPinned(where:)`).

/// Rows in order, column by column, as a bulk build takes them and as a tree gives them back.
struct TreeEntryList {
    private(set) var slots: [UInt32] = []
    private(set) var extents: [Double] = []
    private(set) var hidden: [Bool] = []

    init(reservingCapacity capacity: Int) {
        slots.reserveCapacity(capacity)
        extents.reserveCapacity(capacity)
        hidden.reserveCapacity(capacity)
    }

    init(slots: [UInt32], extents: [Double], hidden: [Bool]) {
        precondition(slots.count == extents.count && slots.count == hidden.count, "TreeEntryList: columns differ in length")
        self.slots = slots
        self.extents = extents
        self.hidden = hidden
    }

    var count: Int { slots.count }
    var isEmpty: Bool { slots.isEmpty }

    mutating func append(slot: UInt32, extent: Double, hidden isHidden: Bool) {
        slots.append(slot)
        extents.append(extent)
        hidden.append(isHidden)
    }

    mutating func setExtent(_ extent: Double, at position: Int) {
        extents[position] = extent
    }

    mutating func insert(contentsOf other: TreeEntryList, at index: Int) {
        slots.insert(contentsOf: other.slots, at: index)
        extents.insert(contentsOf: other.extents, at: index)
        hidden.insert(contentsOf: other.hidden, at: index)
    }
}

extension RowTree {
    // MARK: Bulk operations

    /// Replaces the whole tree with `entries`, in order, in O(n).
    mutating func build(_ entries: TreeEntryList) {
        let slots = entries.slots
        let extents = entries.extents
        let hidden = entries.hidden
        let n = slots.count
        self = RowTree()
        guard n > 0 else { return }
        if let maxSlot = slots.max() { ensureSlotCapacity(maxSlot) }
        let leafCount = (n + Self.bulkLeafFill - 1) / Self.bulkLeafFill
        let per = n / leafCount
        let extra = n % leafCount
        // Each leaf's entries, then its unused room, each cell written once (a bulk load of ten
        // million rows is bound by the memory it touches).
        func leaves<Element>(from source: [Element], padding: Element) -> [Element] {
            Array(unsafeUninitializedCapacity: leafCount * Self.leafCapacity) { buffer, count in
                source.withUnsafeBufferPointer { source in
                    var taken = 0
                    for leaf in 0 ..< leafCount {
                        let length = per + (leaf < extra ? 1 : 0)
                        let start = buffer.baseAddress! + leaf * Self.leafCapacity
                        start.initialize(from: source.baseAddress! + taken, count: length)
                        (start + length).initialize(repeating: padding, count: Self.leafCapacity - length)
                        taken += length
                    }
                }
                count = leafCount * Self.leafCapacity
            }
        }
        entrySlot = leaves(from: slots, padding: 0)
        entryExtent = leaves(from: extents, padding: 0)
        entryHidden = leaves(from: hidden, padding: false)
        entryPinned = Array(repeating: false, count: entryHidden.count)
        var levelCount: [Int] = []
        var levelVisible: [Int] = []
        var levelExtent: [Double] = []
        levelCount.reserveCapacity(leafCount)
        levelVisible.reserveCapacity(leafCount)
        levelExtent.reserveCapacity(leafCount)
        // One pass over contiguous buffers: no per-element uniqueness or bounds checks.
        slotLeaf.withUnsafeMutableBufferPointer { slotLeaf in
            slots.withUnsafeBufferPointer { slots in
                extents.withUnsafeBufferPointer { extents in
                    hidden.withUnsafeBufferPointer { hidden in
                        var source = 0
                        for leaf in 0 ..< leafCount {
                            let length = per + (leaf < extra ? 1 : 0)
                            var visible = 0
                            var extent = 0.0
                            for k in source ..< source + length {
                                slotLeaf[Int(slots[k])] = Int32(leaf)
                                if !hidden[k] {
                                    visible += 1
                                    extent += extents[k]
                                }
                            }
                            source += length
                            levelCount.append(length)
                            levelVisible.append(visible)
                            levelExtent.append(extent)
                        }
                    }
                }
            }
        }
        buildLevels(aboveLeavesWithCounts: levelCount, visible: levelVisible, extents: levelExtent)
    }

    /// Replaces the whole tree with rows that arrive one at a time and take consecutive slots from
    /// `first`, writing each straight into its leaf: a load into an empty stack allocates no list of
    /// entries first. Takes rows from `next` until it returns `nil` or `limit` rows are taken, and
    /// returns how many it took. Leaves fill to ``bulkLeafFill`` in order; an underfull last leaf
    /// is rebalanced with the one before it as a removal would.
    mutating func build(consecutiveSlotsFrom first: UInt32, limit: Int,
                        _ next: () -> (extent: Double, hidden: Bool)?) -> Int {
        self = RowTree()
        guard limit > 0 else { return 0 }
        let fill = Self.bulkLeafFill
        let capacity = Self.leafCapacity
        let maxLeaves = (limit + fill - 1) / fill
        var counts: [Int] = []
        var visibleCounts: [Int] = []
        var extents: [Double] = []
        counts.reserveCapacity(maxLeaves)
        visibleCounts.reserveCapacity(maxLeaves)
        extents.reserveCapacity(maxLeaves)
        var taken = 0
        var slots: [UInt32] = []
        var entryExtents: [Double] = []
        var hiddenFlags: [Bool] = []
        let leading = Int(first)
        // Every cell written once, padding included (a load of ten million rows is bound by the
        // memory it touches); the slot-to-leaf map's new part is written as the rows arrive.
        slotLeaf = Array(unsafeUninitializedCapacity: leading + limit) { leafOfSlot, leafOfSlotCount in
            leafOfSlot.baseAddress!.initialize(repeating: -1, count: leading)
            slots = Array(unsafeUninitializedCapacity: maxLeaves * capacity) { slotCells, slotCount in
                entryExtents = Array(unsafeUninitializedCapacity: maxLeaves * capacity) { extentCells, extentCount in
                    hiddenFlags = Array(unsafeUninitializedCapacity: maxLeaves * capacity) { hiddenCells, hiddenCount in
                        var offset = 0
                        var visible = 0
                        var extent = 0.0
                        func closeLeaf() {
                            let start = counts.count * capacity
                            (slotCells.baseAddress! + start + offset).initialize(repeating: 0, count: capacity - offset)
                            (extentCells.baseAddress! + start + offset).initialize(repeating: 0, count: capacity - offset)
                            (hiddenCells.baseAddress! + start + offset).initialize(repeating: false, count: capacity - offset)
                            counts.append(offset)
                            visibleCounts.append(visible)
                            extents.append(extent)
                            (offset, visible, extent) = (0, 0, 0)
                        }
                        while taken < limit, let row = next() {
                            let cell = counts.count * capacity + offset
                            (slotCells.baseAddress! + cell).initialize(to: first + UInt32(taken))
                            (extentCells.baseAddress! + cell).initialize(to: row.extent)
                            (hiddenCells.baseAddress! + cell).initialize(to: row.hidden)
                            (leafOfSlot.baseAddress! + leading + taken).initialize(to: Int32(counts.count))
                            if !row.hidden {
                                visible += 1
                                extent += row.extent
                            }
                            taken += 1
                            offset += 1
                            if offset == fill { closeLeaf() }
                        }
                        if offset > 0 || counts.isEmpty { closeLeaf() }
                        hiddenCount = counts.count * capacity
                    }
                    extentCount = counts.count * capacity
                }
                slotCount = counts.count * capacity
            }
            leafOfSlotCount = leading + taken
        }
        entrySlot = slots
        entryExtent = entryExtents
        entryHidden = hiddenFlags
        entryPinned = Array(repeating: false, count: hiddenFlags.count)
        buildLevels(aboveLeavesWithCounts: counts, visible: visibleCounts, extents: extents)
        if counts.count > 1, counts[counts.count - 1] < Self.minLeafLength {
            rebalanceUnderfullLeaf(Int32(counts.count - 1))
        }
        return taken
    }

    /// Links the leaves `0 ..< counts.count` in order, with the given totals, and builds the nodes
    /// above them, each level filled to ``bulkNodeFill`` and spread evenly.
    private mutating func buildLevels(aboveLeavesWithCounts counts: [Int], visible: [Int], extents: [Double]) {
        let leafCount = counts.count
        leafLength = Array(repeating: 0, count: leafCount)
        leafParent = Array(repeating: -1, count: leafCount)
        leafNext = Array(repeating: -1, count: leafCount)
        leafPrev = Array(repeating: -1, count: leafCount)
        var level = (0 ..< Int32(leafCount)).map { $0 }
        var levelCount = counts
        var levelVisible = visible
        var levelExtent = extents
        for leaf in 0 ..< leafCount {
            leafLength[leaf] = Int32(levelCount[leaf])
            leafPrev[leaf] = Int32(leaf - 1)
            leafNext[leaf] = leaf + 1 < leafCount ? Int32(leaf + 1) : -1
        }
        firstLeaf = 0
        lastLeaf = Int32(leafCount - 1)
        var childrenAreLeaves = true
        var depth = 0
        while level.count > 1 {
            let nodes = (level.count + Self.bulkNodeFill - 1) / Self.bulkNodeFill
            let nodePer = level.count / nodes
            let nodeExtra = level.count % nodes
            var next: [Int32] = []
            var nextCount: [Int] = []
            var nextVisible: [Int] = []
            var nextExtent: [Double] = []
            var child = 0
            for j in 0 ..< nodes {
                let length = nodePer + (j < nodeExtra ? 1 : 0)
                let node = allocateNode()
                let start = base(ofNode: node)
                var count = 0
                var visible = 0
                var extent = 0.0
                for k in 0 ..< length {
                    childID[start + k] = level[child + k]
                    childCount[start + k] = levelCount[child + k]
                    childVisible[start + k] = levelVisible[child + k]
                    childExtent[start + k] = levelExtent[child + k]
                    setParent(node, of: level[child + k], childIsLeaf: childrenAreLeaves)
                    count += levelCount[child + k]
                    visible += levelVisible[child + k]
                    extent += levelExtent[child + k]
                }
                child += length
                nodeLength[Int(node)] = Int32(length)
                next.append(node)
                nextCount.append(count)
                nextVisible.append(visible)
                nextExtent.append(extent)
            }
            level = next
            levelCount = nextCount
            levelVisible = nextVisible
            levelExtent = nextExtent
            childrenAreLeaves = false
            depth += 1
        }
        root = level[0]
        height = depth
        totalCount = levelCount[0]
        totalVisible = levelVisible[0]
        totalExtent = levelExtent[0]
    }

    /// Every entry, in order.
    func allEntries() -> TreeEntryList {
        var entries = TreeEntryList(reservingCapacity: totalCount)
        var leaf = firstLeaf
        while leaf >= 0 {
            let start = base(ofLeaf: leaf)
            for k in start ..< start + Int(leafLength[Int(leaf)]) {
                entries.append(slot: entrySlot[k], extent: entryExtent[k], hidden: entryHidden[k])
            }
            leaf = leafNext[Int(leaf)]
        }
        return entries
    }
}
