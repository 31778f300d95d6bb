// Pinned rows in a terminal stack: the header on the top line while its section scrolls past,
// pushed away by the next, clicked where it is drawn, and every kept-canvas frame the same as a
// whole drawing, on both axes.

import ScrollStackCore
import ScrollStackTerminal
import ScrollStackTestSupport
import Testing

@Suite("Terminal stack: pinned rows")
struct TerminalStackPinnedTests {
    /// Sections of five one-line rows under a header, pinned.
    static func sections(_ count: Int, width: Int = 30, height: Int = 6) -> (TerminalStack, [RowID]) {
        let stack = TerminalStack(width: width, height: height)
        stack.hidesSeparatorsByDefault = true
        var headers: [RowID] = []
        for section in 0 ..< count {
            let header = stack.append(TextContent("== section \(section) =="))
            stack.setPinned(true, forRow: header)
            headers.append(header)
            for row in 0 ..< 5 { stack.append(TextContent("row \(section).\(row)")) }
        }
        return (stack, headers)
    }

    static func lines(_ stack: TerminalStack) -> [String] {
        var canvas = Canvas(width: stack.width, height: stack.height)
        stack.draw(into: &canvas)
        return canvas.text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            // The text without the scroll bar's column and the spaces after it.
            var text = Substring(line.dropLast())
            while text.hasSuffix(" ") { text.removeLast() }
            while text.hasPrefix(" ") { text.removeFirst() }
            return String(text)
        }
    }

    @Test("the section's header stays on the top line, and the next one pushes it away")
    func sticking() {
        let (stack, headers) = Self.sections(4)
        #expect(stack.isPinned(headers[1]))
        stack.scroll(by: 8)   // rows 8 … 13: section 1's rows 1.1 … 1.5, then header 2
        var lines = Self.lines(stack)
        #expect(lines[0] == "== section 1 ==")
        #expect(lines[1] == "row 1.2")
        stack.scroll(by: 3)   // row 1.4 at the top, header 2 under it: header 1 still sticks
        lines = Self.lines(stack)
        #expect(lines[0] == "== section 1 ==" && lines[1] == "== section 2 ==")
        stack.scroll(by: 1)   // header 2 reaches the top and takes over
        lines = Self.lines(stack)
        #expect(lines[0] == "== section 2 ==" && lines[1] == "row 2.0")
        // A click on the top line lands on the header drawn there.
        stack.scroll(to: headers[0], at: .start)
        stack.scroll(by: 3)
        _ = Self.lines(stack)
        #expect(stack.row(atScreenX: 2, y: 0) == headers[0])
        // Unpinned, the row scrolls away with the others.
        stack.setPinned(false, forRow: headers[0])
        #expect(Self.lines(stack)[0] == "row 0.2")
    }

    @Test("every frame drawn into a kept canvas shows what a whole drawing shows", arguments: [StackAxis.vertical, .horizontal])
    func keptCanvas(axis: StackAxis) {
        var random = SeededGenerator(seed: axis == .vertical ? 0x9157 : 0x9158)
        let stack = TerminalStack(width: 32, height: 10)
        stack.axis = axis
        var ids: [RowID] = []
        for index in 0 ..< 200 {
            let text = index % 7 == 0 ? "HEADER \(index / 7) wide enough" : "row \(index)"
            ids.append(stack.append(TextContent(text, style: TextStyle(foreground: .palette(UInt8(index % 200))))))
            if index % 7 == 0 { stack.setPinned(true, forRow: ids.last!) }
        }
        var canvas = Canvas(width: 32, height: 10)
        for step in 0 ..< 500 {
            switch Int.random(in: 0 ..< 10, using: &random) {
            case 0 ..< 6: stack.scroll(by: Int.random(in: -4 ... 4, using: &random))
            case 6: stack.setPinned(Bool.random(using: &random), forRow: ids.randomElement(using: &random)!)
            case 7: stack.setHidden(Bool.random(using: &random), forRow: ids.randomElement(using: &random)!)
            case 8: stack.scroll(to: ids.randomElement(using: &random)!, at: .start)
            default: _ = stack.handle(.tab)
            }
            stack.draw(into: &canvas)
            var whole = Canvas(width: 32, height: 10)
            stack.draw(into: &whole)
            if canvas.text != whole.text {
                Issue.record("step \(step): kept\n\(canvas.text)\nwhole\n\(whole.text)")
                return
            }
        }
    }
}
