// The help overlay (? or F1): every key of the screen showing, in a box over the middle of the
// screen, scrolled with ↑↓ when the terminal is too short to show them all.

import ScrollStackCore
import ScrollStackTerminal

/// The help overlay's state: whether it shows, and how far its list is scrolled.
struct HelpOverlay {
    private(set) var isShown = false
    private(set) var scroll = 0
    /// How many lines the list can scroll, as of the last frame drawn.
    private var scrollLimit = 0

    mutating func show() {
        isShown = true
        scroll = 0
    }

    /// Applies a key while the overlay shows: ↑↓ (j k, PgUp PgDn, Space, Home End, the wheel) scroll a list
    /// that does not fit; the wheel never closes it; any other key closes it. Returns whether it
    /// still shows.
    mutating func handle(_ key: Key) -> Bool {
        let wheel: Int? = switch key {
        case .mouse(let event) where event.kind == .wheelDown: 1
        case .mouse(let event) where event.kind == .wheelUp: -1
        default: nil
        }
        let step: Int? = switch key {
        case .down, .character("j"): 1
        case .up, .character("k"): -1
        case .pageDown, .character(" "): 5
        case .pageUp: -5
        case .home: -scroll
        case .end: scrollLimit - scroll
        default: wheel
        }
        if wheel != nil && scrollLimit == 0 { return true }
        if let step, scrollLimit > 0 {
            scroll = min(max(0, scroll + step), scrollLimit)
        } else {
            isShown = false
        }
        return isShown
    }

    /// Draws the overlay for `screen` into the top `height` lines of `canvas`.
    mutating func draw(for screen: DemoScreen, height: Int, into canvas: inout Canvas) {
        let lines = screen.overlayLines
        let boxWidth = min(canvas.width, max(displayWidth(of: screen.title) + 6, (lines.map(displayWidth).max() ?? 0) + 4))
        let boxHeight = min(height, lines.count + 3)
        let room = max(0, boxHeight - 3)
        scrollLimit = max(0, lines.count - room)
        scroll = min(scroll, scrollLimit)
        let left = max(0, (canvas.width - boxWidth) / 2)
        let top = max(0, (height - boxHeight) / 2)
        canvas.fill(x: left, y: top, width: boxWidth, height: boxHeight, with: " ", style: .plain)
        let border = TextStyle(bold: true)
        _ = canvas.draw("┌─ " + screen.title + " " + String(repeating: "─", count: max(0, boxWidth - displayWidth(of: screen.title) - 5)) + "┐",
                        x: left, y: top, style: border, maxWidth: boxWidth)
        for (offset, line) in lines.dropFirst(scroll).prefix(room).enumerated() {
            _ = canvas.draw("│", x: left, y: top + 1 + offset, style: border)
            _ = canvas.draw(truncated(line, toWidth: max(0, boxWidth - 4)), x: left + 2, y: top + 1 + offset, style: .plain,
                            maxWidth: boxWidth - 4)
            _ = canvas.draw("│", x: left + boxWidth - 1, y: top + 1 + offset, style: border)
        }
        // Where the list goes on, the footer says how to see the rest.
        // q quits from here too (but not while editing, where q is text), so the footer says so.
        let quits = screen == .editingNotes ? "" : "q quits · "
        let footer = scrollLimit == 0 ? quits + "other keys close"
            : "\(scroll > 0 ? "↑" : "")\(scroll < scrollLimit ? "↓" : "") more · " + quits + "others close"
        let shownFooter = truncated(footer, toWidth: max(0, boxWidth - 4))
        _ = canvas.draw("│ " + shownFooter.padding(toDisplayWidth: boxWidth - 4) + " │", x: left, y: top + boxHeight - 2,
                        style: StatusBar.actionStyle, maxWidth: boxWidth)
        _ = canvas.draw("└" + String(repeating: "─", count: max(0, boxWidth - 2)) + "┘", x: left, y: top + boxHeight - 1, style: border,
                        maxWidth: boxWidth)
    }
}
