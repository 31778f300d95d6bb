// Frames drawn into a canvas kept from frame to frame: the stack draws only what changed, the
// renderer moves the lines a scroll moved and writes only what differs, and the screen is always
// what a whole drawing gives.

import ScrollStackCore
import ScrollStackTerminal
import ScrollStackTestSupport
import Testing

/// A stack drawn into a kept canvas, rendered into an in-memory terminal.
private struct KeptScreen {
    let stack: TerminalStack
    var canvas: Canvas
    var renderer = FrameRenderer()
    var terminal: VirtualTerminal
    let origin: (x: Int, y: Int)

    init(_ stack: TerminalStack, width: Int, height: Int, origin: (x: Int, y: Int) = (0, 0),
         repetition: FrameRenderer.Repetition = .never) {
        self.stack = stack
        canvas = Canvas(width: width, height: height)
        terminal = VirtualTerminal(width: width, height: height)
        renderer.repetition = repetition
        self.origin = origin
    }

    /// Draws a frame that is not rendered: the next render finds two frames' moves.
    mutating func drawOnly() {
        stack.draw(into: &canvas, x: origin.x, y: origin.y)
    }

    /// Draws and renders a frame; returns its bytes as text.
    mutating func frame() -> String {
        stack.draw(into: &canvas, x: origin.x, y: origin.y)
        let bytes = renderer.render(canvas)
        terminal.feed(bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A description of what differs between the kept canvas and the stack drawn whole into a new
    /// canvas (in the stack's area), or between the kept canvas and the terminal; nil when they agree.
    func mismatch() -> String? {
        var whole = Canvas(width: canvas.width, height: canvas.height)
        stack.draw(into: &whole, x: origin.x, y: origin.y)
        for y in origin.y ..< origin.y + stack.height {
            for x in origin.x ..< origin.x + stack.width where canvas[x, y] != whole[x, y] {
                return "(\(x), \(y)) shows \(canvas[x, y]) where a whole drawing shows \(whole[x, y]):\n\(canvas.text)\nwhole:\n\(whole.text)"
            }
        }
        if !terminal.shows(canvas) { return "the terminal shows\n\(terminal.text)\ninstead of\n\(canvas.text)" }
        return nil
    }
}

private func rows(_ count: Int) -> [any TerminalRowContent] {
    (0 ..< count).map { index in
        TextContent(index % 3 == 0 ? "row \(index) is long enough to wrap onto a second line at this width" : "row \(index)",
                    style: TextStyle(foreground: .palette(UInt8(index % 200))))
    }
}

@Suite("Kept canvas")
struct KeptCanvasTests {
    @Test("a frame where nothing changed writes nothing")
    func nothingChanged() {
        let stack = TerminalStack(width: 40, height: 12)
        stack.append(contentsOf: rows(200))
        var screen = KeptScreen(stack, width: 40, height: 12)
        #expect(!screen.frame().isEmpty)
        #expect(screen.frame().isEmpty && screen.frame().isEmpty)
        #expect(screen.mismatch() == nil)
    }

    @Test("a one-line scroll of a stack as wide as the screen moves the screen and writes the line that came in")
    func oneLineScroll() {
        let stack = TerminalStack(width: 40, height: 12)
        stack.append(contentsOf: rows(200))
        var screen = KeptScreen(stack, width: 40, height: 14, origin: (0, 1))
        _ = screen.frame()
        for step in 0 ..< 60 {
            stack.scroll(by: step < 40 ? 1 : -1)
            let bytes = screen.frame()
            #expect(bytes.contains(step < 40 ? "\u{1B}[2;13r\u{1B}[S\u{1B}[r" : "\u{1B}[2;13r\u{1B}[T\u{1B}[r"), "step \(step)")
            #expect(bytes.utf8.count < 200, "step \(step): \(bytes.utf8.count) bytes")
            #expect(screen.mismatch() == nil, "step \(step)")
        }
    }

    @Test("a column scroll of a horizontal stack reaching the screen's right edge deletes or inserts characters and writes the columns that came in",
          arguments: [0, 3])
    func columnScroll(left: Int) {
        let stack = TerminalStack(width: 40 - left, height: 12, axis: .horizontal)
        // Wide characters, so that moves cut some in two; every row can take the focus.
        for index in 0 ..< 200 {
            stack.append(TextContent(index % 4 == 0 ? "字字 row \(index) wide" : "row \(index)",
                                     style: TextStyle(foreground: .palette(UInt8(index % 200)))), action: { _ in })
        }
        stack.focusMarker = "▸"
        var screen = KeptScreen(stack, width: 40, height: 14, origin: (left, 1))
        _ = screen.frame()
        var random = SeededGenerator(seed: 0xC0_1A)
        for step in 0 ..< 80 {
            // Now and then the row at the left edge takes the focus, so that scrolls cut a focused
            // row, whose marker stays in the first column.
            if step % 9 == 0 {
                _ = stack.focus(stack.engine.row(atOffset: Double(stack.offset) + 1))
                _ = screen.frame()
            }
            // Long moves too, which are written rather than moved on the terminal.
            let shift = [1, 1, 1, -1, 2, -3, 5, 25, -30].randomElement(using: &random)!
            let before = stack.offset
            stack.scroll(by: shift)
            let moved = stack.offset - before
            let bytes = screen.frame()
            #expect(screen.mismatch() == nil, "step \(step)")
            if moved != 0 && abs(moved) <= 5 {
                #expect(bytes.contains("P") || bytes.contains("@"), "step \(step)")
                #expect(bytes.utf8.count < 700, "step \(step): \(bytes.utf8.count) bytes")
            }
        }
    }

    @Test("a render after several scrolls makes each move, or writes what a long one changed, and the screen matches",
          arguments: [StackAxis.horizontal, .vertical])
    func severalMovesInOneRender(axis: StackAxis) {
        let stack = TerminalStack(width: 40, height: 12, axis: axis)
        for index in 0 ..< 200 {
            stack.append(TextContent(index % 4 == 0 ? "字字 row \(index) wide" : "row \(index)",
                                     style: TextStyle(foreground: .palette(UInt8(index % 200)))), action: { _ in })
        }
        stack.focusMarker = "▸"
        var screen = KeptScreen(stack, width: 40, height: 14, origin: (0, 1))
        _ = screen.frame()
        var random = SeededGenerator(seed: 0x2_3011)
        for step in 0 ..< 60 {
            if step % 11 == 0 { _ = stack.focus(stack.engine.row(atOffset: Double(stack.offset) + 1)) }
            // One to three frames drawn, only the last rendered.
            for _ in 0 ..< Int.random(in: 1 ... 3, using: &random) {
                stack.scroll(by: [1, -1, 3, -4, 25, -30].randomElement(using: &random)!)
                screen.drawOnly()
            }
            _ = screen.frame()
            #expect(screen.mismatch() == nil, "step \(step)")
        }
    }

    @Test("a stack narrower than the screen, or horizontal, leaves what is around it and the screen still matches",
          arguments: [StackAxis.vertical, .horizontal])
    func narrowerThanTheScreen(axis: StackAxis) {
        let stack = TerminalStack(width: 30, height: 10, axis: axis)
        stack.append(contentsOf: rows(100))
        var screen = KeptScreen(stack, width: 34, height: 12, origin: (2, 1))
        // A different character on each line around it, so that a cell moved from another line shows.
        for y in 0 ..< 12 { screen.canvas.fill(x: 0, y: y, width: 34, height: 1, with: Character(String(y % 10))) }
        let around = screen.canvas
        _ = screen.frame()
        for step in 0 ..< 30 {
            stack.scroll(by: step % 7 == 6 ? -3 : 1)
            _ = screen.frame()
            #expect(screen.mismatch() == nil, "step \(step)")
            let outside = (0 ..< 12).flatMap { y in (0 ..< 34).map { (x: $0, y: y) } }
                .filter { !(2 ..< 32).contains($0.x) || !(1 ..< 11).contains($0.y) }
            #expect(outside.allSatisfy { screen.canvas[$0.x, $0.y] == around[$0.x, $0.y] }, "step \(step)")
        }
    }

    @Test("lines written over since the last frame (an overlay) are drawn again")
    func overlayRepaired() {
        let stack = TerminalStack(width: 40, height: 12)
        stack.append(contentsOf: rows(200))
        var screen = KeptScreen(stack, width: 40, height: 12)
        _ = screen.frame()
        screen.canvas.fill(x: 10, y: 3, width: 20, height: 4, with: "▒", style: TextStyle(reverse: true))
        _ = screen.frame()
        #expect(screen.mismatch() == nil)
        screen.canvas.draw("over", x: 0, y: 11)
        stack.scroll(by: 1)
        _ = screen.frame()
        #expect(screen.mismatch() == nil)
    }

    @Test("drawing the stack into another canvas (a snapshot) does not make the kept one start over")
    func snapshotInBetween() {
        let stack = TerminalStack(width: 40, height: 12)
        stack.append(contentsOf: rows(200))
        var screen = KeptScreen(stack, width: 40, height: 12)
        _ = screen.frame()
        var snapshot = Canvas(width: 40, height: 12)
        stack.draw(into: &snapshot)
        stack.scroll(by: 1)
        let bytes = screen.frame()
        #expect(bytes.contains("\u{1B}[S") && bytes.utf8.count < 200)
        #expect(screen.mismatch() == nil)
    }

    @Test("scrolling back into rows never measured (their length only estimated) draws what a whole drawing draws")
    func estimatedRowsAbove() {
        let stack = TerminalStack(width: 30, height: 10)
        let ids = stack.append(contentsOf: (0 ..< 10_000).map { index -> any TerminalRowContent in
            // Every row takes two or three lines; unmeasured rows count as one.
            TextContent("row \(index) " + String(repeating: "word ", count: 4 + index % 5))
        })
        stack.scroll(to: ids[5_000], at: .start)
        var screen = KeptScreen(stack, width: 30, height: 10)
        _ = screen.frame()
        for step in 0 ..< 80 {
            stack.scroll(by: step % 9 == 8 ? -5 : -1)
            _ = screen.frame()
            #expect(screen.mismatch() == nil, "step \(step)")
        }
    }

    /// The reliability review's S2: a scroll of a screen or more up into rows never measured.
    /// Measuring them lengthened the content above the first row shown, the offset moved by less
    /// than a screen, and the frame moved its old lines although the rows on them had all moved
    /// away (none of them was still on the lines kept, so none was compared).
    @Test("a scroll that measures rows above the screen draws what a whole drawing draws, however far it goes",
          arguments: 9 ... 19)
    func scrollMeasuringRowsAbove(lines: Int) {
        let stack = TerminalStack(width: 30, height: 10)
        let ids = stack.append(contentsOf: (0 ..< 2_000).map { TextContent("row \($0) " + String(repeating: "word ", count: 10)) })
        stack.scroll(to: ids[1_000], at: .start)
        var screen = KeptScreen(stack, width: 30, height: 10)
        _ = screen.frame()
        stack.scroll(by: -lines)
        _ = screen.frame()
        #expect(screen.mismatch() == nil)
    }

    @Test("changes, focus, hidden separators and animations between scrolls all end up on screen")
    func randomChanges() {
        var random = SeededGenerator(seed: 0xC0FFEE)
        let stack = TerminalStack(width: 36, height: 12)
        var ids = stack.append(contentsOf: rows(300))
        for id in ids where id.hashValue % 4 == 0 { stack.setAction({ _ in }, forRow: id) }
        stack.focusMarker = "▌"
        var screen = KeptScreen(stack, width: 36, height: 13)
        var time = 0.0
        for step in 0 ..< 400 {
            switch Int.random(in: 0 ..< 10, using: &random) {
            case 0 ..< 4: stack.scroll(by: Int.random(in: -3 ... 3, using: &random))
            case 4: _ = stack.handle(.tab)
            case 5: stack.setContent(TextContent("changed at \(step)"), forRow: ids.randomElement(using: &random)!,
                                     animated: Bool.random(using: &random))
            case 6: ids.append(stack.insert(TextContent("new \(step)"), at: .index(Int.random(in: 0 ... stack.engine.count, using: &random)),
                                            animated: Bool.random(using: &random))!)
            case 7: stack.setSeparatorHidden(Bool.random(using: &random), forRow: ids.randomElement(using: &random)!)
            case 8: stack.setHidden(Bool.random(using: &random), forRow: ids.randomElement(using: &random)!, animated: true)
            default: time += 0.05
            }
            stack.tick(at: time)
            screen.canvas.draw("status \(step)", x: 0, y: 12)
            _ = screen.frame()
            if let mismatch = screen.mismatch() {
                Issue.record("step \(step): \(mismatch)")
                return
            }
        }
    }
}

@Suite("Renderer told what moved")
struct ToldMovesTests {
    @Test("moves made with scrollLines are sent as scroll regions, whole-screen ones as plain scrolls")
    func movesSent() {
        var canvas = Canvas(width: 20, height: 10)
        for y in 0 ..< 10 { canvas.draw("line \(y)", x: 0, y: y) }
        var renderer = FrameRenderer()
        var terminal = VirtualTerminal(width: 20, height: 10)
        terminal.feed(renderer.render(canvas))
        canvas.scrollLines(2 ..< 8, by: 3)
        canvas.draw("in", x: 0, y: 6)
        let band = String(decoding: renderer.render(canvas), as: UTF8.self)
        #expect(band.hasPrefix("\u{1B}[3;8r\u{1B}[3S\u{1B}[r"))
        terminal.feed(Array(band.utf8))
        #expect(terminal.shows(canvas))
        canvas.scrollLines(0 ..< 10, by: -1)
        let whole = renderer.render(canvas)
        #expect(String(decoding: whole, as: UTF8.self) == "\u{1B}[T")
        terminal.feed(whole)
        #expect(terminal.shows(canvas))
    }

    /// Random drawing, moves, clears and new canvases: whatever the renderer writes, replayed,
    /// gives the canvas, with every kind of repetition.
    @Test("the terminal always ends up showing the kept canvas",
          arguments: [FrameRenderer.Repetition.never, .ascii, .anyCharacter])
    func replay(repetition: FrameRenderer.Repetition) {
        var random = SeededGenerator(seed: 0x5EED)
        var renderer = FrameRenderer()
        renderer.repetition = repetition
        var canvas = Canvas(width: 24, height: 10)
        var terminal = VirtualTerminal(width: 24, height: 10)
        let glyphs: [Character] = ["a", " ", "─", "日", "🇫🇷", "e\u{301}"]
        for step in 0 ..< 400 {
            for _ in 0 ..< Int.random(in: 0 ... 4, using: &random) {
                switch Int.random(in: 0 ..< 6, using: &random) {
                case 0:
                    let from = Int.random(in: -1 ..< 10, using: &random), to = Int.random(in: from ... 11, using: &random)
                    canvas.scrollLines(from ..< to, by: Int.random(in: -4 ... 4, using: &random))
                case 1:
                    canvas.fill(x: Int.random(in: -2 ..< 24, using: &random), y: Int.random(in: 0 ..< 10, using: &random),
                                width: Int.random(in: 0 ... 26, using: &random), height: Int.random(in: 1 ... 3, using: &random),
                                with: glyphs.randomElement(using: &random)!,
                                style: TextStyle(foreground: .palette(UInt8.random(in: 0 ... 20, using: &random)),
                                                 bold: Bool.random(using: &random)))
                case 2:
                    canvas.draw(String((0 ..< 6).map { _ in glyphs.randomElement(using: &random)! }),
                                x: Int.random(in: -2 ..< 24, using: &random), y: Int.random(in: 0 ..< 10, using: &random),
                                style: TextStyle(background: Bool.random(using: &random) ? .palette(237) : .standard,
                                                 underline: Bool.random(using: &random)))
                case 3:
                    canvas.restyle(x: 0, y: Int.random(in: 0 ..< 10, using: &random), width: 24, height: 1) { $0.reverse.toggle() }
                case 4 where step % 25 == 0:
                    canvas.clear()
                default:
                    break
                }
            }
            if step % 97 == 0 { renderer.invalidate() }
            terminal.feed(renderer.render(canvas))
            #expect(terminal.shows(canvas), "step \(step):\n\(terminal.text)\ninstead of\n\(canvas.text)")
        }
    }

    @Test("REP repeats what the terminal can: any character, ASCII only, or nothing")
    func repetition() {
        var canvas = Canvas(width: 40, height: 2)
        canvas.fill(x: 0, y: 0, width: 40, height: 1, with: "─")
        canvas.fill(x: 0, y: 1, width: 40, height: 1, with: "=")
        func output(_ repetition: FrameRenderer.Repetition) -> String {
            var renderer = FrameRenderer()
            renderer.repetition = repetition
            return String(decoding: renderer.render(canvas), as: UTF8.self)
        }
        #expect(output(.anyCharacter).contains("─\u{1B}[39b") && output(.anyCharacter).contains("=\u{1B}[39b"))
        #expect(!output(.ascii).contains("─\u{1B}[39b") && output(.ascii).contains("=\u{1B}[39b"))
        #expect(!output(.never).contains("b"))
    }

    @Test("a flow drawn into a kept canvas draws again the steps whose content changed, at any origin",
          arguments: [FlowDirection.down, .up, .left, .right])
    func flowStepsChanged(direction: FlowDirection) {
        let flow = TerminalFlow(width: 36, height: 14, direction: direction, fading: .none)
        var items: [RowID] = []
        for title in ["One", "Two", "Three"] {
            items.append(flow.push(ChoiceContent(["tea", "coffee", "water"]), title: title))
        }
        flow.tick(at: 0)
        flow.tick(at: 10)
        #expect(!flow.isAnimating)
        var canvas = Canvas(width: 40, height: 16)
        var renderer = FrameRenderer()
        func frameMatches(_ origin: (x: Int, y: Int)) -> Bool {
            flow.draw(into: &canvas, x: origin.x, y: origin.y)
            var whole = Canvas(width: 40, height: 16)
            flow.draw(into: &whole, x: origin.x, y: origin.y)
            return (origin.y ..< origin.y + flow.height).allSatisfy { y in
                (origin.x ..< origin.x + flow.width).allSatisfy { x in whole[x, y] == canvas[x, y] }
            }
        }
        #expect(frameMatches((2, 1)))
        _ = renderer.render(canvas)
        #expect(frameMatches((2, 1)) && renderer.render(canvas).isEmpty, "nothing changed, nothing written")
        // Each step in turn (the oldest, then the newest), then two at once, then at a new origin.
        for (step, changed) in [[0], [2], [0, 1], [1, 2]].enumerated() {
            for index in changed {
                let choice = flow.content(ofItem: items[index]) as! ChoiceContent
                flow.setContent(choice.movingSelection(by: 1), forItem: items[index])
            }
            #expect(frameMatches(step == 3 ? (0, 0) : (2, 1)), "step \(step)")
            // Sideways, the oldest step is off the canvas: a change there shows nothing.
            let shown = direction == .down || direction == .up || changed != [0]
            #expect(renderer.render(canvas).isEmpty != shown, "step \(step)")
        }
    }

    @Test("a few cells the terminal shows already, between ones that changed, are written over, not skipped with a cursor move")
    func shortGapsWritten() {
        var canvas = Canvas(width: 30, height: 1)
        var renderer = FrameRenderer()
        _ = renderer.render(canvas)
        canvas.draw("one two  three      four", x: 0, y: 0)
        let text = String(decoding: renderer.render(canvas), as: UTF8.self)
        // Two blanks are two bytes, cheaper than a move; six are not.
        #expect(text.contains("one two  three\u{1B}[6Cfour"), "\(text.debugDescription)")
        var terminal = VirtualTerminal(width: 30, height: 1)
        terminal.feed(Array(text.utf8))
        #expect(terminal.text.hasPrefix("one two  three      four"))
    }

    @Test("a style change writes only what differs, or a reset when that is shorter")
    func shortestStyle() {
        var canvas = Canvas(width: 3, height: 1)
        canvas.draw("a", x: 0, y: 0, style: TextStyle(foreground: .palette(9), bold: true))
        canvas.draw("b", x: 1, y: 0, style: TextStyle(foreground: .palette(200), bold: true))
        canvas.draw("c", x: 2, y: 0)
        var renderer = FrameRenderer()
        let text = String(decoding: renderer.render(canvas), as: UTF8.self)
        #expect(text.hasSuffix("\u{1B}[1;91ma\u{1B}[38;5;200mb\u{1B}[0mc"))
    }
}
