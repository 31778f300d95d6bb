// The bottom of the demo's screen: a status bar that tells the truth, and a help line that lists
// only keys that work on the screen showing.

import ScrollStackCore
import ScrollStackTerminal

/// Draws the status bar (reversed, so it reads as a bar on light and dark themes and without
/// colour) and the help line.
enum StatusBar {
    static let keyStyle = TextStyle(bold: true)
    /// The theme's grey (palette 8), which themes make readable on their background; dim text often
    /// is not.
    static let actionStyle = TextStyle(foreground: .palette(8))
    static let barStyle = TextStyle(reverse: true)

    /// The status bar on line `y`: `status` at the left, `detail` at the right.
    static func drawStatus(_ status: String, detail: String, y: Int, into canvas: inout Canvas) {
        canvas.fill(x: 0, y: y, width: canvas.width, height: 1, with: " ", style: barStyle)
        // The message of the last input comes first: the position gives way when both do not fit.
        let detail = displayWidth(of: status) + displayWidth(of: detail) + 3 <= canvas.width ? detail : ""
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
        let rightWidth = right.map { displayWidth(of: $0.keys) + displayWidth(of: $0.action) + 3 }.reduce(0, +)
        var x = 1
        for pair in screen.keys where pair.onHelpLine {
            let pairWidth = displayWidth(of: pair.keys) + displayWidth(of: pair.action) + 3
            guard x + pairWidth <= canvas.width - rightWidth else { break }
            x = draw(pair, x: x, y: y, into: &canvas)
        }
        var rightX = max(x, canvas.width - rightWidth)
        for pair in right where rightX < canvas.width { rightX = draw(pair, x: rightX, y: y, into: &canvas) }
    }

    /// Draws "key action" at `x`; returns where the next pair starts.
    private static func draw(_ pair: DemoKey, x: Int, y: Int, into canvas: inout Canvas) -> Int {
        let keyEnd = x + canvas.draw(pair.keys, x: x, y: y, style: keyStyle)
        let actionEnd = keyEnd + 1 + canvas.draw(pair.action, x: keyEnd + 1, y: y, style: actionStyle)
        return actionEnd + 2
    }
}

extension String {
    /// The text with spaces after it up to `width` cells (as it is, when already wider).
    func padding(toDisplayWidth width: Int) -> String {
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
