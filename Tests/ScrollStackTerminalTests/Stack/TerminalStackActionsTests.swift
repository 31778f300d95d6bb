// A row's actions in a terminal stack: the menu a key opens over the focused row, chosen with the
// keys a terminal sends (arrows, Enter, Escape, a click), drawn as text, and closed when its row
// goes.

import ScrollStackCore
import ScrollStackTerminal
import Testing

@Suite("Terminal stack: row actions")
struct TerminalStackActionsTests {
    /// Ten one-line rows; row 2 has "Pin" (leading) and "Flag", "Delete" (trailing, destructive),
    /// recording what was performed; `deleteCompletes` says whether Delete completes.
    final class Mail {
        let stack: TerminalStack
        let rows: [RowID]
        var performed: [String] = []
        var deleteCompletes = true

        init(height: Int = 10) {
            stack = TerminalStack(width: 30, height: height)
            stack.hidesSeparatorsByDefault = true
            stack.showsScrollIndicator = false
            rows = stack.append(contentsOf: (0 ..< 10).map { TextContent("message \($0)") })
            let pin = TerminalRowAction("Pin") { [unowned self] _ in performed.append("Pin"); return true }
            let flag = TerminalRowAction("Flag") { [unowned self] _ in performed.append("Flag"); return true }
            let delete = TerminalRowAction("Delete", isDestructive: true) { [unowned self] row in
                performed.append("Delete")
                if deleteCompletes { stack.remove(row) }
                return deleteCompletes
            }
            stack.setActions(leading: [pin], trailing: [flag, delete], forRow: rows[2])
        }

