// The text field, driven by the bytes a terminal sends for each key, and drawn as a user reads it.

import ScrollStackTerminal
import ScrollStackTestSupport
import Testing

@Suite("Text field")
struct TextFieldContentTests {
    /// The field after the keys `bytes` decode to (Escape alone flushed at the end).
    func typed(_ bytes: String, into field: TextFieldContent = TextFieldContent()) -> TextFieldContent {
        var decoder = KeyDecoder()
        var field = field
        for key in decoder.decode(Array(bytes.utf8)) + decoder.flush() { _ = field.handle(key) }
        return field
    }

    func text(_ lines: [StyledLine]) -> [String] { lines.map { $0.map(\.text).joined() } }

    @Test("typing, moving and deleting by character; spaces stay as typed")
    func typing() {
        var field = typed("a  b c\u{7F}\u{1B}[D\u{1B}[DX")
        #expect(field.text == "a  Xb " && field.cursor == 4)
        // The cursor is on "b": drawn over it, in reverse; the trailing space shows.
        #expect(text(field.lines(width: 20)) == ["a  Xb "] && field.lines(width: 20)[0][1].text == "b")
        #expect(field.handle(.delete) && field.text == "a  X " && field.handle(.home) && field.cursor == 0)
        field = typed("\u{1B}[F", into: field)
        #expect(field.cursor == 5)
    }

    @Test("Shift selects, typing replaces the selection, ← collapses it")
    func selection() {
        // "hello world", then Shift-← five times selects "world".
        var field = typed("hello world" + String(repeating: "\u{1B}[1;2D", count: 5))
        #expect(field.selectedText == "world" && field.selection == 6 ..< 11)
        field = typed("there", into: field)
        #expect(field.text == "hello there" && field.selection == nil)
        field = typed(String(repeating: "\u{1B}[1;2D", count: 3) + "\u{1B}[D", into: field)
        #expect(field.selection == nil && field.cursor == 8)
        // Shift-Home selects to the line's start.
        field = typed("\u{1B}[1;2H\u{7F}", into: field)
        #expect(field.text == "ere")
    }

    @Test("Ctrl and Alt move by words; Ctrl-W, Ctrl-U and Ctrl-K delete; Ctrl-A and Ctrl-E jump")
    func words() {
        var field = typed("one two  three")
        field = typed("\u{1B}[1;5D", into: field)
        #expect(field.cursor == 9)
        field = typed("\u{1B}[1;3D\u{1B}[1;3D", into: field)
        #expect(field.cursor == 0)
        field = typed("\u{1B}[1;5C", into: field)
        #expect(field.cursor == 3)
        field = typed("\u{05}\u{17}", into: field)
        #expect(field.text == "one two  ")
        field = typed("\u{01}\u{1B}[C\u{0B}", into: field)
        #expect(field.text == "o")
        field = typed("\u{05}x\u{15}", into: field)
        #expect(field.text == "" && field.cursor == 0)
        // Ctrl-Shift-← selects a word.
        field = typed("alpha beta\u{1B}[1;6D", into: field)
        #expect(field.selectedText == "beta")
        // Readline's Alt keys, as terminals send them (Escape, then the key, in one write).
        field = typed("\u{1B}[Dgamma delta", into: TextFieldContent())
        field = typed("\u{1B}b\u{1B}b", into: field)
        #expect(field.cursor == 0)
        field = typed("\u{1B}f", into: field)
        #expect(field.cursor == 5)
        field = typed("\u{1B}d", into: field)
        #expect(field.text == "gamma" && field.cursor == 5)
        field = typed("\u{1B}\u{7F}", into: field)
        #expect(field.text == "" && field.cursor == 0)
    }

    @Test("Ctrl-_ undoes the last edit: a run of typing at once, a deletion, a paste; text the program sets starts over")
    func undo() {
        var field = typed("hello world", into: TextFieldContent())
        field = typed("\u{17}", into: field)  // Ctrl-W
        #expect(field.text == "hello ")
        field = typed("\u{1F}", into: field)
        #expect(field.text == "hello world" && field.cursor == 11)
        // Typing after a move is an edit of its own.
        field = typed("\u{1B}[D!", into: field)
        #expect(field.text == "hello worl!d")
        field = typed("\u{1F}", into: field)
        #expect(field.text == "hello world" && field.cursor == 10)
        field = typed("\u{1F}", into: field)
        #expect(field.text == "" && field.cursor == 0)
        // Nothing left to undo: the key is still the field's.
        #expect(field.handle(.control("_")) && field.text == "")
        field = typed("abc", into: field)
        field.text = "set"
        field = typed("\u{1F}", into: field)
        #expect(field.text == "set")
        // At most 100 edits are kept.
        var many = TextFieldContent()
        for index in 0 ..< 150 { _ = many.handle(.paste("\(index % 10)")) }
        for _ in 0 ..< 200 { _ = many.handle(.control("_")) }
        #expect(many.text.count == 50)
    }

