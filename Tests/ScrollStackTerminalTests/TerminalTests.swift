import ScrollStackCore
import ScrollStackTerminal
import ScrollStackTestSupport
import Testing

@Suite("Terminal canvas")
struct CanvasTests {
    @Test("text wraps at spaces, splits long words and keeps line breaks")
    func wrapping() {
        #expect(wrap("the quick brown fox", width: 9) == ["the quick", "brown fox"])
        #expect(wrap("abcdefghij", width: 4) == ["abcd", "efgh", "ij"])
        #expect(wrap("one\n\ntwo", width: 10) == ["one", "", "two"])
        #expect(wrap("日本語テキスト", width: 6) == ["日本語", "テキス", "ト"])
        #expect(wrap("anything", width: 0) == [""])
    }

    @Test("styled spans keep their styles across a wrap")
    func styledWrapping() {
        let bold = TextStyle(bold: true)
        let lines = wrap([StyledSpan("plain "), StyledSpan("bold words here", style: bold)], width: 11)
        #expect(lines.map { $0.map(\.text).joined() } == ["plain bold", "words here"])
        #expect(lines[0].last?.style == bold && lines[1].allSatisfy { $0.style == bold })
    }

    @Test("characters have the width a terminal gives them")
    func widths() {
        #expect(displayWidth(of: "a") == 1 && displayWidth(of: "é") == 1 && displayWidth(of: "e\u{301}") == 1)
        #expect(displayWidth(of: "日") == 2 && displayWidth(of: "ｱ") == 1 && displayWidth(of: "Ｗ") == 2)
        #expect(displayWidth(of: "😀") == 2 && displayWidth(of: "👍🏽") == 2 && displayWidth(of: "👨‍👩‍👧") == 2)
        #expect(displayWidth(of: "🇫🇷") == 2 && displayWidth(of: "❤️") == 2 && displayWidth(of: "❤") == 1)
        #expect(displayWidth(of: "\u{200B}") == 0 && displayWidth(of: "\u{7}") == 0)
        #expect(displayWidth(of: "a日😀") == 5)
    }

    @Test("drawing clips to the canvas, to a column range, and gives wide characters two cells")
    func drawing() {
        var canvas = Canvas(width: 6, height: 3)
        #expect(canvas.draw("hello world", x: 0, y: 0) == 6)
        #expect(canvas.draw("日本語", x: 1, y: 1) == 4)
        #expect(canvas.draw("abcdef", x: -2, y: 2, clip: 1 ..< 4) == 6)
        #expect(canvas.text == "hello\n 日本\n def") // trailing blanks are not part of a line
        var narrow = Canvas(width: 3, height: 1)
        narrow.draw("a日本", x: 0, y: 0)
        #expect(narrow.line(0) == "a日")
        narrow.restyle(x: 0, y: 0, width: 1, height: 1) { $0.reverse = true }
        #expect(narrow[0, 0].style.reverse && !narrow[1, 0].style.reverse)
        narrow.clear()
        #expect(narrow.text.isEmpty)
    }

    @Test("drawing over half of a wide character leaves a blank in its other half, as a terminal does")
    func overwritingWideCharacters() {
        var canvas = Canvas(width: 6, height: 2)
        canvas.draw("日本語", x: 0, y: 0)
        canvas.draw("a", x: 1, y: 0)  // the right half of 日
        canvas.draw("b", x: 2, y: 0)  // the left half of 本
        #expect(canvas.line(0) == " ab 語")
        #expect(canvas[3, 0].character == " " && canvas[4, 0].character == "語" && canvas[5, 0].character.isEmpty)
        canvas.draw("日本語", x: 0, y: 1)
        canvas.fill(x: 1, y: 1, width: 2, height: 1, with: "-")
        #expect(canvas.line(1) == " -- 語")
    }

    @Test("filling with a wide or zero-width character keeps every row well formed")
    func fillingWithWideCharacters() {
        var canvas = Canvas(width: 5, height: 2)
        canvas.fill(x: 0, y: 0, width: 5, height: 2, with: "日")
        #expect(canvas.line(0) == "日日" && canvas.line(1) == "日日")
        #expect(canvas[1, 0].character.isEmpty && canvas[4, 0].character == " ")
        canvas.fill(x: 0, y: 0, width: 5, height: 1, with: "\u{301}")
        #expect(canvas.line(0).isEmpty)
    }

