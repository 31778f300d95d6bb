// Declarative updates: a list of row IDs reconciled with the engine's rows in one step, with the
// inserts, removals and moves it takes.

@_spi(Testing) import ScrollStackCore
import ScrollStackTestSupport
import Testing

/// The length of a longest strictly increasing subsequence, by the quadratic textbook recurrence.
private func referenceLISLength(_ values: [Int]) -> Int {
    var best = [Int](repeating: 1, count: values.count)
    for i in values.indices {
        for j in 0 ..< i where values[j] < values[i] { best[i] = max(best[i], best[j] + 1) }
    }
    return best.max() ?? 0
}

/// A stack whose rows carry keys in a side table, as a host keeps them.
private struct KeyedStack {
    var engine = StackEngine(configuration: StackConfiguration(containerSize: Size(width: 100, height: 1000)))
    var keys: [RowID: Int] = [:]

    mutating func reconcile(_ newKeys: [Int]) throws -> Reconciliation {
        let known = keys
        let result = try engine.reconcile(to: newKeys, key: { known[$0] }, newRow: { _ in .fixed(10) })
        var inserted = result.inserted.makeIterator()
        for (row, key) in zip(result.rows, newKeys) where keys[row] == nil {
            #expect(row == inserted.next())
            keys[row] = key
        }
        for row in result.removed { keys[row] = nil }
        return result
    }

    var keyOrder: [Int?] { engine.rows.map { keys[$0] } }
}

@Suite("Declarative updates (reconcile)")
struct ReconcileTests {
    @Test("an update that changes nothing records nothing")
    func noChange() throws {
        var stack = KeyedStack()
        _ = try stack.reconcile([1, 2, 3])
        let rows = stack.engine.rows
        _ = stack.engine.commit(visibleRect: Rect(x: 0, y: 0, width: 100, height: 1000))
        let again = try stack.reconcile([1, 2, 3])
        #expect(again.isEmpty && again.rows == rows)
        #expect(!stack.engine.hasPendingEvents)
    }

    @Test("rows that stay keep their ID, hidden state and measurement; the fewest rows move")
    func keepsRows() throws {
        var stack = KeyedStack()
        let first = try stack.reconcile([1, 2, 3, 4, 5])
        let rows = first.rows
        stack.engine.setHidden(true, forRow: rows[1])
        stack.engine.setSize(.fitting, forRow: rows[3])
        stack.engine.setMeasuredExtent(42, of: rows[3])
        _ = stack.engine.commit(visibleRect: Rect(x: 0, y: 0, width: 100, height: 1000))

        // 5 jumps to the front; 3 goes; 6 arrives after 2.
        let update = try stack.reconcile([5, 1, 2, 6, 4])
        #expect(stack.keyOrder == [5, 1, 2, 6, 4])
        #expect(update.removed == [rows[2]] && update.moved == [rows[4]] && update.inserted.count == 1)
        #expect(update.rows == [rows[4], rows[0], rows[1], update.inserted[0], rows[3]])
        #expect(stack.engine.isHidden(rows[1]) == true && stack.engine.measuredExtent(of: rows[3]) == 42)
        let events = stack.engine.commit(visibleRect: Rect(x: 0, y: 0, width: 100, height: 1000))
        #expect(events.contains(.rowRemoved(rows[2], index: 2)))
        #expect(events.contains(.rowMoved(rows[4], from: 3, to: 0)))
        #expect(events.contains(.rowInserted(update.inserted[0], index: 3)))
    }

    @Test("a repeated key is an error naming it and its places, and changes nothing")
    func duplicateKeys() throws {
        var stack = KeyedStack()
        _ = try stack.reconcile([1, 2])
        let rows = stack.engine.rows
        #expect(throws: DuplicateRowKeyError(key: 7, indexes: [1, 3])) { try stack.reconcile([1, 7, 2, 7]) }
        #expect(stack.engine.rows == rows && stack.keyOrder == [1, 2])
        let error = DuplicateRowKeyError(key: 7, indexes: [1, 3])
        #expect(error.description == "row key 7 appears 2 times (at indexes 1, 3); keys must be unique")
    }

