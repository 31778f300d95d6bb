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

    /// The SGR sequence that selects this style from scratch; without `colors`, only its
    /// attributes (bold, dim, underline, reverse), for terminals and users that ask for no colour.
    func escapeSequence(colors: Bool = true) -> String {
        var codes = ["0"]
        if bold { codes.append("1") }
        if dim { codes.append("2") }
        if underline { codes.append("4") }
        if reverse { codes.append("7") }
        guard colors else { return "\u{1B}[" + codes.joined(separator: ";") + "m" }
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

// MARK: - Packed styles

extension TerminalColor {
    /// 26 bits: a 2-bit kind and a 24-bit value.
    var packed: UInt64 {
        switch self {
        case .standard: return 0
        case .palette(let index): return 1 << 24 | UInt64(index)
        case let .rgb(r, g, b): return 2 << 24 | UInt64(r) << 16 | UInt64(g) << 8 | UInt64(b)
        }
    }

    init(packed: UInt64) {
        switch packed >> 24 & 3 {
        case 1: self = .palette(UInt8(truncatingIfNeeded: packed))
        case 2: self = .rgb(UInt8(truncatingIfNeeded: packed >> 16), UInt8(truncatingIfNeeded: packed >> 8),
                            UInt8(truncatingIfNeeded: packed))
        default: self = .standard
        }
    }
}

extension TextStyle {
    /// The style in one integer, so cells compare and hash as plain numbers: foreground in bits
    /// 0–25, background in 26–51, the four attributes in 52–55.
    var packed: UInt64 {
        foreground.packed | background.packed << 26 | (bold ? 1 << 52 : 0) | (dim ? 1 << 53 : 0)
            | (underline ? 1 << 54 : 0) | (reverse ? 1 << 55 : 0)
    }

    init(packed: UInt64) {
        self.init(foreground: TerminalColor(packed: packed & 0x3FF_FFFF),
                  background: TerminalColor(packed: packed >> 26 & 0x3FF_FFFF),
                  bold: packed & 1 << 52 != 0, dim: packed & 1 << 53 != 0,
                  underline: packed & 1 << 54 != 0, reverse: packed & 1 << 55 != 0)
    }
}

// MARK: - Widths

/// How many columns a character (a grapheme cluster) takes in a terminal: 0 for control and
/// combining characters, 2 for East Asian wide and fullwidth characters and for emoji shown as
/// emoji (emoji presentation, a U+FE0F selector, flags, ZWJ sequences), 1 otherwise.
public func displayWidth(of character: Character) -> Int {
    if let ascii = character.asciiValue { return ascii >= 0x20 && ascii != 0x7F ? 1 : 0 }
    return displayWidth(ofCluster: character.unicodeScalars)
}

private func displayWidth(ofCluster scalars: Character.UnicodeScalarView) -> Int {
    guard let first = scalars.first else { return 0 }
    let value = first.value
    if value < 0x20 || (0x7F ..< 0xA0).contains(value) { return 0 }
    switch first.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control:
        return 0
    default:
        break
    }
    if first.properties.isEmojiPresentation { return 2 }
    if scalars.count > 1 && scalars.contains(where: { $0.value == 0xFE0F || $0.value == 0x200D }) { return 2 }
    return isWide(value) ? 2 : 1
}

/// East Asian Wide and Fullwidth ranges (Unicode's EastAsianWidth.txt, W and F), for the scalars
/// whose width the emoji properties do not already decide.
private func isWide(_ value: UInt32) -> Bool {
    guard value >= 0x1100 else { return false }
    let ranges: [ClosedRange<UInt32>] = [
        0x1100 ... 0x115F, 0x2329 ... 0x232A, 0x2E80 ... 0x303E, 0x3041 ... 0x33FF, 0x3400 ... 0x4DBF,
        0x4E00 ... 0x9FFF, 0xA000 ... 0xA4CF, 0xA960 ... 0xA97F, 0xAC00 ... 0xD7A3, 0xF900 ... 0xFAFF,
        0xFE10 ... 0xFE19, 0xFE30 ... 0xFE6F, 0xFF00 ... 0xFF60, 0xFFE0 ... 0xFFE6, 0x16FE0 ... 0x16FE4,
        0x17000 ... 0x18AFF, 0x1B000 ... 0x1B2FF, 0x1F200 ... 0x1F2FF, 0x20000 ... 0x2FFFD, 0x30000 ... 0x3FFFD,
    ]
    return ranges.contains { $0.contains(value) }
}

