// A screen of fixed lines above and below a stack (a title bar, a filter line, a status line), laid
// out on the canvas every frame, so an app never works out the stack's place and size by hand.

/// A stack between fixed lines: ``header`` lines at the top of the canvas, ``footer`` lines at the
/// bottom, and the stack in the room between, resized to it whenever the canvas's size changes.
///
/// Build one around your stack, set its lines when what they say changes, and call
/// ``draw(into:)`` each frame instead of the stack's own `draw`. Hand keys to the stack as
/// before: it knows where it was drawn, so clicks land on the right rows. When the canvas is too
/// short for all of it, the header keeps its lines first, then the footer, and the stack is drawn
/// only when at least one line is left for it.
public struct StackScreen {
    /// The stack between the lines.
    public let stack: TerminalStack
    /// Lines at the top of the canvas, first line first; each is cut at the canvas's width.
    public var header: [StyledLine]
    /// Lines at the bottom of the canvas, last line last; each is cut at the canvas's width.
    public var footer: [StyledLine]
    /// The style of the header's cells that no text covers (a bar's background). Default `.plain`.
    public var headerStyle: TextStyle
    /// The style of the footer's cells that no text covers. Default `.plain`.
    public var footerStyle: TextStyle

    /// A screen around `stack`.
    public init(stack: TerminalStack, header: [StyledLine] = [], footer: [StyledLine] = [],
                headerStyle: TextStyle = .plain, footerStyle: TextStyle = .plain) {
        self.stack = stack
        self.header = header
        self.footer = footer
        self.headerStyle = headerStyle
        self.footerStyle = footerStyle
    }

    /// Where the stack goes on a canvas `height` lines tall: its first line and how many lines it
    /// gets (0 when the header and footer leave none).
    public func stackLines(height: Int) -> (y: Int, count: Int) {
        let top = min(header.count, max(0, height))
        let bottom = min(footer.count, max(0, height - top))
        return (top, max(0, height - top - bottom))
    }

    /// Draws the header, the stack (resized to its room first when that changed) and the footer.
    /// Into a canvas kept from frame to frame, lines that did not change are not drawn again.
    public func draw(into canvas: inout Canvas) {
        let area = stackLines(height: canvas.height)
        for (index, line) in header.prefix(area.y).enumerated() {
            Self.draw(line, style: headerStyle, y: index, into: &canvas)
        }
        let footerTop = area.y + area.count
        for (index, line) in footer.suffix(canvas.height - footerTop).enumerated() {
            Self.draw(line, style: footerStyle, y: footerTop + index, into: &canvas)
        }
        guard area.count > 0 else { return }
        if stack.width != canvas.width || stack.height != area.count {
            stack.resize(width: canvas.width, height: area.count)
        }
        stack.draw(into: &canvas, x: 0, y: area.y)
    }

    /// One line across the canvas: its spans from the left, the rest in `style`.
    private static func draw(_ line: StyledLine, style: TextStyle, y: Int, into canvas: inout Canvas) {
        var x = 0
        for span in line where x < canvas.width {
            x += canvas.draw(span.text, x: x, y: y, style: span.style, maxWidth: canvas.width - x)
        }
        if x < canvas.width { canvas.fill(x: x, y: y, width: canvas.width - x, height: 1, style: style) }
    }
}
