// The demo as the second newcomer report drove it, in tmux with the report's bytes: a click runs the
// row's action (E1), ⏎ after `g` adds a plan as the row says (E2), ← goes back in the form as →
// goes on (E5), TERM=dumb gets a message instead of escape codes (E15), and holding x removes one
// inserted row after another, whose text says ⏎ removes it too (E17); the status line's right end
// names the rows on screen, not the last one an event reported (E6); the 100,000 rows' key line shows
// the way back at 100 and at 60 columns (E7); in the horizontal layout ↓ moves the focus as j does
// (E8); Tab and Enter on the 100,000 rows, where nothing takes them, say so (E9); the gallery's
// tiles stay whole at 22 columns (E10); in the form, earlier answers stay in sight while they fit
// and a click where no step is drawn does nothing (E4); on a short screen the newest step keeps its
// question (E12); a row moved with m never shows over another (E11).

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Testing

extension EndToEndTests {
    /// Clicks the cell at 1-based `column`, `row`: an SGR press, then its release.
    static func click(_ session: String, column: Int, row: Int) throws {
        try sendKeys(session, "-l", "\u{1B}[<0;\(column);\(row)M")
        try sendKeys(session, "-l", "\u{1B}[<0;\(column);\(row)m")
    }

    @Test("E4: at step 3 the first answer is still in sight; on a short screen, a click on the blank line where no step fits does nothing")
    func formClicksOnBlankLines() throws {
        let session = "scrollstack-form-blank-\(ProcessInfo.processInfo.processIdentifier)"
        try Self.startDemo(session, prefix: "")
        defer { _ = try? E2E.tmux("kill-session", "-t", session) }
        try Self.sendKeys(session, "f")
        _ = try E2E.screen(of: session) { $0.contains("1. What would you like?") }
        try Self.sendKeys(session, "Enter")
        _ = try E2E.screen(of: session) { $0.contains("2. Which coffee?") }
        try Self.sendKeys(session, "Enter")
        let third = try E2E.screen(of: session) { $0.contains("3. How many shots?") && !$0.contains("step 2 depends") }
        #expect(third.contains("1. What would you like?") && third.contains("● Coffee"))
        // 13 lines: step 1 no longer fits, so it is not drawn.
        try E2E.tmux("resize-window", "-t", session, "-x", "100", "-y", "13")
        let short = try E2E.screen(of: session) { E2E.lines($0).count == 13 && $0.contains("2. Which coffee?") && !$0.contains("Coffee\n") }
        // Its line says earlier steps are left out, and a click there goes nowhere.
        #expect(!short.contains("What would you like?") && E2E.lines(short)[0].contains("⋮ earlier steps"), "\(short)")
        try Self.click(session, column: 10, row: 1)
        try Self.sendKeys(session, "Down")
        let after = try E2E.screen(of: session) { $0.contains("› ● Double") }
        #expect(after.contains("3. How many shots?") && !after.contains("Back to step"))
    }

    @Test("E12: at 6 lines, 100 or 20 columns, the newest form step still shows its question")
    func shortForm() throws {
        let session = "scrollstack-form-short-\(ProcessInfo.processInfo.processIdentifier)"
        try Self.startDemo(session, prefix: "")
        defer { _ = try? E2E.tmux("kill-session", "-t", session) }
        try Self.sendKeys(session, "f")
        _ = try E2E.screen(of: session) { $0.contains("1. What would you like?") }
        try Self.sendKeys(session, "Enter")
        _ = try E2E.screen(of: session) { $0.contains("2. Which coffee?") && $0.contains("step 2 depends") }
        try E2E.tmux("resize-window", "-t", session, "-x", "100", "-y", "6")
        // Waits for the redraw at the new size: tmux first shows the old screen cut to it.
        let short = try E2E.screen(of: session) { E2E.lines($0).count == 6 && E2E.lines($0)[0].contains("2. Which coffee?") }
        #expect(E2E.lines(short)[1].contains("● Espresso"), "\(short)")
        try E2E.tmux("resize-window", "-t", session, "-x", "20", "-y", "6")
        let narrow = try E2E.screen(of: session) { E2E.lines($0).count == 6 && E2E.lines($0)[0].contains("2. Which") }
        #expect(E2E.lines(narrow)[1].contains("● Espresso") && E2E.lines(narrow)[0].contains("‹"), "\(narrow)")
    }