    @Test("a paste goes in as text: line breaks become spaces in one line, tabs spaces, control characters dropped")
    func paste() {
        var decoder = KeyDecoder()
        var field = TextFieldContent()
        for key in decoder.decode(Array("\u{1B}[200~one\r\ntwo\tthree\u{07}\u{1B}[201~".utf8)) { _ = field.handle(key) }
        #expect(field.text == "one two    three")
        var notes = TextFieldContent(multiline: true)
        for key in decoder.decode(Array("\u{1B}[200~a\rb\u{1B}[201~".utf8)) { _ = notes.handle(key) }
        #expect(notes.text == "a\nb")
    }

    @Test("one line leaves Enter, ↑ and ↓ to the app; many lines break on Enter and keep the column going up and down")
    func multiline() {
        var line = TextFieldContent(text: "x")
        #expect(!line.handle(.enter) && !line.handle(.up) && !line.handle(.down) && line.text == "x")
        var notes = typed("first line\rsecond\rthird is long", into: TextFieldContent(multiline: true))
        #expect(notes.text == "first line\nsecond\nthird is long")
        notes = typed("\u{1B}[A", into: notes)
        #expect(notes.cursor == "first line\nsecond".count)
        notes = typed("\u{1B}[A", into: notes)
        // The column it started from (13, past "second") is the one it aims for on every line.
        #expect(notes.cursor == 10)
        notes = typed("\u{1B}[B\u{1B}[B", into: notes)
        #expect(notes.cursor == notes.text.count)
        notes = typed("\u{1B}[D\u{1B}[A", into: notes)
        // Another move sets a new column: 12 on the last line, 6 ("second" ends there) above.
        #expect(notes.cursor == "first line\nsecond".count)
        notes = typed("\u{1B}[B\u{1B}[B\u{1B}[B", into: notes)
        #expect(notes.cursor == notes.text.count)
    }

    @Test("wrapped between words: a word that does not fit starts the next line, one longer than a line is broken, spaces stay as typed")
    func wordWrap() {
        let field = TextFieldContent(text: "aaaa bbbb cc dddddddddddd", isFocused: false)
        #expect(text(field.lines(width: 10)) == ["aaaa bbbb ", "cc ", "dddddddddd", "dd"])
        // A space that finds the line full goes with the word before it, not to the next line's start.
        let exact = TextFieldContent(text: "xxxx word more", isFocused: false)
        #expect(text(exact.lines(width: 9)) == ["xxxx ", "word more"])
        let spaced = TextFieldContent(text: "ab    cd\n  ef", multiline: true, isFocused: false)
        #expect(text(spaced.lines(width: 6)) == ["ab    ", "cd", "  ef"])
        // The cursor's line follows the wrapped word.
        var typing = TextFieldContent(text: "one two")
        typing.moveCursor(to: 5)
        #expect(typing.cursorLine(width: 5) == 1)
    }

    @Test("with a selection, exactly the selected characters are reversed and the cursor is underlined")
    func selectionHighlight() {
        var field = TextFieldContent(text: "hello")
        field.moveCursor(to: 0)
        field.moveCursor(to: 3, selecting: true)
        let cells = field.lines(width: 20)[0].flatMap { span in span.text.map { ($0, span.style) } }
        #expect(cells.filter { $0.1.reverse }.map(\.0) == ["h", "e", "l"])
        #expect(cells[3].1.underline && !cells[3].1.reverse)
        // Leftwards: the cursor is on the first selected character, which shows selected too.
        var left = TextFieldContent(text: "abcd")
        left.moveCursor(to: 2)
        left.moveCursor(to: 1, selecting: true)
        let leftCells = left.lines(width: 20)[0].flatMap { span in span.text.map { ($0, span.style) } }
        #expect(leftCells.filter { $0.1.reverse }.map(\.0) == ["b"] && leftCells[1].1.underline)
    }

