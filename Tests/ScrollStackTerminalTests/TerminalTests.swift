import ScrollStackCore
import ScrollStackTerminal
import Testing

@Suite("Terminal canvas and output")
struct CanvasTests {
    @Test("text wraps at spaces, splits long words and keeps line breaks")
    func wrapping() {
        #expect(wrap("the quick brown fox", width: 9) == ["the quick", "brown fox"])
        #expect(wrap("abcdefghij", width: 4) == ["abcd", "efgh", "ij"])
        #expect(wrap("one\n\ntwo", width: 10) == ["one", "", "two"])
        #expect(wrap("日本語テキスト", width: 6) == ["日本語", "テキス", "ト"])
        #expect(wrap("anything", width: 0) == [""])
    }

    @Test("drawing clips to the canvas and gives wide characters two cells")
    func drawing() {
        var canvas = Canvas(width: 6, height: 2)
        #expect(canvas.draw("hello world", x: 0, y: 0) == 6)
        #expect(canvas.draw("日本語", x: 1, y: 1) == 4)
        #expect(canvas.text == "hello\n 日本") // trailing blanks are not part of a line
        // A wide character that would be cut in half is left out.
        var narrow = Canvas(width: 3, height: 1)
        narrow.draw("a日本", x: 0, y: 0)
        #expect(narrow.line(0) == "a日")
        #expect(displayWidth(of: "😀") == 2 && displayWidth(of: "é") == 1)
    }

    @Test("only changed cells are written after the first frame")
    func diffedOutput() {
        var renderer = FrameRenderer()
        var canvas = Canvas(width: 40, height: 10)
        canvas.draw("first frame", x: 0, y: 0)
        let full = String(decoding: renderer.render(canvas), as: UTF8.self)
        #expect(full.contains("\u{1B}[2J") && full.contains("first frame"))
        let unchanged = renderer.render(canvas)
        #expect(unchanged.isEmpty)
        canvas.draw("X", x: 5, y: 3, style: TextStyle(foreground: .palette(1), bold: true))
        let update = String(decoding: renderer.render(canvas), as: UTF8.self)
        #expect(update == "\u{1B}[4;6H\u{1B}[0;1;38;5;1mX\u{1B}[0m")
        renderer.invalidate()
        #expect(String(decoding: renderer.render(canvas), as: UTF8.self).contains("\u{1B}[2J"))
    }
}

@Suite("Key decoding")
struct KeyDecodingTests {
    @Test("arrows, page keys, home and end in their common encodings")
    func navigationKeys() {
        var decoder = KeyDecoder()
        let bytes = Array("\u{1B}[A\u{1B}[B\u{1B}OC\u{1B}[D\u{1B}[5~\u{1B}[6~\u{1B}[H\u{1B}[4~\u{1B}[Z\t\r".utf8)
        #expect(decoder.decode(bytes) == [.up, .down, .right, .left, .pageUp, .pageDown, .home, .end, .backTab, .tab, .enter])
    }

    @Test("a sequence split across reads is decoded once complete")
    func splitSequence() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B, UInt8(ascii: "[")]).isEmpty)
        #expect(decoder.decode([UInt8(ascii: "5")]).isEmpty)
        #expect(decoder.decode([UInt8(ascii: "~"), UInt8(ascii: "q")]) == [.pageUp, .character("q")])
    }

    @Test("unknown sequences are dropped without losing the keys after them")
    func unknownSequences() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(Array("\u{1B}[99~x\u{1B}[1;5Py".utf8)) == [.character("x"), .character("y")])
    }

    @Test("UTF-8 characters, control keys and a lone escape")
    func charactersAndControls() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(Array("é日".utf8) + [0x03, 0x7F, 0x1B]) == [.character("é"), .character("日"), .control("c"), .backspace, .escape])
    }
}

@Suite("Terminal stack")
struct TerminalStackTests {
    func render(_ stack: inout TerminalStack) -> String {
        var canvas = Canvas(width: stack.width, height: stack.height)
        stack.draw(into: &canvas)
        return canvas.text
    }

    @Test("rows wrap to the width, separators sit between them, and a hidden row collapses")
    func rowsAndHiding() {
        var stack = TerminalStack(width: 20, height: 8)
        stack.append(TextContent(title: "Alpha", "one two three"))
        let beta = stack.append(TextContent("beta"))
        stack.append(TextContent("gamma"))
        #expect(render(&stack) == """
             Alpha
             one two three
            ───────────────────
             beta
            ───────────────────
             gamma


            """)
        stack.setHidden(true, forRow: beta)
        #expect(render(&stack) == """
             Alpha
             one two three
            ───────────────────
             gamma




            """)
    }

    @Test("scrolling moves the content and the indicator; a resize re-wraps")
    func scrollingAndResizing() {
        var stack = TerminalStack(width: 12, height: 4)
        let rows = stack.append(contentsOf: (1 ... 50).map { TextContent("row \($0)") })
        #expect(render(&stack).hasPrefix(" row 1"))
        let handled = stack.handle(.end)
        #expect(handled)
        let bottom = render(&stack).split(separator: "\n")
        #expect(bottom.last!.hasPrefix(" row 50"))
        #expect(bottom.last!.hasSuffix("┃"))
        stack.scrollToStart()
        let scrolled = stack.scroll(to: rows[9])
        #expect(scrolled)
        #expect(render(&stack).hasPrefix(" row 10"))
        stack.resize(width: 6, height: 4)
        let narrow = render(&stack).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(narrow.map { $0.dropLast() } == [" row ", " 10  ", "─────", " row "])
    }
}
