// The demo's notes editor (the toolkit's multi-line text field) as a newcomer types into it, in
// tmux: every space shows as typed, the cursor moves one cell a key, the instructions are a
// placeholder that typing cannot delete, and the editing keys the help names all work.

import Foundation
import Testing

extension EndToEndTests {
    /// The text field's cursor is one cell in reverse video; on a captured screen it is shown as
    /// "▏" before that cell (the status bar, also reverse video, is a longer run and is not
    /// marked). Polls until `condition` holds for the marked screen, as `screen(of:until:)` does.
    static func screenShowingCursor(of session: String, until condition: (String) -> Bool) throws -> String {
        var last = ""
        for _ in 0 ..< 150 {
            last = markingCursor(try tmux("capture-pane", "-p", "-e", "-t", session))
            if condition(last) { return last }
            Thread.sleep(forTimeInterval: 0.1)
        }
        Issue.record("timed out waiting for the screen; last screen:\n\(last)")
        return last
    }

    /// `escaped` (capture-pane -e) as plain text, with "▏" before each lone reverse-video cell.
    static func markingCursor(_ escaped: String) -> String {
        escaped.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            var cells: [(character: Character, reverse: Bool)] = []
            var reverse = false
            var characters = Array(line)[...]
            while let character = characters.popFirst() {
                guard character == "\u{1B}" else {
                    cells.append((character, reverse))
                    continue
                }
                // CSI: parameters up to a final byte; only SGR (m) matters here.
                guard characters.first == "[" else { continue }
                characters.removeFirst()
                var parameters = ""
                while let next = characters.popFirst() {
                    if next.isLetter || next == "~" {
                        if next == "m" { reverse = sgrReverse(parameters, was: reverse) }
                        break
                    }
                    parameters.append(next)
                }
            }
            var marked = ""
            var index = 0
            while index < cells.count {
                var end = index
                while end < cells.count && cells[end].reverse == cells[index].reverse { end += 1 }
                if cells[index].reverse && end - index == 1 { marked.append("▏") }
                marked += String(cells[index ..< end].map(\.character))
                index = end
            }
            return marked
        }.joined(separator: "\n")
    }

    /// Whether reverse video is on after an SGR with `parameters` (38/48 colours skipped whole).
    private static func sgrReverse(_ parameters: String, was reverse: Bool) -> Bool {
        var reverse = reverse
        var codes = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }[...]
        if codes.isEmpty { return false }
        while let code = codes.popFirst() {
            switch code {
            case 0: reverse = false
            case 7: reverse = true
            case 27: reverse = false
            case 38, 48: codes = codes.dropFirst(codes.first == 5 ? 2 : 4)
            default: break
            }
        }
        return reverse
    }

    /// Types `text` into the notes being edited and returns the screen line (from 1) it shows on.
    static func typeIntoNotes(_ session: String, _ text: String) throws -> Int {
        try sendKeys(session, "-l", text)
        let typed = try screenShowingCursor(of: session) { $0.contains("│ \(text)▏ ") }
        return (lines(typed).firstIndex { $0.contains(text) } ?? 0) + 1
    }

    /// Starts the demo at 100×30 and starts editing the notes (Tab focuses them, ⏎ edits).
    static func startEditingNotes(_ session: String) throws {
        try startDemo(session, prefix: "")
        try sendKeys(session, "Tab", "Enter")
        _ = try screen(of: session) { $0.contains("Notes · editing") }
    }

    @Test("focus never captures keys: j and q on the focused notes do not type; ⏎ edits, q then types, Esc stops, q quits")
    func modalEditing() throws {
        let session = "scrollstack-edit-\(ProcessInfo.processInfo.processIdentifier)"
        try Self.startDemo(session, prefix: "")
        defer { _ = try? E2E.tmux("kill-session", "-t", session) }
        try Self.sendKeys(session, "Tab")
        let focused = try E2E.screen(of: session) { $0.contains("▌") && $0.contains("Notes · ⏎ edit") }
        #expect(focused.contains("Nothing written yet"))
        // j is ↓: it moves the focus on, and types nothing; k brings it back.
        try Self.sendKeys(session, "j")
        let notTyped = try E2E.screen(of: session) { $0 != focused }
        #expect(notTyped.contains("Nothing written yet") && !notTyped.contains("editing"))
        try Self.sendKeys(session, "k")
        _ = try E2E.screen(of: session) { $0.contains("▌┌ Notes") }

        try Self.sendKeys(session, "Enter")
        let editing = try E2E.screenShowingCursor(of: session) { $0.contains("Notes · editing · Esc to stop") }
        let help = E2E.lines(editing).last ?? ""
        #expect(help.contains("Esc stop editing") && help.contains("Ctrl-C quit") && !help.contains("q quit"))
        // The cursor sits before the placeholder, which stays until something is typed.
        #expect(editing.contains("│ ▏ Type here; ⏎ starts a new line, Esc stops."))
        try Self.sendKeys(session, "-l", "jq")
        let typed = try E2E.screenShowingCursor(of: session) { $0.contains("│ jq▏ ") }
        #expect(!typed.contains("EXITED") && !typed.contains("Type here"))
        try Self.sendKeys(session, "Left", "Left")
        try Self.sendKeys(session, "-l", "X")
        _ = try E2E.screenShowingCursor(of: session) { $0.contains("│ X▏jq") }
        try Self.sendKeys(session, "Escape")
        let stopped = try E2E.screenShowingCursor(of: session) { $0.contains("Notes saved") }
        #expect(stopped.contains("│ Xjq ") && !stopped.contains("Xjq▏") && !stopped.contains("X▏"))
        try Self.sendKeys(session, "q")
        _ = try E2E.screen(of: session) { $0.contains("EXITED:0") }
    }

    @Test("E3: spaces show as typed, the cursor moves one cell a key, and typing lands where it shows")
    func spacesAsTyped() throws {
        let session = "scrollstack-spaces-\(ProcessInfo.processInfo.processIdentifier)"
        try Self.startEditingNotes(session)
        defer { _ = try? E2E.tmux("kill-session", "-t", session) }
        try Self.sendKeys(session, "-l", " a    b")
        _ = try E2E.screenShowingCursor(of: session) { $0.contains("│  a    b▏ ") }
        // Each ← moves the cursor one cell on screen, through the run of spaces.
        let expected = ["│  a    ▏b", "│  a   ▏ b", "│  a  ▏  b", "│  a ▏   b", "│  a▏    b"]
        for shown in expected {
            try Self.sendKeys(session, "Left")
            let screen = try E2E.screenShowingCursor(of: session) { $0.contains(shown) }
            #expect(screen.contains(shown))
        }
        try Self.sendKeys(session, "-l", "Z")
        _ = try E2E.screenShowingCursor(of: session) { $0.contains("│  aZ▏    b") }
        // A new line keeps its indentation.
        try Self.sendKeys(session, "End", "Enter")
        try Self.sendKeys(session, "-l", "    indented")
        _ = try E2E.screenShowingCursor(of: session) { $0.contains("│     indented▏ ") }
    }

    @Test("E14: the instructions are a placeholder (⌫ cannot delete them); ↑↓ move between lines; Ctrl-W, Ctrl-U, Ctrl-A, Ctrl-E, Alt-B and Alt-F edit; Ctrl-_ undoes")
    func editingKeys() throws {
        let session = "scrollstack-notes-keys-\(ProcessInfo.processInfo.processIdentifier)"
        try Self.startEditingNotes(session)
        defer { _ = try? E2E.tmux("kill-session", "-t", session) }
        try Self.sendKeys(session, "BSpace", "BSpace")
        let empty = try E2E.screenShowingCursor(of: session) { $0.contains("│ ▏ Type here") }
        #expect(!empty.contains("does nothing"))
        try Self.sendKeys(session, "-l", "first line")
        try Self.sendKeys(session, "Enter")
        try Self.sendKeys(session, "-l", "second")
        _ = try E2E.screenShowingCursor(of: session) { $0.contains("│ second▏ ") }
        try Self.sendKeys(session, "Up")
        let up = try E2E.screenShowingCursor(of: session) { $0.contains("│ first ▏line") }
        #expect(!up.contains("does nothing"))
        try Self.sendKeys(session, "C-e")
        _ = try E2E.screenShowingCursor(of: session) { $0.contains("│ first line▏ ") }
        try Self.sendKeys(session, "C-w")
        _ = try E2E.screenShowingCursor(of: session) { $0.contains("│ first ▏ ") }
        try Self.sendKeys(session, "C-a")
        _ = try E2E.screenShowingCursor(of: session) { $0.contains("│ ▏first") }
        try Self.sendKeys(session, "Down", "C-e", "C-u")
        let cut = try E2E.screenShowingCursor(of: session) { $0.contains("│ ▏ ") && !$0.contains("second") }
        #expect(cut.contains("│ first "))
        // Alt-B and Alt-F (Escape and the letter, in one write) move by words, and editing goes on.
        try Self.sendKeys(session, "-l", "alpha beta")
        try Self.sendKeys(session, "M-b")
        _ = try E2E.screenShowingCursor(of: session) { $0.contains("│ alpha ▏beta") }
        try Self.sendKeys(session, "M-b", "M-f")
        let word = try E2E.screenShowingCursor(of: session) { $0.contains("│ alpha▏ beta") }
        #expect(word.contains("Notes · editing") && !word.contains("does nothing"))
        // Ctrl-W takes the word back; Ctrl-_ (undo) brings it again.
        try Self.sendKeys(session, "End", "C-w")
        _ = try E2E.screenShowingCursor(of: session) { $0.contains("│ alpha ▏ ") }
        try Self.sendKeys(session, "C-_")
        _ = try E2E.screenShowingCursor(of: session) { $0.contains("│ alpha beta▏ ") }
    }

    @Test("a paste is text: into the notes while editing them, never commands (a pasted q does not quit)")
    func paste() throws {
        let session = "scrollstack-paste-\(ProcessInfo.processInfo.processIdentifier)"
        try Self.startDemo(session, prefix: "")
        defer { _ = try? E2E.tmux("kill-session", "-t", session) }
        try E2E.tmux("set-buffer", "-b", "scrollstack", "xq h")
        try E2E.tmux("paste-buffer", "-p", "-b", "scrollstack", "-t", session)
        let ignored = try E2E.screen(of: session) { $0.contains("Pasted text goes into the notes") }
        #expect(!ignored.contains("EXITED") && !ignored.contains("Tags hidden"))
        try Self.sendKeys(session, "Tab", "Enter")
        _ = try E2E.screen(of: session) { $0.contains("Notes · editing") }
        try E2E.tmux("paste-buffer", "-p", "-b", "scrollstack", "-t", session)
        let pasted = try E2E.screenShowingCursor(of: session) { $0.contains("│ xq h▏ ") }
        #expect(pasted.contains("Pasted 4 characters"))
    }

    @Test("a pasted line break starts a new line, a tab shows as four spaces, and after a long paste the cursor is on screen")
    func pasteLinesAndLength() throws {
        let session = "scrollstack-paste-lines-\(ProcessInfo.processInfo.processIdentifier)"
        try Self.startEditingNotes(session)
        defer { _ = try? E2E.tmux("kill-session", "-t", session) }
        // tmux sends a pasted line break as a carriage return, as terminals do.
        try E2E.tmux("set-buffer", "-b", "scrollstack-lines", "one\ntwo\tend\u{01}")
        try E2E.tmux("paste-buffer", "-p", "-b", "scrollstack-lines", "-t", session)
        let lines = try E2E.screenShowingCursor(of: session) { $0.contains("Pasted") }
        #expect(lines.contains("│ one ") && lines.contains("│ two    end▏ "))
        #expect(lines.contains("Pasted 14 characters"))
        try Self.sendKeys(session, "Left", "Left", "Left", "Left")
        _ = try E2E.screenShowingCursor(of: session) { $0.contains("│ two   ▏ end") }
        try Self.sendKeys(session, "End")
        let long = (0 ..< 300).map { "word\($0)" }.joined(separator: " ")
        try E2E.tmux("set-buffer", "-b", "scrollstack-long", long)
        try E2E.tmux("paste-buffer", "-p", "-b", "scrollstack-long", "-t", session)
        // Once the row has grown, its end is on screen: the cursor and the box's bottom edge.
        let after = try E2E.screenShowingCursor(of: session) { $0.contains("word299▏ ") && $0.contains("▌└") }
        #expect(after.contains("Pasted \(long.count) characters"))
    }

    @Test("moving the cursor up past the top of the screen scrolls the notes back to it")
    func caretAboveTheScreen() throws {
        let session = "scrollstack-caret-\(ProcessInfo.processInfo.processIdentifier)"
        try Self.startDemo(session, width: 60, height: 20)
        defer { _ = try? E2E.tmux("kill-session", "-t", session) }
        try Self.sendKeys(session, "Tab", "Enter")
        _ = try E2E.screen(of: session) { $0.contains("Notes · editing") }
        for line in 1 ... 20 { try Self.sendKeys(session, "-l", "line\(line)"); try Self.sendKeys(session, "Enter") }
        _ = try E2E.screenShowingCursor(of: session) { $0.contains("│ ▏ ") && $0.contains("line20") }
        for _ in 0 ..< 14 { try Self.sendKeys(session, "Up") }
        let top = try E2E.screenShowingCursor(of: session) { $0.contains("│ ▏line7") }
        #expect(top.contains("│ ▏line7"))
        // The first line, and the box's title above it, are above the screen by now.
        for _ in 0 ..< 6 { try Self.sendKeys(session, "Up") }
        let first = try E2E.screenShowingCursor(of: session) { $0.contains("│ ▏line1 ") }
        #expect(first.contains("Notes · editing"))
    }
}
