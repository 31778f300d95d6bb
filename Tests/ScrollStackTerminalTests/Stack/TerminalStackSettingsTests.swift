// A terminal stack's layout settings: spacing, insets, padding and separators as stack defaults
// with per-row overrides, drawn as a user reads them.
// Only ScrollStackTerminal is imported: the engine types it speaks in come with it.

import ScrollStackTerminal
import Testing

@Suite("Terminal stack settings")
struct TerminalStackSettingsTests {
    func threeRows(width: Int = 12, height: Int = 8) -> (TerminalStack, [RowID]) {
        let stack = TerminalStack(width: width, height: height)
        stack.showsScrollIndicator = false
        let rows = ["one", "two", "three"].map { stack.append(TextContent($0)) }
        return (stack, rows)
    }

    @Test("a dense list: no separators by default, a row may still ask for its own")
    func hidesSeparatorsByDefault() {
        let (stack, rows) = threeRows()
        stack.hidesSeparatorsByDefault = true
        #expect(lines(stack).prefix(4) == [" one", " two", " three", ""])
        #expect(stack.engine.contentSize.height == 3)
        #expect(stack.setSeparatorHidden(false, forRow: rows[0]))
        #expect(lines(stack).prefix(4) == [" one", "────────────", " two", " three"])
        // `nil` follows the stack again.
        #expect(stack.setSeparatorHidden(nil, forRow: rows[0]))
        #expect(lines(stack).prefix(3) == [" one", " two", " three"])
        #expect(stack.settings(ofRow: rows[0])?.isSeparatorHidden == true)
    }

    @Test("spacing puts blank lines between rows, none after the last and none for hidden rows")
    func spacing() {
        let (stack, rows) = threeRows()
        stack.hidesSeparatorsByDefault = true
        stack.spacing = 1
        #expect(lines(stack).prefix(6) == [" one", "", " two", "", " three", ""])
        #expect(stack.engine.contentSize.height == 5)
        stack.setHidden(true, forRow: rows[1])
        #expect(lines(stack).prefix(4) == [" one", "", " three", ""])
        stack.spacing = -4
        #expect(stack.spacing == 0)
    }

    @Test("content insets frame every row; row insets and padding move the content, and wrap it narrower")
    func insetsAndPadding() {
        let (stack, rows) = threeRows()
        stack.contentInsets = Insets(top: 1, left: 2, bottom: 1, right: 0)
        #expect(lines(stack).prefix(7) == ["", "   one", "  ──────────", "   two", "  ──────────", "   three", ""])
        stack.contentInsets = .zero
        stack.rowInsets = Insets(top: 0, left: 3, bottom: 0, right: 0)
        #expect(lines(stack).prefix(2) == ["   one", "────────────"])
        // The row's own padding: its content starts further in; the separator stays where it was.
        #expect(stack.setRowPadding(Insets(top: 1, left: 2, bottom: 0, right: 0), forRow: rows[0]))
        #expect(lines(stack).prefix(3) == ["", "     one", "────────────"])
        #expect(stack.settings(ofRow: rows[0])?.padding == Insets(top: 1, left: 2, bottom: 0, right: 0))
        #expect(stack.settings(ofRow: rows[1])?.padding == .zero)
        // Fractions are whole cells.
        stack.rowInsets = Insets(top: 0, left: 1.4, bottom: 0, right: 0.6)
        #expect(stack.rowInsets == Insets(top: 0, left: 1, bottom: 0, right: 1))
    }

    @Test("narrower content wraps again: a row's insets measure it afresh")
    func insetsRemeasure() {
        let stack = TerminalStack(width: 12, height: 8)
        stack.showsScrollIndicator = false
        let row = stack.append(TextContent("alpha beta gamma"))
        stack.append(TextContent("next"))
        #expect(lines(stack).prefix(3) == [" alpha beta", " gamma", "────────────"])
        #expect(stack.setRowInsets(Insets(top: 0, left: 6, bottom: 0, right: 0), forRow: row))
        #expect(lines(stack).prefix(4) == ["      alpha", "      beta", "      gamma", "────────────"])
        stack.rowInsets = Insets(top: 0, left: 7, bottom: 0, right: 0)
        #expect(lines(stack)[4] == "       next")
        #expect(stack.setRowInsets(nil, forRow: row))
        #expect(lines(stack).prefix(4) == ["       alpha", "       beta", "       gamma", "────────────"])
    }

