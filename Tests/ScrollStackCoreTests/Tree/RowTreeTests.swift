// The B+tree under the engine, tested directly against an array of rows: inserts, removals,
// updates and bulk builds at sizes that split and merge leaves and nodes, with every query and a
// full walk and a full scan compared after each step.

// The tree is internal to the engine (its API is the engine's); these tests reach it with
// @testable, which `swift test` builds allow.
@testable import ScrollStackCore
import ScrollStackTestSupport
import Testing

@Suite("Row tree")
struct RowTreeTests {
    /// A row as the model keeps it. Extents are whole numbers, so every order of summing them
    /// gives the same total and sums can be compared exactly.
    struct Row: Equatable {
        var slot: UInt32
        var extent: Double
        var hidden: Bool
    }

    /// Compares every query of `tree` with `model`; returns the first difference.
    static func mismatch(_ tree: RowTree, _ model: [Row], random: inout SeededGenerator) -> String? {
        tree.checkInvariants()
        let visibleExtent = model.filter { !$0.hidden }.reduce(0) { $0 + $1.extent }
        if tree.totalCount != model.count { return "count \(tree.totalCount), expected \(model.count)" }
        if tree.totalVisible != model.filter({ !$0.hidden }).count { return "visible count \(tree.totalVisible)" }
        if tree.totalExtent != visibleExtent { return "extent \(tree.totalExtent), expected \(visibleExtent)" }
        // The walk: every row in order, with the sums before it.
        var visibleBefore = 0, extentBefore = 0.0, index = 0
        if var walker = tree.walkerAtFirstRow() {
            repeat {
                let row = model[index]
                if walker.index != index || walker.slot != row.slot || walker.extent != row.extent || walker.isHidden != row.hidden
                    || walker.visibleBefore != visibleBefore || walker.extentBefore != extentBefore {
                    return "walk at \(index): slot \(walker.slot), extent \(walker.extent), before \(walker.extentBefore)"
                }
                if !row.hidden {
                    visibleBefore += 1
                    extentBefore += row.extent
                }
                index += 1
            } while tree.advance(&walker)
        }
        if index != model.count { return "the walk visited \(index) of \(model.count) rows" }
        // The scan: every leaf in order, with the sums before it.
        if let problem = scanMismatch(tree, model) { return problem }
        // Lookups by index and by slot, and a walker started anywhere.
        for _ in 0 ..< min(8, model.count) {
            let i = Int.random(in: 0 ..< model.count, using: &random)
            let cursor = tree.cursor(at: i)
            if tree.slot(at: cursor) != model[i].slot { return "cursor(at: \(i)) finds slot \(tree.slot(at: cursor))" }
            if tree.cursor(ofSlot: model[i].slot) != cursor { return "cursor(ofSlot:) of row \(i) differs" }
            let prefix = tree.prefix(of: cursor)
            let before = model[..<i].filter { !$0.hidden }
            if prefix.index != i || prefix.visible != before.count || prefix.extent != before.reduce(0, { $0 + $1.extent }) {
                return "prefix of row \(i): \(prefix)"
            }
            let walker = tree.walker(at: cursor)
            if walker.extentBefore != prefix.extent || walker.visibleBefore != prefix.visible || walker.index != i {
                return "a walker at row \(i) disagrees with its prefix"
            }
        }
        return nil
    }

    /// Scans `tree` leaf by leaf and compares every row and the sums before each leaf with `model`.
    static func scanMismatch(_ tree: RowTree, _ model: [Row]) -> String? {
        guard var scan = tree.scan() else { return model.isEmpty ? nil : "no scan over \(model.count) rows" }
        var index = 0, visibleBefore = 0, extentBefore = 0.0
        var problem: String?
        tree.withScannedEntries { entries in
            repeat {
                if scan.rowsBefore != index || scan.visibleBefore != visibleBefore || scan.extentBefore != extentBefore {
                    problem = "scan before row \(index): \(scan.rowsBefore), \(scan.visibleBefore), \(scan.extentBefore)"
                    return
                }
                for row in 0 ..< scan.count {
                    let expected = model[index]
                    if entries.slot(row, at: scan) != expected.slot || entries.extent(row, at: scan) != expected.extent
                        || entries.isHidden(row, at: scan) != expected.hidden {
                        problem = "scan at row \(index): slot \(entries.slot(row, at: scan))"
                        return
                    }
                    if !expected.hidden {
                        visibleBefore += 1
                        extentBefore += expected.extent
                    }
                    index += 1
                }
            } while tree.advance(&scan)
        }
        if problem == nil && index != model.count { return "the scan visited \(index) of \(model.count) rows" }
        return problem
    }

