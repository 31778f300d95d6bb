// The demo's notes while they are edited: keys and pastes go to the text field, the mouse moves
// the cursor or scrolls, and the cursor stays on screen.

import ScrollStackCore
import ScrollStackTerminal

extension DemoApp {
    /// Applies an input while the notes are edited: `typed` is the key with its modifiers (Shift
    /// selects, Ctrl and Alt move by word), `key` the key as a command (Esc stops editing).
    func handleWhileEditing(_ key: Key, typed: Key) {
        if case .mouse(let event) = key {
            handleMouseWhileEditing(event)
            return
        }
        if case .paste(let text) = key, let notesRow {
            let inserted = notes.paste(text)
            home.contentDidChange(forRow: notesRow, animated: true)
            notes.keepCaretInView(of: home, row: notesRow)
            status = "Pasted \(inserted) characters into the notes."
        } else if key == .escape {
            stopEditingNotes()
        } else if notes.edit(typed), let notesRow {
            home.contentDidChange(forRow: notesRow, animated: true)
            notes.keepCaretInView(of: home, row: notesRow)
            status = hint
        } else {
            status = "That key does nothing while editing: Esc stops editing."
        }
    }

    /// The mouse while the notes are edited: the wheel scrolls, a click in the text moves the
    /// cursor there, and a click anywhere else stops editing and then clicks as usual.
    func handleMouseWhileEditing(_ event: MouseEvent) {
        guard let notesRow else { return }
        switch event.kind {
        case .wheelUp, .wheelDown:
            _ = home.handle(.mouse(event))
        case .press:
            if notes.placeCursor(atX: event.x, y: event.y, of: home, row: notesRow) {
                home.contentDidChange(forRow: notesRow, animated: false)
                status = hint
            } else {
                stopEditingNotes()
                _ = home.handle(.mouse(event))
            }
        case .release, .drag:
            break
        }
    }

    /// Keeps the cursor of the notes being edited on screen (after a resize).
    func keepNotesCursorInView() {
        if notes.isEditing, let notesRow { notes.keepCaretInView(of: home, row: notesRow) }
    }

    /// Starts editing the notes, focused, with the cursor at the end.
    func beginEditingNotes() {
        guard let notesRow else { return }
        notes.beginEditing()
        // Opened by a click on the text: the cursor goes where it was clicked.
        if let press = lastPress { _ = notes.placeCursor(atX: press.x, y: press.y, of: home, row: notesRow) }
        home.focus(notesRow)
        home.contentDidChange(forRow: notesRow, animated: false)
        // Notes taller than the screen: the cursor's line comes into view.
        notes.keepCaretInView(of: home, row: notesRow)
        status = hint
    }

    /// Stops editing; the notes keep what was written.
    func stopEditingNotes() {
        notes.endEditing()
        if let notesRow { home.contentDidChange(forRow: notesRow, animated: false) }
        status = "Notes saved. ⏎ edits them again."
    }
}
