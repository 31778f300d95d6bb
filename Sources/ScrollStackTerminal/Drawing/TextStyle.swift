// Colours and text styles, the packed form cells store them in, and the shortest SGR sequence that
// takes a terminal from one style to another.

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

/// The layout of a packed style: foreground in bits 0–25, background in 26–51, the four
/// attributes in 52–55. Cells compare and hash styles as these plain numbers.
enum PackedStyle {
    static let foreground: UInt64 = 0x3FF_FFFF
    static let background: UInt64 = 0x3FF_FFFF << 26
    static let bold: UInt64 = 1 << 52
    static let dim: UInt64 = 1 << 53
    static let underline: UInt64 = 1 << 54
    static let reverse: UInt64 = 1 << 55
    static let colors = foreground | background
}

extension TextStyle {
    /// The style in one integer (see ``PackedStyle``).
    var packed: UInt64 {
        foreground.packed | background.packed << 26 | (bold ? PackedStyle.bold : 0) | (dim ? PackedStyle.dim : 0)
            | (underline ? PackedStyle.underline : 0) | (reverse ? PackedStyle.reverse : 0)
    }

    init(packed: UInt64) {
        self.init(foreground: TerminalColor(packed: packed & PackedStyle.foreground),
                  background: TerminalColor(packed: packed >> 26 & PackedStyle.foreground),
                  bold: packed & PackedStyle.bold != 0, dim: packed & PackedStyle.dim != 0,
                  underline: packed & PackedStyle.underline != 0, reverse: packed & PackedStyle.reverse != 0)
    }
}

// MARK: - SGR

/// Select Graphic Rendition: the escape sequences that change the terminal's current style.
enum SelectGraphicRendition {
    /// Appends the shortest sequence that changes the terminal's style from `old` to `new` (both
    /// packed): only what differs, or a reset and the new style when that is shorter.
    static func append(from old: UInt64, to new: UInt64, to output: inout OutputBytes) {
        guard old != new else { return }
        var scratch = Codes()
        appendCodes(fromScratch: new, to: &scratch)
        var changes = Codes()
        appendCodes(from: old, to: new, to: &changes)
        let codes = changes.count <= scratch.count ? changes : scratch
        output.append(0x1B)
        output.append(UInt8(ascii: "["))
        codes.withBytes { output.append(contentsOf: $0) }
        output.append(UInt8(ascii: "m"))
    }

    /// A reset followed by every part of `style`.
    private static func appendCodes(fromScratch style: UInt64, to codes: inout Codes) {
        codes.append(0)
        appendAttributes(style, to: &codes)
        if style & PackedStyle.foreground != 0 { appendColor(style & PackedStyle.foreground, base: 30, to: &codes) }
        if style & PackedStyle.background != 0 { appendColor(style >> 26 & PackedStyle.foreground, base: 40, to: &codes) }
    }

    /// Only the parts that differ; bold and dim share their "off" code (22), so turning one off
    /// turns the other back on if it stays.
    private static func appendCodes(from old: UInt64, to new: UInt64, to codes: inout Codes) {
        let weight = PackedStyle.bold | PackedStyle.dim
        var on = new & ~old
        if old & weight & ~new != 0 {
            codes.append(22)
            on |= new & weight
        }
        if old & PackedStyle.underline & ~new != 0 { codes.append(24) }
        if old & PackedStyle.reverse & ~new != 0 { codes.append(27) }
        appendAttributes(on, to: &codes)
        let oldForeground = old & PackedStyle.foreground, newForeground = new & PackedStyle.foreground
        if oldForeground != newForeground { appendColor(newForeground, base: 30, to: &codes) }
        let oldBackground = old >> 26 & PackedStyle.foreground, newBackground = new >> 26 & PackedStyle.foreground
        if oldBackground != newBackground { appendColor(newBackground, base: 40, to: &codes) }
    }

    private static func appendAttributes(_ style: UInt64, to codes: inout Codes) {
        if style & PackedStyle.bold != 0 { codes.append(1) }
        if style & PackedStyle.dim != 0 { codes.append(2) }
        if style & PackedStyle.underline != 0 { codes.append(4) }
        if style & PackedStyle.reverse != 0 { codes.append(7) }
    }

    /// A packed colour as codes: `base` 30 for the foreground, 40 for the background. The 16
    /// classic colours have one-number codes (30–37, 90–97), as ncurses writes them.
    private static func appendColor(_ packed: UInt64, base: Int, to codes: inout Codes) {
        switch TerminalColor(packed: packed) {
        case .standard:
            codes.append(base + 9)
        case .palette(let index) where index < 8:
            codes.append(base + Int(index))
        case .palette(let index) where index < 16:
            codes.append(base + 60 + Int(index) - 8)
        case .palette(let index):
            codes.append(base + 8)
            codes.append(5)
            codes.append(Int(index))
        case let .rgb(r, g, b):
            codes.append(base + 8)
            codes.append(2)
            codes.append(Int(r))
            codes.append(Int(g))
            codes.append(Int(b))
        }
    }

    /// Numbers separated by semicolons, built in a fixed buffer (the longest sequence has 15
    /// numbers of at most 3 digits).
    private struct Codes {
        var bytes: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0

        mutating func append(_ value: Int) {
            if count > 0 { push(UInt8(ascii: ";")) }
            if value >= 100 { push(UInt8(ascii: "0") + UInt8(value / 100)) }
            if value >= 10 { push(UInt8(ascii: "0") + UInt8(value / 10 % 10)) }
            push(UInt8(ascii: "0") + UInt8(value % 10))
        }

        private mutating func push(_ byte: UInt8) {
            withUnsafeMutableBytes(of: &bytes) { $0[count] = byte }
            count += 1
        }

        func withBytes(_ body: (UnsafeRawBufferPointer) -> Void) {
            withUnsafeBytes(of: bytes) { body(UnsafeRawBufferPointer(rebasing: $0[0 ..< count])) }
        }
    }
}
