// Wrapped text made of styled spans, with an optional title line: the most common row.

/// Text that wraps, made of styled spans, with an optional bold title line.
public struct TextContent: TerminalRowContent, Sendable {
    /// The bold first line, if any.
    public var title: String?
    /// The body.
    public var spans: [StyledSpan]

    /// Plain text in one style.
    public init(title: String? = nil, _ text: String, style: TextStyle = .plain) {
        self.title = title
        spans = [StyledSpan(text, style: style)]
    }

    /// Text in several styles.
    public init(title: String? = nil, spans: [StyledSpan]) {
        self.title = title
        self.spans = spans
    }

    /// The title (bold) and the text, each wrapped to `width` columns.
    public func lines(width: Int) -> [StyledLine] {
        var result: [StyledLine] = []
        if let title {
            result += wrap([StyledSpan(title, style: TextStyle(bold: true))], width: width)
        }
        if spans.contains(where: { !$0.text.isEmpty }) || title == nil {
            result += wrap(spans, width: width)
        }
        return result
    }
}