/// The total display width of a string.
public func displayWidth(of text: String) -> Int {
    if let ascii = asciiWidth(of: text) { return ascii }
    return text.reduce(0) { $0 + displayWidth(of: $1) }
}

/// The width of a string that is entirely ASCII (printable characters count 1, controls 0), or nil.
private func asciiWidth(of text: String) -> Int? {
    var width = 0
    for byte in text.utf8 {
        guard byte < 0x80 else { return nil }
        if byte >= 0x20 && byte != 0x7F { width += 1 }
    }
    return width
}

// MARK: - Cells and canvas

/// One cell: a character (or the right half of a wide one) and its style.
public struct Cell: Hashable, Sendable {
    /// The character drawn in the cell; empty for the second column of a wide character.
    public var character: String
    /// Its style.
    public var style: TextStyle

    /// Creates a cell.
    public init(character: String, style: TextStyle = .plain) {
        self.character = character
        self.style = style
    }

    /// A blank cell.
    public static let blank = Cell(character: " ", style: .plain)
}

/// A cell as the canvas stores it: two integers, so a frame is compared, copied and hashed without
/// touching strings or reference counts.
struct Slot: Equatable, Sendable {
    /// A Unicode scalar value; or ``Slot/continuation`` for the right half of a wide character;
    /// or ``Slot/clusterFlag`` plus an index into the canvas's table of multi-scalar characters.
    var glyph: UInt32
    var style: UInt64

    static let continuation: UInt32 = 0xFFFF_FFFE
    /// Matches no cell a canvas can hold; the renderer fills its idea of an unknown screen with it.
    static let unknown: UInt32 = 0xFFFF_FFFF
    static let clusterFlag: UInt32 = 0x8000_0000
    static let blank = Slot(glyph: 0x20, style: 0)

    var isCluster: Bool { glyph & Slot.clusterFlag != 0 && glyph < Slot.continuation }
}

/// A width × height grid of cells, drawn into in memory. Keep one and ``clear(style:)`` it between
/// frames rather than allocating a new one.
public struct Canvas: Hashable, Sendable {
    /// Columns.
    public let width: Int
    /// Rows.
    public let height: Int
    /// Cells, row by row.
    private(set) var slots: [Slot]
    /// Characters made of several scalars (flags, emoji sequences, accented letters written with
    /// combining marks), numbered in the order they were first drawn since the last clear.
    private var clusters: [String] = []
    private var clusterNumbers: [String: UInt32] = [:]

    /// A blank canvas. Each side is at least 0 and at most 65,535 cells (the largest size a
    /// terminal reports).
    public init(width: Int, height: Int) {
        self.width = clampedSide(width, minimum: 0)
        self.height = clampedSide(height, minimum: 0)
        slots = Array(repeating: .blank, count: self.width * self.height)
    }

    /// The cell at a position (which must be inside the canvas).
    public subscript(x: Int, y: Int) -> Cell {
        precondition(x >= 0 && x < width && y >= 0 && y < height,
                     "Cell (\(x), \(y)) is outside the \(width) × \(height) canvas")
        let slot = slots[y * width + x]
        return Cell(character: character(of: slot), style: TextStyle(packed: slot.style))
    }

    func character(of slot: Slot) -> String {
        if slot.glyph == Slot.continuation { return "" }
        if slot.isCluster { return clusters[Int(slot.glyph & ~Slot.clusterFlag)] }
        return Unicode.Scalar(slot.glyph).map { String(Character($0)) } ?? ""
    }

    /// Whether two slots, of this canvas and of `other`, show the same cell.
    @inline(__always)
    func slot(_ a: Slot, equals b: Slot, of other: Canvas) -> Bool {
        if a == b { return !a.isCluster || clusters[Int(a.glyph & ~Slot.clusterFlag)] == other.clusters[Int(b.glyph & ~Slot.clusterFlag)] }
        return a.style == b.style && a.isCluster && b.isCluster
            && clusters[Int(a.glyph & ~Slot.clusterFlag)] == other.clusters[Int(b.glyph & ~Slot.clusterFlag)]
    }

    public static func == (lhs: Canvas, rhs: Canvas) -> Bool {
        guard lhs.width == rhs.width && lhs.height == rhs.height else { return false }
        for index in lhs.slots.indices where !lhs.slot(lhs.slots[index], equals: rhs.slots[index], of: rhs) {
            return false
        }
        return true
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(width)
        hasher.combine(height)
        for slot in slots {
            if slot.isCluster { hasher.combine(character(of: slot)) } else { hasher.combine(slot.glyph) }
            hasher.combine(slot.style)
        }
    }

