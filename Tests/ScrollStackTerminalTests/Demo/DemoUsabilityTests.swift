// The demo as a newcomer meets it, in tmux: the status line says what the last input did and then clears, each screen's help line
// lists its own keys, ? opens the help, and the command line follows the conventions of terminal
// programs (--version, unknown flags, NO_COLOR).

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Testing

// Part of the end-to-end suite, so these run one at a time with its other tests (each owns a
// tmux session; running beside them on a loaded machine made the timing of all of them worse).
extension EndToEndTests {
    typealias E2E = EndToEndTests

    /// Starts the demo (with `prefix` before the command, for environment variables) at 100×30.
    static func startDemo(_ session: String, prefix: String) throws {
        try startDemo(session, width: 100, height: 30, prefix: prefix)
    }

    /// Starts the demo at `width` × `height` and waits for its whole first frame.
    static func startDemo(_ session: String, width: Int, height: Int, prefix: String = "") throws {
        try E2E.tmux("new-session", "-d", "-s", session, "-x", "\(width)", "-y", "\(height)",
                     "\(prefix)\(try E2E.demoPath()); echo EXITED:$?; sleep 60")
        _ = try E2E.screen(of: session, until: E2E.isWholeFirstFrame)
    }

    static func sendKeys(_ session: String, _ keys: String...) throws {
        try E2E.tmux(["send-keys", "-t", session] + keys)
    }

    @Test("the status says what the last input did, then the next input clears it; ? opens the help, saying q quits and other keys close it")
    func statusAndHelp() throws {
        let session = "scrollstack-status-\(ProcessInfo.processInfo.processIdentifier)"
        try Self.startDemo(session, prefix: "")
        defer { _ = try? E2E.tmux("kill-session", "-t", session) }
        try Self.sendKeys(session, "h")
        _ = try E2E.screen(of: session) { $0.contains("Tags hidden") }
        try Self.sendKeys(session, "Down")
        let next = try E2E.screen(of: session) { !$0.contains("Tags hidden") }
        #expect(next.contains("↓ and Tab move the focus"))
        try Self.sendKeys(session, "?")
        let overlay = try E2E.screen(of: session) { $0.contains("Demo screens") && $0.contains("q quits · other keys close") }
        #expect(overlay.contains("order form") && overlay.contains("Ctrl-C"))
        try Self.sendKeys(session, "x")
        let closed = try E2E.screen(of: session) { !$0.contains("other keys close") }
        #expect(!closed.contains("Removed"))
        // The long stack has its own keys; the main screen's are gone.
        try Self.sendKeys(session, "l")
        let long = try E2E.screen(of: session) { $0.contains("Row 1 of 100,000") }
        let help = E2E.lines(long).last ?? ""
        #expect(help.contains("row 50,000") && !help.contains("hide tags") && help.hasSuffix("q quit"))
        try Self.sendKeys(session, "q")
        _ = try E2E.screen(of: session) { $0.contains("EXITED:0") }
    }

    @Test("row actions: . opens the focused row's menu, ⏎ on Upload too; ↓ ⏎ performs, Esc closes; an added row moves to the top from its menu")
    func rowActions() throws {
        let session = "scrollstack-actions-\(ProcessInfo.processInfo.processIdentifier)"
        try Self.startDemo(session, prefix: "")
        defer { _ = try? E2E.tmux("kill-session", "-t", session) }
        // Notes, tags, pricing, then Upload.
        try Self.sendKeys(session, "Tab", "Tab", "Tab", "Tab")
        _ = try E2E.screen(of: session) { $0.contains("▌") && $0.contains("Upload") }
        try Self.sendKeys(session, ".")
        let menu = try E2E.screen(of: session) { $0.contains("│ Cancel upload │") }
        #expect(menu.contains("│ Pause         │"))
        try Self.sendKeys(session, "Escape")
        _ = try E2E.screen(of: session) { !$0.contains("Cancel upload") }
        try Self.sendKeys(session, "Enter")
        _ = try E2E.screen(of: session) { $0.contains("│ Pause         │") }
        try Self.sendKeys(session, "Enter")
        _ = try E2E.screen(of: session) { $0.contains("Upload paused.") && $0.contains("Upload (paused)") }
        try Self.sendKeys(session, ".", "Down", "Enter")
        // The row collapses with an animation: gone when it ends.
        let cancelled = try E2E.screen(of: session) { $0.contains("Removed the row.") && !$0.contains("Upload") }
        #expect(!cancelled.contains("Upload"))
        // A row added after the focused one has Move to top and Remove.
        try Self.sendKeys(session, "i")
        _ = try E2E.screen(of: session) { $0.contains("Inserted a row.") }
        try Self.sendKeys(session, ".")
        _ = try E2E.screen(of: session) { $0.contains("│ Move to top │") && $0.contains("│ Remove      │") }
        try Self.sendKeys(session, "Enter")
        // The move animates: the row reaches the top line when it ends.
        let moved = try E2E.screen(of: session) {
            $0.contains("Moved Inserted row 1 to the top.") && (E2E.lines($0).first?.contains("Inserted row 1") ?? false)
        }
        #expect(E2E.lines(moved).first?.contains("Inserted row 1") ?? false, "\(moved)")
    }

