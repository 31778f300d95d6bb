// Fitting text to a width: wrapping words (and styled spans) onto lines, and truncating with an
// ellipsis, never cutting a wide character in half.

/// `text` cut to `width` cells, ending in "…" when it had to be cut (a wide character is never
/// cut in half); the text itself when it fits.
public func truncated(_ text: String, toWidth width: Int) -> String {
    guard displayWidth(of: text) > width else { return text }
    guard width > 0 else { return "" }
    var result = ""
    var used = 0
    for character in text {
        let cells = displayWidth(of: character)
        guard used + cells <= width - 1 else { break }
        result.append(character)
        used += cells
    }
    return result + "…"
}

/// Splits `text` into lines of at most `width` columns, breaking at spaces where possible and
/// inside words longer than a line, and keeping the line breaks it contains.
public func wrap(_ text: String, width: Int) -> [String] {
    wrap([StyledSpan(text)], width: width).map { $0.map(\.text).joined() }
}

/// Wraps styled spans into lines of at most `width` columns, keeping each piece's style; breaks
/// at spaces where possible, inside words longer than a line, and at line breaks.
public func wrap(_ spans: [StyledSpan], width: Int) -> [StyledLine] {
    guard width > 0 else { return [[]] }
    if spans.count == 1, let lines = wrapPrintableASCII(spans[0], width: width) { return lines }
    // Words are runs of non-space characters, possibly spanning several styles.
    var lines: [StyledLine] = []
    var line: StyledLine = []
    var lineWidth = 0
    var word: StyledLine = []
    var wordWidth = 0

    func append(_ character: Character, _ style: TextStyle, to pieces: inout StyledLine) {
        if let last = pieces.last, last.style == style {
            pieces[pieces.count - 1].text.append(character)
        } else {
            pieces.append(StyledSpan(String(character), style: style))
        }
    }

    func flushWord() {
        guard !word.isEmpty else { return }
        if lineWidth > 0 && lineWidth + 1 + wordWidth > width {
            lines.append(line)
            line = []
            lineWidth = 0
        }
        if lineWidth > 0 {
            line.append(StyledSpan(" ", style: line.last?.style ?? .plain))
            lineWidth += 1
        }
        // A word longer than a line is cut into line-sized pieces.
        for piece in word {
            for character in piece.text {
                let w = displayWidth(of: character)
                if lineWidth + w > width && lineWidth > 0 {
                    lines.append(line)
                    line = []
                    lineWidth = 0
                }
                append(character, piece.style, to: &line)
                lineWidth += w
            }
        }
        word = []
        wordWidth = 0
    }

    for span in spans {
        for character in span.text {
            if character == "\n" {
                flushWord()
                lines.append(line)
                line = []
                lineWidth = 0
            } else if character == " " {
                flushWord()
            } else {
                append(character, span.style, to: &word)
                wordWidth += displayWidth(of: character)
            }
        }
    }
    flushWord()
    lines.append(line)
    return lines
}

/// `wrap` for one span of printable ASCII and line breaks (most text), a byte a column: the same
/// lines, in the same pieces (a line's first word, then each later one with the space before
/// it), without going through characters. `nil` for any other text.
private func wrapPrintableASCII(_ span: StyledSpan, width: Int) -> [StyledLine]? {
    var text = span.text
    return text.withUTF8 { bytes -> [StyledLine]? in
        guard bytes.allSatisfy({ ($0 >= 0x20 && $0 < 0x7F) || $0 == 0x0A }) else { return nil }
        let space = UInt8(ascii: " "), newline = UInt8(ascii: "\n")
        var lines: [StyledLine] = []
        var line: StyledLine = []
        var lineWidth = 0
        func piece(_ range: Range<Int>, spaced: Bool) -> StyledSpan {
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
            return StyledSpan(spaced ? " " + text : text, style: span.style)
        }
        func endLine() {
            lines.append(line)
            line = []
            lineWidth = 0
        }
        var i = 0
        while i < bytes.count {
            if bytes[i] == space {
                i += 1
                continue
            }
            if bytes[i] == newline {
                endLine()
                i += 1
                continue
            }
            var end = i + 1
            while end < bytes.count && bytes[end] != space && bytes[end] != newline { end += 1 }
            let length = end - i
            if lineWidth > 0 && lineWidth + 1 + length > width { endLine() }
            if lineWidth > 0 {
                // Fits after a space (a word starts mid-line only when it fits whole).
                line.append(piece(i ..< end, spaced: true))
                lineWidth += 1 + length
            } else {
                // At the start of a line: cut into pieces a line long when longer.
                var start = i
                while end - start > width {
                    line.append(piece(start ..< start + width, spaced: false))
                    endLine()
                    start += width
                }
                line.append(piece(start ..< end, spaced: false))
                lineWidth = end - start
            }
            i = end
        }
        lines.append(line)
        return lines
    }
}