    @Test("E11: while m moves the notes box down past the gallery box, no frame shows one box over another")
    func moveWithoutOverlap() throws {
        let session = "scrollstack-move-\(ProcessInfo.processInfo.processIdentifier)"
        try Self.startDemo(session, prefix: "")
        defer { _ = try? E2E.tmux("kill-session", "-t", session) }
        // The notes, focused, move below the tags; the next m moves them past the gallery.
        try Self.sendKeys(session, "Tab")
        _ = try E2E.screen(of: session) { $0.contains("▌┌ Notes") }
        try Self.sendKeys(session, "m")
        _ = try Self.settled(session, try E2E.screen(of: session) { $0.contains("Moved Notes to place 3.") })
        try Self.sendKeys(session, "m")
        // Every frame tmux shows until the move is done, captured as fast as it goes.
        var frames: [String] = []
        let start = Date()
        while Date().timeIntervalSince(start) < 1.5 {
            let frame = try E2E.tmux("capture-pane", "-p", "-t", session)
            if frames.last != frame { frames.append(frame) }
            if frame.contains("Moved Notes to place 4.") && Date().timeIntervalSince(start) > 0.6 { break }
        }
        #expect(frames.count > 2)
        for frame in frames {
            // A box's side (│ in the rows' first column) continues its top (┌) or its side: one
            // that follows anything else is a box whose top another row was drawn over.
            let firstColumn = E2E.lines(frame).dropLast(2).map { $0.dropFirst().first ?? " " }
            for (line, (above, below)) in zip(firstColumn, firstColumn.dropFirst()).enumerated() where below == "│" {
                #expect(above == "┌" || above == "│", "line \(line + 2) shows a box without its top:\n\(frame)")
            }
        }
        let last = E2E.lines(frames.last ?? "")
        let gallery = last.firstIndex { $0.contains("┌ Gallery") } ?? 0
        let notes = last.firstIndex { $0.contains("┌ Notes") } ?? 0
        #expect(gallery < notes)
    }

    @Test("E1: a click on the toggle, the tags and the notes runs their actions, as Enter does")
    func clicksRunActions() throws {
        let session = "scrollstack-clicks-\(ProcessInfo.processInfo.processIdentifier)"
        try Self.startDemo(session, prefix: "")
        defer { _ = try? E2E.tmux("kill-session", "-t", session) }
        // 100×30: the toggle is on line 22, the tags on line 9, the notes on line 6.
        try Self.click(session, column: 6, row: 22)
        let toggled = try E2E.screen(of: session) { $0.contains("Sync over cellular is off.") }
        #expect(E2E.lines(toggled)[21].contains("[ ] Sync over cellular"))
        try Self.click(session, column: 6, row: 9)
        // The status comes at once; the row grows to the expanded text over the animation.
        let expanded = try E2E.screen(of: session) { $0.contains("Tags expanded.") && $0.contains("#mouse #unicode #tests") }
        #expect(expanded.contains("#mouse #unicode #tests"))
        try Self.click(session, column: 6, row: 6)
        _ = try E2E.screen(of: session) { $0.contains("Notes · editing") }
    }

    @Test("E2: after g, ⏎ adds a plan to the pricing table it jumped to, and the notes are not edited")
    func jumpThenEnterAddsAPlan() throws {
        let session = "scrollstack-jump-\(ProcessInfo.processInfo.processIdentifier)"
        try Self.startDemo(session, prefix: "")
        defer { _ = try? E2E.tmux("kill-session", "-t", session) }
        try Self.sendKeys(session, "Tab", "g")
        let jumped = try E2E.screen(of: session) { $0.contains("Jumped to the pricing table") }
        #expect(E2E.lines(jumped)[0].hasPrefix("▌┌ Pricing"))
        try Self.sendKeys(session, "Enter")
        let added = try E2E.screen(of: session) { $0.contains("Added a plan: the table grew.") }
        #expect(added.contains("Plan 3") && added.contains("20 € a month") && !added.contains("Notes · editing"))
    }