    @Test("at 60 columns the help line still ends with ? help and q quit")
    func narrow() throws {
        let session = "scrollstack-narrow-\(ProcessInfo.processInfo.processIdentifier)"
        try E2E.tmux("new-session", "-d", "-s", session, "-x", "60", "-y", "20", "\(try E2E.demoPath()); echo EXITED:$?; sleep 60")
        defer { _ = try? E2E.tmux("kill-session", "-t", session) }
        // The first frame may be captured while tmux is still reading it: wait for its last line.
        let screen = try E2E.screen(of: session, until: E2E.isWholeFirstFrame)
        let help = E2E.lines(screen).last ?? ""
        #expect(help.hasSuffix("? help  q quit") && help.count <= 60)
    }

    @Test("the help line names the arrows along the stack's axis: ←→ once the stack is horizontal, ↑↓ again after")
    func arrowsFollowTheAxis() throws {
        let session = "scrollstack-axis-\(ProcessInfo.processInfo.processIdentifier)"
        try Self.startDemo(session, prefix: "")
        defer { _ = try? E2E.tmux("kill-session", "-t", session) }
        let start = try E2E.screen(of: session, until: E2E.isWholeFirstFrame)
        #expect((E2E.lines(start).last ?? "").hasPrefix(" ↑↓ focus"))
        try Self.sendKeys(session, "a")
        let horizontal = try E2E.screen(of: session) { $0.contains("The stack is now horizontal") }
        #expect((E2E.lines(horizontal).last ?? "").hasPrefix(" ←→ focus"))
        try Self.sendKeys(session, "Right")
        let moved = try E2E.screen(of: session) { !$0.contains("The stack is now horizontal") }
        #expect(moved.contains("→ and Tab move the focus") && !moved.contains("does nothing"))
        try Self.sendKeys(session, "a")
        let vertical = try E2E.screen(of: session) { $0.contains("The stack is now vertical") }
        #expect((E2E.lines(vertical).last ?? "").hasPrefix(" ↑↓ focus"))
    }

    @Test("--version prints the version; an unknown option prints the usage and exits 2; NO_COLOR draws without colour")
    func commandLine() throws {
        let session = "scrollstack-cli-\(ProcessInfo.processInfo.processIdentifier)"
        let demo = try E2E.demoPath()
        try E2E.tmux("new-session", "-d", "-s", session, "-x", "100", "-y", "30",
                     "\(demo) --version; echo EXITED:$?; \(demo) --bogus; echo EXITED:$?; sleep 60")
        defer { _ = try? E2E.tmux("kill-session", "-t", session) }
        let output = try E2E.screen(of: session) { $0.contains("EXITED:2") }
        #expect(output.contains("scrollstack-demo 0.1.0") && output.contains("EXITED:0"))
        #expect(output.contains("unknown option '--bogus'") && output.contains("usage: scrollstack-demo"))

        let plain = "scrollstack-nocolor-\(ProcessInfo.processInfo.processIdentifier)"
        try Self.startDemo(plain, prefix: "NO_COLOR=1 ")
        defer { _ = try? E2E.tmux("kill-session", "-t", plain) }
        try Self.sendKeys(plain, "Tab")
        _ = try E2E.screen(of: plain) { $0.contains("▌") }
        let escaped = try E2E.tmux("capture-pane", "-p", "-e", "-t", plain)
        #expect(!escaped.contains("38;5;") && !escaped.contains("48;5;") && escaped.contains("\u{1B}[7m"))
    }

