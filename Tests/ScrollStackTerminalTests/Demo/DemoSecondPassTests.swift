// What a second newcomer pass over the demo found, each in tmux with the keys of the report: the
// cursor stays on screen when the terminal shrinks while editing, the mouse works in the notes,
// m needs a focused row and follows it, hiding the focused tags moves the focus on, ← on the first
// form step closes the form, and the help box keeps its border when narrow.

import Foundation
import Testing

extension EndToEndTests {
    @Test("editing at 60×20, the terminal shrunk to 40×12: the cursor's line is still on screen")
    func cursorAfterResize() throws {
        let session = "scrollstack-shrink-\(ProcessInfo.processInfo.processIdentifier)"
        try Self.startDemo(session, width: 60, height: 20)
        defer { _ = try? E2E.tmux("kill-session", "-t", session) }
        try Self.sendKeys(session, "Tab", "Enter")
        _ = try E2E.screen(of: session) { $0.contains("Notes · editing") }
        let words = "aaaa bbbb cccc dddd eeee ffff gggg hhhh iiii jjjj kkkk llll mmmm nnnn"
        try Self.sendKeys(session, "-l", words)
        _ = try E2E.screenShowingCursor(of: session) { $0.contains("nnnn▏ ") }
        try E2E.tmux("resize-window", "-t", session, "-x", "40", "-y", "12")
        let shrunk = try E2E.screenShowingCursor(of: session) { E2E.lines($0).count == 12 && $0.contains("nnnn▏ ") }
        #expect(shrunk.contains("nnnn▏ "))
    }

    @Test("while editing, a click in the text moves the cursor there, the wheel scrolls, a click elsewhere stops editing and clicks; a click on the text starts editing there")
    func mouseWhileEditing() throws {
        let session = "scrollstack-edit-mouse-\(ProcessInfo.processInfo.processIdentifier)"
        try Self.startEditingNotes(session)
        defer { _ = try? E2E.tmux("kill-session", "-t", session) }
        // The text starts at column 4.
        let line = try Self.typeIntoNotes(session, "alpha beta")
        try Self.click(session, column: 4 + 6, row: line)
        let placed = try E2E.screenShowingCursor(of: session) { $0.contains("│ alpha ▏beta") }
        #expect(placed.contains("Notes · editing") && !placed.contains("does nothing"))
        try Self.sendKeys(session, "-l", "\u{1B}[<65;10;10M")
        _ = try E2E.screen(of: session) { !$0.contains("┌ Welcome") }
        // The toggle, a click away: editing stops and the click flips it.
        try Self.sendKeys(session, "-l", "\u{1B}[<64;10;10M")
        let back = try E2E.screen(of: session) { $0.contains("┌ Welcome") && $0.contains("[x] Sync") }
        let toggle = (E2E.lines(back).firstIndex { $0.contains("[x] Sync") } ?? 0) + 1
        try Self.click(session, column: 6, row: toggle)
        let flipped = try E2E.screen(of: session) { $0.contains("Sync over cellular is off.") }
        #expect(flipped.contains("Notes · ⏎ edit") && flipped.contains("alpha beta"))
        // A click on the text starts editing with the cursor where it was clicked.
        let notesLine = (E2E.lines(flipped).firstIndex { $0.contains("alpha beta") } ?? 0) + 1
        try Self.click(session, column: 4 + 6, row: notesLine)
        let editing = try E2E.screenShowingCursor(of: session) { $0.contains("Notes · editing") && $0.contains("│ alpha ▏beta") }
        #expect(editing.contains("│ alpha ▏beta"))
    }

    @Test("m without a focused row says to focus one; with one, the row moves and stays in view, focused; hiding the focused tags moves the focus on")
    func moveAndHideKeepTheFocus() throws {
        let session = "scrollstack-move-focus-\(ProcessInfo.processInfo.processIdentifier)"
        try Self.startDemo(session, prefix: "")
        defer { _ = try? E2E.tmux("kill-session", "-t", session) }
        try Self.sendKeys(session, "m")
        _ = try E2E.screen(of: session) { $0.contains("Focus a row first (Tab), then m moves it.") }
        try Self.sendKeys(session, "Tab")
        _ = try E2E.screen(of: session) { $0.contains("▌┌ Notes") }
        for _ in 0 ..< 12 { try Self.sendKeys(session, "m") }
        // Once the moves' animations are over.
        let moved = try Self.settled(session, try E2E.screen(of: session) { $0.contains("Moved Notes to place 14.") })
        #expect(moved.contains("▌┌ Notes"), "\(moved)")
        // Unfocused and back at the top, Tab focuses the first row that takes it: the tags now.
        try Self.sendKeys(session, "Escape", "Home", "Tab")
        _ = try E2E.screen(of: session) { $0.contains("▌Tags") }
        try Self.sendKeys(session, "h")
        let hidden = try E2E.screen(of: session) { $0.contains("Tags hidden") && !$0.contains("Tags\n") }
        #expect(hidden.contains("▌"), "\(hidden)")
    }

