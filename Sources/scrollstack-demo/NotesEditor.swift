// The notes row: text you edit on purpose (⏎ starts, Esc stops), with a caret only while editing.

import ScrollStackCore
import ScrollStackTerminal

/// Notes that grow as you type: the row's controller owns the text and, while it is being edited,
/// the caret (a position in the text, in characters).
final class NotesController: TerminalRowController {
    private(set) var text = "Press ⏎ here to edit these notes: they grow as you write."
    /// Where typing goes, while editing; `nil` when not editing (no caret is drawn then).
    private(set) var caret: Int?

    var isEditing: Bool { caret != nil }

    /// The caret as drawn.
    static let caretGlyph: Character = "▏"

    var content: any TerminalRowContent {
        guard let caret else { return BoxContent(title: "Notes · ⏎ edit", TextContent(text)) }
        var shown = text
        shown.insert(Self.caretGlyph, at: shown.index(shown.startIndex, offsetBy: caret))
        return BoxContent(title: "Notes · editing · Esc to stop", TextContent(shown))
    }

    /// The line of the row, laid out `width` columns wide, that shows the caret.
    func caretLine(width: Int) -> Int? {
        content.lines(width: width).firstIndex { line in line.contains { $0.text.contains(Self.caretGlyph) } }
    }

    /// Starts editing with the caret at the end.
    func beginEditing() { caret = text.count }

    /// Stops editing; the caret goes.
    func endEditing() { caret = nil }

    /// Applies an editing key; whether it changed the text (or the caret). Keys that mean nothing
    /// while editing return `false`.
    func edit(_ key: Key) -> Bool {
        guard let position = caret else { return false }
        switch key {
        case .character(let character):
            insert(String(character), at: position)
        case .enter:
            insert("\n", at: position)
        case .backspace:
            guard position > 0 else { return true }
            text.remove(at: text.index(text.startIndex, offsetBy: position - 1))
            caret = position - 1
        case .delete:
            guard position < text.count else { return true }
            text.remove(at: text.index(text.startIndex, offsetBy: position))
        case .left: caret = max(0, position - 1)
        case .right: caret = min(text.count, position + 1)
        case .home: caret = lineStart(before: position)
        case .end: caret = lineEnd(after: position)
        default: return false
        }
        return true
    }

    /// Pasted text goes in as text, never as commands: line breaks (which terminals send as
    /// carriage returns) start new lines, a tab becomes four spaces, other control characters are
    /// dropped. Returns how many characters went in.
    @discardableResult
    func paste(_ pasted: String) -> Int {
        guard let position = caret else { return 0 }
        var cleaned = ""
        for character in pasted {
            switch character {
            case "\r\n", "\r", "\n": cleaned.append("\n")
            case "\t": cleaned += "    "
            default: if displayWidth(of: character) > 0 { cleaned.append(character) }
            }
        }
        insert(cleaned, at: position)
        return cleaned.count
    }

    /// Whether the caret is on the text's last line (the row's end follows it into view).
    var caretIsOnLastLine: Bool {
        guard let caret else { return false }
        return !text[text.index(text.startIndex, offsetBy: caret)...].contains("\n")
    }

    private func insert(_ inserted: String, at position: Int) {
        text.insert(contentsOf: inserted, at: text.index(text.startIndex, offsetBy: position))
        caret = position + inserted.count
    }

    private func lineStart(before position: Int) -> Int {
        let characters = Array(text)
        var index = position
        while index > 0 && characters[index - 1] != "\n" { index -= 1 }
        return index
    }

    private func lineEnd(after position: Int) -> Int {
        let characters = Array(text)
        var index = position
        while index < characters.count && characters[index] != "\n" { index += 1 }
        return index
    }

    /// Scrolls `stack` so the caret of the notes in `row` is on screen: to the row's end while the
    /// caret is on the last line, to its start on the first (the box's edge shows too), else just
    /// far enough to show its line.
    func keepCaretInView(of stack: TerminalStack, row: RowID) {
        if caretIsOnLastLine {
            stack.scroll(to: row, at: .end)
            return
        }
        guard let frames = stack.engine.frames(of: row), let line = caretLine(width: Int(frames.content.width)) else { return }
        // Line 0 is the box's top edge.
        if line <= 1 {
            stack.scroll(to: row, at: .start)
            return
        }
        let caretY = Int(frames.content.minY) + line
        if caretY < stack.offset {
            stack.scroll(by: caretY - stack.offset)
        } else if caretY >= stack.offset + stack.height {
            stack.scroll(by: caretY - stack.offset - stack.height + 1)
        }
    }
}