    @Test("rows without a key, and later rows repeating a key, are removed")
    func unkeyedAndRepeatedRows() throws {
        var engine = StackEngine()
        let a = engine.append(.fixed(1))
        let unkeyed = engine.append(.fixed(1))
        let twin = engine.append(.fixed(1))
        let keys: [RowID: String] = [a: "a", twin: "a"]
        let update = try engine.reconcile(to: ["a", "b"], key: { keys[$0] }, newRow: { _ in .fixed(2) })
        #expect(update.removed == [unkeyed, twin] && update.rows.first == a && engine.count == 2)
        #expect(engine.spec(of: update.rows[1])?.size == .fixed(2))
    }

    @Test("RowKey mixes key types: equal values are one key, different types are different keys")
    func mixedKeys() throws {
        var engine = StackEngine()
        var keys: [RowID: RowKey] = [:]
        let first = try engine.reconcile(to: [RowKey("1"), RowKey(1), RowKey(1.5)], key: { keys[$0] }, newRow: { _ in .fixed(1) })
        for (row, key) in zip(first.rows, [RowKey("1"), RowKey(1), RowKey(1.5)]) { keys[row] = key }
        #expect(first.inserted.count == 3)
        let known = keys
        let second = try engine.reconcile(to: [RowKey(1), RowKey("1")], key: { known[$0] }, newRow: { _ in .fixed(1) })
        #expect(second.inserted.isEmpty && second.rows == [first.rows[1], first.rows[0]])
        #expect(throws: DuplicateRowKeyError(key: RowKey("x"), indexes: [0, 1])) {
            try engine.reconcile(to: [RowKey("x"), RowKey("x")], key: { known[$0] }, newRow: { _ in .fixed(1) })
        }
        #expect(RowKey("wifi").description == "wifi")
    }

    @Test("random updates give the keys' order, keep every surviving row and move as few as possible",
          arguments: [UInt64(11), 12, 13, 14])
    func randomUpdates(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        var stack = KeyedStack()
        for _ in 0 ..< 300 {
            let universe = Int.random(in: 1 ... 40, using: &random)
            var newKeys = Array(0 ..< universe).shuffled(using: &random)
            newKeys.removeLast(Int.random(in: 0 ... universe, using: &random))
            if Bool.random(using: &random) {
                // Sometimes only a few moves, as real updates tend to be.
                newKeys = stack.keyOrder.compactMap { $0 }
                for _ in 0 ..< Int.random(in: 0 ... 3, using: &random) where newKeys.count > 1 {
                    let element = newKeys.remove(at: Int.random(in: 0 ..< newKeys.count, using: &random))
                    newKeys.insert(element, at: Int.random(in: 0 ... newKeys.count, using: &random))
                }
            }
            let before = Dictionary(uniqueKeysWithValues: stack.engine.rows.map { (stack.keys[$0]!, $0) })
            let oldOrder = stack.keyOrder.map { $0! }
            _ = stack.engine.commit(visibleRect: Rect(x: 0, y: 0, width: 100, height: 1000))

            let update = try stack.reconcile(newKeys)
            #expect(stack.keyOrder == newKeys)
            for (row, key) in zip(update.rows, newKeys) {
                if let old = before[key] { #expect(row == old) } else { #expect(update.inserted.contains(row)) }
            }
            let kept = oldOrder.filter { newKeys.contains($0) }
            #expect(Set(update.removed) == Set(oldOrder.filter { !newKeys.contains($0) }.map { before[$0]! }))
            let targets = kept.map { newKeys.firstIndex(of: $0)! }
            #expect(update.moved.count == kept.count - referenceLISLength(targets))
            let events = stack.engine.commit(visibleRect: Rect(x: 0, y: 0, width: 100, height: 1000))
            let moves = events.filter { if case .rowMoved = $0 { true } else { false } }
            #expect(moves.count == update.moved.count)
            stack.engine.checkInvariants()
        }
    }
}
