// Scanning every row in order, leaf by leaf, for whole-stack passes (a full layout): the sums
// before each leaf are kept up to date as the scan moves instead of looked up for every leaf.

/// A scan over the tree's leaves in order. At each step it holds one non-empty leaf: how many rows
/// it has and the sums before it (rows, visible rows and their extent). Rows of the leaf are read
/// with ``RowTree/scannedSlot(_:at:)`` and its siblings.
///
/// The extent before a leaf is folded in the canonical order of ``RowTree/prefix(of:)`` (each
/// level's preceding siblings summed left to right, levels folded from the leaf's parent up), so a
/// scan and a lookup give bit-identical offsets; only the order in which those partial sums are
/// reached differs. Moving to the next leaf costs O(1) amortised, where a lookup costs O(log n).
@usableFromInline
struct TreeScan {
    /// The current leaf's first entry in the entry arrays.
    @usableFromInline private(set) var base: Int
    /// How many rows the current leaf holds (never 0).
    @usableFromInline private(set) var count: Int
    /// How many of the current leaf's rows are shown: when all are, a pass need not look at any
    /// row's hidden flag.
    @usableFromInline private(set) var shownCount: Int
    /// The rows before the current leaf.
    @usableFromInline private(set) var rowsBefore: Int
    /// The visible rows before the current leaf.
    @usableFromInline private(set) var visibleBefore: Int
    /// The visible extent before the current leaf.
    @usableFromInline private(set) var extentBefore: Double
    private var leaf: Int32
    /// From the leaf's parent (index 0) up to the root: the node, the position of the path's child
    /// in it, and the extent of the children before that position, summed left to right.
    private var path: [(node: Int32, position: Int, partial: Double)]

    fileprivate init(tree: RowTree) {
        base = 0
        count = 0
        shownCount = 0
        rowsBefore = 0
        visibleBefore = 0
        extentBefore = 0
        leaf = tree.root
        path = []
        path.reserveCapacity(tree.height)
        for _ in 0 ..< tree.height { path.append((-1, 0, 0)) }
        enterFirstLeaf(below: tree.height, node: tree.root, tree: tree)
    }

    /// Follows first children from `node` (at `level` levels above the leaves) down to a leaf.
    private mutating func enterFirstLeaf(below level: Int, node: Int32, tree: RowTree) {
        var node = node
        var level = level
        while level > 0 {
            level -= 1
            path[level] = (node, 0, 0)
            node = tree.childID[tree.base(ofNode: node)]
        }
        leaf = node
        base = tree.base(ofLeaf: node)
        count = Int(tree.leafLength[Int(node)])
        shownCount = path.isEmpty ? tree.totalVisible : tree.childVisible[tree.base(ofNode: path[0].node) + path[0].position]
        var extent = 0.0
        for level in path.indices { extent += path[level].partial }
        extentBefore = extent
    }

    /// Moves to the next leaf of `tree`; `false` after the last one.
    fileprivate mutating func advanceLeaf(in tree: RowTree) -> Bool {
        var level = 0
        while level < path.count {
            let (node, position, partial) = path[level]
            let k = tree.base(ofNode: node) + position
            path[level].partial = partial + tree.childExtent[k]
            if level == 0 {
                rowsBefore += tree.childCount[k]
                visibleBefore += tree.childVisible[k]
            }
            if position + 1 < Int(tree.nodeLength[Int(node)]) {
                path[level].position = position + 1
                enterFirstLeaf(below: level, node: tree.childID[k + 1], tree: tree)
                return true
            }
            level += 1
        }
        return false
    }
}

extension RowTree {
    /// A scan on the first non-empty leaf, or `nil` for an empty tree.
    @usableFromInline
    func scan() -> TreeScan? {
        guard totalCount > 0 else { return nil }
        var scan = TreeScan(tree: self)
        while scan.count == 0 { guard scan.advanceLeaf(in: self) else { return nil } }
        return scan
    }

    /// Moves `scan` to the next non-empty leaf; `false` after the last one.
    @usableFromInline
    func advance(_ scan: inout TreeScan) -> Bool {
        repeat {
            guard scan.advanceLeaf(in: self) else { return false }
        } while scan.count == 0
        return true
    }

    /// Calls `body` with the entries of the tree for reading during a scan, without a bounds check
    /// per read (the scan only hands out positions inside its leaf).
    @inlinable @inline(__always)
    func withScannedEntries<Result>(_ body: (ScannedEntries) throws -> Result) rethrows -> Result {
        try entrySlot.withUnsafeBufferPointer { slots in
            try entryExtent.withUnsafeBufferPointer { extents in
                try entryHidden.withUnsafeBufferPointer { hidden in
                    try body(ScannedEntries(slots: slots, extents: extents, hidden: hidden))
                }
            }
        }
    }
}

/// The rows of the leaf a ``TreeScan`` is on, read by their position in the leaf.
@usableFromInline
struct ScannedEntries {
    @usableFromInline let slots: UnsafeBufferPointer<UInt32>
    @usableFromInline let extents: UnsafeBufferPointer<Double>
    @usableFromInline let hidden: UnsafeBufferPointer<Bool>

    @inlinable
    init(slots: UnsafeBufferPointer<UInt32>, extents: UnsafeBufferPointer<Double>, hidden: UnsafeBufferPointer<Bool>) {
        self.slots = slots
        self.extents = extents
        self.hidden = hidden
    }

    /// The slot of row `row` (0 ..< `scan.count`) of the scan's leaf.
    @inlinable @inline(__always)
    func slot(_ row: Int, at scan: TreeScan) -> UInt32 { slots[scan.base &+ row] }

    /// The stored extent of row `row` of the scan's leaf.
    @inlinable @inline(__always)
    func extent(_ row: Int, at scan: TreeScan) -> Double { extents[scan.base &+ row] }

    /// Whether row `row` of the scan's leaf is hidden.
    @inlinable @inline(__always)
    func isHidden(_ row: Int, at scan: TreeScan) -> Bool { hidden[scan.base &+ row] }
}
