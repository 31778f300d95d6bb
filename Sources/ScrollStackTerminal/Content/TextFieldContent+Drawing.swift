// How a text field looks: its text wrapped by character at the row's width with every space kept,
// the cursor and selection in reverse video, and the placeholder while it is empty.

extension TextFieldContent {
    /// The text's lines at `width`: each line of the text wrapped by character (so spaces show as
    /// typed), the cursor and selection drawn while focused, the placeholder while empty.
    public func lines(width: Int) -> [StyledLine] {
        rows(width: width).lines
    }

    /// The line (from 0) of ``lines(width:)`` the cursor is on: scroll it into view after a key.
    public func cursorLine(width: Int) -> Int {
        rows(width: width).cursorLine
    }

    /// The lines, and the one holding the cursor.
    private func rows(width: Int) -> (lines: [StyledLine], cursorLine: Int) {
        let width = max(1, width)
        let characters = storedCharacters
        let cursorStyle = TextStyle(foreground: style.foreground, background: style.background, bold: style.bold, reverse: true)
        var selectedStyle = style
        selectedStyle.reverse = true
        if characters.isEmpty {
            var line: StyledLine = isFocused ? [StyledSpan(" ", style: cursorStyle)] : []
            if !placeholder.isEmpty {
                // Palette 8 (the theme's grey) rather than dim: themes make it readable on their
                // background, where dim text is often too faint.
                var dimmed = style
                dimmed.foreground = .palette(8)
                let room = width - (isFocused ? 1 : 0)
                if room > 0 { line.append(StyledSpan(truncated(placeholder, toWidth: room), style: dimmed)) }
            }
            return ([line], 0)
        }
        var lines: [StyledLine] = [[]]
        var used = 0
        var cursorLine = 0
        let selection = isFocused ? self.selection : nil
        func append(_ text: String, _ cellStyle: TextStyle, columns: Int) {
            if used + columns > width && used > 0 {
                lines.append([])
                used = 0
            }
            if let last = lines[lines.count - 1].last, last.style == cellStyle {
                lines[lines.count - 1][lines[lines.count - 1].count - 1].text += text
            } else {
                lines[lines.count - 1].append(StyledSpan(text, style: cellStyle))
            }
            used += columns
        }
        for (index, character) in characters.enumerated() {
            let atCursor = isFocused && index == cursor
            if character == "\n" {
                // The cursor before a line break is drawn as a reverse space at the line's end.
                if atCursor {
                    append(" ", cursorStyle, columns: 1)
                    cursorLine = lines.count - 1
                }
                lines.append([])
                used = 0
                continue
            }
            let cellStyle = atCursor ? cursorStyle : (selection?.contains(index) == true ? selectedStyle : style)
            append(String(character), cellStyle, columns: max(1, displayWidth(of: character)))
            if atCursor { cursorLine = lines.count - 1 }
        }
        if isFocused && cursor == characters.count {
            append(" ", cursorStyle, columns: 1)
            cursorLine = lines.count - 1
        }
        return (lines, cursorLine)
    }
}
