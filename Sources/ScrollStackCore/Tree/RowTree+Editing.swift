// Changing the tree one entry at a time: new extents and hidden flags, insertion with leaf and node
// splits, removal with rebalancing, each in O(log n).

extension RowTree {
    // MARK: Updating entries

    /// Sets the extent and hidden flag of one row and refreshes the sums above it.
    mutating func update(at cursor: TreeCursor, extent: Double, hidden: Bool) {
        let k = base(ofLeaf: cursor.leaf) + cursor.pos
        entryExtent[k] = extent
        entryHidden[k] = hidden
        refreshUpward(from: cursor.leaf)
    }

    /// Stores a row's extent without refreshing the sums above it, for a caller that changes many
    /// and then calls ``recomputeAllTotals()``.
    mutating func storeExtentLeavingTotals(_ extent: Double, at cursor: TreeCursor) {
        entryExtent[base(ofLeaf: cursor.leaf) + cursor.pos] = extent
    }

    // MARK: Insertion

    /// Inserts one row so that it ends up at `index` (0 ... totalCount).
    mutating func insert(slot: UInt32, extent: Double, hidden: Bool, pinned: Bool = false, at index: Int) {
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
            entryPinned[k] = entryPinned[k - 1]
            k -= 1
        }
        entrySlot[k] = slot
        entryExtent[k] = extent
        entryHidden[k] = hidden
        entryPinned[k] = pinned
        hasPinned = hasPinned || pinned
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
        childPinned[destination] = childPinned[source]
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
            entryPinned[k] = entryPinned[k + 1]
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

    /// Merges an underfull `leaf` with a sibling or evens the two out (as a removal does), and
    /// refreshes the totals above them.
    mutating func rebalanceUnderfullLeaf(_ leaf: Int32) {
        refreshUpward(from: rebalance(leaf, .leaves))
        collapseRoot()
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
            entryPinned[destination] = entryPinned[source]
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
}
