// The engine's own table and set of row IDs, tested directly against the standard Dictionary and
// Set: random updates, removals and lookups, with IDs crowded into few slots and generations (so
// they collide and removals shift runs of entries back), from stacks of their own, and at sizes
// that grow the table.

// The set is internal to the engine (its API is the engine's); these tests reach it with
// @testable, which `swift test` builds allow.
@testable import ScrollStackCore
import ScrollStackTestSupport
import Testing

@Suite("Row map and set")
struct RowMapTests {
    @Test("random inserts, removals and lookups agree with Set", arguments: [8, 64, 5_000])
    func agreesWithSet(slots: Int) {
        var random = SeededGenerator(seed: 0x5E7 &+ UInt64(slots))
        var set = RowSet()
        var reference = Set<RowID>()
        func randomRow() -> RowID {
            RowID(stack: UInt32.random(in: 1 ... 2, using: &random), slot: UInt32.random(in: 0 ..< UInt32(slots), using: &random),
                  generation: UInt32.random(in: 0 ... 2, using: &random))
        }
        for step in 0 ..< 20_000 {
            let row = randomRow()
            switch Int.random(in: 0 ..< 10, using: &random) {
            case 0 ..< 5:
                #expect(set.insert(row) == reference.insert(row).inserted, "step \(step)")
            case 5 ..< 8:
                #expect(set.remove(row) == (reference.remove(row) != nil), "step \(step)")
            case 8:
                if step % 500 == 0 {
                    set.removeAll()
                    reference.removeAll()
                }
            default:
                #expect(set.contains(row) == reference.contains(row), "step \(step)")
            }
            #expect(set.count == reference.count, "step \(step)")
            if step % 97 == 0 {
                #expect(Set(set) == reference, "step \(step)")
                #expect(reference.allSatisfy(set.contains), "step \(step)")
            }
        }
    }

    @Test("random updates, removals and lookups agree with Dictionary", arguments: [8, 64, 5_000])
    func mapAgreesWithDictionary(slots: Int) {
        var random = SeededGenerator(seed: 0x3A9 &+ UInt64(slots))
        var map = RowMap<Int>()
        var reference: [RowID: Int] = [:]
        for step in 0 ..< 20_000 {
            let row = RowID(stack: UInt32.random(in: 1 ... 2, using: &random),
                            slot: UInt32.random(in: 0 ..< UInt32(slots), using: &random),
                            generation: UInt32.random(in: 0 ... 2, using: &random))
            switch Int.random(in: 0 ..< 10, using: &random) {
            case 0 ..< 4:
                #expect(map.updateValue(step, forKey: row) == reference.updateValue(step, forKey: row), "step \(step)")
            case 4:
                map[row] = -step
                reference[row] = -step
            case 5 ..< 7:
                #expect(map.removeValue(forKey: row) == reference.removeValue(forKey: row), "step \(step)")
            case 7:
                map[row] = nil
                reference[row] = nil
            case 8:
                if step % 500 == 0 {
                    map.removeAll()
                    reference.removeAll()
                }
            default:
                #expect(map[row] == reference[row], "step \(step)")
                #expect(map.contains(row) == (reference[row] != nil), "step \(step)")
            }
            #expect(map.count == reference.count, "step \(step)")
            if step % 97 == 0 {
                #expect(Dictionary(uniqueKeysWithValues: map.map { ($0.key, $0.value) }) == reference, "step \(step)")
            }
        }
    }

    @Test("sets with the same rows are equal and hash alike, whatever order they were filled in")
    func equality() {
        let rows = (0 ..< 300).map { RowID(stack: 7, slot: UInt32($0), generation: UInt32($0 % 3)) }
        let forward = RowSet(rows)
        var backward = RowSet()
        for row in rows.reversed() { backward.insert(row) }
        #expect(forward == backward)
        #expect(forward.hashValue == backward.hashValue)
        backward.remove(rows[0])
        #expect(forward != backward)
        #expect(forward.asSet == Set(rows))
    }
}
