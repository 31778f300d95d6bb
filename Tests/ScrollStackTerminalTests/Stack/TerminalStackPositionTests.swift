// Where a terminal stack keeps the reader when the window or the axis changes: at the end through a
// resize round trip, and on the same first row through an axis switch.

import ScrollStackCore
import ScrollStackTerminal
import Testing

@Suite("Terminal stack position")
struct TerminalStackPositionTests {
    static func stack(_ axis: StackAxis, rows: Int = 200) -> TerminalStack {
        let stack = TerminalStack(width: 60, height: 12)
        stack.axis = axis
        stack.append(contentsOf: (1 ... rows).map { index -> any TerminalRowContent in TextContent("Row \(index)") })
        return stack
    }

    @Test("at the end, a resize round trip (one line, one column, larger and smaller) keeps the last row in view",
          arguments: [StackAxis.vertical, .horizontal])
    func endSurvivesResize(axis: StackAxis) {
        for (width, height) in [(60, 13), (61, 12), (80, 20), (40, 8)] {
            let stack = Self.stack(axis)
            _ = stack.handle(.end)
            let last = stack.engine.lastRow
            #expect(stack.visibleRows.last == last)
            stack.resize(width: width, height: height)
            stack.resize(width: 60, height: 12)
            #expect(stack.visibleRows.last == last, "\(axis) through \(width)×\(height)")
        }
    }

    @Test("End lands exactly on the last line when the rows far below were never measured and differ from the estimate")
    func endMeasuresWhatItShows() {
        let stack = TerminalStack(width: 40, height: 10)
        // Rows of one to five lines: the estimate (one line) is wrong for most of them.
        stack.append(contentsOf: (1 ... 400).map { index -> any TerminalRowContent in
            TextContent((1 ... 1 + index % 5).map { "Row \(index) line \($0)" }.joined(separator: "\n"))
        })
        stack.scrollToEnd()
        let screen = lines(stack)
        #expect(screen.last?.contains("Row 400 line 1") == true, "\(screen)")
        #expect(stack.visibleRows.last == stack.engine.lastRow)
        // Nothing moves when End is pressed again: the first press already measured what it shows.
        _ = stack.handle(.end)
        #expect(lines(stack) == screen)
    }

    @Test("a stack not at its end keeps its first row through a resize")
    func middleKeepsItsRow() {
        let stack = Self.stack(.vertical)
        let target = stack.engine.row(at: 100)
        stack.scroll(to: target, at: .start)
        stack.resize(width: 60, height: 20)
        #expect(stack.visibleRows.first == target)
    }

    @Test("switching the axis keeps the first row in view first", arguments: [StackAxis.vertical, .horizontal])
    func axisSwitchKeepsTheRow(from axis: StackAxis) {
        let stack = Self.stack(axis)
        let target = stack.engine.row(at: 57)
        stack.scroll(to: target, at: .start)
        #expect(stack.visibleRows.first == target)
        stack.axis = axis == .vertical ? .horizontal : .vertical
        #expect(stack.visibleRows.first == target)
    }
}
