// The canvas: cells, wide characters and multi-scalar characters, clipping, styles, and equality.

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

    @Test("a span of plain ASCII wraps into the same lines and pieces as the same text split into spans of one style")
    func asciiWrappingAgrees() {
        var random = SeededGenerator(seed: 0xA5C1)
        let alphabet = Array("ab cd  efghij\nklm") + ["Z", " ", " "]
        let style = TextStyle(foreground: .palette(3))
        for round in 0 ..< 2_000 {
            let text = String((0 ..< Int.random(in: 0 ... 60, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
            let width = Int.random(in: 1 ... 12, using: &random)
            let cut = text.index(text.startIndex, offsetBy: Int.random(in: 0 ... text.count, using: &random))
            let split = [StyledSpan(String(text[..<cut]), style: style), StyledSpan(String(text[cut...]), style: style)]
            let whole = wrap([StyledSpan(text, style: style)], width: width)
            #expect(whole == wrap(split, width: width), "round \(round): \(text.debugDescription) at \(width)")
            #expect(whole.allSatisfy { $0.reduce(0) { $0 + $1.text.count } <= width }, "round \(round)")
        }
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