    @Test("E15: TERM=dumb gets a message saying what to do, exits 1, and writes no escape codes")
    func dumbTerminal() throws {
        let session = "scrollstack-dumb-\(ProcessInfo.processInfo.processIdentifier)"
        try E2E.tmux("new-session", "-d", "-s", session, "-x", "100", "-y", "30",
                     "TERM=dumb \(try E2E.demoPath()); echo EXITED:$?; sleep 60")
        defer { _ = try? E2E.tmux("kill-session", "-t", session) }
        let screen = try E2E.screen(of: session) { $0.contains("EXITED:1") }
        #expect(screen.contains("TERM=dumb cannot show") && screen.contains("xterm-256color"))
        #expect(try E2E.tmux("display", "-p", "-t", session, "#{alternate_on}").hasPrefix("0"))
    }

    @Test("E5: in the form → goes to the next step and ← back to the one before")
    func arrowsInTheForm() throws {
        let session = "scrollstack-arrows-\(ProcessInfo.processInfo.processIdentifier)"
        try Self.startDemo(session, prefix: "")
        defer { _ = try? E2E.tmux("kill-session", "-t", session) }
        try Self.sendKeys(session, "f")
        _ = try E2E.screen(of: session) { $0.contains("1. What would you like?") }
        try Self.sendKeys(session, "Right")
        _ = try E2E.screen(of: session) { $0.contains("2. Which coffee?") && $0.contains("step 2") }
        try Self.sendKeys(session, "Left")
        // The second step slides away, and the first question is the newest again.
        let back = try E2E.screen(of: session) { $0.contains("Back to step 1") && !$0.contains("2. Which coffee?") }
        #expect(!back.contains("does nothing") && back.contains("1. What would you like?"))
    }

    @Test("E17: after x the focus moves to the next row, so x again removes the next inserted row; the row says ⏎ removes it")
    func removeOneAfterAnother() throws {
        let session = "scrollstack-remove-\(ProcessInfo.processInfo.processIdentifier)"
        try Self.startDemo(session, prefix: "")
        defer { _ = try? E2E.tmux("kill-session", "-t", session) }
        try Self.sendKeys(session, "i", "i", "i")
        let three = try E2E.screen(of: session) { $0.contains("Inserted row 3") }
        #expect(three.contains("⏎ or x removes it"))
        // Inserted after the focused one each time: 1, 2, 3 in order; the focus is on 3.
        try Self.sendKeys(session, "Up", "Up", "x")
        _ = try E2E.screen(of: session) { !$0.contains("Inserted row 1") && $0.contains("Removed the row.") }
        try Self.sendKeys(session, "x", "x")
        let none = try E2E.screen(of: session) { !$0.contains("Inserted row") }
        #expect(!none.contains("Focus a row first"))
    }

    @Test("E6: the status line names the first and last rows on screen, after End and Up as after Home")
    func statusNamesTheRowsOnScreen() throws {
        let session = "scrollstack-position-\(ProcessInfo.processInfo.processIdentifier)"
        try Self.startDemo(session, prefix: "")
        defer { _ = try? E2E.tmux("kill-session", "-t", session) }
        try Self.sendKeys(session, "End")
        _ = try E2E.screen(of: session) { E2E.lines($0)[28].hasSuffix("–Row 30") }
        try Self.sendKeys(session, "Up")
        // Up scrolls a line back: Row 30 leaves the screen, and the status says so.
        let up = try E2E.screen(of: session) { E2E.lines($0)[28].hasSuffix("–Row 29") }
        #expect(!up.contains(" Row 30 "))
        try Self.sendKeys(session, "Home")
        _ = try E2E.screen(of: session) { E2E.lines($0)[28].hasSuffix("Welcome–Row 3") }
    }

