// Colours the demo's screens really show, checked for contrast on a dark and a light theme (E16):
// every styled cell tmux holds is resolved against each theme's palette, and text must reach the
// WCAG ratio of 4.5:1 against what is behind it, borders and bars 3:1.

import Foundation
import ScrollStackTerminal
import Testing

/// A terminal theme: its default colours and its 16 ANSI colours (palette 0–15). Entries 16–255
/// are the same in every theme (xterm's cube and grey ramp).
struct Theme {
    let name: String
    let foreground: UInt32
    let background: UInt32
    let ansi: [UInt32]

    /// xterm's ANSI colours, light text on black: its blue is famously hard to read there.
    static let dark = Theme(name: "dark (xterm colours on black)", foreground: 0xE5E5E5, background: 0x000000, ansi: [
        0x000000, 0xCD0000, 0x00CD00, 0xCDCD00, 0x0000EE, 0xCD00CD, 0x00CDCD, 0xE5E5E5,
        0x7F7F7F, 0xFF0000, 0x00FF00, 0xFFFF00, 0x5C5CFF, 0xFF00FF, 0x00FFFF, 0xFFFFFF,
    ])
    /// Terminal.app's Basic profile (black on white): its yellow and cyan are faint on white.
    static let light = Theme(name: "light (Terminal.app Basic)", foreground: 0x000000, background: 0xFFFFFF, ansi: [
        0x000000, 0x990000, 0x00A600, 0x999900, 0x0000B2, 0xB200B2, 0x00A6B2, 0xBFBFBF,
        0x666666, 0xE50000, 0x00D900, 0xE5E500, 0x0000FF, 0xE500E5, 0x00E5E5, 0xE5E5E5,
    ])

    func rgb(_ color: TerminalColor, foreground isForeground: Bool) -> (Double, Double, Double) {
        let value: UInt32 = switch color {
        case .standard: isForeground ? foreground : background
        case .palette(let index) where index < 16: ansi[Int(index)]
        case .palette(let index) where index >= 232: UInt32(8 + 10 * (Int(index) - 232)) * 0x010101
        case .palette(let index):
            { (steps: [UInt32]) in steps[(Int(index) - 16) / 36] << 16 | steps[(Int(index) - 16) / 6 % 6] << 8 | steps[(Int(index) - 16) % 6] }(
                [0, 95, 135, 175, 215, 255])
        case let .rgb(r, g, b): UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
        }
        return (Double(value >> 16 & 0xFF), Double(value >> 8 & 0xFF), Double(value & 0xFF))
    }

    /// The WCAG contrast ratio of a cell's text against its background, as this theme draws it:
    /// reverse swaps the two, dim draws the text halfway to the background.
    func contrast(of style: TextStyle) -> Double {
        var text = rgb(style.foreground, foreground: true)
        var back = rgb(style.background, foreground: false)
        if style.reverse { swap(&text, &back) }
        if style.dim { text = ((text.0 + back.0) / 2, (text.1 + back.1) / 2, (text.2 + back.2) / 2) }
        func luminance(_ c: (Double, Double, Double)) -> Double {
            func linear(_ v: Double) -> Double { let v = v / 255; return v <= 0.03928 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
            return 0.2126 * linear(c.0) + 0.7152 * linear(c.1) + 0.0722 * linear(c.2)
        }
        let (a, b) = (luminance(text), luminance(back))
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }
}

extension EndToEndTests {
    /// The screen tmux holds for `session`, cell by cell with styles: capture-pane -e's lines fed
    /// to a virtual terminal, each at its line.
    static func styledScreen(of session: String, width: Int, height: Int) throws -> VirtualTerminal {
        let escaped = try tmux("capture-pane", "-p", "-e", "-t", session)
        var terminal = VirtualTerminal(width: width, height: height)
        for (y, line) in escaped.split(separator: "\n", omittingEmptySubsequences: false).prefix(height).enumerated() {
            terminal.feed(Array("\u{1B}[\(y + 1);1H".utf8) + Array(line.utf8))
        }
        return terminal
    }

    /// The cells of `terminal` whose contrast fails on `theme`: text under 4.5:1, box drawing and
    /// blocks under 3:1. Dim text is allowed only where `dimAllowed` says so (older steps of a
    /// form, which are inactive: WCAG exempts them), and fails anywhere else.
    static func contrastFailures(_ terminal: VirtualTerminal, theme: Theme, dimAllowed: (Int) -> Bool = { _ in false }) -> [String] {
        var failures: [String] = []
        for (y, line) in terminal.cells.enumerated() {
            for (x, cell) in line.enumerated() {
                guard let scalar = cell.character.unicodeScalars.first, cell.character != " " else { continue }
                if cell.style.dim && dimAllowed(y) { continue }
                let isGraphic = (0x2500 ... 0x259F).contains(scalar.value)
                let needed = isGraphic ? 3.0 : 4.5
                let ratio = theme.contrast(of: cell.style)
                if ratio < needed || (cell.style.dim && !isGraphic) {
                    failures.append("\(theme.name): '\(cell.character)' at \(x),\(y) \(cell.style): \(String(format: "%.2f", ratio)) < \(needed)"
                                    + (cell.style.dim ? " (dim)" : ""))
                }
            }
        }
        return failures
    }

    @Test("E16: every screen's text reads at 4.5:1 (borders and bars 3:1) on a dark and on a light theme, the focus band included")
    func contrast() throws {
        let session = "scrollstack-contrast-\(ProcessInfo.processInfo.processIdentifier)"
        // Each screen: the keys that bring a fresh demo to it, what shows when it is there, and
        // whether it is the form (whose older steps may be dim).
        let screens: [(name: String, keys: [[String]], ready: String, form: Bool)] = [
            ("home", [], "┌ Welcome", false),
            ("tags focused", [["Tab"], ["Tab"]], "▌Tags", false),
            ("notes edited, empty", [["Tab"], ["Enter"]], "Notes · editing", false),
            ("help", [["?"]], "┌─ Demo screens", false),
            ("an inserted row", [["i"]], "Inserted row 1", false),
            ("100,000 rows", [["l"]], "Row 1 of 100,000", false),
            ("form, step 3", [["f"], ["Enter"], ["Enter"]], "3. How many shots?", true),
        ]
        for screen in screens {
            try Self.startDemo(session, prefix: "")
            defer { _ = try? E2E.tmux("kill-session", "-t", session) }
            for keys in screen.keys {
                let before = try E2E.tmux("capture-pane", "-p", "-t", session)
                try Self.sendKeys(session, keys)
                _ = try E2E.screen(of: session) { $0 != before }
            }
            let shown = try Self.settled(session, try E2E.screen(of: session) { $0.contains(screen.ready) })
            let terminal = try Self.styledScreen(of: session, width: 100, height: 30)
            // In the form, the newest step starts at its reversed header; older steps are above it.
            let newestHeader = E2E.lines(shown).firstIndex { $0.contains(screen.ready) } ?? 0
            for theme in [Theme.dark, Theme.light] {
                let failures = Self.contrastFailures(terminal, theme: theme) { screen.form && $0 < newestHeader }
                #expect(failures.isEmpty, "\(screen.name): \(failures.count) cells fail, first: \(failures.prefix(5))\n\(shown)")
            }
        }
    }
}
