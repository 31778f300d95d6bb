// Walking the rows in order: the one way code outside the tree reads its entries. A walker carries
// the current row's slot, extent and hidden flag and the running sums before it.

/// A position in a walk over the tree's rows, in order: the row there (its slot, stored extent
/// and hidden flag) and the sums before it (its index, the number of visible rows before it and
/// their extent). The extent before a row is summed in the same order as
/// ``RowTree/prefix(of:)``, so a walk and a lookup give bit-identical offsets.
struct TreeWalker {
    private(set) var cursor: TreeCursor
    /// The row's index.
    private(set) var index: Int
    /// The visible rows before it.
    private(set) var visibleBefore: Int
    /// The visible extent before the row inside its leaf, left to right.
    fileprivate var leafPartial: Double
    /// The visible extent before its leaf.
    fileprivate var upper: Double
    private(set) var slot: UInt32
    private(set) var extent: Double
    private(set) var isHidden: Bool

    /// The visible extent before the row.
    var extentBefore: Double { leafPartial + upper }
}

extension RowTree {
    /// A walker on the row at `cursor`. O(log n).
    func walker(at cursor: TreeCursor) -> TreeWalker {
        let leaf = leafPrefix(of: cursor)
        let upper = upperPrefix(of: cursor.leaf)
        let k = base(ofLeaf: cursor.leaf) + cursor.pos
        return TreeWalker(cursor: cursor, index: upper.index + cursor.pos, visibleBefore: upper.visible + leaf.visible,
                          leafPartial: leaf.extent, upper: upper.extent, slot: entrySlot[k], extent: entryExtent[k],
                          isHidden: entryHidden[k])
    }

    /// A walker on the row at `pos` in `walker`'s leaf (before `walker`'s row), with the sums a
    /// walk would have there, added in the walk's order (the tree unchanged since `walker` was
    /// made). O(pos): no search from the root.
    func walker(atPosition pos: Int, inLeafOf walker: TreeWalker) -> TreeWalker {
        let start = base(ofLeaf: walker.cursor.leaf)
        var partial = 0.0
        for k in start ..< start + pos where !entryHidden[k] { partial += entryExtent[k] }
        var visibleBefore = walker.visibleBefore
        for k in start + pos ..< start + walker.cursor.pos where !entryHidden[k] { visibleBefore -= 1 }
        let k = start + pos
        return TreeWalker(cursor: TreeCursor(leaf: walker.cursor.leaf, pos: pos), index: walker.index - walker.cursor.pos + pos,
                          visibleBefore: visibleBefore, leafPartial: partial, upper: walker.upper,
                          slot: entrySlot[k], extent: entryExtent[k], isHidden: entryHidden[k])
    }

    /// A walker on the first row, or `nil` for an empty tree.
    func walkerAtFirstRow() -> TreeWalker? {
        totalCount > 0 ? walker(at: TreeCursor(leaf: firstLeaf, pos: 0)) : nil
    }

    /// Moves `walker` to the next row; `false` (and the walker unchanged) after the last one.
    /// O(1), and O(log n) when the walk enters a new leaf.
    @inline(__always)
    func advance(_ walker: inout TreeWalker) -> Bool {
        let leafPartial = walker.isHidden ? walker.leafPartial : walker.leafPartial + walker.extent
        let visibleBefore = walker.isHidden ? walker.visibleBefore : walker.visibleBefore + 1
        var cursor = walker.cursor
        if cursor.pos + 1 < Int(leafLength[Int(cursor.leaf)]) {
            cursor.pos += 1
            let k = base(ofLeaf: cursor.leaf) + cursor.pos
            walker = TreeWalker(cursor: cursor, index: walker.index + 1, visibleBefore: visibleBefore, leafPartial: leafPartial,
                                upper: walker.upper, slot: entrySlot[k], extent: entryExtent[k], isHidden: entryHidden[k])
            return true
        }
        var leaf = leafNext[Int(cursor.leaf)]
        while leaf >= 0 && leafLength[Int(leaf)] == 0 { leaf = leafNext[Int(leaf)] }
        guard leaf >= 0 else { return false }
        let k = base(ofLeaf: leaf)
        walker = TreeWalker(cursor: TreeCursor(leaf: leaf, pos: 0), index: walker.index + 1, visibleBefore: visibleBefore,
                            leafPartial: 0, upper: upperPrefix(of: leaf).extent, slot: entrySlot[k], extent: entryExtent[k],
                            isHidden: entryHidden[k])
        return true
    }

    /// Calls `body` with every row's slot, in order. O(n).
    func forEachSlot(_ body: (UInt32) -> Void) {
        var leaf = firstLeaf
        while leaf >= 0 {
            let start = base(ofLeaf: leaf)
            for k in start ..< start + Int(leafLength[Int(leaf)]) { body(entrySlot[k]) }
            leaf = leafNext[Int(leaf)]
        }
    }

    /// Calls `body` with every row's slot and hidden state, in order. O(n).
    func forEachEntry(_ body: (_ slot: UInt32, _ isHidden: Bool) -> Void) {
        var leaf = firstLeaf
        while leaf >= 0 {
            let start = base(ofLeaf: leaf)
            for k in start ..< start + Int(leafLength[Int(leaf)]) { body(entrySlot[k], entryHidden[k]) }
            leaf = leafNext[Int(leaf)]
        }
    }

    /// How many slot numbers the tree can place without growing its table.
    var slotCapacity: Int { slotLeaf.count }

    /// Whether a row with slot `slot` is in the tree.
    func contains(slot: UInt32) -> Bool {
        Int(slot) < slotLeaf.count && slotLeaf[Int(slot)] >= 0
    }
}
