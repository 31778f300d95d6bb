// The bottom of the demo's screen: a status bar that tells the truth, a help line that lists only
// the keys that work on the screen showing, and the help overlay (?).

import ScrollStackCore
import ScrollStackTerminal

/// Which screen the demo shows: each has its own keys. The stacks' arrow keys follow their axis.
enum DemoScreen: Equatable {
    case main(StackAxis), editingNotes, long(StackAxis), form

    /// The keys that work here, with what they do, most useful first.
    var keys: [(key: String, action: String)] {
        switch self {
        case .main(let axis):
            [(axis.arrows, "focus"), ("PgUp PgDn", "scroll"), ("Tab", "next"), ("⏎", "open · edit"), ("h", "hide tags"),
             ("m", "move row"), ("i", "add row"), ("x", "remove"), ("a", "axis"), ("g", "pricing"), ("l", "100,000 rows"),
             ("f", "order form"), ("Esc", "unfocus")]
        case .editingNotes:
            [("Esc", "stop editing"), ("←→", "caret"), ("Home End", "line start, end"), ("⏎", "new line"), ("⌫ Del", "delete")]
        case .long(let axis):
            // The way back comes second: a narrow help line drops keys from the end.
            [(axis.arrows + " PgUp PgDn", "scroll"), ("Esc", "back"), ("Home End", "ends"), ("g", "row 50,000"),
             ("a", "axis"), ("f", "order form")]
        case .form:
            [("↑↓", "choose"), ("⏎ →", "next"), ("click", "answer or step"), ("← Esc", "back")]
        }
    }

    /// Keys shown at the right of the help line whatever its width.
    var alwaysShown: [(key: String, action: String)] {
        self == .editingNotes ? [("Ctrl-C", "quit")] : [("?", "help"), ("q", "quit")]
    }

    /// The screen's name, for the help overlay.
    var title: String {
        switch self {
        case .main: "Demo screens"
        case .editingNotes: "Editing the notes"
        case .long: "100,000 rows"
        case .form: "Order form"
        }
    }
}

extension StackAxis {
    /// The arrow keys that move along the axis.
    var arrows: String { self == .vertical ? "↑↓" : "←→" }
}

/// Draws the status bar (reversed, so it reads as a bar on light and dark themes and without
/// colour), the help line and the help overlay.
enum StatusBar {
    static let keyStyle = TextStyle(bold: true)
    static let actionStyle = TextStyle(dim: true)
    static let barStyle = TextStyle(reverse: true)

    /// The status bar on line `y`: `status` at the left, `detail` at the right.
    static func drawStatus(_ status: String, detail: String, y: Int, into canvas: inout Canvas) {
        canvas.fill(x: 0, y: y, width: canvas.width, height: 1, with: " ", style: barStyle)
        let detailWidth = displayWidth(of: detail)
        let detailX = max(0, canvas.width - detailWidth - 1)
        let room = detail.isEmpty ? canvas.width : max(0, detailX - 1)
        _ = canvas.draw(truncated(" " + status, toWidth: room), x: 0, y: y, style: barStyle, maxWidth: room)
        if !detail.isEmpty { _ = canvas.draw(detail, x: detailX, y: y, style: barStyle, maxWidth: canvas.width - detailX) }
    }

    /// The help line on line `y`: the screen's keys from the left while they fit, and its
    /// always-shown keys (help, quit) at the right.
    static func drawHelp(for screen: DemoScreen, y: Int, into canvas: inout Canvas) {
        canvas.fill(x: 0, y: y, width: canvas.width, height: 1)
        let right = screen.alwaysShown
        let rightWidth = right.map { displayWidth(of: $0.key) + displayWidth(of: $0.action) + 3 }.reduce(0, +)
        var x = 1
        for pair in screen.keys {
            let pairWidth = displayWidth(of: pair.key) + displayWidth(of: pair.action) + 3
            guard x + pairWidth <= canvas.width - rightWidth else { break }
            x = draw(pair, x: x, y: y, into: &canvas)
        }
        var rightX = max(x, canvas.width - rightWidth)
        for pair in right where rightX < canvas.width { rightX = draw(pair, x: rightX, y: y, into: &canvas) }
    }

    /// The help overlay: every key of `screen` in a box over the middle of the screen.
    static func drawOverlay(for screen: DemoScreen, height: Int, into canvas: inout Canvas) {
        let pairs = screen.keys + screen.alwaysShown + (screen == .editingNotes ? [] : [("Ctrl-C", "quit")])
        let keyColumn = pairs.map { displayWidth(of: $0.key) }.max() ?? 0
        let lines = pairs.map { $0.key.padding(toDisplayWidth: keyColumn) + "  " + $0.action }
        let boxWidth = min(canvas.width, max(displayWidth(of: screen.title) + 6, (lines.map(displayWidth).max() ?? 0) + 4))
        let boxHeight = min(height, lines.count + 3)
        let left = max(0, (canvas.width - boxWidth) / 2)
        let top = max(0, (height - boxHeight) / 2)
        canvas.fill(x: left, y: top, width: boxWidth, height: boxHeight, with: " ", style: .plain)
        let border = TextStyle(bold: true)
        _ = canvas.draw("┌─ " + screen.title + " " + String(repeating: "─", count: max(0, boxWidth - displayWidth(of: screen.title) - 5)) + "┐",
                        x: left, y: top, style: border, maxWidth: boxWidth)
        for (offset, line) in lines.prefix(max(0, boxHeight - 3)).enumerated() {
            _ = canvas.draw("│", x: left, y: top + 1 + offset, style: border)
            _ = canvas.draw(line, x: left + 2, y: top + 1 + offset, style: .plain, maxWidth: boxWidth - 4)
            _ = canvas.draw("│", x: left + boxWidth - 1, y: top + 1 + offset, style: border)
        }
        let footer = "any key closes"
        _ = canvas.draw("│ " + footer.padding(toDisplayWidth: boxWidth - 4) + " │", x: left, y: top + boxHeight - 2, style: actionStyle, maxWidth: boxWidth)
        _ = canvas.draw("└" + String(repeating: "─", count: max(0, boxWidth - 2)) + "┘", x: left, y: top + boxHeight - 1, style: border,
                        maxWidth: boxWidth)
    }

    /// Draws "key action" at `x`; returns where the next pair starts.
    private static func draw(_ pair: (key: String, action: String), x: Int, y: Int, into canvas: inout Canvas) -> Int {
        let keyEnd = x + canvas.draw(pair.key, x: x, y: y, style: keyStyle)
        let actionEnd = keyEnd + 1 + canvas.draw(pair.action, x: keyEnd + 1, y: y, style: actionStyle)
        return actionEnd + 2
    }
}

extension String {
    /// The text with spaces after it up to `width` cells (as it is, when already wider).
    fileprivate func padding(toDisplayWidth width: Int) -> String {
        self + String(repeating: " ", count: max(0, width - displayWidth(of: self)))
    }
}

/// A number with a comma between groups of three digits: 100,000.
func grouped(_ number: Int) -> String {
    let digits = String(number.magnitude)
    var result = ""
    for (index, digit) in digits.enumerated() {
        if index > 0 && (digits.count - index) % 3 == 0 { result.append(",") }
        result.append(digit)
    }
    return (number < 0 ? "-" : "") + result
}
