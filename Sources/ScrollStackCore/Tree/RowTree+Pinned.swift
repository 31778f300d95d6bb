// Pinned rows in the tree: each entry's mark, the count of pinned visible rows below every child,
// and the searches those counts make O(log n): the last pinned row at or before a row, the first
// one after it.

extension RowTree {
    // MARK: Counts

    /// Pinned rows of `leaf` that are not hidden.
    func pinnedCount(ofLeaf leaf: Int32) -> Int {
        let start = base(ofLeaf: leaf)
        var count = 0
        for k in start ..< start + Int(leafLength[Int(leaf)]) where entryPinned[k] && !entryHidden[k] { count += 1 }
        return count
    }

    /// Pinned visible rows below `node`, from its children's counts.
    func pinnedCount(ofNode node: Int32) -> Int {
        let start = base(ofNode: node)
        var count = 0
        for k in start ..< start + Int(nodeLength[Int(node)]) { count += childPinned[k] }
        return count
    }

    /// Recomputes every pinned count from the entries, in O(n).
    mutating func recomputeAllPinnedCounts() {
        func visit(_ node: Int32, level: Int) -> Int {
            if level == 0 { return pinnedCount(ofLeaf: node) }
            let start = base(ofNode: node)
            var total = 0
            for k in start ..< start + Int(nodeLength[Int(node)]) {
                childPinned[k] = visit(childID[k], level: level - 1)
                total += childPinned[k]
            }
            return total
        }
        totalPinned = visit(root, level: height)
    }

    // MARK: Marking

    /// Whether the row at `cursor` is pinned (hidden or not).
    func isPinned(at cursor: TreeCursor) -> Bool { entryPinned[base(ofLeaf: cursor.leaf) + cursor.pos] }

    /// Pins or unpins the row at `cursor` and refreshes the counts above it. O(log n).
    mutating func setPinned(_ pinned: Bool, at cursor: TreeCursor) {
        entryPinned[base(ofLeaf: cursor.leaf) + cursor.pos] = pinned
        if pinned && !hasPinned {
            hasPinned = true
            recomputeAllPinnedCounts()
        } else if hasPinned {
            refreshUpward(from: cursor.leaf)
        }
    }

    /// Pins every row whose slot `isPinned` says so (and unpins the others), in O(n): for a tree
    /// just built from rows whose marks it did not take.
    mutating func setPinned(where isPinned: (UInt32) -> Bool) {
        var any = false
        var leaf = firstLeaf
        while leaf >= 0 {
            let start = base(ofLeaf: leaf)
            for k in start ..< start + Int(leafLength[Int(leaf)]) {
                entryPinned[k] = isPinned(entrySlot[k])
                any = any || entryPinned[k]
            }
            leaf = leafNext[Int(leaf)]
        }
        hasPinned = hasPinned || any
        if hasPinned { recomputeAllPinnedCounts() }
    }

    // MARK: Searching

    /// The last pinned visible row at or before `cursor`, or `nil`. O(log n): the search leaves
    /// the cursor's leaf only through children whose counts say a pinned row is inside.
    func lastPinned(atOrBefore cursor: TreeCursor) -> TreeCursor? {
        guard hasPinned && totalPinned > 0 else { return nil }
        let start = base(ofLeaf: cursor.leaf)
        var pos = cursor.pos
        while pos >= 0 {
            if entryPinned[start + pos] && !entryHidden[start + pos] { return TreeCursor(leaf: cursor.leaf, pos: pos) }
            pos -= 1
        }
        // Up until a node has a child before the path with a pinned row, then down its rightmost one.
        var child = cursor.leaf
        var node = leafParent[Int(cursor.leaf)]
        var level = 1
        while node >= 0 {
            let first = base(ofNode: node)
            var j = first + slotIndex(of: child, in: node) - 1
            while j >= first && childPinned[j] == 0 { j -= 1 }
            if j >= first { return lastPinned(below: childID[j], level: level - 1) }
            child = node
            node = nodeParent[Int(node)]
            level += 1
        }
        return nil
    }

    /// The first pinned visible row after `cursor`, or `nil`. O(log n).
    func firstPinned(after cursor: TreeCursor) -> TreeCursor? {
        guard hasPinned && totalPinned > 0 else { return nil }
        let start = base(ofLeaf: cursor.leaf)
        let length = Int(leafLength[Int(cursor.leaf)])
        for pos in cursor.pos + 1 ..< max(cursor.pos + 1, length) where entryPinned[start + pos] && !entryHidden[start + pos] {
            return TreeCursor(leaf: cursor.leaf, pos: pos)
        }
        var child = cursor.leaf
        var node = leafParent[Int(cursor.leaf)]
        var level = 1
        while node >= 0 {
            let first = base(ofNode: node)
            let end = first + Int(nodeLength[Int(node)])
            var j = first + slotIndex(of: child, in: node) + 1
            while j < end && childPinned[j] == 0 { j += 1 }
            if j < end { return firstPinned(below: childID[j], level: level - 1) }
            child = node
            node = nodeParent[Int(node)]
            level += 1
        }
        return nil
    }

    /// The last pinned visible row below `id` (a leaf at level 0), which has one.
    private func lastPinned(below id: Int32, level: Int) -> TreeCursor? {
        var id = id
        var level = level
        while level > 0 {
            let first = base(ofNode: id)
            var j = first + Int(nodeLength[Int(id)]) - 1
            while j > first && childPinned[j] == 0 { j -= 1 }
            id = childID[j]
            level -= 1
        }
        let start = base(ofLeaf: id)
        for pos in stride(from: Int(leafLength[Int(id)]) - 1, through: 0, by: -1)
        where entryPinned[start + pos] && !entryHidden[start + pos] {
            return TreeCursor(leaf: id, pos: pos)
        }
        return nil
    }

    /// The first pinned visible row below `id` (a leaf at level 0), which has one.
    private func firstPinned(below id: Int32, level: Int) -> TreeCursor? {
        var id = id
        var level = level
        while level > 0 {
            let first = base(ofNode: id)
            let end = first + Int(nodeLength[Int(id)])
            var j = first
            while j < end - 1 && childPinned[j] == 0 { j += 1 }
            id = childID[j]
            level -= 1
        }
        let start = base(ofLeaf: id)
        for pos in 0 ..< Int(leafLength[Int(id)]) where entryPinned[start + pos] && !entryHidden[start + pos] {
            return TreeCursor(leaf: id, pos: pos)
        }
        return nil
    }
}
