// Changing every entry at once in O(n): all extents rewritten, many rows hidden or shown, and
// every sum recomputed from the entries.

extension RowTree {
    /// Rewrites every entry's extent (hidden flags stay) and recomputes all sums in O(n).
    mutating func rewriteAllExtents(_ extentOfSlot: (UInt32) -> Double) {
        let leafLength = self.leafLength
        let leafNext = self.leafNext
        let leafParent = self.leafParent
        let firstLeaf = self.firstLeaf
        let height = self.height
        // Each leaf's totals are summed as its extents are written (in the order `leafTotals` sums
        // them) and stored in its parent at once, so the entries are read once; a parent's leaves
        // are consecutive in the leaf list, in the order of its children.
        var parent: Int32 = -1
        var position = 0
        var total = (count: 0, visible: 0, extent: 0.0)
        entrySlot.withUnsafeBufferPointer { slots in
            entryHidden.withUnsafeBufferPointer { hidden in
                entryExtent.withUnsafeMutableBufferPointer { extents in
                    var leaf = firstLeaf
                    while leaf >= 0 {
                        let start = Int(leaf) * Self.leafCapacity
                        let length = Int(leafLength[Int(leaf)])
                        var visible = 0
                        var sum = 0.0
                        for k in start ..< start + length {
                            let extent = extentOfSlot(slots[k])
                            extents[k] = extent
                            if !hidden[k] {
                                visible += 1
                                sum += extent
                            }
                        }
                        if height == 0 {
                            total = (length, visible, sum)
                        } else {
                            let node = leafParent[Int(leaf)]
                            position = node == parent ? position + 1 : 0
                            parent = node
                            let k = Int(node) * Self.nodeCapacity + position
                            childCount[k] = length
                            childVisible[k] = visible
                            childExtent[k] = sum
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