    @Test("a scan sums each leaf's predecessors as a lookup does, to the bit, through three levels of nodes")
    func scanMatchesLookupsExactly() {
        // Thirds and tenths are not representable, so any other order of summing them shows.
        var random = SeededGenerator(seed: 11)
        var tree = RowTree()
        let count = 200_000
        let extents = (0 ..< count).map { _ in Double(Int.random(in: 1 ... 300, using: &random)) / 3 + 0.1 }
        let hidden = (0 ..< count).map { _ in Int.random(in: 0 ..< 7, using: &random) == 0 }
        tree.build(TreeEntryList(slots: (0 ..< UInt32(count)).map { $0 }, extents: extents, hidden: hidden))
        tree.ensureSlotCapacity(UInt32(count + 2_000))
        // Uneven leaves and nodes: runs of inserts and removals in a few places.
        for slot in UInt32(count) ..< UInt32(count + 2_000) {
            let at = [7, 65_000, 150_000][Int(slot) % 3] + Int(slot) % 40
            tree.insert(slot: slot, extent: 1.0 / 7, hidden: slot % 5 == 0, at: at)
        }
        for _ in 0 ..< 1_500 { _ = tree.remove(at: tree.cursor(at: Int.random(in: 0 ..< tree.totalCount, using: &random))) }
        #expect(tree.height >= 3)
        var scan = tree.scan()!
        var index = 0
        var mismatches = 0
        tree.withScannedEntries { entries in
            repeat {
                var extentInLeaf = 0.0
                var visibleInLeaf = 0
                for row in 0 ..< scan.count {
                    let prefix = tree.prefix(of: tree.cursor(at: index))
                    if prefix.extent != extentInLeaf + scan.extentBefore || prefix.visible != scan.visibleBefore + visibleInLeaf
                        || prefix.index != scan.rowsBefore + row {
                        mismatches += 1
                    }
                    if !entries.isHidden(row, at: scan) {
                        extentInLeaf += entries.extent(row, at: scan)
                        visibleInLeaf += 1
                    }
                    index += 1
                }
            } while tree.advance(&scan)
        }
        #expect(index == tree.totalCount)
        #expect(mismatches == 0)
    }

    @Test("random inserts, removals, updates and rebuilds agree with an array of rows", arguments: [UInt64(1), 2, 3])
    func randomOperations(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        var tree = RowTree()
        var model: [Row] = []
        var nextSlot: UInt32 = 0
        func newRow() -> Row {
            defer { nextSlot += 1 }
            return Row(slot: nextSlot, extent: Double(Int.random(in: 0 ... 50, using: &random)), hidden: Int.random(in: 0 ..< 5, using: &random) == 0)
        }
        for step in 0 ..< 600 {
            switch Int.random(in: 0 ..< 10, using: &random) {
            case 0 ..< 4:
                // Runs of inserts at one place split leaves and then nodes.
                let at = Int.random(in: 0 ... model.count, using: &random)
                for offset in 0 ..< Int.random(in: 1 ... 80, using: &random) {
                    let row = newRow()
                    tree.ensureSlotCapacity(row.slot)
                    tree.insert(slot: row.slot, extent: row.extent, hidden: row.hidden, at: at + offset)
                    model.insert(row, at: at + offset)
                }
            case 4 ..< 7 where !model.isEmpty:
                // Runs of removals merge and rebalance.
                for _ in 0 ..< Int.random(in: 1 ... 90, using: &random) where !model.isEmpty {
                    let i = Int.random(in: 0 ..< model.count, using: &random)
                    let slot = tree.remove(at: tree.cursor(at: i))
                    #expect(slot == model[i].slot, "step \(step): removed slot \(slot)")
                    model.remove(at: i)
                }
            case 7 ..< 9 where !model.isEmpty:
                for _ in 0 ..< 10 {
                    let i = Int.random(in: 0 ..< model.count, using: &random)
                    model[i].extent = Double(Int.random(in: 0 ... 50, using: &random))
                    model[i].hidden.toggle()
                    tree.update(at: tree.cursor(at: i), extent: model[i].extent, hidden: model[i].hidden)
                }
            default:
                // A bulk build of any size, sometimes none.
                model = (0 ..< Int.random(in: 0 ... 3_000, using: &random)).map { _ in newRow() }
                tree.build(TreeEntryList(slots: model.map(\.slot), extents: model.map(\.extent), hidden: model.map(\.hidden)))
                if let last = model.last { tree.ensureSlotCapacity(last.slot) }
            }
            if let problem = Self.mismatch(tree, model, random: &random) {
                Issue.record("seed \(seed), step \(step): \(problem)")
                return
            }
        }
    }

    @Test("an empty tree has no rows to walk, and one row is walked once")
    func emptyAndSingle() {
        var tree = RowTree()
        #expect(tree.walkerAtFirstRow() == nil && tree.scan() == nil && tree.totalCount == 0)
        tree.ensureSlotCapacity(7)
        tree.insert(slot: 7, extent: 12, hidden: false, at: 0)
        var walker = tree.walkerAtFirstRow()!
        #expect(walker.slot == 7 && walker.extent == 12 && walker.extentBefore == 0 && walker.index == 0)
        #expect(!tree.advance(&walker) && walker.slot == 7)
        var scan = tree.scan()!
        #expect(scan.count == 1 && scan.rowsBefore == 0 && scan.extentBefore == 0 && !tree.advance(&scan))
        #expect(tree.contains(slot: 7) && !tree.contains(slot: 6) && !tree.contains(slot: 100))
    }
}
