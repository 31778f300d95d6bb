// RowTree: the rows of a stack in order, as a counted B+tree with running sums.
//
// Why a B+tree: every operation the hosts call while scrolling or editing (insert, remove, move,
// resize, hide, "offset of row", "row at offset") must stay O(log n) at a million rows, and a
// wide tree keeps the constant small: with 64 entries per leaf and 64 children per node a million
// rows sit four levels deep, and each level is a short scan over contiguous memory.
//
// Why flat arrays instead of node objects: rows are found by ID, which needs parent links, and
// parent links rule out sharing nodes between copies. Flat arrays give value semantics for free
// (copy-on-write per array), no reference counting while walking the tree, and good locality.
// The price is that the first mutation of a copied engine copies the arrays it touches (O(n)).
//
// Exactness: a row's offset is the sum of extents before it. The tree never adjusts a stored sum by
// a delta (that would drift with non-representable values such as 1/3 pt); each node's sums are
// recomputed from its children, and every offset is combined in one canonical order (see
// `prefix(of:)`), so the same tree always yields bit-identical positions, whichever query asked.

/// A position in the tree: entry `pos` of leaf `leaf`.
struct TreeCursor: Hashable {
    var leaf: Int32
    var pos: Int
}

@usableFromInline
struct RowTree: Sendable {
    static let leafCapacity = 64
    static let nodeCapacity = 64
    static let minLeafLength = leafCapacity / 4
    static let minNodeLength = nodeCapacity / 4
    /// Bulk-built nodes are filled to 7/8 so early inserts do not split every leaf.
    static let bulkLeafFill = leafCapacity * 7 / 8
    static let bulkNodeFill = nodeCapacity * 7 / 8
    /// More levels than any tree that fits in memory can have (each level multiplies by at least 16).
    static let maxHeight = 24

    // Leaves. Leaf `l` owns entries [l * leafCapacity, l * leafCapacity + leafLength[l]).
    @usableFromInline var entrySlot: [UInt32] = []
    @usableFromInline var entryExtent: [Double] = []
    @usableFromInline var entryHidden: [Bool] = []
    /// Whether each entry is pinned (see RowTree+Pinned.swift).
    var entryPinned: [Bool] = []
    var leafLength: [Int32] = []
    var leafParent: [Int32] = []
    var leafNext: [Int32] = []
    var leafPrev: [Int32] = []
    var freeLeaves: [Int32] = []

    // Internal nodes. Node `n` owns child slots [n * nodeCapacity, n * nodeCapacity + nodeLength[n]);
    // each slot holds the child's ID and the child's totals (rows, visible rows, visible extent).
    var childID: [Int32] = []
    var childCount: [Int] = []
    var childVisible: [Int] = []
    var childExtent: [Double] = []
    /// Pinned visible rows below each child; kept only while ``hasPinned`` (all zero otherwise).
    var childPinned: [Int] = []
    var nodeLength: [Int32] = []
    var nodeParent: [Int32] = []
    var freeNodes: [Int32] = []

    /// Leaf of every live slot (-1 for free slots). Owned by the tree because splits and merges move
    /// entries between leaves.
    var slotLeaf: [Int32] = []

    /// The root: a leaf when `height == 0`, otherwise a node.
    var root: Int32 = 0
    /// Levels of internal nodes above the leaves.
    var height = 0
    var firstLeaf: Int32 = 0
    var lastLeaf: Int32 = 0

    var totalCount = 0
    var totalVisible = 0
    var totalExtent = 0.0
    /// Whether any row was pinned since the tree was built: until then the pinned counts are all
    /// zero and edits skip them.
    var hasPinned = false
    var totalPinned = 0

    init() {
        root = allocateLeaf()
        firstLeaf = root
        lastLeaf = root
    }

    // MARK: Allocation

    mutating func allocateLeaf() -> Int32 {
        if let leaf = freeLeaves.popLast() {
            leafLength[Int(leaf)] = 0
            leafParent[Int(leaf)] = -1
            leafNext[Int(leaf)] = -1
            leafPrev[Int(leaf)] = -1
            return leaf
        }
        let leaf = Int32(leafLength.count)
        entrySlot.append(contentsOf: repeatElement(0, count: Self.leafCapacity))
        entryExtent.append(contentsOf: repeatElement(0, count: Self.leafCapacity))
        entryHidden.append(contentsOf: repeatElement(false, count: Self.leafCapacity))
        entryPinned.append(contentsOf: repeatElement(false, count: Self.leafCapacity))
        leafLength.append(0)
        leafParent.append(-1)
        leafNext.append(-1)
        leafPrev.append(-1)
        return leaf
    }