    @Test("with its output in a pipe the demo prints the tour; with standard input from /dev/null it still runs full screen, reading keys from the terminal")
    func tourAndStandardInput() throws {
        let session = "scrollstack-tour-\(ProcessInfo.processInfo.processIdentifier)"
        let demo = try E2E.demoPath()
        try E2E.tmux("new-session", "-d", "-s", session, "-x", "100", "-y", "30",
                     "\(demo) | grep -c 'frame [0-9]*:'; echo EXITED:$?; \(demo) < /dev/null; echo EXITED:$?; sleep 60")
        defer { _ = try? E2E.tmux("kill-session", "-t", session) }
        // The tour's frames went to the pipe; then the second run takes the screen.
        let full = try E2E.screen(of: session, until: E2E.isWholeFirstFrame)
        #expect(try E2E.tmux("display", "-p", "-t", session, "#{alternate_on}").hasPrefix("1"))
        try Self.sendKeys(session, "h")
        _ = try E2E.screen(of: session) { $0.contains("Tags hidden") }
        try Self.sendKeys(session, "q")
        let after = try E2E.screen(of: session) { $0.contains("EXITED:0\nEXITED:0") || $0.components(separatedBy: "EXITED:0").count > 2 }
        let lines = E2E.lines(after)
        let count = lines.first { Int($0.trimmingCharacters(in: .whitespaces)) != nil }.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        #expect((count ?? 0) > 20, "\(after)")
        #expect(!full.contains("frame 1:"))
    }

    @Test("Ctrl-Z gives the shell its terminal back and stops; fg brings the demo back, redrawn")
    func suspend() throws {
        let session = "scrollstack-suspend-\(ProcessInfo.processInfo.processIdentifier)"
        try E2E.tmux("new-session", "-d", "-s", session, "-x", "100", "-y", "30", "bash --norc --noprofile")
        defer { _ = try? E2E.tmux("kill-session", "-t", session) }
        try Self.sendKeys(session, "\(try E2E.demoPath())", "Enter")
        _ = try E2E.screen(of: session) { $0.contains("┌ Welcome") }
        try Self.sendKeys(session, "h")
        _ = try E2E.screen(of: session) { $0.contains("Tags hidden") }
        try Self.sendKeys(session, "C-z")
        let stopped = try E2E.screen(of: session) { $0.contains("Stopped") }
        #expect(!stopped.contains("┌ Welcome"))
        #expect(try E2E.tmux("display", "-p", "-t", session, "#{alternate_on} #{cursor_flag}").hasPrefix("0 1"))
        try Self.sendKeys(session, "fg", "Enter")
        let back = try E2E.screen(of: session) { $0.contains("┌ Welcome") && $0.contains("Tags hidden") }
        #expect(!back.contains("Stopped"))
        #expect(try E2E.tmux("display", "-p", "-t", session, "#{alternate_on} #{cursor_flag}").hasPrefix("1 0"))
        try Self.sendKeys(session, "q")
        _ = try E2E.screen(of: session) { !$0.contains("┌ Welcome") }
        #expect(try E2E.tmux("display", "-p", "-t", session, "#{alternate_on} #{cursor_flag}").hasPrefix("0 1"))
    }

    @Test("E18: l shows the first of the 100,000 rows at once and fills in the rest while keys work; Esc while it fills goes back")
    func longOpensAtOnce() throws {
        let session = "scrollstack-long-open-\(ProcessInfo.processInfo.processIdentifier)"
        try Self.startDemo(session, prefix: "")
        defer { _ = try? E2E.tmux("kill-session", "-t", session) }
        let start = Date()
        try Self.sendKeys(session, "l")
        let first = try E2E.screen(of: session) { $0.contains("Row 1 of 100,000") }
        // A generous bound for a debug build on a busy machine; the release build takes ~20 ms.
        #expect(Date().timeIntervalSince(start) < 1.0)
        // The rest are still coming in (a debug build takes seconds), and keys work meanwhile.
        #expect(first.contains("so far"))
        try Self.sendKeys(session, "NPage")
        let paged = try E2E.screen(of: session) { !$0.contains("Row 1 of") }
        #expect(paged.contains("so far"))
        let escape = Date()
        try Self.sendKeys(session, "Escape")
        _ = try E2E.screen(of: session) { $0.contains("Back to the demo screens") }
        #expect(Date().timeIntervalSince(escape) < 1.0)
        // Opened again, the stack fills in to the end, and End goes to row 100,000.
        try Self.sendKeys(session, "l")
        _ = try E2E.screen(of: session) { $0.contains("Row 1 of 100,000") }
        try Self.sendKeys(session, "End")
        let end = try E2E.screen(of: session) { $0.contains("Row 100,000 of 100,000") }
        #expect(end.contains("of 100,000") && !end.contains("so far"))
    }

