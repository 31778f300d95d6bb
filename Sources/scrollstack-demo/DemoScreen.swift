// The demo's screens and every key that works on each: one list, from which the help line (the
// keys marked for it) and the help overlay (all of them) are drawn.

import ScrollStackCore
import ScrollStackTerminal

/// A key (or keys, or a mouse gesture) that works on a screen, with what it does, and whether the
/// one-line help at the bottom names it too.
struct DemoKey: Equatable {
    let keys: String
    let action: String
    let onHelpLine: Bool

    init(_ keys: String, _ action: String, onHelpLine: Bool = false) {
        self.keys = keys
        self.action = action
        self.onHelpLine = onHelpLine
    }
}

/// Which screen the demo shows: each has its own keys. The stacks' arrow keys follow their axis.
enum DemoScreen: Equatable {
    case main(StackAxis), editingNotes, long(StackAxis), form, formSummary

    /// Every key that works here, most useful first; the help overlay lists them all.
    var keys: [DemoKey] {
        switch self {
        case .main(let axis):
            [DemoKey(axis.arrows, "focus or scroll", onHelpLine: true), DemoKey("PgUp PgDn", "scroll", onHelpLine: true),
             DemoKey("Tab", "next", onHelpLine: true), DemoKey("⏎", "open · edit", onHelpLine: true),
             DemoKey("h", "hide · show tags", onHelpLine: true), DemoKey("m", "move row", onHelpLine: true),
             DemoKey("i", "add row", onHelpLine: true), DemoKey("x", "remove", onHelpLine: true),
             DemoKey("a", "axis", onHelpLine: true), DemoKey("g", "pricing", onHelpLine: true),
             DemoKey("l", "100,000 rows", onHelpLine: true), DemoKey("f", "order form", onHelpLine: true),
             DemoKey("Esc", "unfocus", onHelpLine: true),
             DemoKey(axis.stepKeys, "focus, as " + axis.arrows + " do"), DemoKey("⇧Tab", "previous"),
             DemoKey(".", "row actions (Upload, added rows)"),
             DemoKey("Space", "page down · toggle"), DemoKey("Home End", "top, bottom"),
             DemoKey("click", "open a row Tab reaches"), DemoKey("wheel", "scroll three lines")]
        case .editingNotes:
            [DemoKey("Esc", "stop editing", onHelpLine: true), DemoKey("←→ ↑↓", "move", onHelpLine: true),
             DemoKey("⏎", "new line", onHelpLine: true), DemoKey("⌫ Del", "delete", onHelpLine: true),
             DemoKey("Home End", "line start, end", onHelpLine: true), DemoKey("Ctrl-A Ctrl-E", "line start, end"),
             DemoKey("Alt-B Alt-F", "a word back, on"), DemoKey("Ctrl-← Ctrl-→", "a word back, on"),
             DemoKey("⇧ with a move", "select"), DemoKey("Ctrl-W Alt-⌫", "delete the word before"),
             DemoKey("Alt-D", "delete the word after"), DemoKey("Ctrl-U Ctrl-K", "delete to line start, end"),
             DemoKey("Ctrl-_", "undo"), DemoKey("paste", "inserts the text"), DemoKey("F1", "this help")]
        case .long(let axis):
            // The way back comes second: a narrow help line drops keys from the end.
            [DemoKey(axis.arrows, "scroll", onHelpLine: true), DemoKey("Esc", "back", onHelpLine: true),
             DemoKey("Home End", "ends", onHelpLine: true), DemoKey("PgUp PgDn", "page"), DemoKey("g", "row 50,000", onHelpLine: true),
             DemoKey("a", "axis", onHelpLine: true), DemoKey("f", "order form", onHelpLine: true),
             DemoKey(axis.stepKeys, "scroll, as " + axis.arrows + " do"), DemoKey("Space", "page down"),
             DemoKey("l", "back, as Esc does"), DemoKey("wheel", "scroll three lines")]
        case .form:
            [DemoKey("↑↓", "choose", onHelpLine: true), DemoKey("⏎ →", "next", onHelpLine: true),
             DemoKey("click", "answer · back to a step", onHelpLine: true),
             DemoKey("← Esc", "back", onHelpLine: true), DemoKey("j k", "choose, as ↑↓ do"),
             DemoKey("Esc on step 1", "close the form")]
        case .formSummary:
            [DemoKey("⏎ →", "place the order", onHelpLine: true), DemoKey("← Esc", "back", onHelpLine: true),
             DemoKey("click", "‹ Back · Next ›", onHelpLine: true)]
        }
    }

    /// Keys shown at the right of the help line whatever its width.
    var alwaysShown: [DemoKey] {
        self == .editingNotes ? [DemoKey("Ctrl-C", "quit")] : [DemoKey("?", "help"), DemoKey("q", "quit")]
    }

    /// What the help overlay lists: every key of the screen, then those that work everywhere.
    var overlayKeys: [DemoKey] {
        let everywhere = (self == .editingNotes ? [] : [DemoKey("F1", "help, as ? does")])
            + [DemoKey("Ctrl-C", "quit"), DemoKey("Ctrl-Z", "suspend (fg resumes)")]
        return keys + alwaysShown + everywhere.filter { key in !alwaysShown.contains { $0.keys == key.keys } }
    }

    /// The overlay's lines: each entry's keys in a column, then what they do.
    var overlayLines: [String] {
        let keys = overlayKeys
        let column = keys.map { displayWidth(of: $0.keys) }.max() ?? 0
        return keys.map { $0.keys.padding(toDisplayWidth: column) + "  " + $0.action }
    }

    /// The screens in the order --help lists them.
    static let all: [DemoScreen] = [.main(.vertical), .editingNotes, .long(.vertical), .form, .formSummary]

    /// Every screen's keys as --help prints them: the same lines as the overlay, under its title.
    static var keysText: String {
        all.map { screen in screen.title + ":\n" + screen.overlayLines.map { "  " + $0 }.joined(separator: "\n") }
            .joined(separator: "\n\n")
    }

    /// The screen's name, for the help overlay.
    var title: String {
        switch self {
        case .main: "Demo screens"
        case .editingNotes: "Editing the notes"
        case .long: "100,000 rows"
        case .form: "Order form"
        case .formSummary: "Your order"
        }
    }
}

extension StackAxis {
    /// The arrow keys that move along the axis.
    var arrows: String { self == .vertical ? "↑↓" : "←→" }
    /// The other keys that step along the axis: j and k, and ↑↓ in a horizontal stack (across a
    /// vertical one ←→ do nothing).
    var stepKeys: String { self == .vertical ? "j k" : "↑↓ j k" }
}
