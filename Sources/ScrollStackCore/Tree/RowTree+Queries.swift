// Reading the tree: cursors by slot, index, offset and visible ordinal, stepping between entries,
// and the running sums (index, visible rows, extent) before any entry.

extension RowTree {
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
    func insertionCursor(at index: Int) -> TreeCursor {
        let (leaf, remaining) = descend(to: index, countingVisibleRows: false, endOfChild: true)
        return TreeCursor(leaf: leaf, pos: remaining)
    }

    /// Walks from the root to the leaf that holds the `target`-th row (counting all rows or only
    /// visible ones) and returns that leaf with the number of such rows before it inside the leaf.
    private func descend(to target: Int, countingVisibleRows: Bool, endOfChild: Bool) -> (leaf: Int32, remaining: Int) {
        descend(from: target) { remaining, k in
            let rows = countingVisibleRows ? childVisible[k] : childCount[k]
            return remaining < rows || (endOfChild && remaining == rows) ? nil : rows
        }
    }

    /// Walks from the root to a leaf: in each node, the first child for which `take` (given what
    /// is left of the target and the child's slot) returns `nil` is entered, and each child before
    /// it takes its share off the target; the last child is entered whatever is left. Returns the
    /// leaf and what is left.
    @inline(__always)
    private func descend<Amount: Numeric>(from target: Amount,
                                          take: (_ remaining: Amount, _ child: Int) -> Amount?) -> (leaf: Int32, remaining: Amount) {
        var node = root
        var remaining = target
        var level = height
        while level > 0 {
            let start = base(ofNode: node)
            let last = Int(nodeLength[Int(node)]) - 1
            var j = 0
            while j < last, let share = take(remaining, start + j) {
                remaining -= share
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
        let leaf = leafPrefix(of: cursor)
        let upper = upperPrefix(of: cursor.leaf)
        return (cursor.pos + upper.index, leaf.visible + upper.visible, leaf.extent + upper.extent)
    }

    /// Visible rows and their extent before `cursor` inside its leaf, summed left to right.
    func leafPrefix(of cursor: TreeCursor) -> (visible: Int, extent: Double) {
        let start = base(ofLeaf: cursor.leaf)
        var visible = 0
        var extent = 0.0
        for k in start ..< start + cursor.pos where !entryHidden[k] {
            visible += 1
            extent += entryExtent[k]
        }
        return (visible, extent)
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
        let (node, leftInLeaf) = descend(from: target) { remaining, k in
            let advance = childExtent[k] + spacing * Double(childVisible[k])
            return remaining <= advance + slack ? nil : advance
        }
        var remaining = leftInLeaf
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
}