    @Test("characters made of several scalars are kept whole and compare by what they show")
    func clusters() {
        var a = Canvas(width: 8, height: 1)
        var b = Canvas(width: 8, height: 1)
        a.draw("🇫🇷e\u{301}", x: 0, y: 0)
        b.draw("e\u{301}", x: 0, y: 0)  // numbered first here, second in `a`
        b.draw("🇫🇷e\u{301}", x: 0, y: 0)
        #expect(a[0, 0].character == "🇫🇷" && a[2, 0].character == "e\u{301}")
        #expect(a == b && a.hashValue == b.hashValue)
        b.draw("👍🏽", x: 0, y: 0)
        #expect(a != b)
        var renderer = FrameRenderer()
        var terminal = VirtualTerminal(width: 8, height: 1)
        terminal.feed(renderer.render(a))
        terminal.feed(renderer.render(b))
        #expect(terminal.shows(b) && terminal.text == "👍🏽e\u{301}")
    }
}

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

@Suite("Key decoding")
struct KeyDecodingTests {
    static let sequences: [(String, Key)] = [
        ("\u{1B}[A", .up), ("\u{1B}[B", .down), ("\u{1B}OC", .right), ("\u{1B}[D", .left), ("\u{1B}[1;5A", .up),
        ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown), ("\u{1B}[H", .home), ("\u{1B}[F", .end), ("\u{1B}[1~", .home),
        ("\u{1B}[4~", .end), ("\u{1B}[Z", .backTab), ("\t", .tab), ("\r", .enter), ("\u{7F}", .backspace),
        ("\u{1B}[3~", .delete), ("\u{1B}[2~", .insert), ("\u{1B}OP", .function(1)), ("\u{1B}[15~", .function(5)),
        ("\u{1B}[24~", .function(12)), ("\u{03}", .control("c")), ("é", .character("é")), ("日", .character("日")),
        ("😀", .character("😀")), ("\u{1B}[<0;5;3M", .mouse(MouseEvent(kind: .press(button: 0), x: 4, y: 2))),
        ("\u{1B}[<0;5;3m", .mouse(MouseEvent(kind: .release(button: 0), x: 4, y: 2))),
        ("\u{1B}[<64;1;1M", .mouse(MouseEvent(kind: .wheelUp, x: 0, y: 0))),
        ("\u{1B}[<65;80;24M", .mouse(MouseEvent(kind: .wheelDown, x: 79, y: 23))),
        ("\u{1B}[<32;2;2M", .mouse(MouseEvent(kind: .drag(button: 0), x: 1, y: 1))),
    ]

    @Test("every key and mouse report decodes, whole or split at any byte")
    func splitAnywhere() {
        for (text, key) in Self.sequences {
            let bytes = Array(text.utf8)
            var whole = KeyDecoder()
            #expect(whole.decode(bytes) == [key], "\(text.debugDescription)")
            for cut in 1 ..< max(1, bytes.count) {
                var decoder = KeyDecoder()
                var keys = decoder.decode(Array(bytes[..<cut]))
                keys += decoder.decode(Array(bytes[cut...]))
                #expect(keys == [key], "\(text.debugDescription) split at \(cut)")
            }
        }
    }

    @Test("a lone Escape waits for the flush; Escape before a key stays an Escape")
    func escapeTimeout() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B]).isEmpty && decoder.hasPendingInput)
        #expect(decoder.flush() == [.escape] && !decoder.hasPendingInput)
        #expect(decoder.decode(Array("\u{1B}x\u{1B}\u{1B}".utf8)) == [.escape, .character("x"), .escape])
        #expect(decoder.flush() == [.escape])
        // An incomplete sequence that never completes gives its Escape and then its bytes.
        #expect(decoder.decode(Array("\u{1B}[".utf8)).isEmpty)
        #expect(decoder.flush() == [.escape, .character("[")])
    }

    @Test("malformed, unknown and overlong sequences never lose the keys after them")
    func malformed() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(Array("\u{1B}[99~x\u{1B}[1;5Py".utf8)) == [.character("x"), .character("y")])
        // A control character inside a sequence makes it malformed: its ESC [ is dropped and the
        // rest decodes as ordinary input.
        #expect(decoder.decode(Array("\u{1B}[12\u{07}ab".utf8))
            == [.character("1"), .character("2"), .control("g"), .character("a"), .character("b")])
        let overlong = "\u{1B}[" + String(repeating: "1;", count: 40) + "A" + "z"
        let keys = decoder.decode(Array(overlong.utf8)) + decoder.flush()
        #expect(keys.last == .character("z") && keys.contains(.character("A")))
        // Mouse reports with missing or absurd fields are dropped whole.
        #expect(decoder.decode(Array("\u{1B}[<0;5M!\u{1B}[<0;99999999999999999999;1M?".utf8)) == [.character("!"), .character("?")])
        // Invalid UTF-8 is skipped.
        #expect(decoder.decode([0xFF, 0xC3, 0x41, 0x80, 0x42]) == [.character("A"), .character("B")])
        #expect(decoder.decode([0xE6, 0x97]).isEmpty)
        #expect(decoder.flush().isEmpty)
    }

    /// Random bytes never crash the decoder, and text typed after any garbage arrives intact.
    @Test("random byte streams", arguments: [UInt64(7), 8, 9, 10])
    func randomStreams(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        for _ in 0 ..< 300 {
            var decoder = KeyDecoder()
            let garbage = (0 ..< Int.random(in: 0 ... 64, using: &random)).map { _ -> UInt8 in
                // Bias towards the bytes sequences are made of.
                Int.random(in: 0 ..< 3, using: &random) == 0 ? [0x1B, 0x5B, 0x3C, 0x3B, 0x4F, 0x7E, 0x4D][Int.random(in: 0 ..< 7, using: &random)]
                    : UInt8.random(in: 0 ... 255, using: &random)
            }
            var keys: [Key] = []
            var index = 0
            while index < garbage.count {
                let end = min(garbage.count, index + Int.random(in: 1 ... 8, using: &random))
                keys += decoder.decode(Array(garbage[index ..< end]))
                index = end
            }
            keys += decoder.flush()
            keys = decoder.decode(Array("hello".utf8)) + decoder.flush()
            #expect(keys == "hello".map { Key.character($0) })
        }
    }
}

