// One line of the paged text as a row shows it: a mark gutter, then the text exactly as read (every
// space kept), wrapped by character at the row's width, reversed when a search found it.

import ScrollStackTerminal

/// A row's content: a custom ``TerminalRowContent``, as an app writes its own.
struct PagedLine: TerminalRowContent, Sendable {
    let text: String
    let isMarked: Bool
    let isMatch: Bool

    func lines(width: Int) -> [StyledLine] {
        let gutter = StyledSpan(isMarked ? "● " : "│ ", style: TextStyle(foreground: .palette(isMarked ? 3 : 8), bold: isMarked))
        let style = TextStyle(reverse: isMatch)
        let room = max(1, width - 2)
        var result: [StyledLine] = []
        var current = ""
        var used = 0
        for character in text {
            let columns = max(0, displayWidth(of: character))
            if used + columns > room && used > 0 {
                result.append(result.isEmpty ? [gutter, StyledSpan(current, style: style)] : [StyledSpan("  "), StyledSpan(current, style: style)])
                current = ""
                used = 0
            }
            // A tab shows as the spaces to the next multiple of 8, as a terminal would.
            if character == "\t" {
                let spaces = 8 - used % 8
                current += String(repeating: " ", count: spaces)
                used += spaces
            } else if columns > 0 {
                current.append(character)
                used += columns
            }
        }
        result.append(result.isEmpty ? [gutter, StyledSpan(current, style: style)] : [StyledSpan("  "), StyledSpan(current, style: style)])
        return result
    }
}