        /// The screen's lines, trailing spaces cut.
        func lines() -> [String] {
            var canvas = Canvas(width: stack.width, height: stack.height)
            stack.draw(into: &canvas)
            return canvas.text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
                var text = Substring(line)
                while text.hasSuffix(" ") { text.removeLast() }
                return String(text)
            }
        }
    }

    @Test("a row with actions takes the focus; `.` opens its menu below it, Down and Enter perform")
    func menuFromTheKeyboard() {
        let mail = Mail()
        #expect(mail.stack.isInteractive(mail.rows[2]) && !mail.stack.isInteractive(mail.rows[1]))
        #expect(mail.stack.handle(.tab) && mail.stack.focusedRow == mail.rows[2])
        #expect(mail.stack.handle(.character(".")) && mail.stack.actionMenuRow == mail.rows[2])
        let open = mail.lines()
        #expect(open[2] == " message 2")
        #expect(Array(open[3 ... 7]) == [" ┌────────┐", " │ Pin    │", " │ Flag   │", " │ Delete │", " └────────┘"])
        #expect(open[8] == " message 8")
        #expect(mail.stack.handle(.down) && mail.stack.handle(.enter))
        #expect(mail.performed == ["Flag"] && mail.stack.actionMenuRow == nil)
        #expect(mail.lines()[3] == " message 3", "the menu is gone")
    }

    @Test("Enter on a row with actions and no tap action opens the menu; Escape closes it; another key closes it and acts")
    func enterEscapeAndOtherKeys() {
        let mail = Mail(height: 6)
        mail.stack.focus(mail.rows[2])
        #expect(mail.stack.handle(.enter) && mail.stack.actionMenuRow == mail.rows[2])
        _ = mail.lines()
        #expect(mail.stack.handle(.escape) && mail.stack.actionMenuRow == nil)
        // The stack scrolled two lines to fit the menu below row 2; it is gone now.
        #expect(mail.lines() == (2 ... 7).map { " message \($0)" })
        #expect(mail.stack.handle(.character(".")))
        #expect(mail.stack.handle(.pageDown) && mail.stack.actionMenuRow == nil && mail.stack.offset > 0)
        #expect(mail.performed.isEmpty)
    }

    @Test("an action that does not complete keeps the menu open; one that removes its row closes it")
    func completion() {
        let mail = Mail()
        mail.deleteCompletes = false
        mail.stack.focus(mail.rows[2])
        _ = mail.stack.handle(.character("."))
        _ = mail.stack.handle(.down)
        _ = mail.stack.handle(.down)
        _ = mail.stack.handle(.down)   // stays on the last action
        #expect(mail.stack.handle(.enter) && mail.performed == ["Delete"] && mail.stack.actionMenuRow == mail.rows[2])
        mail.deleteCompletes = true
        #expect(mail.stack.handle(.enter) && mail.stack.actionMenuRow == nil)
        #expect(mail.stack.engine.index(of: mail.rows[2]) == nil)
        #expect(mail.lines()[2] == " message 3")
    }

    @Test("a click on an action performs it; a click elsewhere closes the menu and does what a click does")
    func clicks() {
        let mail = Mail()
        mail.stack.focus(mail.rows[2])
        _ = mail.stack.handle(.character("."))
        _ = mail.lines()
        // "Pin" is on line 4 (0-based), inside the box at columns 1 … 10.
        #expect(mail.stack.handle(.mouse(MouseEvent(kind: .press(button: 0), x: 4, y: 4))))
        #expect(mail.performed == ["Pin"] && mail.stack.actionMenuRow == nil)
        _ = mail.stack.handle(.character("."))
        _ = mail.lines()
        _ = mail.stack.handle(.mouse(MouseEvent(kind: .press(button: 0), x: 20, y: 9)))
        #expect(mail.stack.actionMenuRow == nil && mail.performed == ["Pin"])
    }

    @Test("the stack scrolls to make room below the row, else the menu opens above it; a hidden row's menu closes")
    func roomAndHiding() {
        let mail = Mail(height: 6)
        mail.stack.scroll(by: 1)   // rows 1 … 6: row 2 on line 1 leaves four lines below, the menu needs five
        mail.stack.focus(mail.rows[2])
        _ = mail.stack.handle(.character("."))
        var lines = mail.lines()
        // The stack scrolls on a line so that the menu fits below the row.
        #expect(lines[0] == " message 2" && lines[1] == " ┌────────┐" && lines[5] == " └────────┘")
        // The last row cannot scroll up: its menu opens above it. (Escape first: another key
        // closes the open menu and then does what it does, which for `.` is nothing.)
        #expect(!mail.stack.handle(.character(".")) && mail.stack.actionMenuRow == nil)
        mail.stack.setActions(trailing: [TerminalRowAction("Flag") { _ in true }], forRow: mail.rows[9])
        mail.stack.focus(mail.rows[9])
        _ = mail.stack.handle(.character("."))
        lines = mail.lines()
        // The box covers the rows above as far as it reaches.
        #expect(lines == [" message 4", " message 5", " ┌──────┐6", " │ Flag │7", " └──────┘8", " message 9"])
        mail.stack.focus(mail.rows[2])
        _ = mail.stack.handle(.character("."))
        mail.stack.setHidden(true, forRow: mail.rows[2])
        lines = mail.lines()
        #expect(mail.stack.actionMenuRow == nil && !lines.contains { $0.contains("Pin") })
    }

    @Test("actions are kept in menu order, removed with empty lists, and unknown rows refuse them")
    func settingActions() {
        let mail = Mail()
        #expect(mail.stack.actions(ofRow: mail.rows[2]).map(\.title) == ["Pin", "Flag", "Delete"])
        mail.stack.focus(mail.rows[2])
        #expect(mail.stack.setActions(forRow: mail.rows[2]))
        #expect(mail.stack.actions(ofRow: mail.rows[2]).isEmpty && mail.stack.focusedRow == nil)
        #expect(!mail.stack.handle(.character(".")))
        let gone = mail.rows[9]
        mail.stack.remove(gone)
        #expect(!mail.stack.setActions(trailing: [TerminalRowAction("X") { _ in true }], forRow: gone))
    }

    @Test("drawn into a kept canvas, each frame shows what a fresh drawing shows: the menu appears, moves and goes")
    func keptCanvas() {
        let mail = Mail(height: 8)
        var kept = Canvas(width: mail.stack.width, height: mail.stack.height)
        mail.stack.focus(mail.rows[2])
        let keys: [Key] = [.character("."), .down, .down, .up, .escape, .down, .character("."), .pageDown, .character("."), .enter]
        for key in keys {
            _ = mail.stack.handle(key)
            mail.stack.draw(into: &kept)
            var fresh = Canvas(width: mail.stack.width, height: mail.stack.height)
            mail.stack.draw(into: &fresh)
            #expect(kept.text == fresh.text, "after \(key)")
        }
        #expect(mail.performed == ["Pin"])
    }

    @Test("declared rows carry their actions: an update keeps the focus and an open menu, one without them removes both")
    func declaredActions() throws {
        let stack = TerminalStack(width: 30, height: 8)
        stack.hidesSeparatorsByDefault = true
        stack.showsScrollIndicator = false
        var performed: [String] = []
        func rows(withActions: Bool, label: String) -> [TerminalRowDescription] {
            let archive = TerminalRowAction("Archive") { _ in performed.append(label); return true }
            let mail = TerminalRowDescription(id: "mail", content: TextContent(label))
            return [TerminalRowDescription(id: "top", content: TextContent("top")),
                    withActions ? mail.actions(trailing: [archive]) : mail]
        }
        let ids = try stack.setRows(rows(withActions: true, label: "first"))
        #expect(stack.actions(ofRow: ids[1]).map(\.title) == ["Archive"] && stack.isInteractive(ids[1]))
        #expect(stack.handle(.tab) && stack.focusedRow == ids[1] && stack.handle(.character(".")))
        // An update with the actions again (new content, new handlers): the menu stays, on the new ones.
        try stack.setRows(rows(withActions: true, label: "second"))
        #expect(stack.actionMenuRow == ids[1] && stack.focusedRow == ids[1])
        #expect(stack.handle(.enter) && performed == ["second"])
        _ = stack.handle(.character("."))
        try stack.setRows(rows(withActions: false, label: "third"))
        var canvas = Canvas(width: 30, height: 8)
        stack.draw(into: &canvas)
        #expect(stack.actionMenuRow == nil && stack.focusedRow == nil && !canvas.text.contains("Archive"))
    }
}
