// A grid of character cells drawn in memory, and the renderer that turns the difference between two
// grids into the few escape sequences that update a real terminal.

/// A terminal colour.
public enum TerminalColor: Hashable, Sendable {
    /// The terminal's own foreground or background colour.
    case standard
    /// One of the 256 palette colours (0–15 are the classic ANSI colours).
    case palette(UInt8)
    /// A 24-bit colour, for terminals that support true colour.
    case rgb(UInt8, UInt8, UInt8)
}

/// How a cell's character is drawn.
public struct TextStyle: Hashable, Sendable {
    /// Text colour.
    public var foreground: TerminalColor
    /// Cell colour.
    public var background: TerminalColor
    /// Bold (bright) text.
    public var bold: Bool
    /// Dim text.
    public var dim: Bool
    /// Underlined text.
    public var underline: Bool
    /// Swapped foreground and background.
    public var reverse: Bool

    /// Creates a style; by default the terminal's plain text.
    public init(foreground: TerminalColor = .standard, background: TerminalColor = .standard, bold: Bool = false,
                dim: Bool = false, underline: Bool = false, reverse: Bool = false) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.dim = dim
        self.underline = underline
        self.reverse = reverse
    }

    /// The terminal's plain text.
    public static let plain = TextStyle()

    /// The SGR sequence that selects this style from scratch.
    var escapeSequence: String {
        var codes = ["0"]
        if bold { codes.append("1") }
        if dim { codes.append("2") }
        if underline { codes.append("4") }
        if reverse { codes.append("7") }
        switch foreground {
        case .standard: break
        case .palette(let index): codes.append("38;5;\(index)")
        case let .rgb(r, g, b): codes.append("38;2;\(r);\(g);\(b)")
        }
        switch background {
        case .standard: break
        case .palette(let index): codes.append("48;5;\(index)")
        case let .rgb(r, g, b): codes.append("48;2;\(r);\(g);\(b)")
        }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }
}

/// How many columns a character takes in a terminal: 2 for East Asian wide and fullwidth
/// characters and emoji, 0 for control characters, 1 otherwise.
public func displayWidth(of character: Character) -> Int {
    guard let scalar = character.unicodeScalars.first else { return 0 }
    let value = scalar.value
    if value < 0x20 || (0x7F ..< 0xA0).contains(value) { return 0 }
    if character.unicodeScalars.contains(where: { $0.value == 0xFE0F }) { return 2 } // emoji presentation
    let wideRanges: [ClosedRange<UInt32>] = [
        0x1100 ... 0x115F, 0x2E80 ... 0x303E, 0x3041 ... 0x33FF, 0x3400 ... 0x4DBF, 0x4E00 ... 0x9FFF,
        0xA000 ... 0xA4CF, 0xAC00 ... 0xD7A3, 0xF900 ... 0xFAFF, 0xFE30 ... 0xFE4F, 0xFF00 ... 0xFF60,
        0xFFE0 ... 0xFFE6, 0x1F300 ... 0x1F64F, 0x1F900 ... 0x1F9FF, 0x20000 ... 0x3FFFD,
    ]
    return wideRanges.contains { $0.contains(value) } ? 2 : 1
}

/// The total display width of a string.
public func displayWidth(of text: String) -> Int {
    text.reduce(0) { $0 + displayWidth(of: $1) }
}

/// One cell: a character (or the right half of a wide one) and its style.
public struct Cell: Hashable, Sendable {
    /// The character drawn in the cell; empty for the second column of a wide character.
    public var character: String
    /// Its style.
    public var style: TextStyle

    /// A blank cell.
    public static let blank = Cell(character: " ", style: .plain)
}

/// A width × height grid of cells, drawn into in memory.
public struct Canvas: Hashable, Sendable {
    /// Columns.
    public let width: Int
    /// Rows.
    public let height: Int
    /// Cells, row by row.
    public private(set) var cells: [Cell]

    /// A blank canvas.
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: .blank, count: self.width * self.height)
    }

    /// The cell at a position (which must be inside the canvas).
    public subscript(x: Int, y: Int) -> Cell {
        cells[y * width + x]
    }

    /// Fills a rectangle of cells with a character and style; parts outside the canvas are skipped.
    public mutating func fill(x: Int, y: Int, width: Int, height: Int, with character: Character = " ",
                              style: TextStyle = .plain) {
        for row in max(0, y) ..< min(self.height, y + height) {
            for column in max(0, x) ..< min(self.width, x + width) {
                cells[row * self.width + column] = Cell(character: String(character), style: style)
            }
        }
    }

    /// Draws `text` from column `x` of row `y`, clipped to `maxWidth` columns and to the canvas, and
    /// returns the number of columns drawn. A wide character that would be cut in half is left out.
    @discardableResult
    public mutating func draw(_ text: String, x: Int, y: Int, style: TextStyle = .plain, maxWidth: Int = .max) -> Int {
        guard y >= 0 && y < height else { return 0 }
        var column = x
        let limit = min(width, x.addingReportingOverflow(maxWidth).overflow ? width : x + maxWidth)
        for character in text {
            let w = displayWidth(of: character)
            if w == 0 { continue }
            if column + w > limit { break }
            if column >= 0 {
                cells[y * width + column] = Cell(character: String(character), style: style)
                if w == 2 { cells[y * width + column + 1] = Cell(character: "", style: style) }
            }
            column += w
        }
        return max(0, column - x)
    }

    /// The characters of row `y`, without styles, trailing blanks removed.
    public func line(_ y: Int) -> String {
        var text = ""
        for x in 0 ..< width { text += self[x, y].character }
        while text.last == " " { text.removeLast() }
        return text
    }

    /// Every row as plain text, joined by newlines: what a user would read on the screen.
    public var text: String {
        (0 ..< height).map(line).joined(separator: "\n")
    }
}

/// Turns canvases into terminal output, writing only the cells that changed since the previous
/// frame (or everything, for the first frame and after a resize).
public struct FrameRenderer: Sendable {
    private var previous: Canvas?

    /// Creates a renderer that will draw its first frame in full.
    public init() {}

    /// Forgets the previous frame, so the next one is drawn in full (after the screen was cleared).
    public mutating func invalidate() { previous = nil }

    /// The bytes that update the terminal from the previous frame to `canvas`.
    public mutating func render(_ canvas: Canvas) -> [UInt8] {
        var output = ""
        let full = previous.map { $0.width != canvas.width || $0.height != canvas.height } ?? true
        if full { output += "\u{1B}[0m\u{1B}[2J" }
        var currentStyle: TextStyle?
        var cursor: (x: Int, y: Int)?
        for y in 0 ..< canvas.height {
            var x = 0
            while x < canvas.width {
                let cell = canvas[x, y]
                if !full, let previous, previous[x, y] == cell {
                    x += 1
                    continue
                }
                if cell.character.isEmpty {
                    // Right half of a wide character: drawn with its left half.
                    x += 1
                    continue
                }
                if cursor == nil || cursor! != (x, y) {
                    output += "\u{1B}[\(y + 1);\(x + 1)H"
                }
                if currentStyle != cell.style {
                    output += cell.style.escapeSequence
                    currentStyle = cell.style
                }
                output += cell.character
                let advance = x + 1 < canvas.width && canvas[x + 1, y].character.isEmpty ? 2 : 1
                x += advance
                cursor = (x, y)
            }
        }
        if currentStyle != nil { output += "\u{1B}[0m" }
        previous = canvas
        return Array(output.utf8)
    }
}
