// Handlers that change the stack from inside its own calls: completions run by a change that
// interrupts an animation, controllers told about visibility while other handlers change rows, and
// the screen drawn afterwards into a kept canvas.

import ScrollStackCore
import ScrollStackTerminal
import Testing

@Suite("Terminal stack re-entered by its handlers")
struct TerminalStackReentrancyTests {
    /// The reliability review's R1 (seed 0x4e400007, step 1): an append interrupted an animated
    /// hide, whose completion removed a row from inside the append; the outer change then ended
    /// the inner one's claim on the rows its animation showed, and the kept screen kept a column
    /// that a whole drawing did not have.
    @Test("a completion that removes a row from inside a change leaves the screen a whole drawing gives",
          arguments: StackAxis.allCases, [false, true])
    func completionRemovingInsideAChange(axis: StackAxis, animatedRemoval: Bool) {
        let stack = TerminalStack(width: 24, height: 6, axis: axis)
        stack.timing = .linear(duration: 1)
        let rows = (0 ..< 4).map { stack.append(TextContent("row \($0) with words")) }
        var kept = Canvas(width: 24, height: 6)
        stack.draw(into: &kept)
        var completions = 0
        stack.setHidden(true, forRow: rows[1], animated: true) {
            completions += 1
            stack.remove(rows[0], animated: animatedRemoval) { completions += 1 }
        }
        stack.tick(at: 0.3)
        stack.draw(into: &kept)
        // Interrupts the hide: its completion runs, and removes a row, while the append is applied.
        stack.append(TextContent("appended"), animated: true)
        for time in [0.4, 0.8, 1.5, 3] {
            stack.tick(at: time)
            stack.draw(into: &kept)
            var whole = Canvas(width: 24, height: 6)
            stack.draw(into: &whole)
            #expect(kept.text == whole.text, "at \(time)")
        }
        #expect(completions == 2 && !stack.isAnimating)
        #expect(Array(stack.engine.rows.dropLast()) == [rows[1], rows[2], rows[3]])
    }

    /// Found by the re-entrant soak: a controller's row was removed by one event's handler while
    /// a later event of the same frame still named the row as it was when the frame began, with
    /// a controller that had already been replaced and told it disappeared; it was told again.
    @Test("controllers hear appear and disappear in turn while handlers replace and remove their rows")
    func controllersStayBalanced() {
        let stack = TerminalStack(width: 20, height: 4)
        let old = CountingController()
        let new = CountingController()
        try! stack.setRows([TerminalRowDescription(id: "b", content: TextContent("b")), TerminalRowDescription(id: "a", controller: old)])
        _ = render(stack)
        #expect(old.appeared == 1)
        // In one frame both rows are hidden; the handler of the first event ("b"'s) replaces
        // "a"'s controller, then removes "a", before "a"'s own event is delivered.
        var handled = false
        stack.onEvent = { [unowned stack] event in
            guard !handled, case .visibilityChanged = event else { return }
            handled = true
            try! stack.setRows([TerminalRowDescription(id: "b", content: TextContent("b")), TerminalRowDescription(id: "a", controller: new)])
            if let a = stack.row(forID: "a") { stack.remove(a) }
        }
        stack.setHidden(true, forRow: stack.row(forID: "b")!)
        stack.setHidden(true, forRow: stack.row(forID: "a")!)
        _ = render(stack)
        _ = render(stack)
        #expect(old.appeared == 1 && old.disappeared == 1)
        #expect((0 ... 1).contains(new.appeared - new.disappeared) && new.disappeared <= new.appeared)
    }

    /// The reliability review's X1: content whose `lines(width:)` read `stack.engine` or
    /// `stack.visibleRows` while the stack measured it crashed the process (simultaneous access:
    /// the engine was being changed while it measured).
    @Test("content may read its stack, and its flow, while it is measured and drawn", arguments: StackAxis.allCases)
    func contentReadingItsStack(axis: StackAxis) {
        let stack = TerminalStack(width: 30, height: 6, axis: axis)
        let nosy = NosyContent()
        nosy.stack = stack
        for _ in 0 ..< 20 { stack.append(nosy) }
        let row = stack.append(TextContent("plain"), animated: true)
        stack.tick(at: 0.1)
        _ = render(stack)
        stack.scroll(by: 10)
        stack.scroll(to: row, at: .end)
        stack.scrollToStart()
        stack.setContent(nosy, forRow: row)
        _ = render(stack)
        #expect(nosy.readings > 0 && nosy.lastCount == 21)

        let flow = TerminalFlow(width: 30, height: 10, direction: axis == .vertical ? .down : .right)
        nosy.flow = flow
        flow.push(nosy)
        flow.push(TextContent("second"))
        if let first = flow.items.first { flow.setContent(nosy, forItem: first) }
        var canvas = Canvas(width: 30, height: 10)
        flow.draw(into: &canvas)
        flow.resize(width: 20, height: 8)
        #expect(nosy.flowReadings > 0)
    }
}

/// Content that reads the stack or flow it is in whenever it is laid out.
final class NosyContent: TerminalRowContent {
    weak var stack: TerminalStack?
    weak var flow: TerminalFlow?
    var readings = 0
    var flowReadings = 0
    var lastCount = 0

    func lines(width: Int) -> [StyledLine] {
        if let stack {
            readings += 1
            lastCount = stack.engine.count
            _ = stack.visibleRows
            _ = stack.content(ofRow: stack.engine.rows.first!)
        }
        if let flow {
            flowReadings += 1
            _ = flow.items.map { flow.content(ofItem: $0) }
        }
        return [[StyledSpan("nosy \(lastCount)")]]
    }
}
