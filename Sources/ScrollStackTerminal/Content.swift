// What terminal rows show. A row's content is asked for its lines at the width it gets; in a
// horizontal stack it is first asked how wide it wants to be.

/// A run of text in one style.
public struct StyledSpan: Hashable, Sendable {
    /// The text.
    public var text: String
    /// Its style.
    public var style: TextStyle

    /// Creates a span.
    public init(_ text: String, style: TextStyle = .plain) {
        self.text = text
        self.style = style
    }
}

/// One line of styled spans.
public typealias StyledLine = [StyledSpan]

/// What a terminal row shows.
public protocol TerminalRowContent {
    /// The lines this content occupies when it is `width` columns wide. Their number is the row's
    /// height in a vertical stack.
    func lines(width: Int) -> [StyledLine]

    /// How many columns the content wants in a horizontal stack whose rows are `height` lines
    /// tall. The default is the width of its longest line, at most 32 columns.
    func preferredWidth(height: Int) -> Int
}

extension TerminalRowContent {
    /// The width of the longest line when laid out at 32 columns.
    public func preferredWidth(height: Int) -> Int {
        let widest = lines(width: 32).map { $0.reduce(0) { $0 + displayWidth(of: $1.text) } }.max() ?? 0
        return max(1, min(32, widest))
    }
}

// MARK: - Wrapping

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

// MARK: - Content types

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
        let body = spans.map(\.text).joined()
        if !body.isEmpty || title == nil {
            result += wrap(spans, width: width)
        }
        return result
    }
}

/// Content inside a box-drawing frame, with the title set into the top edge.
public struct BoxContent: TerminalRowContent {
    /// The title in the top edge.
    public var title: String
    /// What the box holds.
    public var inner: any TerminalRowContent
    /// The frame's style.
    public var frameStyle: TextStyle

    /// Creates a box.
    public init(title: String, _ inner: any TerminalRowContent, frameStyle: TextStyle = TextStyle(foreground: .palette(6))) {
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
            let key = wrap(pair.key, width: keyWidth).first ?? ""
            for (index, value) in wrap(pair.value, width: valueWidth).enumerated() {
                let label = index == 0 ? key : ""
                let pad = String(repeating: " ", count: keyWidth - displayWidth(of: label) + 2)
                result.append([StyledSpan(label + pad, style: keyStyle), StyledSpan(value)])
            }
        }
        return result.isEmpty ? [[]] : result
    }
}

/// A labelled progress bar: `Label  [██████░░░░]  60%`.
public struct ProgressContent: TerminalRowContent, Sendable {
    /// The label before the bar.
    public var label: String
    /// Progress from 0 to 1 (values outside are clamped).
    public var fraction: Double
    /// The filled part's style.
    public var barStyle: TextStyle

    /// Creates a progress bar.
    public init(label: String, fraction: Double, barStyle: TextStyle = TextStyle(foreground: .palette(2))) {
        self.label = label
        self.fraction = fraction
        self.barStyle = barStyle
    }

    /// One line; the bar takes the width the label and percentage leave.
    public func lines(width: Int) -> [StyledLine] {
        let clamped = fraction.isFinite ? min(1, max(0, fraction)) : 0
        let percent = "\(Int((clamped * 100).rounded()))%"
        let prefix = label.isEmpty ? "" : label + "  "
        // "[" + bar + "] " + percent fills the width.
        let barWidth = max(1, width - displayWidth(of: prefix) - displayWidth(of: percent) - 3)
        let filled = Int((Double(barWidth) * clamped).rounded())
        return [[
            StyledSpan(prefix + "["),
            StyledSpan(String(repeating: "█", count: filled), style: barStyle),
            StyledSpan(String(repeating: "░", count: barWidth - filled), style: TextStyle(foreground: .palette(8))),
            StyledSpan("] " + percent),
        ]]
    }
}

/// A labelled on/off switch: `[x] Label` or `[ ] Label`. Its row is usually made tappable to flip it.
public struct ToggleContent: TerminalRowContent, Sendable {
    /// The label.
    public var label: String
    /// Whether it is on.
    public var isOn: Bool

    /// Creates a toggle.
    public init(label: String, isOn: Bool) {
        self.label = label
        self.isOn = isOn
    }

    /// The box and the wrapped label.
    public func lines(width: Int) -> [StyledLine] {
        let mark = isOn ? StyledSpan("[x] ", style: TextStyle(foreground: .palette(2), bold: true)) : StyledSpan("[ ] ")
        let wrapped = wrap(label, width: max(1, width - 4))
        return wrapped.enumerated().map { index, text in
            [index == 0 ? mark : StyledSpan("    "), StyledSpan(text)]
        }
    }
}

/// A single-choice list: the selected option is marked `› ●` and styled, the others `  ○`. Long
/// options wrap under their text. Used by the demo's multi-step form.
public struct ChoiceContent: TerminalRowContent, Sendable {
    /// The options, in order.
    public var options: [String]
    /// The selected option's index; drawn clamped to the options.
    public var selectedIndex: Int
    /// How the selected option looks.
    public var selectedStyle: TextStyle

    /// Creates a list with the first (or the given) option selected.
    public init(_ options: [String], selectedIndex: Int = 0,
                selectedStyle: TextStyle = TextStyle(foreground: .palette(6), bold: true)) {
        self.options = options
        self.selectedIndex = selectedIndex
        self.selectedStyle = selectedStyle
    }

    /// The selected option, if there are any options.
    public var selectedOption: String? {
        options.isEmpty ? nil : options[min(max(0, selectedIndex), options.count - 1)]
    }

    /// The same list with the selection moved by `delta`, stopping at the first and last options.
    public func movingSelection(by delta: Int) -> ChoiceContent {
        var copy = self
        copy.selectedIndex = options.isEmpty ? 0 : min(max(0, selectedIndex + delta), options.count - 1)
        return copy
    }

    /// The option shown on `line` of these lines at `width` (an option that wraps takes several),
    /// or `nil` below the last.
    public func optionIndex(atLine line: Int, width: Int) -> Int? {
        var first = 0
        for (index, option) in options.enumerated() {
            let count = wrap(option, width: max(1, width - 4)).count
            if line >= first && line < first + count { return index }
            first += count
        }
        return nil
    }

    /// One option per line (more when it wraps).
    public func lines(width: Int) -> [StyledLine] {
        let selected = options.isEmpty ? -1 : min(max(0, selectedIndex), options.count - 1)
        var result: [StyledLine] = []
        for (index, option) in options.enumerated() {
            let isSelected = index == selected
            let style = isSelected ? selectedStyle : .plain
            for (line, text) in wrap(option, width: max(1, width - 4)).enumerated() {
                let mark = line > 0 ? "    " : (isSelected ? "› ● " : "  ○ ")
                result.append([StyledSpan(mark, style: style), StyledSpan(text, style: style)])
            }
        }
        return result.isEmpty ? [[]] : result
    }
}

// MARK: - Row controllers

/// An object that owns a row's content and wants to know when the row comes into view and leaves
/// it, like a child view controller. Assign it with ``TerminalStack/append(controller:action:)``;
/// call ``TerminalStack/contentDidChange(forRow:animated:)`` after changing ``content``.
public protocol TerminalRowController: AnyObject {
    /// What the row shows now.
    var content: any TerminalRowContent { get }
    /// The row became at least partly visible (or was added while visible).
    func rowDidAppear()
    /// The row left the visible area (scrolled away, hidden or removed).
    func rowDidDisappear()
}

extension TerminalRowController {
    /// Default: nothing.
    public func rowDidAppear() {}
    /// Default: nothing.
    public func rowDidDisappear() {}
}
