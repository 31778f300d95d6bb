// A table of keys and values in two aligned columns.

/// Keys and values in two aligned columns; long values wrap under their column.
public struct KeyValueContent: TerminalRowContent, Sendable {
    /// The rows of the table.
    public var pairs: [(key: String, value: String)]
    /// The keys' style.
    public var keyStyle: TextStyle

    /// Creates a table.
    public init(_ pairs: [(key: String, value: String)], keyStyle: TextStyle = TextStyle(foreground: .palette(8))) {
        self.pairs = pairs
        self.keyStyle = keyStyle
    }

    /// One line per pair (more when a value wraps).
    public func lines(width: Int) -> [StyledLine] {
        let keyWidth = min(pairs.map { displayWidth(of: $0.key) }.max() ?? 0, max(1, width / 2))
        let valueWidth = max(1, width - keyWidth - 2)
        var result: [StyledLine] = []
        for pair in pairs {
            // A key longer than its column is cut with an ellipsis, so the cut shows.
            let key = truncated(pair.key, toWidth: keyWidth)
            for (index, value) in wrap(pair.value, width: valueWidth).enumerated() {
                let label = index == 0 ? key : ""
                let pad = String(repeating: " ", count: keyWidth - displayWidth(of: label) + 2)
                result.append([StyledSpan(label + pad, style: keyStyle), StyledSpan(value)])
            }
        }
        return result.isEmpty ? [[]] : result
    }
}