    mutating func allocateNode() -> Int32 {
        if let node = freeNodes.popLast() {
            nodeLength[Int(node)] = 0
            nodeParent[Int(node)] = -1
            return node
        }
        let node = Int32(nodeLength.count)
        childID.append(contentsOf: repeatElement(-1, count: Self.nodeCapacity))
        childCount.append(contentsOf: repeatElement(0, count: Self.nodeCapacity))
        childVisible.append(contentsOf: repeatElement(0, count: Self.nodeCapacity))
        childExtent.append(contentsOf: repeatElement(0, count: Self.nodeCapacity))
        childPinned.append(contentsOf: repeatElement(0, count: Self.nodeCapacity))
        nodeLength.append(0)
        nodeParent.append(-1)
        return node
    }

    mutating func ensureSlotCapacity(_ slot: UInt32) {
        if Int(slot) >= slotLeaf.count {
            slotLeaf.append(contentsOf: repeatElement(-1, count: Int(slot) + 1 - slotLeaf.count))
        }
    }
}

extension RowTree {
    // MARK: Totals

    func leafTotals(_ leaf: Int32) -> (count: Int, visible: Int, extent: Double) {
        let start = base(ofLeaf: leaf)
        let length = Int(leafLength[Int(leaf)])
        var visible = 0
        var extent = 0.0
        for k in start ..< start + length where !entryHidden[k] {
            visible += 1
            extent += entryExtent[k]
        }
        return (length, visible, extent)
    }

    func nodeTotals(_ node: Int32) -> (count: Int, visible: Int, extent: Double) {
        let start = base(ofNode: node)
        var count = 0
        var visible = 0
        var extent = 0.0
        for k in start ..< start + Int(nodeLength[Int(node)]) {
            count += childCount[k]
            visible += childVisible[k]
            extent += childExtent[k]
        }
        return (count, visible, extent)
    }

    private func totals(of child: Int32, childIsLeaf: Bool) -> (count: Int, visible: Int, extent: Double) {
        childIsLeaf ? leafTotals(child) : nodeTotals(child)
    }

    /// Recomputes the totals of `leaf` and of every ancestor, from the leaf up to the root.
    mutating func refreshUpward(from leaf: Int32) {
        var totals = leafTotals(leaf)
        var pinned = hasPinned ? pinnedCount(ofLeaf: leaf) : 0
        var child = leaf
        var node = leafParent[Int(leaf)]
        while node >= 0 {
            let start = base(ofNode: node)
            var j = start
            while childID[j] != child { j += 1 }
            childCount[j] = totals.count
            childVisible[j] = totals.visible
            childExtent[j] = totals.extent
            totals = nodeTotals(node)
            if hasPinned {
                childPinned[j] = pinned
                pinned = pinnedCount(ofNode: node)
            }
            child = node
            node = nodeParent[Int(node)]
        }
        totalCount = totals.count
        totalVisible = totals.visible
        totalExtent = totals.extent
        totalPinned = pinned
    }

    mutating func storeTotals(ofChildAt slot: Int, childIsLeaf: Bool) {
        let t = totals(of: childID[slot], childIsLeaf: childIsLeaf)
        childCount[slot] = t.count
        childVisible[slot] = t.visible
        childExtent[slot] = t.extent
        if hasPinned {
            childPinned[slot] = childIsLeaf ? pinnedCount(ofLeaf: childID[slot]) : pinnedCount(ofNode: childID[slot])
        }
    }

    // MARK: Parent links

    @inline(__always)
    func parent(of child: Int32, childIsLeaf: Bool) -> Int32 {
        childIsLeaf ? leafParent[Int(child)] : nodeParent[Int(child)]
    }

    @inline(__always)
    mutating func setParent(_ parent: Int32, of child: Int32, childIsLeaf: Bool) {
        if childIsLeaf { leafParent[Int(child)] = parent } else { nodeParent[Int(child)] = parent }
    }

    func slotIndex(of child: Int32, in node: Int32) -> Int {
        let start = base(ofNode: node)
        var j = start
        while childID[j] != child { j += 1 }
        return j - start
    }
}
