// A box-drawing frame around other content, with its title set into the top edge.

/// Content inside a box-drawing frame, with the title set into the top edge. Like every content
/// type of this library it is `Sendable`, so what it holds is too.
public struct BoxContent: TerminalRowContent, Sendable {
    /// The title in the top edge.
    public var title: String
    /// What the box holds.
    public var inner: any TerminalRowContent & Sendable
    /// The frame's style. The default, palette 30 (a teal at 3:1 or more on white and on black, as
    /// a border needs), suits light and dark themes alike.
    public var frameStyle: TextStyle

    /// Creates a box.
    public init(title: String, _ inner: any TerminalRowContent & Sendable, frameStyle: TextStyle = TextStyle(foreground: .palette(30))) {
        self.title = title
        self.inner = inner
        self.frameStyle = frameStyle
    }

    /// The frame around the inner content's lines at `width - 4` columns.
    public func lines(width: Int) -> [StyledLine] {
        guard width >= 4 else { return inner.lines(width: width) }
        let innerWidth = width - 4
        var label = title.isEmpty ? "" : " \(title) "
        while displayWidth(of: label) > width - 2 { label.removeLast() }
        let topFill = max(0, width - 2 - displayWidth(of: label))
        var result: [StyledLine] = [[
            StyledSpan("┌", style: frameStyle), StyledSpan(label, style: TextStyle(bold: true)),
            StyledSpan(String(repeating: "─", count: topFill) + "┐", style: frameStyle),
        ]]
        for line in inner.lines(width: innerWidth) {
            let used = line.reduce(0) { $0 + displayWidth(of: $1.text) }
            result.append([StyledSpan("│ ", style: frameStyle)] + line
                + [StyledSpan(String(repeating: " ", count: max(0, innerWidth - used)) + " │", style: frameStyle)])
        }
        result.append([StyledSpan("└" + String(repeating: "─", count: width - 2) + "┘", style: frameStyle)])
        return result
    }

    /// The inner content's preferred width plus the frame.
    public func preferredWidth(height: Int) -> Int {
        max(displayWidth(of: title) + 4, inner.preferredWidth(height: max(1, height - 2)) + 4)
    }
}