    /// Makes every cell blank in `style`.
    public mutating func clear(style: TextStyle = .plain) {
        let blank = Slot(glyph: 0x20, style: style.packed)
        slots.withUnsafeMutableBufferPointer { $0.update(repeating: blank) }
        clusters.removeAll(keepingCapacity: true)
        clusterNumbers.removeAll(keepingCapacity: true)
    }

    /// Fills a rectangle of cells with a character and style; parts outside the canvas are skipped.
    /// A wide character fills it in pairs of columns (an odd last column is left blank); a
    /// zero-width one fills it with blanks.
    public mutating func fill(x: Int, y: Int, width: Int, height: Int, with character: Character = " ",
                              style: TextStyle = .plain) {
        let characterWidth = displayWidth(of: character)
        let packed = style.packed
        guard characterWidth == 2 else {
            let slot = Slot(glyph: characterWidth == 0 ? 0x20 : glyph(of: character), style: packed)
            return fill(x: x, y: y, width: width, height: height, with: slot)
        }
        let glyph = glyph(of: character)
        let columns = cells(start: x, length: width, within: self.width)
        for row in cells(start: y, length: height, within: self.height) {
            for column in stride(from: columns.lowerBound, to: columns.upperBound, by: 2) {
                if column + 2 <= columns.upperBound {
                    put(glyph, width: 2, style: packed, x: column, y: row)
                } else {
                    put(0x20, width: 1, style: packed, x: column, y: row)
                }
            }
        }
    }

    mutating func fill(x: Int, y: Int, width: Int, height: Int, with slot: Slot) {
        let columns = cells(start: x, length: width, within: self.width)
        guard !columns.isEmpty else { return }
        for row in cells(start: y, length: height, within: self.height) {
            separateWideCharacters(y: row, columns: columns)
            let start = row * self.width
            slots.withUnsafeMutableBufferPointer {
                UnsafeMutableBufferPointer(rebasing: $0[start + columns.lowerBound ..< start + columns.upperBound])
                    .update(repeating: slot)
            }
        }
    }

    private mutating func glyph(of character: Character) -> UInt32 {
        let scalars = character.unicodeScalars
        if scalars.count == 1, let scalar = scalars.first { return scalar.value }
        return cluster(String(character))
    }

    private mutating func cluster(_ text: String) -> UInt32 {
        if let number = clusterNumbers[text] { return number | Slot.clusterFlag }
        let number = UInt32(clusters.count)
        clusters.append(text)
        clusterNumbers[text] = number
        return number | Slot.clusterFlag
    }

    /// Calls `body` with the glyph, width (1 or 2) and starting column of each character of `text`
    /// drawn from column `x`, skipping zero-width characters, until it returns false. Returns the
    /// column after the last character visited.
    @inline(__always)
    private mutating func layOut(_ text: String, from x: Int,
                                 _ body: (inout Canvas, UInt32, Int, Int) -> Bool) -> Int {
        var column = x
        if asciiWidth(of: text) != nil {
            for byte in text.utf8 where byte >= 0x20 && byte != 0x7F {
                guard body(&self, UInt32(byte), 1, column) else { break }
                column += 1
            }
            return column
        }
        for character in text {
            let w = displayWidth(of: character)
            if w == 0 { continue }
            guard body(&self, glyph(of: character), w, column) else { break }
            column += w
        }
        return column
    }

    @inline(__always)
    private mutating func put(_ glyph: UInt32, width w: Int, style: UInt64, x: Int, y: Int) {
        separateWideCharacters(y: y, columns: x ..< x + w)
        let index = y * width + x
        slots[index] = Slot(glyph: glyph, style: style)
        if w == 2 { slots[index + 1] = Slot(glyph: Slot.continuation, style: style) }
    }

    /// Before `columns` of row `y` are overwritten: a wide character only partly inside them loses
    /// its other half, which becomes a blank, as on a terminal.
    @inline(__always)
    private mutating func separateWideCharacters(y: Int, columns: Range<Int>) {
        let start = y * width
        if columns.lowerBound > 0 && slots[start + columns.lowerBound].glyph == Slot.continuation {
            slots[start + columns.lowerBound - 1].glyph = 0x20
        }
        if columns.upperBound < width && slots[start + columns.upperBound].glyph == Slot.continuation {
            slots[start + columns.upperBound].glyph = 0x20
        }
    }

