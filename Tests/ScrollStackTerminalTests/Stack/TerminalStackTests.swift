// The terminal stack: drawing rows, separators and the scroll indicator, focus and keys, mouse,
// animated changes, events and a frame's bytes.

import ScrollStackCore
import ScrollStackTerminal
import Testing

/// Draws a stack into a canvas of its size and returns what a user would read.
func render(_ stack: TerminalStack) -> String {
    var canvas = Canvas(width: stack.width, height: stack.height)
    stack.draw(into: &canvas)
    return canvas.text
}

func lines(_ stack: TerminalStack) -> [String] {
    render(stack).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
}

/// A row controller that counts its appearances.
final class CountingController: TerminalRowController {
    var content: any TerminalRowContent = TextContent("controlled")
    var appeared = 0
    var disappeared = 0

    func rowDidAppear() { appeared += 1 }
    func rowDidDisappear() { disappeared += 1 }
}

@Suite("Terminal stack")
struct TerminalStackTests {
    @Test("rows wrap to the width, separators sit between them, the last visible one has none")
    func rowsAndSeparators() {
        let stack = TerminalStack(width: 20, height: 8)
        stack.append(TextContent(title: "Alpha", "one two three"))
        let beta = stack.append(TextContent("beta"))
        stack.append(TextContent("gamma"))
        #expect(render(stack) == """
             Alpha
             one two three
            ───────────────────
             beta
            ───────────────────
             gamma


            """)
        stack.setHidden(true, forRow: beta)
        #expect(lines(stack).prefix(4) == [" Alpha", " one two three", "───────────────────", " gamma"])
        #expect(stack.engine.contentSize.height == 4)
    }

    @Test("a row's separator can be hidden (a boxed row needs none) and shown again; unknown rows are refused")
    func separatorHidden() {
        let stack = TerminalStack(width: 20, height: 6)
        let box = stack.append(BoxContent(title: "Box", TextContent("in")))
        stack.append(TextContent("after"))
        #expect(lines(stack).prefix(4) == [" ┌ Box ──────────┐", " │ in            │", " └───────────────┘", "───────────────────"])
        #expect(stack.setSeparatorHidden(true, forRow: box))
        #expect(lines(stack).prefix(4) == [" ┌ Box ──────────┐", " │ in            │", " └───────────────┘", " after"])
        #expect(stack.setSeparatorHidden(false, forRow: box) && lines(stack)[3] == "───────────────────")
        var other = StackEngine()
        #expect(!stack.setSeparatorHidden(true, forRow: other.append()))
    }

    @Test("a hidden row collapses with the spring: part-way at first, gone at the end")
    func animatedHide() {
        let stack = TerminalStack(width: 20, height: 10)
        stack.append(TextContent("top"))
        let middle = stack.append(TextContent("1\n2\n3\n4\n5\n6"))
        stack.append(TextContent("bottom"))
        stack.timing = .linear(duration: 1)
        stack.tick(at: 10)
        var finished = 0
        stack.setHidden(true, forRow: middle, animated: true) { finished += 1 }
        #expect(stack.isAnimating)
        stack.tick(at: 10.5)
        let halfway = lines(stack)
        #expect(halfway.contains(" 1") && !halfway.contains(" 6"))
        // top and its separator, then the 7-line middle row at half height: 3.5 lines.
        #expect(halfway.firstIndex(of: " bottom").map { (5 ... 6).contains($0) } == true)
        #expect(finished == 0)
        stack.tick(at: 11)
        #expect(!stack.isAnimating && finished == 1)
        #expect(lines(stack).prefix(3) == [" top", "───────────────────", " bottom"])
    }

    @Test("interrupting an animation completes the first one once, not finished, and continues from where it was")
    func interruptedAnimation() {
        let stack = TerminalStack(width: 20, height: 10)
        let row = stack.append(TextContent("a\nb\nc\nd"))
        stack.append(TextContent("after"))
        stack.timing = .linear(duration: 1)
        var first = 0
        var second = 0
        stack.tick(at: 0)
        stack.setHidden(true, forRow: row, animated: true) { first += 1 }
        stack.tick(at: 0.5)
        stack.setHidden(false, forRow: row, animated: true) { second += 1 }
        #expect(first == 1 && second == 0)
        stack.tick(at: 0.5)
        // The row comes back from its half-collapsed height, not from nothing.
        #expect(lines(stack).firstIndex(of: " after").map { $0 >= 2 && $0 <= 4 } == true)
        stack.tick(at: 2)
        #expect(first == 1 && second == 1)
        #expect(lines(stack).prefix(6) == [" a", " b", " c", " d", "───────────────────", " after"])
    }

    @Test("keys and the wheel scroll; the indicator follows; Home and End jump")
    func scrolling() {
        let stack = TerminalStack(width: 12, height: 4)
        stack.append(contentsOf: (1 ... 50).map { TextContent("row \($0)") })
        #expect(lines(stack).first == " row 1     ┃")
        #expect(stack.handle(.down))
        #expect(stack.offset == 1)
        #expect(stack.handle(.mouse(MouseEvent(kind: .wheelDown, x: 3, y: 1))))
        #expect(stack.offset == 4)
        #expect(stack.handle(.pageDown) && stack.offset == 7)
        #expect(stack.handle(.end))
        let bottom = lines(stack)
        #expect(bottom.last == " row 50    ┃")
        #expect(stack.handle(.home) && stack.offset == 0)
        #expect(!stack.handle(.character("z")))
        // Four lines: two rows, each with its separator.
        let ids = stack.visibleRows
        #expect(ids.count == 2 && stack.entirelyVisibleRows == ids)
        #expect(stack.visibility(of: ids[0]) == .entire)
        stack.scroll(by: 1)
        #expect(stack.visibility(of: ids[0]) == .partial(0.5) && stack.entirelyVisibleRows.first == ids[1])
        stack.scroll(by: 1)
        #expect(stack.visibility(of: ids[0]) == .offscreen && stack.visibleRows.first == ids[1])
    }

    @Test("scrolling line by line writes a few cells per frame, also when the scroll thumb moves")
    func scrollingWritesLittle() {
        let stack = TerminalStack(width: 80, height: 24)
        stack.append(contentsOf: (0 ..< 120).map { TextContent("row \($0): " + String(repeating: "word ", count: $0 % 13)) })
        var canvas = Canvas(width: 80, height: 24)
        var renderer = FrameRenderer()
        var terminal = VirtualTerminal(width: 80, height: 24)
        stack.draw(into: &canvas)
        let full = renderer.render(canvas)
        terminal.feed(full)
        var thumbMoves = 0
        for step in 0 ..< 40 {
            let thumbBefore = (0 ..< 24).first { canvas[79, $0].character == "┃" }
            stack.scroll(by: step < 30 ? 1 : -1)
            canvas.clear()
            stack.draw(into: &canvas)
            let bytes = renderer.render(canvas)
            terminal.feed(bytes)
            if (0 ..< 24).first(where: { canvas[79, $0].character == "┃" }) != thumbBefore { thumbMoves += 1 }
            #expect(terminal.shows(canvas), "step \(step)")
            #expect(bytes.count * 6 < full.count, "step \(step): \(bytes.count) bytes, a full frame is \(full.count)")
        }
        #expect(thumbMoves > 3)
    }

    @Test("100,000 rows: only rows near the viewport are measured, and a jump lands on a never-measured row")
    func lazyRows() {
        let stack = TerminalStack(width: 30, height: 10)
        let ids = stack.append(contentsOf: (0 ..< 100_000).map { index -> any TerminalRowContent in
            TextContent(index % 3 == 0 ? "row \(index) is long enough to wrap onto a second line" : "row \(index)")
        })
        _ = render(stack)
        let measured = ids.prefix(200).filter { !stack.engine.needsMeasurement($0) }.count
        #expect(measured > 5 && measured < 60)
        #expect(stack.engine.needsMeasurement(ids[50_000]))
        #expect(stack.scroll(to: ids[50_000], at: .start))
        #expect(lines(stack).first?.hasPrefix(" row 50000 ") == true)
        #expect(!stack.engine.needsMeasurement(ids[50_000]))
        #expect(stack.engine.needsMeasurement(ids[25_000]))
    }

    @Test("a resize re-wraps rows and keeps the first visible row in place")
    func resizing() {
        let stack = TerminalStack(width: 33, height: 6)
        let ids = stack.append(contentsOf: (0 ..< 20).map { TextContent("row \($0) has several words in it") })
        stack.scroll(to: ids[5], at: .start)
        #expect(lines(stack).first?.hasPrefix(" row 5 has several words in it ") == true)
        stack.resize(width: 16, height: 6)
        #expect(lines(stack).prefix(3).map { String($0.dropLast()) } == [" row 5 has     ", " several words ", " in it         "])
    }

    @Test("a horizontal stack lays rows out as columns with vertical separators and a bottom indicator")
    func horizontal() {
        let stack = TerminalStack(width: 24, height: 4, axis: .horizontal)
        stack.append(contentsOf: (1 ... 6).map { TextContent("col \($0)") })
        let screen = lines(stack)
        #expect(screen[0] == " col 1 │ col 2 │ col 3 │")
        // 6 columns of 8 cells in a 24-cell viewport: the thumb is half the indicator.
        #expect(screen[3] == String(repeating: "━", count: 12) + String(repeating: "─", count: 12))
        #expect(stack.handle(.right) && stack.offset == 1)
        stack.axis = .vertical
        #expect(lines(stack).prefix(2).map { String($0.dropLast()) } == [" col 1                 ", "───────────────────────"])
    }

    @Test("a horizontal stack scrolls to its end and back, showing only a row's separator at the edge")
    func horizontalScrollsThroughItsEnds() {
        let stack = TerminalStack(width: 24, height: 4, axis: .horizontal)
        stack.append(contentsOf: (1 ... 6).map { TextContent("col \($0)") })
        // Seven columns in, only col 1's separator is left of col 2: its content is off screen.
        for _ in 1 ... 7 { #expect(stack.handle(.right)) }
        #expect(lines(stack)[0] == "│ col 2 │ col 3 │ col 4")
        // Six columns of 8 cells, the last without a separator: 47 cells, 23 of them off screen.
        for _ in 1 ... 30 { #expect(stack.handle(.right)) }
        #expect(stack.offset == 23)
        #expect(lines(stack)[0] == "│ col 4 │ col 5 │ col 6")
        for _ in 1 ... 30 { #expect(stack.handle(.left)) }
        #expect(stack.offset == 0 && lines(stack)[0] == " col 1 │ col 2 │ col 3 │")
    }

    @Test("an animation of a horizontal stack draws the rows beyond the screen it moves in")
    func horizontalAnimation() {
        let stack = TerminalStack(width: 20, height: 3, axis: .horizontal)
        let ids = stack.append(contentsOf: (0 ..< 10).map { TextContent("c\($0)") })
        stack.timing = .linear(duration: 1)
        stack.scroll(by: 6)
        var finished = 0
        stack.setHidden(true, forRow: ids[1], animated: true) { finished += 1 }
        stack.tick(at: 0.5)
        #expect(lines(stack)[0].contains("c3"))
        stack.tick(at: 1)
        #expect(finished == 1 && !stack.isAnimating)
        #expect(!lines(stack)[0].contains("c1"))
    }

    @Test("changing the axis during an animation stops it and runs its completion once")
    func axisChangeDuringAnimation() {
        let stack = TerminalStack(width: 20, height: 8)
        let ids = stack.append(contentsOf: (0 ..< 6).map { TextContent("row \($0)") })
        stack.timing = .linear(duration: 1)
        var completions = 0
        stack.remove(ids[2], animated: true) { completions += 1 }
        stack.tick(at: 0.5)
        _ = render(stack)
        stack.axis = .horizontal
        #expect(completions == 1 && !stack.isAnimating)
        stack.axis = .vertical
        stack.tick(at: 20)
        #expect(completions == 1)
        #expect(lines(stack).prefix(3) == [" row 0             ┃", "───────────────────┃", " row 1             ┃"])
    }

    @Test("a stack one cell across has no room for a scroll indicator, and still draws its rows")
    func tinyStack() {
        let stack = TerminalStack(width: 9, height: 1, axis: .horizontal)
        stack.append(contentsOf: [TextContent("a"), TextContent("b"), TextContent("c"), TextContent("d")])
        #expect(stack.width == 9 && stack.height == 1)
        #expect(render(stack) == " a │ b │")
        // Four rows of 4 cells, the last without a separator: 15 cells, 6 past the screen.
        #expect(stack.handle(.pageDown) && stack.offset == 6)
        #expect(render(stack) == " │ c │ d")
        // With a second line the indicator fits: its thumb is 9 × 9 / 15 cells, at the end.
        stack.resize(width: 9, height: 2)
        #expect(lines(stack) == [" │ c │ d", "────━━━━━"])
        // Sizes are clamped to at least one cell, and the offset stays in range.
        stack.resize(width: 0, height: -5)
        #expect(stack.width == 1 && stack.height == 1)
        _ = render(stack)
        #expect((0 ... 14).contains(stack.offset))
        #expect(stack.handle(.end) && stack.offset == 14 && lines(stack) == [""])
    }

    @Test("Tab moves the focus through interactive rows; arrows move it when the next one is on screen")
    func focus() {
        let stack = TerminalStack(width: 20, height: 6)
        var tapped: [RowID] = []
        let record: (RowID) -> Void = { tapped.append($0) }
        stack.append(TextContent("plain"))
        let first = stack.append(TextContent("first"), action: record)
        stack.append(contentsOf: (0 ..< 10).map { TextContent("filler \($0)") })
        let far = stack.append(TextContent("far away"), action: record)
        #expect(stack.handle(.tab) && stack.focusedRow == first)
        #expect(stack.handle(.enter) && tapped == [first])
        // The next interactive row is off screen: Down scrolls a line instead.
        #expect(stack.handle(.down) && stack.focusedRow == first && stack.offset == 1)
        #expect(stack.handle(.tab) && stack.focusedRow == far)
        #expect(lines(stack).contains { $0.hasPrefix(" far away ") })
        #expect(stack.handle(.tab) && stack.focusedRow == first) // wraps
        #expect(stack.handle(.backTab) && stack.focusedRow == far)
        // The focused row is highlighted.
        var canvas = Canvas(width: 20, height: 6)
        stack.draw(into: &canvas)
        let row = canvas.text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("far away") }!
        #expect(canvas[2, row].style.background == .palette(237))
    }

    @Test("a click on an interactive row focuses and taps it; a click elsewhere does nothing")
    func clicks() {
        let stack = TerminalStack(width: 20, height: 6)
        var taps = 0
        stack.append(TextContent("plain"))
        let button = stack.append(TextContent("button"), action: { _ in taps += 1 })
        _ = render(stack)
        #expect(stack.row(atScreenX: 3, y: 2) == button)
        _ = stack.handle(.mouse(MouseEvent(kind: .press(button: 0), x: 3, y: 2)))
        _ = stack.handle(.mouse(MouseEvent(kind: .release(button: 0), x: 3, y: 2)))
        #expect(taps == 1 && stack.focusedRow == button)
        _ = stack.handle(.mouse(MouseEvent(kind: .press(button: 0), x: 3, y: 0)))
        _ = stack.handle(.mouse(MouseEvent(kind: .release(button: 0), x: 3, y: 2)))
        #expect(taps == 1)
    }

    @Test("frames report events once, and row controllers hear when they appear and disappear")
    func eventsAndControllers() {
        let stack = TerminalStack(width: 20, height: 4)
        var events: [StackEvent] = []
        stack.onEvent = { events.append($0) }
        let controller = CountingController()
        let row = stack.append(controller: controller)
        stack.append(contentsOf: (0 ..< 10).map { TextContent("filler \($0)") })
        _ = render(stack)
        #expect(controller.appeared == 1 && controller.disappeared == 0)
        #expect(events.contains(.rowInserted(row, index: 0)))
        #expect(events.contains { if case .contentSizeChanged = $0 { true } else { false } })
        events.removeAll()
        _ = render(stack)
        #expect(events.isEmpty)
        stack.scroll(by: 10)
        _ = render(stack)
        #expect(controller.disappeared == 1)
        stack.scrollToStart()
        _ = render(stack)
        #expect(controller.appeared == 2)
        controller.content = TextContent("controlled\nand grown")
        stack.contentDidChange(forRow: row)
        #expect(lines(stack).prefix(2).map { String($0.dropLast()) } == [" controlled        ", " and grown         "])
        stack.remove(row)
        _ = render(stack)
        #expect(controller.disappeared == 2)
        #expect(!stack.remove(row))
    }
}
