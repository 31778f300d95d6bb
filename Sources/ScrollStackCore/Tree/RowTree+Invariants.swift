// The tree's structural invariants, checked by tests after every operation.

extension RowTree {
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
        checkPinnedCounts()
        precondition(leaves.first == firstLeaf && leaves.last == lastLeaf, "first/last leaf links are wrong")
        for (i, leaf) in leaves.enumerated() {
            precondition(leafPrev[Int(leaf)] == (i > 0 ? leaves[i - 1] : -1), "leaf \(leaf) has a wrong previous link")
            precondition(leafNext[Int(leaf)] == (i + 1 < leaves.count ? leaves[i + 1] : -1), "leaf \(leaf) has a wrong next link")
        }
    }

    /// Checks that every child's pinned count is the number of pinned visible rows below it (all
    /// zero while no row was ever pinned).
    private func checkPinnedCounts() {
        func visit(_ node: Int32, level: Int) -> Int {
            if level == 0 {
                let count = pinnedCount(ofLeaf: node)
                precondition(hasPinned || count == 0, "leaf \(node) has pinned rows the tree does not know of")
                return count
            }
            var total = 0
            for k in base(ofNode: node) ..< base(ofNode: node) + Int(nodeLength[Int(node)]) {
                let count = visit(childID[k], level: level - 1)
                precondition(count == (hasPinned ? childPinned[k] : count) && (hasPinned || childPinned[k] == 0),
                             "stale pinned count for child \(childID[k]) of node \(node)")
                total += count
            }
            return total
        }
        let total = visit(root, level: height)
        precondition(!hasPinned || total == totalPinned, "stale pinned total")
    }
}