    /// Draws `text` from column `x` of row `y`, clipped to `maxWidth` columns and to the canvas, and
    /// returns the number of columns it advanced. A wide character that would be cut in half is left
    /// out; zero-width characters are skipped.
    @discardableResult
    public mutating func draw(_ text: String, x: Int, y: Int, style: TextStyle = .plain, maxWidth: Int = .max) -> Int {
        let limit = min(width, saturatingSum(x, maxWidth))
        guard y >= 0 && y < height, maxWidth > 0, x < limit else { return 0 }
        let packed = style.packed
        let end = layOut(text, from: x) { canvas, glyph, w, column in
            if column + w > limit { return false }
            if column >= 0 {
                canvas.put(glyph, width: w, style: packed, x: column, y: y)
            } else if column + w > 0 {
                // Half of a wide character is left of the canvas: show a blank for the other half.
                canvas.put(0x20, width: 1, style: packed, x: 0, y: y)
            }
            return true
        }
        return max(0, end - x)
    }

    /// Draws `text` starting at column `x` of row `y`, showing only the characters that lie entirely
    /// within the columns `clip` (and the canvas), and returns the columns the whole text takes,
    /// shown or not, so consecutive spans line up.
    @discardableResult
    public mutating func draw(_ text: String, x: Int, y: Int, style: TextStyle = .plain, clip: Range<Int>) -> Int {
        let lower = max(0, clip.lowerBound)
        let upper = min(width, clip.upperBound)
        // Past the last visible column nothing shows (and counting on from a huge `x` could
        // overflow): only the text's width matters.
        guard x < upper else { return displayWidth(of: text) }
        let visible = y >= 0 && y < height
        let packed = style.packed
        let end = layOut(text, from: x) { canvas, glyph, w, column in
            if visible && column >= lower && column + w <= upper {
                canvas.put(glyph, width: w, style: packed, x: column, y: y)
            }
            return true
        }
        return end - x
    }

    /// Applies `change` to the style of every cell in a rectangle (for highlights and dimming).
    public mutating func restyle(x: Int, y: Int, width: Int, height: Int, _ change: (inout TextStyle) -> Void) {
        for row in cells(start: y, length: height, within: self.height) {
            for column in cells(start: x, length: width, within: self.width) {
                var style = TextStyle(packed: slots[row * self.width + column].style)
                change(&style)
                slots[row * self.width + column].style = style.packed
            }
        }
    }

    /// The characters of row `y`, without styles, trailing blanks removed. Traps, naming the row
    /// and the height, if `y` is not in `0 ..< height`.
    public func line(_ y: Int) -> String {
        precondition(y >= 0 && y < height, "Canvas.line(_:): row \(y) is outside 0 ..< \(height)")
        var text = ""
        for x in 0 ..< width { text += character(of: slots[y * width + x]) }
        while text.last == " " { text.removeLast() }
        return text
    }

    /// Every row as plain text, joined by newlines: what a user would read on the screen.
    public var text: String {
        (0 ..< height).map(line).joined(separator: "\n")
    }

    /// Marks every cell unknown, so that no frame compared with this one matches any cell.
    mutating func forget() {
        slots.withUnsafeMutableBufferPointer { $0.update(repeating: Slot(glyph: Slot.unknown, style: 0)) }
    }

    /// Moves rows `top ..< bottom` by `shift` rows (up when positive), as a terminal scroll region
    /// does: the rows that come in are blank.
    mutating func scrollRegion(from top: Int, to bottom: Int, by shift: Int) {
        guard shift != 0, top < bottom else { return }
        let width = self.width
        slots.withUnsafeMutableBufferPointer { cells in
            if shift > 0 {
                for y in top ..< bottom {
                    let source = y + shift
                    for x in 0 ..< width { cells[y * width + x] = source < bottom ? cells[source * width + x] : .blank }
                }
            } else {
                for y in stride(from: bottom - 1, through: top, by: -1) {
                    let source = y + shift
                    for x in 0 ..< width { cells[y * width + x] = source >= top ? cells[source * width + x] : .blank }
                }
            }
        }
    }
}

// MARK: - Renderer

/// Turns canvases into terminal output, writing only what changed since the previous frame (or
/// everything, for the first frame and after a resize).
///
/// When a band of the screen moved up or down by a few lines (a scroll), it asks the terminal to
/// move that band itself (a scroll region) and then writes only the cells that still differ, so
/// the bytes for a one-line scroll are proportional to the cells that changed, not to the screen.
public struct FrameRenderer: Sendable {
    private var previous: Canvas?
    /// Block hashes of the previous frame (see ``ScrollDetector``).
    private var previousHashes: [UInt64] = []

