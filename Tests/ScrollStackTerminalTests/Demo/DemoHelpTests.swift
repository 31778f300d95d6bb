// The help lists every key that works on each screen, and nothing that does not (E13): the keys
// come from `--help`, the test finds each one in that screen's overlay, presses it there with the
// bytes a terminal sends, and sees it do something; keys the help leaves out say they do nothing.
// On a short terminal the overlay scrolls (E12).

import Foundation
import Testing

extension EndToEndTests {
    /// A screen of the demo: its title in the help, and the keys that bring a fresh demo to it.
    struct HelpScreen {
        let title: String
        let setup: [[String]]
        let shownWhenReady: String
    }

    static let helpScreens = [
        HelpScreen(title: "Demo screens", setup: [], shownWhenReady: "┌ Welcome"),
        HelpScreen(title: "Editing the notes", setup: [["Tab", "Enter"]], shownWhenReady: "Notes · editing"),
        HelpScreen(title: "100,000 rows", setup: [["l"]], shownWhenReady: "of 100,000"),
        HelpScreen(title: "Order form", setup: [["f"], ["Enter"]], shownWhenReady: "2. Which coffee?"),
        HelpScreen(title: "Your order", setup: [["f"], ["Enter"], ["Enter"], ["Enter"]], shownWhenReady: "Your order (⏎ places it)"),
    ]

    /// One way to press a help entry on a freshly opened screen: keys (tmux names), a click on the
    /// line showing a text (which must then show another), or the wheel (the screen must move).
    enum Press {
        case keys([String])
        case click(on: String, shows: String)
        case wheel
    }

    /// How to press each entry of the help, each key it names on its own. An entry the test does
    /// not know fails it: the help cannot grow a key nobody checks.
    static let helpPresses: [String: [Press]] = [
        "↑↓": [.keys(["Up"]), .keys(["Down"])], "←→ ↑↓": [.keys(["Left"]), .keys(["Right"]), .keys(["Up"]), .keys(["Down"])],
        "↑↓ PgUp PgDn": [.keys(["Up"]), .keys(["Down"]), .keys(["PPage"]), .keys(["NPage"])],
        "PgUp PgDn": [.keys(["PPage"]), .keys(["NPage"])], "Tab": [.keys(["Tab"])], "⇧Tab": [.keys(["BTab"])],
        "⏎": [.keys(["Enter"])], "⏎ →": [.keys(["Enter"]), .keys(["Right"])], "← Esc": [.keys(["Left"]), .keys(["Escape"])],
        "Esc": [.keys(["Escape"])], "Esc on step 1": [.keys(["Escape", "Escape"])], "j k": [.keys(["j"]), .keys(["k"])],
        "Space": [.keys(["Space"])], "Home End": [.keys(["Home"]), .keys(["End"])], "h": [.keys(["h"])], "m": [.keys(["m"])],
        "i": [.keys(["i"])], "x": [.keys(["x"])], "a": [.keys(["a"])], "g": [.keys(["g"])], "l": [.keys(["l"])], "f": [.keys(["f"])],
        "?": [.keys(["?"])], "F1": [.keys(["F1"])], "⌫ Del": [.keys(["BSpace"]), .keys(["Home", "DC"])],
        "Ctrl-A Ctrl-E": [.keys(["C-a"]), .keys(["C-e"])], "Alt-B Alt-F": [.keys(["M-b"]), .keys(["M-f"])],
        "Ctrl-← Ctrl-→": [.keys(["C-Left"]), .keys(["C-Right"])], "⇧ with a move": [.keys(["S-Left"])],
        "Ctrl-W Alt-⌫": [.keys(["C-w"]), .keys(["M-BSpace"])], "Alt-D": [.keys(["Home", "M-d"])],
        "Ctrl-U Ctrl-K": [.keys(["C-u"]), .keys(["Home", "C-k"])], "Ctrl-_": [.keys(["C-_"])], "wheel": [.wheel],
    ]

    /// Presses that depend on the screen: what ⏎ opens is the focused row, and clicks land on a row
    /// or an answer.
    static let screenPresses: [String: [String: [Press]]] = [
        "Demo screens": ["⏎": [.keys(["Tab", "Enter"])], "click": [.click(on: "┌ Notes", shows: "Notes · editing")],
                         ".": [.keys(["Tab", "Tab", "Tab", "Tab", "."])]],
        "Order form": ["click": [.click(on: "○ Flat white", shows: "3. Which milk?")]],
        "Your order": ["click": [.click(on: "‹ Back", shows: "Back to step 3")]],
    ]

    /// Entries pressed in other tests: they end or stop the demo (EndToEndTests.controlC, the quit
    /// tests, DemoUsabilityTests.suspend) or paste (DemoNotesTests.paste).
    static let helpEntriesCheckedElsewhere: Set = ["q", "Ctrl-C", "Ctrl-Z", "paste"]

