// The README's terminal example, verbatim between the markers (CI checks that they match).

import ScrollStackCore
import ScrollStackTerminal
import Testing

// README example begin
/// A settings screen: a box, a table, a progress bar, a toggle that Enter or a click flips, and
/// 100,000 more rows that are only measured when they come near the screen.
func settingsScreen(width: Int, height: Int) -> TerminalStack {
    let stack = TerminalStack(width: width, height: height)
    stack.append(BoxContent(title: "Account", TextContent("Rows wrap to the width they get. Tab moves the focus, Enter taps.")))
    stack.append(KeyValueContent([("Plan", "Pro"), ("Renews", "1 March")]))
    stack.append(ProgressContent(label: "Upload", fraction: 0.4))
    var wifi = true
    // An action makes a row focusable. The stack keeps its actions, so they capture it unowned.
    stack.append(ToggleContent(label: "Wi-Fi", isOn: wifi)) { [unowned stack] row in
        wifi.toggle()
        stack.setContent(ToggleContent(label: "Wi-Fi", isOn: wifi), forRow: row, animated: true)
    }
    stack.append(contentsOf: (1 ... 100_000).map { TextContent("Row \($0)") })
    return stack
}

/// Runs it full screen until `q`; the terminal is restored however the program ends.
func runSettings() throws {
    let stack = settingsScreen(width: 80, height: 24)
    var canvas = Canvas(width: 80, height: 24)
    try runTerminalApplication(
        frame: { columns, rows, time in
            if columns != canvas.width || rows != canvas.height {
                stack.resize(width: columns, height: rows)
                canvas = Canvas(width: columns, height: rows)
            }
            stack.tick(at: time)  // advances animations
            // The same canvas every frame, not cleared: the stack draws only what changed.
            stack.draw(into: &canvas)
            return canvas
        },
        handle: { key, _ in
            if key == .character("q") { return false }
            _ = stack.handle(key)  // arrows, PgUp/PgDn, Home/End, Tab, Enter, wheel and clicks
            return true
        },
        isAnimating: { stack.isAnimating })
}
// README example end

@Suite("README terminal example")
struct ReadmeExampleTests {
    @Test("the settings screen shows its rows, and Enter on the toggle flips it")
    func settingsScreenWorks() {
        let stack = settingsScreen(width: 50, height: 14)
        var canvas = Canvas(width: 50, height: 14)
        stack.draw(into: &canvas)
        #expect(canvas.line(0).hasPrefix(" ┌ Account ─"))
        #expect(canvas.text.contains("Plan    Pro") && canvas.text.contains("[x] Wi-Fi"))
        #expect(stack.engine.count == 100_004)
        #expect(stack.handle(.tab) && stack.handle(.enter))
        stack.tick(at: 1)
        canvas.clear()
        stack.draw(into: &canvas)
        #expect(canvas.text.contains("[ ] Wi-Fi"))
    }

    @Test("the example's stack is freed when its owner lets go (its action does not keep it)")
    func settingsScreenIsReleased() {
        weak var released: TerminalStack?
        do {
            let stack = settingsScreen(width: 30, height: 6)
            released = stack
            #expect(stack.handle(.tab) && stack.handle(.enter))
        }
        #expect(released == nil)
    }
}