    @Test("E7: on the 100,000 rows the key line shows Esc back, at 100 and at 60 columns")
    func wayBackFromTheLongStack() throws {
        let session = "scrollstack-wayback-\(ProcessInfo.processInfo.processIdentifier)"
        try Self.startDemo(session, prefix: "")
        defer { _ = try? E2E.tmux("kill-session", "-t", session) }
        try Self.sendKeys(session, "l")
        let long = try E2E.screen(of: session) { $0.contains("Row 1 of 100,000") }
        #expect(E2E.lines(long)[29].contains("Esc back"))
        try E2E.tmux("resize-window", "-t", session, "-x", "60", "-y", "20")
        // tmux shows the old screen cut to the new size until the demo draws again: wait for that.
        let narrow = try E2E.screen(of: session) { E2E.lines($0).count == 20 && (E2E.lines($0).last ?? "").contains("? help") }
        #expect(E2E.lines(narrow)[19].contains("Esc back"))
    }

    @Test("E8: in the horizontal layout Down moves the focus, as j does, instead of doing nothing")
    func downInTheHorizontalLayout() throws {
        let session = "scrollstack-horizontal-\(ProcessInfo.processInfo.processIdentifier)"
        try Self.startDemo(session, prefix: "")
        defer { _ = try? E2E.tmux("kill-session", "-t", session) }
        try Self.sendKeys(session, "a")
        _ = try E2E.screen(of: session) { $0.contains("The stack is now horizontal.") }
        try Self.sendKeys(session, "Down")
        let moved = try E2E.screen(of: session) { $0.contains("▌┌ Notes") }
        #expect(!moved.contains("does nothing"))
    }

    @Test("E9: on the 100,000 rows Tab and Enter say they do nothing, as G does")
    func keysThatDoNothingSaySo() throws {
        let session = "scrollstack-nothing-\(ProcessInfo.processInfo.processIdentifier)"
        try Self.startDemo(session, prefix: "")
        defer { _ = try? E2E.tmux("kill-session", "-t", session) }
        try Self.sendKeys(session, "l")
        _ = try E2E.screen(of: session) { $0.contains("Row 1 of 100,000") && $0.contains("measured as they come") }
        try Self.sendKeys(session, "Tab")
        _ = try E2E.screen(of: session) { $0.contains("That key does nothing here") }
        try Self.sendKeys(session, "PageDown")
        _ = try E2E.screen(of: session) { !$0.contains("That key does nothing here") }
        try Self.sendKeys(session, "Enter")
        _ = try E2E.screen(of: session) { $0.contains("That key does nothing here") }
    }

    @Test("E10: at 22 columns the gallery shows whole tiles, two on a line and then one, each frame around its picture")
    func galleryAtNarrowWidths() throws {
        let session = "scrollstack-gallery-\(ProcessInfo.processInfo.processIdentifier)"
        // Tall enough to show the whole gallery without scrolling.
        try E2E.tmux("new-session", "-d", "-s", session, "-x", "22", "-y", "50", "\(try E2E.demoPath()); sleep 60")
        defer { _ = try? E2E.tmux("kill-session", "-t", session) }
        let screen = try E2E.screen(of: session) { $0.contains("┌ Welcome") && $0.contains("┌ Pricing") }
        let lines = E2E.lines(screen)
        guard let two = lines.firstIndex(where: { $0.contains("🌵") }), let one = lines.firstIndex(where: { $0.contains("🌱") }),
              two > 0, one > 0, one + 1 < lines.count else {
            Issue.record("no gallery on screen:\n\(screen)")
            return
        }
        #expect(lines[two].hasPrefix(" │ │ 🌵 │ │ 🌿 │ ") && lines[two - 1].hasPrefix(" │ ┌────┐ ┌────┐ "))
        #expect(lines[two + 1].hasPrefix(" │ └────┘ └────┘ ") && lines[one - 1].hasPrefix(" │ ┌────┐  "))
        #expect(lines[one].hasPrefix(" │ │ 🌱 │  ") && lines[one + 1].hasPrefix(" │ └────┘  "))
    }
}