    /// Each screen's entries as `--help` prints them: (keys, what they do) under each title.
    static func helpEntries() throws -> [String: [(keys: String, action: String)]] {
        let output = try run(try demoPath(), ["--help"])
        var entries: [String: [(keys: String, action: String)]] = [:]
        var title: String?
        for line in output.split(separator: "\n").map(String.init) {
            if line.hasSuffix(":"), !line.hasPrefix(" ") {
                title = String(line.dropLast())
            } else if let title, line.hasPrefix("  "), let gap = line.dropFirst(2).range(of: "  ") {
                let body = line.dropFirst(2)
                entries[title, default: []].append((String(body[..<gap.lowerBound]),
                                                    body[gap.upperBound...].trimmingCharacters(in: .whitespaces)))
            }
        }
        return entries
    }

    /// Starts the demo at 100×30 and opens `screen`.
    static func openScreen(_ screen: HelpScreen, session: String) throws {
        try startDemo(session, prefix: "")
        for keys in screen.setup {
            // Each step waits for the screen to answer, so the next key is not read with it.
            let before = try tmux("capture-pane", "-p", "-t", session)
            try sendKeys(session, keys)
            _ = try E2E.screen(of: session) { $0 != before }
        }
        _ = try settled(session, try E2E.screen(of: session) { $0.contains(screen.shownWhenReady) })
    }

    static func sendKeys(_ session: String, _ keys: [String]) throws {
        try tmux(["send-keys", "-t", session] + keys)
    }

    @Test("E13: every key the help lists on a screen is in that screen's overlay and does something there")
    func helpListsWorkingKeys() throws {
        let entries = try Self.helpEntries()
        #expect(Set(entries.keys) == Set(Self.helpScreens.map(\.title)))
        for screen in Self.helpScreens {
            let listed = entries[screen.title] ?? []
            let session = "scrollstack-help-\(ProcessInfo.processInfo.processIdentifier)"
            // The overlay shows each entry, keys and action, on the screen itself (F1 opens it
            // while editing, where ? is typed).
            try Self.openScreen(screen, session: session)
            try Self.sendKeys(session, screen.title == "Editing the notes" ? "F1" : "?")
            let helpLine = E2E.lines(try E2E.tmux("capture-pane", "-p", "-t", session)).last
            let overlay = try E2E.screen(of: session) { $0.contains("┌─ \(screen.title)") }
            for entry in listed {
                #expect(overlay.contains(entry.keys + " ") && overlay.contains(entry.action), "\(screen.title): \(entry) not in\n\(overlay)")
            }
            try Self.sendKeys(session, "Escape")
            for entry in listed where !Self.helpEntriesCheckedElsewhere.contains(entry.keys) {
                guard let presses = Self.screenPresses[screen.title]?[entry.keys] ?? Self.helpPresses[entry.keys] else {
                    Issue.record("\(screen.title): the help lists \(entry.keys), which this test does not know how to press")
                    continue
                }
                for press in presses {
                    // A press that left the screen (another help line, the overlay) gets a fresh one.
                    let current = try? E2E.tmux("capture-pane", "-p", "-t", session)
                    let fresh: Bool = if case .keys = press { false } else { true }
                    let moved = current.map { E2E.lines($0).last != helpLine || $0.contains("┌─ ") } ?? true
                    if fresh || moved {
                        _ = try? E2E.tmux("kill-session", "-t", session)
                        try Self.openScreen(screen, session: session)
                    }
                    try Self.check(press, listedAs: entry, on: screen, session: session)
                }
            }
            _ = try? E2E.tmux("kill-session", "-t", session)
        }
    }

    /// The screen once it stops changing (two captures 50 ms apart agree), from `screen`: a frame
    /// may be captured half written, or an animation may still run.
    static func settled(_ session: String, _ screen: String) throws -> String {
        var last = screen
        for _ in 0 ..< 40 {
            Thread.sleep(forTimeInterval: 0.05)
            let next = try tmux("capture-pane", "-p", "-t", session)
            if next == last { return next }
            last = next
        }
        return last
    }

