// A terminal stack's row bookkeeping: declarative updates through setRows, controllers whose rows
// are removed while events are delivered (T1), and content replaced under a controller (T4).

import ScrollStackCore
import ScrollStackTerminal
import Testing

@Suite("Terminal stack rows")
struct TerminalStackRowsTests {
    @Test("setRows keeps rows whose ID stays, inserts new ones, removes the rest, and shows the new content")
    func declarative() throws {
        let stack = TerminalStack(width: 20, height: 10)
        let plain = stack.append(TextContent("not declared"))
        var ids = try stack.setRows(["a", "b", "c"].map { TerminalRowDescription(id: $0, content: TextContent("row \($0)")) })
        #expect(!stack.engine.contains(plain) && stack.engine.rows == ids)
        #expect(stack.row(forID: "b") == ids[1] && stack.row(forID: "z") == nil)
        stack.setHidden(true, forRow: ids[2])
        let before = ids
        ids = try stack.setRows([TerminalRowDescription(id: "c", content: TextContent("row c\nnow two lines")),
                                 TerminalRowDescription(id: "a", content: TextContent("row a")),
                                 TerminalRowDescription(id: "new", content: TextContent("new row"))])
        #expect(ids[0] == before[2] && ids[1] == before[0] && !stack.engine.contains(before[1]))
        #expect(stack.engine.isHidden(ids[0]) == true)
        stack.setHidden(false, forRow: ids[0])
        #expect(lines(stack).prefix(5) == [" row c", " now two lines", "───────────────────", " row a", "───────────────────"])
    }

    @Test("setRows with a repeated ID throws, changes nothing and does not complete")
    func duplicateIDs() throws {
        let stack = TerminalStack(width: 20, height: 6)
        let ids = try stack.setRows([TerminalRowDescription(id: 1, content: TextContent("one"))])
        var completions = 0
        #expect(throws: DuplicateRowKeyError<RowKey>.self) {
            try stack.setRows([TerminalRowDescription(id: 2, content: TextContent("two")), TerminalRowDescription(id: 2, content: TextContent("again"))],
                              animated: true) { completions += 1 }
        }
        #expect(stack.engine.rows == ids && completions == 0 && !stack.isAnimating)
    }

    @Test("an animated setRows collapses removed rows and grows new ones, and completes once")
    func animatedDeclarative() throws {
        let stack = TerminalStack(width: 20, height: 10)
        stack.timing = .linear(duration: 1)
        try stack.setRows((1 ... 4).map { TerminalRowDescription(id: $0, content: TextContent("row \($0)")) })
        var completions = 0
        try stack.setRows([1, 3, 5].map { TerminalRowDescription(id: $0, content: TextContent("row \($0)")) }, animated: true) {
            completions += 1
        }
        stack.tick(at: 0.5)
        let halfway = render(stack)
        #expect(halfway.contains("row 1") && completions == 0 && stack.isAnimating)
        stack.tick(at: 1)
        #expect(completions == 1 && !render(stack).contains("row 2") && render(stack).contains("row 5"))
    }

    @Test("a row removed while a frame reports its events still tells its controller it disappeared (T1)")
    func removedDuringEvents() {
        let stack = TerminalStack(width: 20, height: 6)
        let controller = CountingController()
        let row = stack.append(controller: controller)
        stack.append(TextContent("other"))
        stack.onEvent = { [unowned stack] event in
            // Drop the row once it has been seen.
            if case .visibilityChanged(let change) = event, change.row == row, change.becameVisible { stack.remove(row) }
        }
        _ = render(stack)
        #expect(controller.appeared == 1 && controller.disappeared == 0)
        _ = render(stack)
        #expect(controller.disappeared == 1)
    }

    @Test("content set over a controller's row lets the controller go with balanced calls (T4)")
    func contentReplacesController() {
        let stack = TerminalStack(width: 20, height: 6)
        let controller = CountingController()
        let row = stack.append(controller: controller)
        _ = render(stack)
        #expect(controller.appeared == 1)
        stack.setContent(TextContent("plain"), forRow: row)
        #expect(controller.disappeared == 1)
        stack.remove(row)
        _ = render(stack)
        #expect(controller.appeared == 1 && controller.disappeared == 1)
        // A declarative update that gives a visible row another controller: one leaves, one comes.
        let first = CountingController()
        let second = CountingController()
        _ = try? stack.setRows([TerminalRowDescription(id: "c", controller: first)])
        _ = render(stack)
        _ = try? stack.setRows([TerminalRowDescription(id: "c", controller: second)])
        #expect(first.appeared == 1 && first.disappeared == 1 && second.appeared == 1)
        _ = render(stack)
        #expect(second.appeared == 1 && second.disappeared == 0)
    }
}
