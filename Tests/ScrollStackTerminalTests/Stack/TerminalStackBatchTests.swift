// Changes to many rows of a terminal stack at once: a filter, a prune, described rows appended with
// their IDs and actions, and contents refreshed together.
// Only ScrollStackTerminal is imported: the engine types it speaks in come with it.

import ScrollStackTerminal
import Testing

/// A row of another engine: in no terminal stack.
let foreignRow: RowID = {
    var engine = StackEngine(configuration: StackConfiguration())
    return engine.append()
}()

@Suite("Terminal stack batch operations")
struct TerminalStackBatchTests {
    func logStack(_ count: Int) -> (TerminalStack, [RowID]) {
        let stack = TerminalStack(width: 20, height: 5)
        stack.showsScrollIndicator = false
        stack.hidesSeparatorsByDefault = true
        let rows = stack.append(contentsOf: (0 ..< count).map { TextContent("line \($0)") })
        return (stack, rows)
    }

    @Test("a filter hides thousands of rows in one change, and clearing it shows them again")
    func filter() {
        let (stack, rows) = logStack(5_000)
        var completed = 0
        let kept = rows.indices.filter { $0 % 7 == 3 }
        let hiddenRows = rows.indices.filter { $0 % 7 != 3 }.map { rows[$0] }
        #expect(stack.setHidden(true, forRows: hiddenRows + [foreignRow], completion: { completed += 1 }) == hiddenRows.count)
        #expect(completed == 1)
        #expect(stack.engine.visibleCount == kept.count)
        #expect(lines(stack).prefix(3) == [" line 3", " line 10", " line 17"])
        stack.scrollToEnd()
        #expect(lines(stack).last == " line \(kept.last!)")
        #expect(stack.setHidden(false, forRows: rows) == rows.count)
        #expect(stack.engine.visibleCount == rows.count)
        stack.scrollToStart()
        #expect(lines(stack).prefix(2) == [" line 0", " line 1"])
    }

    @Test("hiding the focused row among many takes the focus away; an animated filter completes once")
    func filterFocusAndAnimation() {
        let stack = TerminalStack(width: 20, height: 6)
        let rows = (0 ..< 100).map { stack.append(TextContent("row \($0)"), action: { _ in }) }
        stack.focus(rows[1])
        var completed = 0
        stack.setHidden(true, forRows: Array(rows[0 ..< 90]), animated: true) { completed += 1 }
        #expect(stack.focusedRow == nil)
        #expect(completed == 0 && stack.isAnimating)
        stack.tick(at: 10)
        #expect(completed == 1 && !stack.isAnimating)
        #expect(lines(stack).first?.hasPrefix(" row 90 ") == true)
    }

    @Test("many rows removed in one change; unknown and repeated ones are skipped")
    func removeMany() {
        let (stack, rows) = logStack(1_000)
        var completed = 0
        let removed = stack.remove(Array(rows[0 ..< 600]) + [rows[0], foreignRow], completion: { completed += 1 })
        #expect(removed == 600 && completed == 1)
        #expect(stack.engine.count == 400 && stack.content(ofRow: rows[0]) == nil)
        #expect(lines(stack).first == " line 600")
        #expect(stack.remove([foreignRow]) == 0)
    }

    @Test("described rows appended in bulk keep their IDs and actions, and setRows keeps them")
    func appendDescribed() throws {
        let stack = TerminalStack(width: 20, height: 6)
        var tapped: [RowID] = []
        let rows = try stack.append(contentsOf: (0 ..< 3).map { i in
            TerminalRowDescription(id: "r\(i)", content: TextContent("row \(i)"), action: { tapped.append($0) })
        })
        #expect(stack.row(forID: "r1") == rows[1])
        #expect(rows.allSatisfy(stack.isInteractive))
        stack.focus(rows[2])
        stack.tapFocusedRow()
        #expect(tapped == [rows[2]])
        // A declarative update keeps the rows it lists, under the same IDs.
        let updated = try stack.setRows([TerminalRowDescription(id: "r2", content: TextContent("two")),
                                         TerminalRowDescription(id: "r0", content: TextContent("zero"))])
        #expect(updated == [rows[2], rows[0]])
        #expect(stack.engine.rows == [rows[2], rows[0]])
    }

    @Test("a repeated or used ID throws and appends nothing")
    func appendDuplicates() throws {
        let stack = TerminalStack(width: 20, height: 6)
        try stack.append(contentsOf: [TerminalRowDescription(id: 1, content: TextContent("one"))])
        #expect(throws: DuplicateRowKeyError(key: RowKey(2), indexes: [0, 2])) {
            try stack.append(contentsOf: [2, 3, 2].map { TerminalRowDescription(id: $0, content: TextContent("\($0)")) })
        }
        #expect(throws: DuplicateRowKeyError(key: RowKey(1), indexes: [1])) {
            try stack.append(contentsOf: [4, 1].map { TerminalRowDescription(id: $0, content: TextContent("\($0)")) })
        }
        #expect(stack.engine.count == 1)
        let error = DuplicateRowKeyError(key: RowKey(1), indexes: [1])
        #expect(error.description.contains("already names a row"))
    }

    @Test("described rows inserted after a row, animated; an unknown position inserts nothing")
    func insertDescribed() throws {
        let stack = TerminalStack(width: 20, height: 8)
        let first = stack.append(TextContent("first"))
        stack.append(TextContent("last"))
        let inserted = try stack.insert(contentsOf: [TerminalRowDescription(id: "a", content: TextContent("a")),
                                                     TerminalRowDescription(id: "b", content: TextContent("b"))],
                                        at: .after(first), animated: true)
        #expect(inserted?.count == 2)
        stack.tick(at: 10)
        #expect(lines(stack).prefix(7) == [" first", "───────────────────", " a", "───────────────────", " b",
                                           "───────────────────", " last"])
        #expect(try stack.insert(contentsOf: [TerminalRowDescription(id: "c", content: TextContent("c"))], at: .after(foreignRow)) == nil)
        #expect(stack.row(forID: "c") == nil && stack.engine.count == 4)
    }

    @Test("contents refreshed together, each measured again")
    func setContents() {
        let (stack, rows) = logStack(10)
        let found = stack.setContents([(rows[0], TextContent("zero wraps onto two lines")), (rows[1], TextContent("one")),
                                       (foreignRow, TextContent("none"))])
        #expect(found == 2)
        #expect(lines(stack).prefix(4) == [" zero wraps onto", " two lines", " one", " line 2"])
    }
}
