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
    var entrySlot: [UInt32] = []
    var entryExtent: [Double] = []
    var entryHidden: [Bool] = []
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

    init() {
        root = allocateLeaf()
        firstLeaf = root
        lastLeaf = root
    }

    // MARK: Allocation

    private mutating func allocateLeaf() -> Int32 {
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
        leafLength.append(0)
        leafParent.append(-1)
        leafNext.append(-1)
        leafPrev.append(-1)
        return leaf
    }

    private mutating func allocateNode() -> Int32 {
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
        nodeLength.append(0)
        nodeParent.append(-1)
        return node
    }

    mutating func ensureSlotCapacity(_ slot: UInt32) {
        if Int(slot) >= slotLeaf.count {
            slotLeaf.append(contentsOf: repeatElement(-1, count: Int(slot) + 1 - slotLeaf.count))
        }
    }

    // MARK: Reading entries

    @inline(__always) func base(ofLeaf leaf: Int32) -> Int { Int(leaf) * Self.leafCapacity }
    @inline(__always) func base(ofNode node: Int32) -> Int { Int(node) * Self.nodeCapacity }

    @inline(__always) func slot(at cursor: TreeCursor) -> UInt32 { entrySlot[base(ofLeaf: cursor.leaf) + cursor.pos] }
    @inline(__always) func extent(at cursor: TreeCursor) -> Double { entryExtent[base(ofLeaf: cursor.leaf) + cursor.pos] }
    @inline(__always) func isHidden(at cursor: TreeCursor) -> Bool { entryHidden[base(ofLeaf: cursor.leaf) + cursor.pos] }

    /// The cursor of a live slot.
    func cursor(ofSlot slot: UInt32) -> TreeCursor {
        let leaf = slotLeaf[Int(slot)]
        let start = base(ofLeaf: leaf)
        let length = Int(leafLength[Int(leaf)])
        var pos = 0
        while pos < length && entrySlot[start + pos] != slot { pos += 1 }
        precondition(pos < length, "RowTree: slot \(slot) is not in its leaf")
        return TreeCursor(leaf: leaf, pos: pos)
    }

    /// The cursor of the row at `index` (0 ..< totalCount).
    func cursor(at index: Int) -> TreeCursor {
        let (leaf, remaining) = descend(to: index, countingVisibleRows: false, endOfChild: false)
        return TreeCursor(leaf: leaf, pos: remaining)
    }

    /// The cursor at which a row inserted at `index` (0 ... totalCount) goes: an index at the end of
    /// a child goes to the end of that child rather than the start of the next.
    private func insertionCursor(at index: Int) -> TreeCursor {
        let (leaf, remaining) = descend(to: index, countingVisibleRows: false, endOfChild: true)
        return TreeCursor(leaf: leaf, pos: remaining)
    }

    /// Walks from the root to the leaf that holds the `target`-th row (counting all rows or only
    /// visible ones) and returns that leaf with the number of such rows before it inside the leaf.
    private func descend(to target: Int, countingVisibleRows: Bool, endOfChild: Bool) -> (leaf: Int32, remaining: Int) {
        var node = root
        var remaining = target
        var level = height
        while level > 0 {
            let start = base(ofNode: node)
            let last = Int(nodeLength[Int(node)]) - 1
            var j = 0
            while j < last {
                let rows = countingVisibleRows ? childVisible[start + j] : childCount[start + j]
                if remaining < rows || (endOfChild && remaining == rows) { break }
                remaining -= rows
                j += 1
            }
            node = childID[start + j]
            level -= 1
        }
        return (node, remaining)
    }

    /// The number of rows, visible rows and the visible extent before `cursor`, in stack order.
    ///
    /// The extent is combined canonically: entries of the cursor's leaf are summed left to right,
    /// then each ancestor level's preceding siblings (left to right) are folded in from the leaf's
    /// parent up to the root, and the leaf part is added last. Every query uses this order.
    func prefix(of cursor: TreeCursor) -> (index: Int, visible: Int, extent: Double) {
        let start = base(ofLeaf: cursor.leaf)
        var visible = 0
        var leafExtent = 0.0
        for k in start ..< start + cursor.pos where !entryHidden[k] {
            visible += 1
            leafExtent += entryExtent[k]
        }
        let upper = upperPrefix(of: cursor.leaf)
        return (cursor.pos + upper.index, visible + upper.visible, leafExtent + upper.extent)
    }

    /// Rows, visible rows and visible extent before the first entry of `leaf`.
    func upperPrefix(of leaf: Int32) -> (index: Int, visible: Int, extent: Double) {
        var index = 0
        var visible = 0
        var extent = 0.0
        var child = leaf
        var node = leafParent[Int(leaf)]
        while node >= 0 {
            let start = base(ofNode: node)
            var j = start
            var partial = 0.0
            while childID[j] != child {
                index += childCount[j]
                visible += childVisible[j]
                partial += childExtent[j]
                j += 1
            }
            extent += partial
            child = node
            node = nodeParent[Int(node)]
        }
        return (index, visible, extent)
    }

    /// The first row whose advance (extent plus `spacing` when visible) ends at or after `target`,
    /// measured from the start of the first row. Lands at or slightly before the exact answer
    /// (never after it), so callers walk forward from it and test each row exactly.
    func cursor(forOffset target: Double, spacing: Double) -> TreeCursor {
        if totalCount == 0 { return TreeCursor(leaf: root, pos: 0) }
        // A tolerance far above rounding noise and far below a pixel keeps the descent on the safe side.
        let slack = 1e-9 * max(1, abs(target))
        var remaining = target
        var node = root
        var level = height
        while level > 0 {
            let start = base(ofNode: node)
            let last = Int(nodeLength[Int(node)]) - 1
            var j = 0
            while j < last {
                let advance = childExtent[start + j] + spacing * Double(childVisible[start + j])
                if remaining <= advance + slack { break }
                remaining -= advance
                j += 1
            }
            node = childID[start + j]
            level -= 1
        }
        let start = base(ofLeaf: node)
        let length = Int(leafLength[Int(node)])
        var pos = 0
        while pos < length - 1 {
            let k = start + pos
            if !entryHidden[k] {
                let advance = entryExtent[k] + spacing
                if remaining <= advance + slack { break }
                remaining -= advance
            }
            pos += 1
        }
        return TreeCursor(leaf: node, pos: pos)
    }

    /// The cursor after `cursor`, or `nil` at the end.
    @inline(__always)
    func next(_ cursor: TreeCursor) -> TreeCursor? {
        if cursor.pos + 1 < Int(leafLength[Int(cursor.leaf)]) {
            return TreeCursor(leaf: cursor.leaf, pos: cursor.pos + 1)
        }
        var leaf = leafNext[Int(cursor.leaf)]
        while leaf >= 0 && leafLength[Int(leaf)] == 0 { leaf = leafNext[Int(leaf)] }
        return leaf >= 0 ? TreeCursor(leaf: leaf, pos: 0) : nil
    }

    /// The cursor before `cursor`, or `nil` at the start.
    func previous(_ cursor: TreeCursor) -> TreeCursor? {
        if cursor.pos > 0 { return TreeCursor(leaf: cursor.leaf, pos: cursor.pos - 1) }
        var leaf = leafPrev[Int(cursor.leaf)]
        while leaf >= 0 && leafLength[Int(leaf)] == 0 { leaf = leafPrev[Int(leaf)] }
        return leaf >= 0 ? TreeCursor(leaf: leaf, pos: Int(leafLength[Int(leaf)]) - 1) : nil
    }

    /// The last visible row, found by descending through the last children with a visible row.
    func lastVisibleCursor() -> TreeCursor? {
        if totalVisible == 0 { return nil }
        var node = root
        var level = height
        while level > 0 {
            let start = base(ofNode: node)
            var j = Int(nodeLength[Int(node)]) - 1
            while j > 0 && childVisible[start + j] == 0 { j -= 1 }
            node = childID[start + j]
            level -= 1
        }
        let start = base(ofLeaf: node)
        var pos = Int(leafLength[Int(node)]) - 1
        while pos > 0 && entryHidden[start + pos] { pos -= 1 }
        return TreeCursor(leaf: node, pos: pos)
    }

    /// The last visible row and its index, or `nil` when no row is visible. O(log n), plus the
    /// hidden subtrees skipped at the end.
    func lastVisible() -> (cursor: TreeCursor, index: Int)? {
        if totalVisible == 0 { return nil }
        var after = 0
        var node = root
        var level = height
        while level > 0 {
            let start = base(ofNode: node)
            var j = Int(nodeLength[Int(node)]) - 1
            while j > 0 && childVisible[start + j] == 0 {
                after += childCount[start + j]
                j -= 1
            }
            node = childID[start + j]
            level -= 1
        }
        let start = base(ofLeaf: node)
        let length = Int(leafLength[Int(node)])
        var pos = length - 1
        while pos > 0 && entryHidden[start + pos] { pos -= 1 }
        after += length - 1 - pos
        return (TreeCursor(leaf: node, pos: pos), totalCount - 1 - after)
    }

    /// The visible row that has `ordinal` visible rows before it (0 ..< totalVisible).
    func cursor(atVisibleOrdinal ordinal: Int) -> TreeCursor {
        let (leaf, found) = descend(to: ordinal, countingVisibleRows: true, endOfChild: false)
        var remaining = found
        let start = base(ofLeaf: leaf)
        var pos = 0
        while true {
            if !entryHidden[start + pos] {
                if remaining == 0 { break }
                remaining -= 1
            }
            pos += 1
        }
        return TreeCursor(leaf: leaf, pos: pos)
    }

    /// The first visible row at or after `index`, or `nil`. O(log n) however many rows are hidden.
    func firstVisibleCursor(atOrAfter index: Int) -> TreeCursor? {
        guard index < totalCount else { return nil }
        let before = prefix(of: cursor(at: index)).visible
        return before < totalVisible ? cursor(atVisibleOrdinal: before) : nil
    }

    /// The last visible row before `index` (0 ... totalCount), or `nil`. O(log n).
    func lastVisibleCursor(before index: Int) -> TreeCursor? {
        let before = index >= totalCount ? totalVisible : prefix(of: cursor(at: index)).visible
        return before > 0 ? cursor(atVisibleOrdinal: before - 1) : nil
    }

    // MARK: Totals

    private func leafTotals(_ leaf: Int32) -> (count: Int, visible: Int, extent: Double) {
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

    private func nodeTotals(_ node: Int32) -> (count: Int, visible: Int, extent: Double) {
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
            child = node
            node = nodeParent[Int(node)]
        }
        totalCount = totals.count
        totalVisible = totals.visible
        totalExtent = totals.extent
    }

    private mutating func storeTotals(ofChildAt slot: Int, childIsLeaf: Bool) {
        let t = totals(of: childID[slot], childIsLeaf: childIsLeaf)
        childCount[slot] = t.count
        childVisible[slot] = t.visible
        childExtent[slot] = t.extent
    }

    // MARK: Parent links

    @inline(__always)
    private func parent(of child: Int32, childIsLeaf: Bool) -> Int32 {
        childIsLeaf ? leafParent[Int(child)] : nodeParent[Int(child)]
    }

    @inline(__always)
    private mutating func setParent(_ parent: Int32, of child: Int32, childIsLeaf: Bool) {
        if childIsLeaf { leafParent[Int(child)] = parent } else { nodeParent[Int(child)] = parent }
    }

    private func slotIndex(of child: Int32, in node: Int32) -> Int {
        let start = base(ofNode: node)
        var j = start
        while childID[j] != child { j += 1 }
        return j - start
    }

    // MARK: Updating entries

    /// Sets the extent and hidden flag of one row and refreshes the sums above it.
    mutating func update(at cursor: TreeCursor, extent: Double, hidden: Bool) {
        let k = base(ofLeaf: cursor.leaf) + cursor.pos
        entryExtent[k] = extent
        entryHidden[k] = hidden
        refreshUpward(from: cursor.leaf)
    }

    /// Rewrites every entry's extent (hidden flags stay) and recomputes all sums in O(n).
    mutating func rewriteAllExtents(_ extentOfSlot: (UInt32) -> Double) {
        let leafLength = self.leafLength
        let leafNext = self.leafNext
        let firstLeaf = self.firstLeaf
        entrySlot.withUnsafeBufferPointer { slots in
            entryExtent.withUnsafeMutableBufferPointer { extents in
                var leaf = firstLeaf
                while leaf >= 0 {
                    let start = Int(leaf) * Self.leafCapacity
                    for k in start ..< start + Int(leafLength[Int(leaf)]) {
                        extents[k] = extentOfSlot(slots[k])
                    }
                    leaf = leafNext[Int(leaf)]
                }
            }
        }
        recomputeAllTotals()
    }

    /// Recomputes every node's totals from the entries, in O(n).
    mutating func recomputeAllTotals() {
        let totals = recomputeTotals(of: root, level: height)
        totalCount = totals.count
        totalVisible = totals.visible
        totalExtent = totals.extent
    }

    private mutating func recomputeTotals(of node: Int32, level: Int) -> (count: Int, visible: Int, extent: Double) {
        if level == 0 { return leafTotals(node) }
        let start = base(ofNode: node)
        for j in start ..< start + Int(nodeLength[Int(node)]) {
            let t = recomputeTotals(of: childID[j], level: level - 1)
            childCount[j] = t.count
            childVisible[j] = t.visible
            childExtent[j] = t.extent
        }
        return nodeTotals(node)
    }

    // MARK: Insertion

    /// Inserts one row so that it ends up at `index` (0 ... totalCount).
    mutating func insert(slot: UInt32, extent: Double, hidden: Bool, at index: Int) {
        ensureSlotCapacity(slot)
        var cursor = insertionCursor(at: index)
        var sibling: Int32 = -1
        if Int(leafLength[Int(cursor.leaf)]) == Self.leafCapacity {
            let right = splitLeaf(cursor.leaf)
            let leftLength = Int(leafLength[Int(cursor.leaf)])
            if cursor.pos > leftLength {
                sibling = cursor.leaf
                cursor = TreeCursor(leaf: right, pos: cursor.pos - leftLength)
            } else {
                sibling = right
            }
        }
        let start = base(ofLeaf: cursor.leaf)
        let length = Int(leafLength[Int(cursor.leaf)])
        var k = start + length
        while k > start + cursor.pos {
            entrySlot[k] = entrySlot[k - 1]
            entryExtent[k] = entryExtent[k - 1]
            entryHidden[k] = entryHidden[k - 1]
            k -= 1
        }
        entrySlot[k] = slot
        entryExtent[k] = extent
        entryHidden[k] = hidden
        leafLength[Int(cursor.leaf)] = Int32(length + 1)
        slotLeaf[Int(slot)] = cursor.leaf
        if sibling >= 0 { refreshUpward(from: sibling) }
        refreshUpward(from: cursor.leaf)
    }

    /// Moves the upper half of a full leaf into a new leaf after it; returns the new leaf.
    private mutating func splitLeaf(_ leaf: Int32) -> Int32 {
        let right = allocateLeaf()
        let keep = Self.leafCapacity / 2
        let moved = Int(leafLength[Int(leaf)]) - keep
        for k in 0 ..< moved {
            moveItem(.leaves, from: (leaf, keep + k), to: (right, k))
        }
        leafLength[Int(leaf)] = Int32(keep)
        leafLength[Int(right)] = Int32(moved)
        linkLeaf(right, after: leaf)
        insertChild(right, after: leaf, childIsLeaf: true)
        return right
    }

    private mutating func linkLeaf(_ leaf: Int32, after previous: Int32) {
        let next = leafNext[Int(previous)]
        leafNext[Int(leaf)] = next
        leafPrev[Int(leaf)] = previous
        leafNext[Int(previous)] = leaf
        if next >= 0 { leafPrev[Int(next)] = leaf } else { lastLeaf = leaf }
    }

    private mutating func unlinkLeaf(_ leaf: Int32) {
        let previous = leafPrev[Int(leaf)]
        let next = leafNext[Int(leaf)]
        if previous >= 0 { leafNext[Int(previous)] = next } else { firstLeaf = next }
        if next >= 0 { leafPrev[Int(next)] = previous } else { lastLeaf = previous }
    }

    /// Puts `newChild` into the parent of `sibling`, right after it, splitting full nodes (and
    /// growing a new root) as needed. The new child's totals are computed from its contents.
    private mutating func insertChild(_ newChild: Int32, after sibling: Int32, childIsLeaf: Bool) {
        var parent = parent(of: sibling, childIsLeaf: childIsLeaf)
        if parent < 0 {
            let node = allocateNode()
            let start = base(ofNode: node)
            childID[start] = sibling
            childID[start + 1] = newChild
            nodeLength[Int(node)] = 2
            setParent(node, of: sibling, childIsLeaf: childIsLeaf)
            setParent(node, of: newChild, childIsLeaf: childIsLeaf)
            storeTotals(ofChildAt: start, childIsLeaf: childIsLeaf)
            storeTotals(ofChildAt: start + 1, childIsLeaf: childIsLeaf)
            root = node
            height += 1
            return
        }
        if Int(nodeLength[Int(parent)]) == Self.nodeCapacity {
            splitNode(parent, childrenAreLeaves: childIsLeaf)
            parent = self.parent(of: sibling, childIsLeaf: childIsLeaf)
        }
        let start = base(ofNode: parent)
        let length = Int(nodeLength[Int(parent)])
        let at = slotIndex(of: sibling, in: parent) + 1
        var k = start + length
        while k > start + at {
            moveChildSlot(from: k - 1, to: k)
            k -= 1
        }
        childID[k] = newChild
        nodeLength[Int(parent)] = Int32(length + 1)
        setParent(parent, of: newChild, childIsLeaf: childIsLeaf)
        storeTotals(ofChildAt: k, childIsLeaf: childIsLeaf)
        storeTotals(ofChildAt: k - 1, childIsLeaf: childIsLeaf)
    }

    @inline(__always)
    private mutating func moveChildSlot(from source: Int, to destination: Int) {
        childID[destination] = childID[source]
        childCount[destination] = childCount[source]
        childVisible[destination] = childVisible[source]
        childExtent[destination] = childExtent[source]
    }

    private mutating func splitNode(_ node: Int32, childrenAreLeaves: Bool) {
        let right = allocateNode()
        let keep = Self.nodeCapacity / 2
        let moved = Int(nodeLength[Int(node)]) - keep
        for k in 0 ..< moved {
            moveItem(.nodes(childrenAreLeaves: childrenAreLeaves), from: (node, keep + k), to: (right, k))
        }
        nodeLength[Int(node)] = Int32(keep)
        nodeLength[Int(right)] = Int32(moved)
        insertChild(right, after: node, childIsLeaf: false)
    }

    // MARK: Removal

    /// Removes the row at `cursor` and returns its slot (the slot's leaf entry is cleared).
    @discardableResult
    mutating func remove(at cursor: TreeCursor) -> UInt32 {
        let start = base(ofLeaf: cursor.leaf)
        let length = Int(leafLength[Int(cursor.leaf)])
        let slot = entrySlot[start + cursor.pos]
        for k in start + cursor.pos ..< start + length - 1 {
            entrySlot[k] = entrySlot[k + 1]
            entryExtent[k] = entryExtent[k + 1]
            entryHidden[k] = entryHidden[k + 1]
        }
        leafLength[Int(cursor.leaf)] = Int32(length - 1)
        slotLeaf[Int(slot)] = -1
        var survivor = cursor.leaf
        if height > 0 && length - 1 < Self.minLeafLength {
            survivor = rebalance(cursor.leaf, .leaves)
        }
        refreshUpward(from: survivor)
        collapseRoot()
        return slot
    }

    /// Which kind of tree node an operation works on.
    private enum Level {
        case leaves
        /// Internal nodes; their children are leaves on the lowest internal level.
        case nodes(childrenAreLeaves: Bool)
    }

    private func length(of id: Int32, _ level: Level) -> Int {
        if case .leaves = level { Int(leafLength[Int(id)]) } else { Int(nodeLength[Int(id)]) }
    }

    private mutating func setLength(_ length: Int, of id: Int32, _ level: Level) {
        if case .leaves = level { leafLength[Int(id)] = Int32(length) } else { nodeLength[Int(id)] = Int32(length) }
    }

    private func parent(of id: Int32, _ level: Level) -> Int32 {
        if case .leaves = level { leafParent[Int(id)] } else { nodeParent[Int(id)] }
    }

    /// Copies item `from.index` of node `from.id` to position `to.index` of node `to.id` (entries for
    /// leaves, child slots for nodes) and points the item at its new owner.
    private mutating func moveItem(_ level: Level, from: (id: Int32, index: Int), to: (id: Int32, index: Int)) {
        switch level {
        case .leaves:
            let source = base(ofLeaf: from.id) + from.index
            let destination = base(ofLeaf: to.id) + to.index
            entrySlot[destination] = entrySlot[source]
            entryExtent[destination] = entryExtent[source]
            entryHidden[destination] = entryHidden[source]
            slotLeaf[Int(entrySlot[destination])] = to.id
        case .nodes(let childrenAreLeaves):
            let destination = base(ofNode: to.id) + to.index
            moveChildSlot(from: base(ofNode: from.id) + from.index, to: destination)
            setParent(to.id, of: childID[destination], childIsLeaf: childrenAreLeaves)
        }
    }

    /// Merges an underfull leaf or node with a sibling when they fit in one, or evens the two out,
    /// then fixes the parent (which may underfill in turn). Returns the left one of the pair, whose
    /// path to the root covers every changed total.
    @discardableResult
    private mutating func rebalance(_ id: Int32, _ level: Level) -> Int32 {
        let parent = parent(of: id, level)
        let start = base(ofNode: parent)
        let index = slotIndex(of: id, in: parent)
        let pairIndex = index + 1 < Int(nodeLength[Int(parent)]) ? index : index - 1
        let left = childID[start + pairIndex]
        let right = childID[start + pairIndex + 1]
        let leftLength = length(of: left, level)
        let rightLength = length(of: right, level)
        let isLeaf = if case .leaves = level { true } else { false }
        let capacity = isLeaf ? Self.leafCapacity : Self.nodeCapacity
        if leftLength + rightLength <= capacity {
            for k in 0 ..< rightLength {
                moveItem(level, from: (right, k), to: (left, leftLength + k))
            }
            setLength(leftLength + rightLength, of: left, level)
            setLength(0, of: right, level)
            if isLeaf {
                unlinkLeaf(right)
                freeLeaves.append(right)
            } else {
                freeNodes.append(right)
            }
            removeChildSlot(at: pairIndex + 1, of: parent)
            storeTotals(ofChildAt: start + pairIndex, childIsLeaf: isLeaf)
            if nodeParent[Int(parent)] >= 0 && Int(nodeLength[Int(parent)]) < Self.minNodeLength {
                rebalance(parent, .nodes(childrenAreLeaves: isLeaf))
            }
            return left
        }
        // Too many for one: move items across the boundary until both hold about half.
        let total = leftLength + rightLength
        let newLeft = total / 2
        if leftLength > newLeft {
            let shift = leftLength - newLeft
            var k = rightLength - 1
            while k >= 0 {
                moveItem(level, from: (right, k), to: (right, k + shift))
                k -= 1
            }
            for k in 0 ..< shift {
                moveItem(level, from: (left, newLeft + k), to: (right, k))
            }
        } else {
            let shift = newLeft - leftLength
            for k in 0 ..< shift {
                moveItem(level, from: (right, k), to: (left, leftLength + k))
            }
            for k in 0 ..< rightLength - shift {
                moveItem(level, from: (right, k + shift), to: (right, k))
            }
        }
        setLength(newLeft, of: left, level)
        setLength(total - newLeft, of: right, level)
        storeTotals(ofChildAt: start + pairIndex, childIsLeaf: isLeaf)
        storeTotals(ofChildAt: start + pairIndex + 1, childIsLeaf: isLeaf)
        return left
    }

    private mutating func removeChildSlot(at index: Int, of node: Int32) {
        let start = base(ofNode: node)
        let length = Int(nodeLength[Int(node)])
        for k in start + index ..< start + length - 1 {
            moveChildSlot(from: k + 1, to: k)
        }
        nodeLength[Int(node)] = Int32(length - 1)
    }

    /// Replaces a root node that has a single child by that child.
    private mutating func collapseRoot() {
        while height > 0 && nodeLength[Int(root)] == 1 {
            let old = root
            root = childID[base(ofNode: old)]
            height -= 1
            setParent(-1, of: root, childIsLeaf: height == 0)
            nodeLength[Int(old)] = 0
            freeNodes.append(old)
        }
    }

    // MARK: Bulk operations

    /// Replaces the whole tree with the given rows, in order, in O(n).
    mutating func build(slots: [UInt32], extents: [Double], hidden: [Bool]) {
        let n = slots.count
        self = RowTree()
        guard n > 0 else { return }
        if let maxSlot = slots.max() { ensureSlotCapacity(maxSlot) }
        let leafCount = (n + Self.bulkLeafFill - 1) / Self.bulkLeafFill
        entrySlot = Array(repeating: 0, count: leafCount * Self.leafCapacity)
        entryExtent = Array(repeating: 0, count: leafCount * Self.leafCapacity)
        entryHidden = Array(repeating: false, count: leafCount * Self.leafCapacity)
        leafLength = Array(repeating: 0, count: leafCount)
        leafParent = Array(repeating: -1, count: leafCount)
        leafNext = Array(repeating: -1, count: leafCount)
        leafPrev = Array(repeating: -1, count: leafCount)
        var level: [Int32] = []
        level.reserveCapacity(leafCount)
        var levelCount: [Int] = []
        var levelVisible: [Int] = []
        var levelExtent: [Double] = []
        levelCount.reserveCapacity(leafCount)
        levelVisible.reserveCapacity(leafCount)
        levelExtent.reserveCapacity(leafCount)
        let per = n / leafCount
        let extra = n % leafCount
        // One pass over contiguous buffers: no per-element uniqueness or bounds checks.
        entrySlot.withUnsafeMutableBufferPointer { entrySlot in
            entryExtent.withUnsafeMutableBufferPointer { entryExtent in
                entryHidden.withUnsafeMutableBufferPointer { entryHidden in
                    slotLeaf.withUnsafeMutableBufferPointer { slotLeaf in
                        slots.withUnsafeBufferPointer { slots in
                            extents.withUnsafeBufferPointer { extents in
                                hidden.withUnsafeBufferPointer { hidden in
                                    var source = 0
                                    for leaf in 0 ..< leafCount {
                                        let length = per + (leaf < extra ? 1 : 0)
                                        let start = leaf * Self.leafCapacity
                                        var visible = 0
                                        var extent = 0.0
                                        for k in 0 ..< length {
                                            let slot = slots[source + k]
                                            let isHidden = hidden[source + k]
                                            let value = extents[source + k]
                                            entrySlot[start + k] = slot
                                            entryExtent[start + k] = value
                                            entryHidden[start + k] = isHidden
                                            slotLeaf[Int(slot)] = Int32(leaf)
                                            if !isHidden {
                                                visible += 1
                                                extent += value
                                            }
                                        }
                                        source += length
                                        level.append(Int32(leaf))
                                        levelCount.append(length)
                                        levelVisible.append(visible)
                                        levelExtent.append(extent)
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
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

    /// Every entry in order: (slot, extent, hidden).
    func allEntries() -> (slots: [UInt32], extents: [Double], hidden: [Bool]) {
        var slots: [UInt32] = []
        var extents: [Double] = []
        var hidden: [Bool] = []
        slots.reserveCapacity(totalCount)
        extents.reserveCapacity(totalCount)
        hidden.reserveCapacity(totalCount)
        var leaf = firstLeaf
        while leaf >= 0 {
            let start = base(ofLeaf: leaf)
            for k in start ..< start + Int(leafLength[Int(leaf)]) {
                slots.append(entrySlot[k])
                extents.append(entryExtent[k])
                hidden.append(entryHidden[k])
            }
            leaf = leafNext[Int(leaf)]
        }
        return (slots, extents, hidden)
    }

    // MARK: Invariants

    /// Checks every structural invariant; traps with a description of the first broken one.
    func checkInvariants() {
        var leaves: [Int32] = []
        func visit(_ node: Int32, level: Int, parent: Int32) -> (count: Int, visible: Int, extent: Double) {
            if level == 0 {
                precondition(leafParent[Int(node)] == parent, "leaf \(node) has a wrong parent")
                let length = Int(leafLength[Int(node)])
                if node != root {
                    precondition(length >= Self.minLeafLength, "leaf \(node) is underfull (\(length))")
                }
                precondition(length <= Self.leafCapacity, "leaf \(node) overflows")
                for k in base(ofLeaf: node) ..< base(ofLeaf: node) + length {
                    precondition(slotLeaf[Int(entrySlot[k])] == node, "slot \(entrySlot[k]) maps to the wrong leaf")
                }
                leaves.append(node)
                return leafTotals(node)
            }
            precondition(nodeParent[Int(node)] == parent, "node \(node) has a wrong parent")
            let length = Int(nodeLength[Int(node)])
            precondition(length >= (node == root ? 2 : Self.minNodeLength), "node \(node) is underfull (\(length))")
            precondition(length <= Self.nodeCapacity, "node \(node) overflows")
            var count = 0
            var visible = 0
            var extent = 0.0
            for k in base(ofNode: node) ..< base(ofNode: node) + length {
                let t = visit(childID[k], level: level - 1, parent: node)
                precondition(t.count == childCount[k] && t.visible == childVisible[k] && t.extent == childExtent[k],
                             "stale totals for child \(childID[k]) of node \(node)")
                count += t.count
                visible += t.visible
                extent += t.extent
            }
            return (count, visible, extent)
        }
        let totals = visit(root, level: height, parent: -1)
        precondition(totals.count == totalCount && totals.visible == totalVisible && totals.extent == totalExtent,
                     "stale tree totals")
        precondition(leaves.first == firstLeaf && leaves.last == lastLeaf, "first/last leaf links are wrong")
        for (i, leaf) in leaves.enumerated() {
            precondition(leafPrev[Int(leaf)] == (i > 0 ? leaves[i - 1] : -1), "leaf \(leaf) has a wrong previous link")
            precondition(leafNext[Int(leaf)] == (i + 1 < leaves.count ? leaves[i + 1] : -1), "leaf \(leaf) has a wrong next link")
        }
    }
}
