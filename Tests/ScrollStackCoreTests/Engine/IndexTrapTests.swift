// Index-based calls with a bad index: each stops with a message naming the call, the index and the
// count, before changing anything (run in child processes).

import ScrollStackCore
import Testing

/// Index-based calls are programmer errors when the index is outside the stack: they stop the
/// process with a message naming the index and the count. Each case runs in its own process.
@Suite("Index errors")
struct IndexTrapTests {
    static func message(of result: ExitTest.Result?) -> String {
        String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    }

    @Test("row(at:) names the index and the count")
    func rowAt() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var engine = StackEngine()
            engine.append(contentsOf: [.fixed(1), .fixed(2), .fixed(3)])
            _ = engine.row(at: 3)
        }
        let text = Self.message(of: result)
        #expect(text.contains("row(at:)") && text.contains("row index 3") && text.contains("has 3 rows"))
    }

    @Test("checkIndex(_:in:) names the host's call, the index and the count; in range it does nothing")
    func checkIndex() async {
        var engine = StackEngine()
        engine.append(contentsOf: [.fixed(1), .fixed(2)])
        engine.checkIndex(1, in: "removeRow(index:)")
        engine.checkIndex(2, in: "addRow(at:)", allowsEnd: true)
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var engine = StackEngine()
            engine.append(contentsOf: [.fixed(1), .fixed(2)])
            engine.checkIndex(2, in: "removeRow(index:animated:completion:)")
        }
        let text = Self.message(of: result)
        #expect(text.contains("removeRow(index:animated:completion:)") && text.contains("row index 2")
            && text.contains("has 2 rows") && text.contains("0..<2"))
    }

    @Test("rows(at:in:) gives each row once, in order, and traps on any bad index before the host changes anything")
    func rowsAt() async {
        var engine = StackEngine()
        let ids = engine.append(contentsOf: [.fixed(1), .fixed(2), .fixed(3)])
        #expect(engine.rows(at: [2, 0, 2], in: "removeRows(indexes:)") == [ids[0], ids[2]])
        #expect(engine.rows(at: [], in: "removeRows(indexes:)").isEmpty)
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var engine = StackEngine()
            engine.append(contentsOf: [.fixed(1), .fixed(2), .fixed(3)])
            _ = engine.rows(at: [0, 5], in: "removeRows(indexes:animated:completion:)")
        }
        let text = Self.message(of: result)
        #expect(text.contains("removeRows(indexes:animated:completion:)") && text.contains("row index 5") && text.contains("has 3 rows"))
    }

    @Test("insert(_:at:) accepts the end index but not past it")
    func insertAt() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var engine = StackEngine()
            engine.insert(.fixed(1), at: 0)
            engine.insert(.fixed(1), at: 1)
            engine.insert(.fixed(1), at: 5)
        }
        let text = Self.message(of: result)
        #expect(text.contains("row index 5") && text.contains("has 2 rows") && text.contains("0...2"))
    }

    @Test("remove(at:) with a negative index")
    func removeAtNegative() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var engine = StackEngine()
            engine.append(.fixed(1))
            engine.remove(at: -1)
        }
        #expect(Self.message(of: result).contains("row index -1"))
    }

    @Test("remove(at:) with a list traps before removing anything")
    func removeAtIndexes() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var engine = StackEngine()
            engine.append(contentsOf: [.fixed(1), .fixed(2)])
            engine.remove(at: [0, 7])
        }
        let text = Self.message(of: result)
        #expect(text.contains("row index 7") && text.contains("has 2 rows"))
    }

    @Test("move(from:to:) and move(_:to:) check the destination")
    func moveDestination() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var engine = StackEngine()
            let row = engine.append(.fixed(1))
            engine.append(.fixed(2))
            engine.move(row, to: -1)
        }
        #expect(Self.message(of: result).contains("move(_:to:): row index -1"))
        let second = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var engine = StackEngine()
            engine.append(.fixed(1))
            engine.move(from: 0, to: 1)
        }
        #expect(Self.message(of: second).contains("row index 1") && Self.message(of: second).contains("has 1 rows"))
    }

    @Test("frames(at:), replace(at:with:) and the .index position check their index")
    func otherIndexCalls() async {
        let frames = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = StackEngine().frames(at: 0)
        }
        #expect(Self.message(of: frames).contains("frames(at:): row index 0") && Self.message(of: frames).contains("empty"))
        let replace = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var engine = StackEngine()
            engine.replace(at: 2, with: .fixed(1))
        }
        #expect(Self.message(of: replace).contains("replace(at:with:): row index 2"))
        let position = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var engine = StackEngine()
            engine.insert(.fixed(1), at: .index(4))
        }
        #expect(Self.message(of: position).contains("row index 4"))
    }
}
