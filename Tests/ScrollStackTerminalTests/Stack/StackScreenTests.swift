// A stack between fixed header and footer lines: where each goes, the stack resized to the room
// left, clicks landing on the right rows, and canvases too short for all of it.

import ScrollStackTerminal
import Testing

@Suite("Stack screen")
struct StackScreenTests {
    func screen() -> (StackScreen, [RowID]) {
        let stack = TerminalStack(width: 1, height: 1)
        stack.showsScrollIndicator = false
        stack.hidesSeparatorsByDefault = true
        let rows = (0 ..< 20).map { stack.append(TextContent("row \($0)"), action: { _ in }) }
        let screen = StackScreen(stack: stack, header: [[StyledSpan("Title", style: TextStyle(bold: true))]],
                                 footer: [[StyledSpan("status")], [StyledSpan("keys: q quits")]],
                                 headerStyle: TextStyle(reverse: true))
        return (screen, rows)
    }

    @Test("header at the top, footer at the bottom, the stack resized to the lines between")
    func layout() {
        let (screen, _) = screen()
        var canvas = Canvas(width: 16, height: 7)
        screen.draw(into: &canvas)
        #expect(canvas.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            == ["Title", " row 0", " row 1", " row 2", " row 3", "status", "keys: q quits"])
        #expect(screen.stack.width == 16 && screen.stack.height == 4)
        #expect(canvas[10, 0].style.reverse && !canvas[10, 5].style.reverse)
        // A taller canvas: the stack grows with it.
        var taller = Canvas(width: 16, height: 9)
        screen.draw(into: &taller)
        #expect(screen.stack.height == 6 && taller.line(8) == "keys: q quits")
    }

    @Test("a click on a row's screen line focuses that row")
    func clicks() {
        let (screen, rows) = screen()
        var canvas = Canvas(width: 16, height: 7)
        screen.draw(into: &canvas)
        #expect(screen.stack.handle(.mouse(MouseEvent(kind: .press(button: 0), x: 3, y: 3))))
        #expect(screen.stack.handle(.mouse(MouseEvent(kind: .release(button: 0), x: 3, y: 3))))
        #expect(screen.stack.focusedRow == rows[2])
    }

    @Test("too short for everything: the header first, then the footer, the stack only with a line to spare")
    func short() {
        let (screen, _) = screen()
        for height in 1 ... 4 {
            var canvas = Canvas(width: 12, height: height)
            screen.draw(into: &canvas)
            let lines = canvas.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            #expect(lines.first == "Title", "height \(height)")
            #expect(screen.stackLines(height: height).count == max(0, height - 3))
            if height >= 3 { #expect(lines[height - 1] == "keys: q quit") }
        }
        #expect(screen.stackLines(height: 0) == (0, 0))
    }

    @Test("a kept canvas: a frame where nothing changed draws nothing, a changed footer only its line")
    func keptCanvas() {
        var (screen, _) = screen()
        var canvas = Canvas(width: 16, height: 7)
        var renderer = FrameRenderer()
        screen.draw(into: &canvas)
        _ = renderer.render(canvas)
        screen.draw(into: &canvas)
        #expect(renderer.render(canvas).isEmpty)
        screen.footer[0] = [StyledSpan("status: 3 new")]
        screen.draw(into: &canvas)
        let bytes = String(decoding: renderer.render(canvas), as: UTF8.self)
        #expect(bytes.contains(": 3 new") && !bytes.contains("row"))
    }
}
