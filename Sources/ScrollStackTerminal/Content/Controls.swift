// Rows drawn as controls: a progress bar, an on/off toggle and a single-choice list.

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
        // Palette 29, a green that reads on light and dark themes alike (4.5:1 on white and black).
        let mark = isOn ? StyledSpan("[x] ", style: TextStyle(foreground: .palette(29), bold: true)) : StyledSpan("[ ] ")
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
    /// How the selected option looks. The default, bold in palette 63 (a blue that reads at 4.5:1
    /// on white and on black), suits light and dark themes alike.
    public var selectedStyle: TextStyle

    /// Creates a list with the first (or the given) option selected.
    public init(_ options: [String], selectedIndex: Int = 0,
                selectedStyle: TextStyle = TextStyle(foreground: .palette(63), bold: true)) {
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