    @Test("a cell of the drawn lines names a position in the text: where a click puts the cursor")
    func positionOfACell() {
        let field = TextFieldContent(text: "aaaa bbbb cc\nxy", multiline: true)
        // Lines at width 10: "aaaa bbbb ", "cc", "xy".
        #expect(field.position(atLine: 0, column: 0, width: 10) == 0 && field.position(atLine: 0, column: 6, width: 10) == 6)
        #expect(field.position(atLine: 1, column: 1, width: 10) == 11 && field.position(atLine: 1, column: 8, width: 10) == 12)
        #expect(field.position(atLine: 2, column: 1, width: 10) == 14 && field.position(atLine: 9, column: 0, width: 10) == 15)
        // Past the end of a wrapped line: where the next line starts.
        #expect(field.position(atLine: 0, column: 30, width: 10) == 10)
    }

    @Test("drawn wrapped at the width, the cursor in reverse on its line, the placeholder in the theme's grey while empty")
    func drawing() {
        let field = TextFieldContent(text: "abcdefgh")
        #expect(text(field.lines(width: 3)) == ["abc", "def", "gh "] && field.cursorLine(width: 3) == 2)
        #expect(field.lines(width: 3)[2].last?.style.reverse == true)
        let full = TextFieldContent(text: "abcdef")
        // A cursor after a full last line gets a line of its own.
        #expect(text(full.lines(width: 3)) == ["abc", "def", " "] && full.cursorLine(width: 3) == 2)
        let empty = TextFieldContent(placeholder: "Filter…")
        let lines = empty.lines(width: 20)
        #expect(text(lines) == [" Filter…"] && lines[0][0].style.reverse && lines[0][1].style.foreground == .palette(8))
        let unfocused = TextFieldContent(text: "quiet", isFocused: false)
        #expect(unfocused.lines(width: 20).allSatisfy { $0.allSatisfy { !$0.style.reverse } })
        #expect(text(TextFieldContent(text: "日本語", isFocused: false).lines(width: 4)) == ["日本", "語"])
    }

    @Test("random key streams, one line and many, at every width: nothing traps, the cursor and selection stay in the text, and the lines show exactly the text (every space) with the cursor cell, none wider than the row",
          arguments: [false, true])
    func randomStreams(multiline: Bool) {
        var random = SeededGenerator(seed: multiline ? 0x7E47_0001 : 0x7E47_0002)
        let keys: [Key] = [.character("a"), .character(" "), .character("日"), .character("é"), .enter, .backspace, .delete,
                           .left, .right, .up, .down, .home, .end, .control("a"), .control("e"), .control("w"), .control("u"),
                           .control("k"), .paste("x\ty\r\nz "), .modified(.left, .shift), .modified(.right, .shift),
                           .modified(.left, .control), .modified(.right, .alt), .modified(.home, .shift), .modified(.up, .shift),
                           .modified(.character("b"), .alt), .modified(.character("f"), .alt), .modified(.character("d"), .alt),
                           .modified(.backspace, .alt), .control("_")]
        var field = TextFieldContent(placeholder: "type", multiline: multiline)
        for step in 0 ..< 4_000 {
            _ = field.handle(keys.randomElement(using: &random)!)
            if Int.random(in: 0 ..< 50, using: &random) == 0 { field.isFocused.toggle() }
            let text = field.text
            #expect((0 ... text.count).contains(field.cursor), "step \(step)")
            if let selection = field.selection { #expect(selection.upperBound <= text.count && !selection.isEmpty, "step \(step)") }
            #expect(multiline || !text.contains("\n"), "step \(step)")
            let width = Int.random(in: 1 ... 30, using: &random)
            let lines = field.lines(width: width)
            let shown = lines.map { $0.map(\.text).joined() }
            if text.isEmpty { continue }
            // Every character is shown, in order; the cursor adds one cell at the end of a line.
            let withoutCursorCells = shown.joined().filter { $0 != " " }
            #expect(withoutCursorCells == text.filter { $0 != " " && $0 != "\n" }, "step \(step)")
            #expect(shown.joined().filter { $0 == " " }.count >= text.filter { $0 == " " }.count, "step \(step): a space was lost")
            if width >= 2 { #expect(shown.allSatisfy { displayWidth(of: $0) <= width }, "step \(step) at width \(width)") }
            #expect((0 ..< lines.count).contains(field.cursorLine(width: width)), "step \(step)")
            // A click anywhere on the lines names a position in the text, later along the text as
            // the click goes later along the lines.
            let clicks = (0 ..< lines.count).flatMap { line in [0, width / 2, width + 3].map { field.position(atLine: line, column: $0, width: width) } }
            #expect(clicks.allSatisfy { (0 ... text.count).contains($0) } && clicks == clicks.sorted(), "step \(step) at width \(width)")
        }
    }
}