    @Test("each thousand of the 100,000 rows has a header that stays on the top line while they scroll past")
    func stickyHeaders() throws {
        let session = "scrollstack-long-headers-\(ProcessInfo.processInfo.processIdentifier)"
        try Self.startDemo(session, prefix: "")
        defer { _ = try? E2E.tmux("kill-session", "-t", session) }
        try Self.sendKeys(session, "l")
        let first = try E2E.screen(of: session) { $0.contains("Row 1 of 100,000") }
        #expect(E2E.lines(first).first?.contains("Rows 1 – 1,000") == true)
        try Self.sendKeys(session, "NPage", "NPage", "NPage")
        let paged = try E2E.screen(of: session) { !$0.contains("Row 1 of") && $0.contains("Row 4") }
        let lines = E2E.lines(paged)
        #expect(lines.first?.contains("Rows 1 – 1,000") == true, "\(paged)")
        // The status counts rows, not headers: rows come in thousands.
        let total = paged.split(separator: "\n").last { $0.contains("rows ") }?
            .split(separator: " ").drop { $0 != "of" }.dropFirst().first.map { Int($0.filter(\.isNumber)) } ?? nil
        #expect(total.map { $0 % 1_000 == 0 && $0 >= 1_000 } == true, "\(paged)")
        // Row 50,000 is the last of its thousand: its header is on top, the next one below it.
        try Self.sendKeys(session, "g")
        let jumped = try E2E.screen(of: session) { $0.contains("Jumped to row 50,000") }
        #expect(E2E.lines(jumped).first?.contains("Rows 49,001 – 50,000") == true, "\(jumped)")
        #expect(jumped.contains("Row 50,000 of 100,000") && jumped.contains("Rows 50,001 – 51,000"))
    }

    @Test("the order form opened from the 100,000 rows says which step it is on, and Esc goes back to the rows")
    func formFromTheLongStack() throws {
        let session = "scrollstack-form-long-\(ProcessInfo.processInfo.processIdentifier)"
        try Self.startDemo(session, prefix: "")
        defer { _ = try? E2E.tmux("kill-session", "-t", session) }
        try Self.sendKeys(session, "l")
        let long = try E2E.screen(of: session) { $0.contains("of 100,000") }
        #expect((E2E.lines(long).last ?? "").contains("f order form"))
        try Self.sendKeys(session, "f")
        let form = try E2E.screen(of: session) { $0.contains("1. What would you like?") }
        #expect(form.contains("step 1") && !form.contains("rows 1–"))
        try Self.sendKeys(session, "Escape")
        _ = try E2E.screen(of: session) { $0.contains("Back to the 100,000 rows") }
    }

    @Test("in the order form, a click on an answer chooses it and brings the next question")
    func clickAnAnswer() throws {
        let session = "scrollstack-click-\(ProcessInfo.processInfo.processIdentifier)"
        try Self.startDemo(session, prefix: "")
        defer { _ = try? E2E.tmux("kill-session", "-t", session) }
        try Self.sendKeys(session, "f")
        _ = try E2E.screen(of: session) { $0.contains("1. What would you like?") }
        // Wait for the step to stop sliding in: the answer must be where the click lands.
        var previous = ""
        let form = try E2E.screen(of: session) { screen in
            defer { previous = screen }
            return screen == previous && screen.contains("○ Hot chocolate")
        }
        let lines = E2E.lines(form)
        guard let row = lines.firstIndex(where: { $0.contains("○ Hot chocolate") }),
              let column = lines[row].range(of: "Hot chocolate").map({ lines[row].distance(from: lines[row].startIndex, to: $0.lowerBound) }) else {
            Issue.record("no Hot chocolate answer on screen:\n\(form)")
            return
        }
        // An SGR mouse press and release at that cell (1-based).
        let press = "\u{1B}[<0;\(column + 1);\(row + 1)M\u{1B}[<0;\(column + 1);\(row + 1)m"
        try Self.sendKeys(session, "-l", press)
        let next = try E2E.screen(of: session) { $0.contains("2. A topping?") }
        #expect(next.contains("● Hot chocolate") && !next.contains("does nothing"))
    }
}