    /// Presses `press` and checks it did something: the screen moved or shows what it should, and
    /// the status does not say the key did nothing.
    static func check(_ press: Press, listedAs entry: (keys: String, action: String), on screen: HelpScreen, session: String) throws {
        let before = try tmux("capture-pane", "-p", "-t", session)
        let context = "\(screen.title): \(press) (listed as \(entry.keys) \(entry.action))"
        switch press {
        case .keys(let keys):
            try sendKeys(session, keys)
            // Most keys change the screen; the rest get a quarter of a second to say they did nothing.
            var after = before
            for _ in 0 ..< 5 where after == before {
                Thread.sleep(forTimeInterval: 0.05)
                after = try tmux("capture-pane", "-p", "-t", session)
            }
            after = try settled(session, after)
            // A lone Escape is told from Alt and the next key by a pause: give it one.
            if keys.last == "Escape" { Thread.sleep(forTimeInterval: 0.3) }
            #expect(!after.contains("does nothing") && !after.contains("EXITED"), "\(context) did nothing:\n\(after)")
        case .click(let text, let shows):
            guard let line = lines(before).firstIndex(where: { $0.contains(text) }) else {
                Issue.record("\(context): no line shows \(text)\n\(before)")
                return
            }
            try click(session, column: 6, row: line + 1)
            let after = try E2E.screen(of: session) { $0.contains(shows) }
            #expect(after.contains(shows), "\(context)")
            _ = try settled(session, after)
        case .wheel:
            try sendKeys(session, ["-l", "\u{1B}[<65;6;6M"])
            let after = try settled(session, try E2E.screen(of: session) { $0 != before })
            #expect(after != before && !after.contains("does nothing"), "\(context)")
        }
    }

    @Test("E13: keys the help leaves out say, briefly, that they do nothing, on every screen")
    func unlistedKeysSaySo() throws {
        let entries = try Self.helpEntries()
        // Keys to try, and the help entries that would list them.
        let candidates: [(keys: [String], listedAs: [String])] = [
            (["Left"], ["←→ ↑↓", "⏎ →", "← Esc"]), (["Right"], ["←→ ↑↓", "⏎ →"]), (["Tab"], ["Tab"]), (["BTab"], ["⇧Tab"]),
            (["Enter"], ["⏎", "⏎ →"]), (["Space"], ["Space"]), (["Home"], ["Home End"]), (["PPage"], ["PgUp PgDn", "↑↓ PgUp PgDn"]),
            (["F2"], []), (["b"], []), (["z"], []), (["h"], ["h"]), (["m"], ["m"]), (["i"], ["i"]), (["x"], ["x"]), (["g"], ["g"]),
        ]
        let session = "scrollstack-unlisted-\(ProcessInfo.processInfo.processIdentifier)"
        for screen in Self.helpScreens {
            let listed = Set((entries[screen.title] ?? []).map(\.keys))
            try Self.openScreen(screen, session: session)
            defer { _ = try? E2E.tmux("kill-session", "-t", session) }
            for candidate in candidates where listed.isDisjoint(with: candidate.listedAs) {
                // While editing, letters and Space are text, not keys.
                if screen.title == "Editing the notes" && (candidate.keys[0].count == 1 || candidate.keys == ["Space"]) { continue }
                try Self.sendKeys(session, candidate.keys)
                let said = try E2E.screen(of: session) { $0.contains("does nothing") }
                #expect(said.contains("does nothing"), "\(screen.title): \(candidate.keys)")
                // A key that works clears the message before the next candidate.
                let reset = ["Demo screens": "Escape", "Editing the notes": "Right", "100,000 rows": "Home", "Order form": "Down"]
                if let key = reset[screen.title] {
                    try Self.sendKeys(session, key)
                } else {
                    // On the summary every key that works moves on: the help, opened and closed, clears it.
                    try Self.sendKeys(session, "?")
                    _ = try E2E.screen(of: session) { $0.contains("┌─ ") }
                    try Self.sendKeys(session, "Escape")
                    // Closed: the Escape was read alone, so the next key is not taken as Alt with it.
                    _ = try E2E.screen(of: session) { !$0.contains("┌─ ") }
                }
                _ = try E2E.screen(of: session) { !$0.contains("does nothing") }
            }
        }
    }

    @Test("E12: on a 40×12 terminal the help scrolls with ↓ to its last key; any other key closes it")
    func helpScrollsWhenShort() throws {
        let session = "scrollstack-help-short-\(ProcessInfo.processInfo.processIdentifier)"
        try Self.startDemo(session, width: 40, height: 12)
        defer { _ = try? E2E.tmux("kill-session", "-t", session) }
        try Self.sendKeys(session, "?")
        let first = try E2E.screen(of: session) { $0.contains("↓ more") }
        #expect(first.contains("↑↓") && !first.contains("Ctrl-Z"))
        for _ in 0 ..< 30 { try Self.sendKeys(session, "Down") }
        let last = try E2E.screen(of: session) { $0.contains("Ctrl-Z") }
        #expect(last.contains("↑ more") && !last.contains("↓ more"))
        try Self.sendKeys(session, "Escape")
        let closed = try E2E.screen(of: session) { !$0.contains("┌─ Demo screens") }
        #expect(closed.contains("┌ Welcome") || closed.contains("┌ Notes"))
    }
}