    /// How many lines a frame may have moved for the renderer to look for the move.
    public var maximumScrollDetection = 8

    /// Whether styles' colours are written; `false` keeps only bold, dim, underline and reverse
    /// (``runTerminalApplication(frame:handle:isAnimating:)`` turns colour off when `NO_COLOR` is
    /// set). Default `true`.
    public var usesColor = true

    /// Creates a renderer that will draw its first frame in full.
    public init() {}

    /// Forgets the previous frame, so the next one is drawn in full (after the screen was cleared).
    public mutating func invalidate() {
        previous = nil
        previousHashes = []
    }

    /// The bytes that update the terminal from the previous frame to `canvas`.
    public mutating func render(_ canvas: Canvas) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(4096)
        let detector = ScrollDetector(width: canvas.width, height: canvas.height)
        let hashes = detector.hashes(of: canvas)
        var old: Canvas
        if var previous, previous.width == canvas.width, previous.height == canvas.height {
            self.previous = nil  // Keeps `previous` the only reference, so scrolling it copies nothing.
            if let move = detector.detect(old: previousHashes, new: hashes, maximum: maximumScrollDetection) {
                // Blank lines must come in with the default colours.
                output.append(escape: "[0m")
                output.append(escape: "[")
                output.append(decimal: move.top + 1)
                output.append(UInt8(ascii: ";"))
                output.append(decimal: move.bottom)
                output.append(UInt8(ascii: "r"))
                output.append(escape: "[")
                output.append(decimal: abs(move.shift))
                output.append(UInt8(ascii: move.shift > 0 ? "S" : "T"))
                output.append(escape: "[r")
                previous.scrollRegion(from: move.top, to: move.bottom, by: move.shift)
            }
            old = previous
        } else {
            output.append(escape: "[0m")
            output.append(escape: "[2J")
            old = Canvas(width: canvas.width, height: canvas.height)
            // A blank idea of the screen would hide the blank cells of the new frame.
            old.forget()
        }
        write(canvas, over: old, to: &output)
        previous = canvas
        previousHashes = hashes
        return output
    }

    private func write(_ canvas: Canvas, over old: Canvas, to output: inout [UInt8]) {
        var currentStyle: UInt64?
        var cursor = (x: -1, y: -1)
        let width = canvas.width
        for y in 0 ..< canvas.height {
            var x = 0
            while x < width {
                let index = y * width + x
                let slot = canvas.slots[index]
                if slot.glyph == Slot.continuation || canvas.slot(slot, equals: old.slots[index], of: old) {
                    x += 1
                    continue
                }
                if cursor.x != x || cursor.y != y {
                    output.append(escape: "[")
                    output.append(decimal: y + 1)
                    output.append(UInt8(ascii: ";"))
                    output.append(decimal: x + 1)
                    output.append(UInt8(ascii: "H"))
                }
                if currentStyle != slot.style {
                    output.append(contentsOf: TextStyle(packed: slot.style).escapeSequence(colors: usesColor).utf8)
                    currentStyle = slot.style
                }
                if slot.glyph < 0x80 {
                    output.append(UInt8(truncatingIfNeeded: slot.glyph))
                } else {
                    output.append(contentsOf: canvas.character(of: slot).utf8)
                }
                x += x + 1 < width && canvas.slots[index + 1].glyph == Slot.continuation ? 2 : 1
                cursor = (x, y)
            }
        }
        if currentStyle != nil { output.append(escape: "[0m") }
    }
}

extension [UInt8] {
    /// Appends ESC followed by `sequence`.
    fileprivate mutating func append(escape sequence: StaticString) {
        append(0x1B)
        sequence.withUTF8Buffer { append(contentsOf: $0) }
    }

    /// Appends a non-negative number in decimal.
    fileprivate mutating func append(decimal value: Int) {
        if value >= 10 { append(decimal: value / 10) }
        append(UInt8(ascii: "0") + UInt8(value % 10))
    }
}

