// The B+tree under the engine, tested directly against an array of rows: inserts, removals,
// updates and bulk builds at sizes that split and merge leaves and nodes, with every query and a
// full walk compared after each step.

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
                tree.build(slots: model.map(\.slot), extents: model.map(\.extent), hidden: model.map(\.hidden))
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
        #expect(tree.walkerAtFirstRow() == nil && tree.totalCount == 0)
        tree.ensureSlotCapacity(7)
        tree.insert(slot: 7, extent: 12, hidden: false, at: 0)
        var walker = tree.walkerAtFirstRow()!
        #expect(walker.slot == 7 && walker.extent == 12 && walker.extentBefore == 0 && walker.index == 0)
        #expect(!tree.advance(&walker) && walker.slot == 7)
        #expect(tree.contains(slot: 7) && !tree.contains(slot: 6) && !tree.contains(slot: 100))
    }
}
