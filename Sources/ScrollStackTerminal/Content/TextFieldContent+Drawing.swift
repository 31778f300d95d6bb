// How a text field looks: its text wrapped between words at the row's width with every space kept,
// the cursor and selection in reverse video, and the placeholder while it is empty.

extension TextFieldContent {
    /// The text's lines at `width`: each line of the text wrapped between words (a word longer than
    /// the line is broken), every space shown as typed, the cursor and selection drawn while
    /// focused, the placeholder while empty.
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
        // With a selection, exactly the selected characters are reversed (what a deletion takes) and
        // the cursor is underlined.
        var selectedStyle = style
        selectedStyle.reverse = true
        var cursorStyle = TextStyle(foreground: style.foreground, background: style.background, bold: style.bold)
        if self.selection == nil || !isFocused { cursorStyle.reverse = true } else { cursorStyle.underline = true }
        // A cursor on a selected character (a selection made leftwards starts there) is both.
        var selectedCursorStyle = cursorStyle
        selectedCursorStyle.reverse = true
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
        let breaks = Self.wordBreaks(characters, width: width)
        var nextBreak = 0
        var lines: [StyledLine] = [[]]
        var used = 0
        var cursorLine = 0
        let selection = isFocused ? self.selection : nil
        func append(_ text: String, _ cellStyle: TextStyle, columns: Int, startsLine: Bool = false) {
            if (startsLine || used + columns > width) && used > 0 {
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
            let isSelected = selection?.contains(index) == true
            var cellStyle = isSelected ? selectedStyle : style
            // The cursor cell: underlined beside a selection, and reversed too when it is one of the
            // selected characters (a selection made leftwards starts at the cursor).
            if atCursor { cellStyle = isSelected ? selectedCursorStyle : cursorStyle }
            let startsLine = nextBreak < breaks.count && breaks[nextBreak] == index
            if startsLine { nextBreak += 1 }
            append(String(character), cellStyle, columns: max(1, displayWidth(of: character)), startsLine: startsLine)
            if atCursor { cursorLine = lines.count - 1 }
        }
        if isFocused && cursor == characters.count {
            append(" ", cursorStyle, columns: 1)
            cursorLine = lines.count - 1
        }
        return (lines, cursorLine)
    }

    /// The position in the text (0 ... count) of the cell at `column` of line `line` of
    /// ``lines(width:)``: where a click there puts the cursor. Past a line's end, its end; below the
    /// last line, the text's end.
    public func position(atLine line: Int, column: Int, width: Int) -> Int {
        let width = max(1, width)
        let characters = storedCharacters
        let breaks = Self.wordBreaks(characters, width: width)
        var nextBreak = 0
        var currentLine = 0
        var used = 0
        for (index, character) in characters.enumerated() {
            if character == "\n" {
                if currentLine == line { return index }
                currentLine += 1
                used = 0
                continue
            }
            let columns = max(1, displayWidth(of: character))
            let startsLine = nextBreak < breaks.count && breaks[nextBreak] == index
            if startsLine { nextBreak += 1 }
            // wordBreaks starts a line wherever a character would overflow one.
            if startsLine {
                if currentLine == line { return index }
                currentLine += 1
                used = 0
            }
            if currentLine == line && column < used + columns { return index }
            used += columns
        }
        return characters.count
    }

    /// Where wrapped lines start (indexes of characters), wrapping at `width` between words: a word
    /// that does not fit on a line starts the next one, with the spaces after it, unless it is
    /// longer than a line, which is broken where it reaches the edge. Every space is kept where it
    /// was typed; a line starts with a space only when the spaces alone overflow a line.
    static func wordBreaks(_ characters: [Character], width: Int) -> [Int] {
        var breaks: [Int] = []
        var used = 0
        var lineStart = 0
        // The last word on the line (it keeps the spaces typed after it), and the columns from its
        // start to here.
        var wordStart: Int?
        var sinceWord = 0
        for (index, character) in characters.enumerated() {
            if character == "\n" {
                (used, lineStart, wordStart, sinceWord) = (0, index + 1, nil, 0)
                continue
            }
            let columns = max(1, displayWidth(of: character))
            let startsWord = character != " " && (index == lineStart || characters[index - 1] == " ")
            if startsWord {
                wordStart = index
                sinceWord = 0
            }
            if used + columns > width && used > 0 {
                if let start = wordStart, start > lineStart, sinceWord + columns <= width {
                    // The last word (and the spaces after it) moves to the next line.
                    breaks.append(start)
                    used = sinceWord
                    lineStart = start
                } else {
                    breaks.append(index)
                    used = 0
                    lineStart = index
                    wordStart = character == " " ? nil : index
                    sinceWord = 0
                }
            }
            used += columns
            sinceWord += columns
        }
        return breaks
    }
}