@Suite("Row content")
struct ContentTests {
    func text(_ lines: [StyledLine]) -> [String] { lines.map { $0.map(\.text).joined() } }

    @Test("a box frames its content with the title in the top edge")
    func box() {
        let box = BoxContent(title: "Title", TextContent("inside text"))
        #expect(text(box.lines(width: 14)) == ["┌ Title ─────┐", "│ inside     │", "│ text       │", "└────────────┘"])
        #expect(box.preferredWidth(height: 5) == 15)
    }

    @Test("key/value tables align values and wrap them under their column")
    func keyValue() {
        let table = KeyValueContent([(key: "Plan", value: "Pro"), (key: "Price", value: "nine euros a month")])
        #expect(text(table.lines(width: 17)) == ["Plan   Pro", "Price  nine euros", "       a month"])
    }

    @Test("progress bars fill in proportion and clamp; toggles show their state")
    func progressAndToggle() {
        #expect(text(ProgressContent(label: "Up", fraction: 0.5).lines(width: 20)) == ["Up  [█████░░░░░] 50%"])
        #expect(text(ProgressContent(label: "", fraction: 7).lines(width: 10)) == ["[███] 100%"])
        #expect(text(ToggleContent(label: "Sync", isOn: true).lines(width: 20)) == ["[x] Sync"])
        #expect(text(ToggleContent(label: "Sync over wifi", isOn: false).lines(width: 10)) == ["[ ] Sync", "    over", "    wifi"])
        // Which option a line shows, wrapped options taking several lines.
        let choices = ChoiceContent(["Coffee", "A very long answer", "Tea"])
        #expect(text(choices.lines(width: 12)).count == 5)
        #expect((0 ..< 6).map { choices.optionIndex(atLine: $0, width: 12) } == [0, 1, 1, 1, 2, nil])
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

@Suite("Bracketed paste")
struct BracketedPasteTests {
    static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test("a paste arrives whole, tabs, Escapes and letters included, and the keys after it still decode")
    func whole() {
        var decoder = KeyDecoder()
        let keys = decoder.decode(Self.bytes("a\u{1B}[200~q\tx\u{1B}[A é\u{1B}[201~b"))
        #expect(keys == [.character("a"), .paste("q\tx\u{1B}[A é"), .character("b")])
        #expect(!decoder.hasPendingInput)
    }

    @Test("a paste split across reads waits for its end marker, however it is cut")
    func split() {
        let input = Self.bytes("\u{1B}[200~hello, world\u{1B}[201~q")
        for cut in 1 ..< input.count {
            var decoder = KeyDecoder()
            let keys = decoder.decode(Array(input[..<cut])) + decoder.decode(Array(input[cut...]))
            #expect(keys == [.paste("hello, world"), .character("q")], "cut at \(cut)")
        }
    }

    @Test("a paste whose end never comes is delivered when input pauses, or once it is too long to hold")
    func unterminated() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(Self.bytes("\u{1B}[200~abc")).isEmpty && decoder.hasPendingInput)
        #expect(decoder.flush() == [.paste("abc")])
        var long = KeyDecoder()
        let keys = long.decode(Self.bytes("\u{1B}[200~") + Array(repeating: UInt8(ascii: "z"), count: (1 << 16) + 1))
        #expect(keys.count == 1 && !long.hasPendingInput)
    }
}