/// Finds the band of lines that moved between two frames, and by how much, so the terminal can
/// move it instead of being sent every moved cell again.
///
/// Each line is cut into a few blocks of columns and each block hashed. The cost of a line is the
/// number of columns in blocks that differ from what the screen shows; a move is worth making when
/// the lines it brings in line up with the new frame's lines better than the lines already there,
/// by at least a line's worth of columns. A frame whose scroll indicator moved, or whose few
/// cells changed besides the scroll, still scrolls: those blocks are written after the move.
/// Hashes only choose the move; the cells written afterwards are compared exactly.
struct ScrollDetector {
    static let blocksPerLine = 8
    let width: Int
    let height: Int
    let blockWidth: Int

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        blockWidth = max(1, (width + Self.blocksPerLine - 1) / Self.blocksPerLine)
    }

    /// The columns of block `block` of a line.
    private func columns(ofBlock block: Int) -> Range<Int> {
        min(width, block * blockWidth) ..< min(width, (block + 1) * blockWidth)
    }

    private static func hash(_ slots: UnsafeBufferPointer<Slot>, _ range: Range<Int>) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for index in range {
            let slot = slots[index]
            // A multi-scalar character hashes by kind only: its number differs between canvases.
            hash = (hash ^ UInt64(slot.isCluster ? Slot.clusterFlag : slot.glyph)) &* 0x100_0000_01B3
            hash = (hash ^ slot.style) &* 0x100_0000_01B3
        }
        return hash
    }

    /// `blocksPerLine` hashes per line, line by line.
    func hashes(of canvas: Canvas) -> [UInt64] {
        var result = [UInt64](repeating: 0, count: height * Self.blocksPerLine)
        canvas.slots.withUnsafeBufferPointer { slots in
            for y in 0 ..< height {
                for block in 0 ..< Self.blocksPerLine {
                    let columns = columns(ofBlock: block)
                    result[y * Self.blocksPerLine + block] = Self.hash(slots, y * width + columns.lowerBound ..< y * width + columns.upperBound)
                }
            }
        }
        return result
    }

    /// The columns of line `a` of `new` that differ, by block, from line `b` of `old` (or from a
    /// blank line when `b` is nil).
    private func cost(_ new: [UInt64], _ a: Int, _ old: [UInt64], _ b: Int?, blank: [UInt64]) -> Int {
        var total = 0
        for block in 0 ..< Self.blocksPerLine {
            let reference = b.map { old[$0 * Self.blocksPerLine + block] } ?? blank[block]
            if new[a * Self.blocksPerLine + block] != reference { total += columns(ofBlock: block).count }
        }
        return total
    }

    /// The best move, if one saves at least a line's worth of columns: rows `top ..< bottom` move by
    /// `shift` lines, up when positive.
    func detect(old: [UInt64], new: [UInt64], maximum: Int) -> (top: Int, bottom: Int, shift: Int)? {
        guard old.count == new.count, height >= 2, maximum >= 1 else { return nil }
        let blankLine = [Slot](repeating: .blank, count: width)
        let blank = blankLine.withUnsafeBufferPointer { slots in
            (0 ..< Self.blocksPerLine).map { Self.hash(slots, columns(ofBlock: $0)) }
        }
        let stay = (0 ..< height).map { cost(new, $0, old, $0, blank: blank) }
        // What a line saves when it is blank after the move instead of what is there now.
        let blankSaving = (0 ..< height).map { stay[$0] - cost(new, $0, old, nil, blank: blank) }
        var best: (top: Int, bottom: Int, shift: Int, saving: Int)?
        for distance in 1 ... min(maximum, height - 1) {
            for shift in [distance, -distance] {
                // Walk the lines in the direction the content moves from, so that both directions
                // read alike: `line(i)` is the i-th line met, the lines brought in come after a run.
                let line: (Int) -> Int = shift > 0 ? { $0 } : { self.height - 1 - $0 }
                // The best sum of savings of a run of lines ending at line i - 1, and where it starts.
                var runSaving = 0
                var runStart = 0
                for i in 0 ... height - distance {
                    if i > 0 {
                        // The lines `distance` past the run come in blank.
                        var tail = 0
                        for k in i ..< i + distance { tail += blankSaving[line(k)] }
                        let saving = runSaving + tail
                        if saving > (best?.saving ?? 0) {
                            let first = line(runStart), last = line(i + distance - 1)
                            best = (min(first, last), max(first, last) + 1, shift, saving)
                        }
                    }
                    guard i < height - distance else { break }
                    let y = line(i)
                    let lineSaving = stay[y] - cost(new, y, old, y + shift, blank: blank)
                    if runSaving <= 0 {
                        runSaving = lineSaving
                        runStart = i
                    } else {
                        runSaving += lineSaving
                    }
                }
            }
        }
        guard let best, best.saving >= max(1, width) else { return nil }
        return (best.top, best.bottom, best.shift)
    }
}