    @Test("in the form, ← on the first step closes it, as Esc does")
    func leftOnTheFirstStep() throws {
        let session = "scrollstack-form-left-\(ProcessInfo.processInfo.processIdentifier)"
        try Self.startDemo(session, prefix: "")
        defer { _ = try? E2E.tmux("kill-session", "-t", session) }
        try Self.sendKeys(session, "f")
        _ = try E2E.screen(of: session) { $0.contains("1. What would you like?") }
        try Self.sendKeys(session, "Left")
        let closed = try E2E.screen(of: session) { $0.contains("Form closed") }
        #expect(closed.contains("┌ Welcome") && !closed.contains("does nothing"))
    }

    @Test("the help box keeps its right border at 28 and 20 columns")
    func narrowHelp() throws {
        let session = "scrollstack-help-narrow-\(ProcessInfo.processInfo.processIdentifier)"
        try Self.startDemo(session, width: 28, height: 12)
        defer { _ = try? E2E.tmux("kill-session", "-t", session) }
        try Self.sendKeys(session, "?")
        for width in [28, 20] {
            if width != 28 { try E2E.tmux("resize-window", "-t", session, "-x", "\(width)", "-y", "12") }
            // tmux first shows the old screen cut to the new width: wait for the box drawn at it,
            // whose top edge ends in its corner.
            let help = try E2E.screen(of: session) { $0.contains("more") && (E2E.lines($0).first ?? "").hasSuffix("┐") }
            let box = E2E.lines(help).filter { $0.hasPrefix("│") }
            #expect(!box.isEmpty && box.allSatisfy { $0.hasSuffix("│") }, "\(width):\n\(help)")
        }
    }

    @Test("fourth and fifth passes: a click on the notes box's edges or beside them puts the cursor on the nearest line; ⏎ with no focus says to focus; Space pages unless the focused toggle is on screen; q quits from the help")
    func fourthPass() throws {
        let session = "scrollstack-fourth-\(ProcessInfo.processInfo.processIdentifier)"
        try Self.startEditingNotes(session)
        defer { _ = try? E2E.tmux("kill-session", "-t", session) }
        let line = try Self.typeIntoNotes(session, "alpha beta")
        // Column 3 is the blank column inside the box's left edge.
        try Self.click(session, column: 3, row: line)
        _ = try E2E.screenShowingCursor(of: session) { $0.contains("│ ▏alpha beta") }
        // The top border and the margin beside the box count as the nearest line too.
        try Self.sendKeys(session, "End", "Enter")
        _ = try Self.typeIntoNotes(session, "second")
        try Self.click(session, column: 30, row: line - 1)
        _ = try E2E.screenShowingCursor(of: session) { $0.contains("│ alpha beta▏ ") }
        try Self.click(session, column: 1, row: line + 1)
        _ = try E2E.screenShowingCursor(of: session) { $0.contains("│ ▏second") }
        try Self.sendKeys(session, "Escape")
        _ = try E2E.screen(of: session) { $0.contains("Notes saved") }
        Thread.sleep(forTimeInterval: 0.3)
        try Self.sendKeys(session, "Escape")
        _ = try E2E.screen(of: session) { !$0.contains("Notes saved") }
        try Self.sendKeys(session, "Enter")
        _ = try E2E.screen(of: session) { $0.contains("Focus a row first (Tab), then ⏎ opens it.") }
        // The toggle focused, then paged away from: Space pages on and leaves the toggle alone.
        try Self.sendKeys(session, "Tab", "Tab", "Tab", "Tab", "Tab")
        _ = try E2E.screen(of: session) { $0.contains("▌[x] Sync") }
        try Self.sendKeys(session, "NPage")
        let paged = try E2E.screen(of: session) { !$0.contains("[x] Sync") }
        try Self.sendKeys(session, "Space")
        let spaced = try E2E.screen(of: session) { $0 != paged }
        #expect(!spaced.contains("Sync over cellular is off."))
        try Self.sendKeys(session, "?")
        _ = try E2E.screen(of: session) { $0.contains("┌─ Demo screens") }
        try Self.sendKeys(session, "q")
        _ = try E2E.screen(of: session) { $0.contains("EXITED:0") }
    }
}
