// Decoding the bytes a terminal sends for keys into key values.

/// A key press.
public enum Key: Hashable, Sendable {
    /// A printable character.
    case character(Character)
    /// Arrow keys.
    case up, down, left, right
    /// Page keys.
    case pageUp, pageDown
    /// Line start and end.
    case home, end
    /// Tab and Shift-Tab.
    case tab, backTab
    /// Return.
    case enter
    /// Escape on its own.
    case escape
    /// Backspace.
    case backspace
    /// A control key, by its letter (Ctrl-C is `.control("c")`).
    case control(Character)
}

/// Turns terminal input bytes into keys. Keeps an incomplete escape sequence until more bytes
/// arrive; bytes that form no known sequence are dropped without losing the keys after them.
public struct KeyDecoder: Sendable {
    private var pending: [UInt8] = []

    /// Creates a decoder.
    public init() {}

    /// Decodes as many keys as `bytes` (after anything pending) contain.
    public mutating func decode(_ bytes: [UInt8]) -> [Key] {
        pending += bytes
        var keys: [Key] = []
        var i = 0
        while i < pending.count {
            let byte = pending[i]
            if byte == 0x1B {
                guard i + 1 < pending.count else {
                    // A lone escape at the end of the input is the Escape key.
                    keys.append(.escape)
                    i += 1
                    continue
                }
                if pending[i + 1] == UInt8(ascii: "[") || pending[i + 1] == UInt8(ascii: "O") {
                    var j = i + 2
                    while j < pending.count && !(0x40 ... 0x7E).contains(pending[j]) { j += 1 }
                    guard j < pending.count else { break } // incomplete: wait for more bytes
                    if let key = Self.key(forSequence: Array(pending[(i + 2) ..< j]), final: pending[j]) {
                        keys.append(key)
                    }
                    i = j + 1
                    continue
                }
                keys.append(.escape)
                i += 1
                continue
            }
            switch byte {
            case 0x0D, 0x0A: keys.append(.enter)
            case 0x09: keys.append(.tab)
            case 0x7F, 0x08: keys.append(.backspace)
            case 0x01 ... 0x1A: keys.append(.control(Character(Unicode.Scalar(byte + 0x60))))
            default:
                // UTF-8: take the whole scalar.
                let length = byte < 0x80 ? 1 : byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
                guard i + length <= pending.count else { break }
                let text = String(decoding: pending[i ..< i + length], as: UTF8.self)
                if let character = text.first, byte >= 0x20 { keys.append(.character(character)) }
                i += length
                continue
            }
            i += 1
        }
        pending.removeFirst(min(i, pending.count))
        return keys
    }

    private static func key(forSequence parameters: [UInt8], final: UInt8) -> Key? {
        switch final {
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        case UInt8(ascii: "C"): return .right
        case UInt8(ascii: "D"): return .left
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        case UInt8(ascii: "Z"): return .backTab
        case UInt8(ascii: "~"):
            switch String(decoding: parameters, as: UTF8.self) {
            case "1", "7": return .home
            case "4", "8": return .end
            case "5": return .pageUp
            case "6": return .pageDown
            default: return nil
            }
        default: return nil
        }
    }
}
