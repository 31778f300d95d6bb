// How many terminal columns characters and strings take: wide East Asian characters and emoji take
// two, controls and combining marks none.

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
    // Box drawing and block elements (borders, separators, scroll bars) are drawn
    // on every frame: answer them without looking up Unicode properties.
    if scalars.count == 1 && (0x2500 ... 0x259F).contains(value) { return 1 }
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
    return wideRanges.contains { $0.contains(value) }
}

/// The ranges, in order.
private let wideRanges: [ClosedRange<UInt32>] = [
    0x1100 ... 0x115F, 0x2329 ... 0x232A, 0x2E80 ... 0x303E, 0x3041 ... 0x33FF, 0x3400 ... 0x4DBF,
    0x4E00 ... 0x9FFF, 0xA000 ... 0xA4CF, 0xA960 ... 0xA97F, 0xAC00 ... 0xD7A3, 0xF900 ... 0xFAFF,
    0xFE10 ... 0xFE19, 0xFE30 ... 0xFE6F, 0xFF00 ... 0xFF60, 0xFFE0 ... 0xFFE6, 0x16FE0 ... 0x16FE4,
    0x17000 ... 0x18AFF, 0x1B000 ... 0x1B2FF, 0x1F200 ... 0x1F2FF, 0x20000 ... 0x2FFFD, 0x30000 ... 0x3FFFD,
]

/// The total display width of a string.
public func displayWidth(of text: String) -> Int {
    if let ascii = asciiWidth(of: text) { return ascii }
    return text.reduce(0) { $0 + displayWidth(of: $1) }
}

/// The width of a string that is entirely ASCII (printable characters count 1, controls 0), or nil.
func asciiWidth(of text: String) -> Int? {
    var width = 0
    for byte in text.utf8 {
        guard byte < 0x80 else { return nil }
        if byte >= 0x20 && byte != 0x7F { width += 1 }
    }
    return width
}