    @Test("separator insets, character and style; the last separator shows when asked")
    func separatorLook() {
        let (stack, rows) = threeRows()
        stack.separatorInsets = Insets(top: 0, left: 2, bottom: 0, right: 2)
        #expect(lines(stack)[1] == "  ────────")
        #expect(stack.setSeparatorInsets(.zero, forRow: rows[1]))
        #expect(lines(stack)[3] == "────────────")
        stack.separatorCharacter = "·"
        #expect(lines(stack)[1] == "  ········")
        stack.separatorCharacter = "中"
        #expect(stack.separatorCharacter == nil && lines(stack)[1] == "  ────────")
        stack.separatorStyle = TextStyle(foreground: .palette(2), bold: true)
        var canvas = Canvas(width: 12, height: 8)
        stack.draw(into: &canvas)
        #expect(canvas[2, 1].style == TextStyle(foreground: .palette(2), bold: true))
        #expect(lines(stack)[5] == "")
        stack.automaticallyHidesLastSeparator = false
        #expect(lines(stack)[5] == "  ────────")
    }

    @Test("an axis switch swaps the default row insets, never ones the app set")
    func axisKeepsOwnInsets() {
        let stack = TerminalStack(width: 30, height: 4)
        #expect(stack.rowInsets == Insets(top: 0, left: 1, bottom: 0, right: 1))
        stack.axis = .horizontal
        #expect(stack.rowInsets == Insets(top: 0, left: 1, bottom: 0, right: 1))
        stack.rowInsets = Insets(top: 1, left: 0, bottom: 0, right: 2)
        stack.axis = .vertical
        #expect(stack.rowInsets == Insets(top: 1, left: 0, bottom: 0, right: 2))
    }

    @Test("settings of rows not in the stack are refused and change nothing")
    func unknownRows() {
        let (stack, rows) = threeRows()
        #expect(stack.remove(rows[2]))
        let before = render(stack)
        #expect(!stack.setRowInsets(.zero, forRow: rows[2]))
        #expect(!stack.setRowPadding(.zero, forRow: rows[2]))
        #expect(!stack.setSeparatorHidden(true, forRow: rows[2]))
        #expect(!stack.setSeparatorInsets(.zero, forRow: rows[2]))
        #expect(stack.settings(ofRow: rows[2]) == nil)
        #expect(render(stack) == before)
    }

    @Test("in a horizontal stack ↓ and ↑ step through the rows as → ← and j k do; in a vertical one → ← do nothing")
    func arrowsAcrossTheAxis() {
        let stack = TerminalStack(width: 60, height: 4, axis: .horizontal)
        let rows = (0 ..< 3).map { stack.append(TextContent("r\($0)"), action: { _ in }) }
        #expect(stack.handle(.down) && stack.focusedRow == rows[0])
        #expect(stack.handle(.down) && stack.focusedRow == rows[1])
        #expect(stack.handle(.up) && stack.focusedRow == rows[0])
        #expect(stack.handle(.right) && stack.focusedRow == rows[1])
        let vertical = TerminalStack(width: 20, height: 6)
        vertical.append(TextContent("v"), action: { _ in })
        #expect(!vertical.handle(.right) && !vertical.handle(.left) && vertical.focusedRow == nil)
    }

    @Test("Tab, Shift-Tab and Enter say they were not used where there is nothing to focus or run")
    func keysThatDoNothingSaySo() {
        let (stack, _) = threeRows()
        #expect(!stack.handle(.tab) && !stack.handle(.backTab) && !stack.handle(.enter))
        let row = stack.append(TextContent("button"), action: { _ in })
        #expect(!stack.handle(.enter))
        #expect(stack.handle(.tab) && stack.focusedRow == row && stack.handle(.enter))
    }

    @Test("a row setting that changes nothing leaves a running animation alone; one that changes something ends it")
    func unchangedSettingKeepsAnimating() {
        let stack = TerminalStack(width: 20, height: 10)
        let rows = stack.append(contentsOf: [TextContent("one"), TextContent("two"), TextContent("three")])
        stack.setSeparatorHidden(true, forRow: rows[0])
        stack.tick(at: 0)
        stack.setHidden(true, forRow: rows[1], animated: true)
        #expect(stack.isAnimating)
        #expect(stack.setSeparatorHidden(true, forRow: rows[0]) && stack.setRowInsets(nil, forRow: rows[2]))
        #expect(stack.isAnimating)
        stack.setSeparatorHidden(false, forRow: rows[0])
        #expect(!stack.isAnimating)
    }

    @Test("Enter on a focused row scrolled out of view brings it back into view and runs its action")
    func enterOnAnOffscreenFocus() {
        let stack = TerminalStack(width: 20, height: 4)
        var taps = 0
        let first = stack.append(TextContent("button"), action: { _ in taps += 1 })
        _ = stack.append(contentsOf: (0 ..< 20).map { TextContent("row \($0)") })
        stack.focus(first)
        stack.scrollToEnd()
        #expect(stack.offset > 0)
        #expect(stack.handle(.enter) && taps == 1 && stack.offset == 0)
    }
}
