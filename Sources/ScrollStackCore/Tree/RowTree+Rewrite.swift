// Changing every entry at once in O(n): all extents rewritten, many rows hidden or shown, and
// every sum recomputed from the entries.

extension RowTree {
    /// Rewrites every entry's extent (hidden flags stay) and recomputes all sums in O(n). Kept out
    /// of its callers, where the optimiser left its loop reloading the arrays' addresses per row.
    @inline(never)
    mutating func rewriteAllExtents(_ extentOfSlot: (UInt32) -> Double) {
        let leafLength = self.leafLength
        let leafNext = self.leafNext
        let leafParent = self.leafParent
        let firstLeaf = self.firstLeaf
        let height = self.height
        // Each leaf's extent is summed as its extents are written (in the order `leafTotals` sums
        // them) and stored in its parent at once, so the entries are read once; a parent's leaves
        // are consecutive in the leaf list, in the order of its children. Counts of rows and of
        // shown rows do not change, so they are left as they are.
        var parent: Int32 = -1
        var position = 0
        var total = (count: totalCount, visible: totalVisible, extent: 0.0)
        entrySlot.withUnsafeBufferPointer { slots in
            entryHidden.withUnsafeBufferPointer { hidden in
                entryExtent.withUnsafeMutableBufferPointer { extents in
                    var leaf = firstLeaf
                    while leaf >= 0 {
                        let start = Int(leaf) * Self.leafCapacity
                        let length = Int(leafLength[Int(leaf)])
                        let node = leafParent[Int(leaf)]
                        if height > 0 {
                            position = node == parent ? position + 1 : 0
                            parent = node
                        }
                        let entry = Int(node) * Self.nodeCapacity + position
                        // Most leaves have no hidden row, and their flags need not be read.
                        let allShown = (height == 0 ? totalVisible : childVisible[entry]) == length
                        var sum = 0.0
                        var k = start
                        while k < start &+ length {
                            let extent = extentOfSlot(slots[k])
                            extents[k] = extent
                            sum += allShown || !hidden[k] ? extent : 0
                            k &+= 1
                        }
                        if height == 0 {
                            total.extent = sum
                        } else {
                            childExtent[entry] = sum
                        }
                        leaf = leafNext[Int(leaf)]
                    }
                }
            }
        }
        if height > 0 { total = recomputeTotals(of: root, level: height, leavesKnown: true) }
        totalCount = total.count
        totalVisible = total.visible
        totalExtent = total.extent
    }

    /// Sets the hidden flag of every entry whose slot `isListed` says so, recomputes every sum, and
    /// returns the slots whose flag changed, in tree order: O(n), for a change to many rows at once.
    mutating func setHidden(_ hidden: Bool, where isListed: (UInt32) -> Bool) -> [UInt32] {
        var changed: [UInt32] = []
        let leafLength = self.leafLength
        let leafNext = self.leafNext
        var leaf = firstLeaf
        entrySlot.withUnsafeBufferPointer { slots in
            entryHidden.withUnsafeMutableBufferPointer { flags in
                while leaf >= 0 {
                    let start = Int(leaf) * Self.leafCapacity
                    for k in start ..< start + Int(leafLength[Int(leaf)]) where flags[k] != hidden && isListed(slots[k]) {
                        flags[k] = hidden
                        changed.append(slots[k])
                    }
                    leaf = leafNext[Int(leaf)]
                }
            }
        }
        if !changed.isEmpty { recomputeAllTotals() }
        return changed
    }

    /// Recomputes every node's totals from the entries, in O(n).
    mutating func recomputeAllTotals() {
        let totals = recomputeTotals(of: root, level: height, leavesKnown: false)
        totalCount = totals.count
        totalVisible = totals.visible
        totalExtent = totals.extent
        if hasPinned { recomputeAllPinnedCounts() }
    }

    /// Recomputes the totals below `node`; with `leavesKnown`, the totals of leaves already stored
    /// in their parents are kept.
    private mutating func recomputeTotals(of node: Int32, level: Int,
                                          leavesKnown: Bool) -> (count: Int, visible: Int, extent: Double) {
        if level == 0 { return leafTotals(node) }
        let start = base(ofNode: node)
        if level == 1 && leavesKnown { return nodeTotals(node) }
        for j in start ..< start + Int(nodeLength[Int(node)]) {
            let t = recomputeTotals(of: childID[j], level: level - 1, leavesKnown: leavesKnown)
            childCount[j] = t.count
            childVisible[j] = t.visible
            childExtent[j] = t.extent
        }
        return nodeTotals(node)
    }
}
