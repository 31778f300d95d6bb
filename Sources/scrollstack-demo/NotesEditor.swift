// The notes row: the toolkit's multi-line text field in a box, edited on purpose (⏎ starts, Esc
// stops), with the cursor drawn only while editing.

import ScrollStackCore
import ScrollStackTerminal

/// Notes that grow as you type. The text is a ``TextFieldContent``, so the notes edit as every
/// field of the toolkit does (every space kept, ↑↓ between lines, word motions, Ctrl-W/U/K/A/E,
/// Shift selects); what to do is the placeholder, never part of the text.
final class NotesController: TerminalRowController {
    private(set) var field = TextFieldContent(placeholder: NotesController.idlePlaceholder, multiline: true, isFocused: false)

    /// What the empty notes say: how to start writing, and, while editing, how to go on.
    static let idlePlaceholder = "Nothing written yet: ⏎ here to write; the row grows as you type."
    static let editingPlaceholder = "Type here; ⏎ starts a new line, Esc stops."

    var isEditing: Bool { field.isFocused }

    var content: any TerminalRowContent {
        BoxContent(title: isEditing ? "Notes · editing · Esc to stop" : "Notes · ⏎ edit", field)
    }

    /// Starts editing with the cursor at the end.
    func beginEditing() {
        field.isFocused = true
        field.placeholder = Self.editingPlaceholder
        field.moveCursor(to: field.text.count)
    }

    /// Stops editing; the cursor goes.
    func endEditing() {
        field.isFocused = false
        field.placeholder = Self.idlePlaceholder
    }

    /// Applies an editing key (a paste included); whether the field used it.
    func edit(_ key: Key) -> Bool {
        guard isEditing else { return false }
        return field.handle(key)
    }

    /// Puts the cursor where a click at `x`, `y` (screen cells) on the notes' row falls in their
    /// text; whether the click was on the row. The row's frames say where the box is.
    func placeCursor(atX x: Int, y: Int, of stack: TerminalStack, row: RowID) -> Bool {
        guard isEditing, let frames = stack.engine.frames(of: row) else { return false }
        let top = Int(frames.row.minY) - stack.offset
        guard y >= top, y < top + Int(frames.row.height) else { return false }
        let innerWidth = max(1, Int(frames.content.width) - 4)
        // The text starts a line below the box's top edge and two columns in from its left one.
        // The box's edges, the margins beside it and the blank columns inside count as the nearest
        // line's start or end.
        let line = min(max(0, y - (Int(frames.content.minY) - stack.offset) - 1), field.lines(width: innerWidth).count - 1)
        let column = min(max(0, x - Int(frames.content.minX) - 2), innerWidth)
        field.moveCursor(to: field.position(atLine: line, column: column, width: innerWidth))
        return true
    }

    /// Pastes `text` and returns how many characters went in (line breaks start new lines, a tab
    /// becomes four spaces, control characters are dropped).
    func paste(_ text: String) -> Int {
        guard isEditing else { return 0 }
        let before = field.text.count - (field.selection?.count ?? 0)
        _ = field.handle(.paste(text))
        return field.text.count - before
    }

    /// Scrolls `stack` just far enough to show the cursor's line of the notes in `row`, with the
    /// box's bottom edge when the cursor is on the last line and its top edge (the title) on the
    /// first.
    func keepCaretInView(of stack: TerminalStack, row: RowID) {
        guard let frames = stack.engine.frames(of: row) else { return }
        // The box takes two columns a side; its top edge is line 0 and its bottom edge the last.
        let innerWidth = max(1, Int(frames.content.width) - 4)
        let line = field.cursorLine(width: innerWidth) + 1
        let lastTextLine = field.lines(width: innerWidth).count
        let top = Int(frames.content.minY) + (line == 1 ? 0 : line)
        let bottom = Int(frames.content.minY) + (line == lastTextLine ? line + 1 : line)
        if bottom >= stack.offset + stack.height { stack.scroll(by: bottom - stack.offset - stack.height + 1) }
        if top < stack.offset { stack.scroll(by: top - stack.offset) }
    }
}
