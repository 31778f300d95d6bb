// The renderer drawing canvases from scratch: only changed cells written, styles, scroll detection,
// replays in an in-memory terminal, and drawing without colour.

import ScrollStackCore
import ScrollStackTerminal
import ScrollStackTestSupport
import Testing

@Suite("Frame renderer")
struct RendererTests {
    @Test("only changed cells are written after the first frame")
    func diffedOutput() {
        var renderer = FrameRenderer()
        var canvas = Canvas(width: 40, height: 10)
        canvas.draw("first frame", x: 0, y: 0)
        let first = renderer.render(canvas)
        var terminal = VirtualTerminal(width: 40, height: 10)
        terminal.feed(first)
        #expect(String(decoding: first, as: UTF8.self).hasPrefix("\u{1B}[0m\u{1B}[2J") && terminal.shows(canvas))
        let unchanged = renderer.render(canvas)
        #expect(unchanged.isEmpty)
        canvas.draw("X", x: 5, y: 3, style: TextStyle(foreground: .palette(1), bold: true))
        let update = String(decoding: renderer.render(canvas), as: UTF8.self)
        #expect(update == "\u{1B}[4;6H\u{1B}[1;31mX\u{1B}[0m")
        renderer.invalidate()
        #expect(String(decoding: renderer.render(canvas), as: UTF8.self).contains("\u{1B}[2J"))
    }

    @Test("styles: 256 colours, true colour and attributes")
    func styles() {
        let style = TextStyle(foreground: .rgb(255, 128, 0), background: .palette(236), dim: true, underline: true)
        var canvas = Canvas(width: 2, height: 1)
        canvas.draw("A", x: 0, y: 0, style: style)
        var renderer = FrameRenderer()
        let output = String(decoding: renderer.render(canvas), as: UTF8.self)
        #expect(output.contains("\u{1B}[2;4;38;2;255;128;0;48;5;236mA"))
    }

    @Test("a one-line scroll moves the screen with a scroll region and writes about one line")
    func scrollUsesRegion() {
        func frame(from first: Int) -> Canvas {
            var canvas = Canvas(width: 80, height: 24)
            for y in 0 ..< 23 { canvas.draw("line \(first + y) with some text to make it long", x: 0, y: y) }
            canvas.draw("help line", x: 0, y: 23)
            return canvas
        }
        var renderer = FrameRenderer()
        var terminal = VirtualTerminal(width: 80, height: 24)
        let first = renderer.render(frame(from: 0))
        terminal.feed(first)
        let scrolled = renderer.render(frame(from: 1))
        terminal.feed(scrolled)
        #expect(terminal.shows(frame(from: 1)))
        let text = String(decoding: scrolled, as: UTF8.self)
        #expect(text.contains("\u{1B}[1;23r\u{1B}[S\u{1B}[r"))
        #expect(scrolled.count * 10 < first.count, "one new line (\(scrolled.count) bytes), not a screen (\(first.count))")
        let back = renderer.render(frame(from: 0))
        terminal.feed(back)
        #expect(terminal.shows(frame(from: 0)))
        #expect(String(decoding: back, as: UTF8.self).contains("\u{1B}[1;23r\u{1B}[T\u{1B}[r"))
    }

    /// Random edits, scrolls and wide characters: whatever the renderer writes, replayed in a
    /// terminal, always gives the screen it was asked to draw.
    @Test("the terminal always ends up showing the canvas", arguments: [UInt64(1), 2, 3])
    func replayMatchesCanvas(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        var renderer = FrameRenderer()
        var terminal = VirtualTerminal(width: 30, height: 12)
        var lines = (0 ..< 40).map { "row \($0) " + String(repeating: "x", count: $0 % 17) }
        var top = 0
        for step in 0 ..< 300 {
            switch Int.random(in: 0 ..< 6, using: &random) {
            case 0: top = min(lines.count - 12, top + Int.random(in: 1 ... 4, using: &random))
            case 1: top = max(0, top - Int.random(in: 1 ... 4, using: &random))
            case 2: lines[Int.random(in: 0 ..< lines.count, using: &random)] = "edited \(step) 日本"
            case 3: lines.insert("new \(step) 😀", at: Int.random(in: 0 ..< lines.count, using: &random))
            case 4: if lines.count > 14 { lines.remove(at: Int.random(in: 0 ..< lines.count, using: &random)) }
            default: break
            }
            top = min(top, lines.count - 12)
            var canvas = Canvas(width: 30, height: 12)
            for y in 0 ..< 11 {
                let row = top + y
                let style = TextStyle(foreground: row % 4 == 0 ? .rgb(UInt8(row), 90, 200) : .palette(UInt8(row % 16)),
                                      bold: row % 3 == 0, underline: row % 5 == 0)
                canvas.draw(lines[row], x: 0, y: y, style: style)
            }
            // A highlight band and a scroll thumb that move independently of the text.
            let band = Int.random(in: 0 ..< 11, using: &random)
            canvas.restyle(x: 0, y: band, width: 29, height: 1) { $0.background = .palette(237) }
            canvas.fill(x: 29, y: 0, width: 1, height: 11, with: "│")
            canvas.fill(x: 29, y: top % 11, width: 1, height: 1, with: "┃", style: TextStyle(reverse: true))
            canvas.draw("status \(step % 5)", x: 0, y: 11)
            if step % 50 == 0 { renderer.invalidate() }
            terminal.feed(renderer.render(canvas))
            #expect(terminal.shows(canvas), "step \(step): \(terminal.text) vs \(canvas.text)")
        }
    }
}

@Suite("No colour")
struct NoColorTests {
    @Test("with colour off, frames keep bold, dim, underline and reverse but write no colour, and show the same text")
    func attributesOnly() {
        var canvas = Canvas(width: 20, height: 2)
        canvas.draw("red", x: 0, y: 0, style: TextStyle(foreground: .palette(1), background: .rgb(1, 2, 3), bold: true))
        canvas.draw("focus", x: 0, y: 1, style: TextStyle(background: .palette(237), reverse: true))
        var colored = FrameRenderer()
        var plain = FrameRenderer()
        plain.usesColor = false
        var coloredTerminal = VirtualTerminal(width: 20, height: 2)
        coloredTerminal.feed(colored.render(canvas))
        #expect(coloredTerminal.shows(canvas))
        let without = plain.render(canvas)
        var plainTerminal = VirtualTerminal(width: 20, height: 2)
        plainTerminal.feed(without)
        // Every cell keeps its attributes and loses its colours.
        for y in 0 ..< 2 {
            for x in 0 ..< 20 {
                var expected = canvas[x, y].style
                expected.foreground = .standard
                expected.background = .standard
                #expect(plainTerminal.cells[y][x].style == expected, "cell (\(x), \(y))")
            }
        }
        let text = String(decoding: without, as: UTF8.self)
        #expect(!text.contains("38;") && !text.contains("48;") && text.contains("\u{1B}[1m") && text.contains("7m"))
        var again = FrameRenderer()
        again.usesColor = false
        var terminal = VirtualTerminal(width: 20, height: 2)
        terminal.feed(again.render(canvas))
        #expect(terminal.text == canvas.text)
    }
}
