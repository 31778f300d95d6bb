// Decoding what a terminal sends (keys, escape sequences, SGR mouse reports, bracketed paste) into
// input events, whatever the bytes and however they are split.

/// Turns terminal input bytes into keys.
///
/// Escape sequences may arrive split across reads: an incomplete one is kept until more bytes
/// arrive. A lone Escape cannot be told from the start of a sequence until time passes, so the run
/// loop calls ``flush()`` when no input came for a short while (25–50 ms), which turns a pending
/// Escape into ``Key/escape``. Malformed, unknown or overlong sequences are dropped without
/// swallowing the bytes that follow them, and invalid UTF-8 is skipped, so no input can crash the
/// decoder or lose the keys after it.
///
/// A bracketed paste is text from its start marker to its end marker, however long it is, however
/// it is split into reads and however long it pauses: nothing inside it is ever a key. A paste of
/// up to 64 KiB arrives as one ``Key/paste(_:)``; a longer one arrives as several, in order, each
/// cut where a character starts (never between a carriage return and its line feed), so
/// appending the pieces gives the text. Where the pieces are cut depends only on the pasted
/// bytes, not on how they were read. Decoding is linear in the input's length for any read size.
public struct KeyDecoder: Sendable {
    /// The longest escape sequence accepted, counted from its Escape through its final byte; longer
    /// ones are malformed.
    static let maximumSequenceLength = 32
    /// The markers around a bracketed paste: `ESC [ 200 ~` and `ESC [ 201 ~`.
    static let pasteStart: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x30, 0x7E]
    static let pasteEnd: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]

    /// Bytes not decoded yet. Inside a paste, the paste's text so far (its start marker removed).
    var pending: [UInt8] = []
    /// Inside a paste: the first pending byte not yet ruled out as the start of its end marker.
    var pasteScanned: Int?
    /// The most bytes a paste piece holds; a longer paste is delivered in pieces of about this size.
    let maximumPasteLength: Int

    /// Creates a decoder.
    public init() {
        maximumPasteLength = 1 << 16
    }

    /// Creates a decoder that cuts pastes into pieces of at most `maximumPasteLength` bytes (at
    /// least 8), so tests and fuzzers can reach the cutting with short inputs.
    @_spi(Testing)
    public init(maximumPasteLength: Int) {
        precondition(maximumPasteLength >= 8, "a paste piece holds at least 8 bytes, not \(maximumPasteLength)")
        self.maximumPasteLength = maximumPasteLength
    }

    /// Whether bytes wait for the rest of a sequence or character that ``flush()`` would settle.
    /// The text of an unfinished paste does not count: only its end marker settles it (see
    /// ``isInsidePaste``).
    public var hasPendingInput: Bool { pasteScanned == nil && !pending.isEmpty }

    /// Whether a paste has started and its end marker has not arrived yet: every byte until that
    /// marker is pasted text, and ``flush()`` leaves it alone.
    public var isInsidePaste: Bool { pasteScanned != nil }

    /// Decodes as many keys as the bytes so far (after anything pending) contain; an incomplete
    /// tail is kept for the next call.
    public mutating func decode(_ bytes: [UInt8]) -> [Key] {
        pending += bytes
        return drain(final: false)
    }

    /// Decides what is pending now that no more input is coming soon: a lone Escape becomes
    /// ``Key/escape``; an incomplete sequence is decoded as far as it makes sense (its Escape, then
    /// the bytes after it); an incomplete UTF-8 character is dropped. An unfinished paste is not
    /// touched: it goes on with the next input.
    public mutating func flush() -> [Key] {
        drain(final: true)
    }

    /// Decodes the pending bytes. An incomplete tail is kept for later, or, when `final`, its
    /// first byte is given up on and decoding goes on after it.
    private mutating func drain(final: Bool) -> [Key] {
        var keys: [Key] = []
        var i = 0
        while true {
            if pasteScanned != nil {
                guard drainPaste(from: &i, into: &keys) else { break }
                continue
            }
            guard i < pending.count else { break }
            switch step(at: i, final: final) {
            case .key(let key, let length):
                keys.append(key)
                i += length
            case .skip(let length):
                i += length
            case .pasteStart:
                i += Self.pasteStart.count
                pasteScanned = i
            case .incomplete where final:
                i += 1
            case .incomplete:
                if i > 0 { pending.removeFirst(i) }
                return keys
            }
        }
        // Inside a paste, its text stays; otherwise everything was decoded.
        if i > 0 { pending.removeFirst(i) }
        if let scanned = pasteScanned { pasteScanned = scanned - i }
        return keys
    }

    private enum Step {
        case key(Key, length: Int)
        case skip(length: Int)
        case pasteStart
        case incomplete
    }

    /// Decodes the input starting at `i`. With `final`, nothing more will arrive, so an
    /// incomplete escape sequence degrades to a lone Escape key.
    private func step(at i: Int, final: Bool) -> Step {
        let byte = pending[i]
        if byte == 0x1B { return escape(at: i, final: final) }
        switch byte {
        case 0x0D, 0x0A: return .key(.enter, length: 1)
        case 0x09: return .key(.tab, length: 1)
        case 0x7F, 0x08: return .key(.backspace, length: 1)
        case 0x00: return .key(.control(" "), length: 1)
        case 0x01 ... 0x1A: return .key(.control(Character(Unicode.Scalar(byte + 0x60))), length: 1)
        // Ctrl-\ Ctrl-] Ctrl-^ Ctrl-_ (Ctrl-_ is readline's undo; many terminals send it for Ctrl-/).
        case 0x1C ... 0x1F: return .key(.control(Character(Unicode.Scalar(byte + 0x40))), length: 1)
        default: return character(at: i, final: final)
        }
    }

    private func character(at i: Int, final: Bool) -> Step {
        let byte = pending[i]
        let length: Int
        switch byte {
        case 0x20 ..< 0x80: return .key(.character(Character(Unicode.Scalar(byte))), length: 1)
        case 0xC2 ... 0xDF: length = 2
        case 0xE0 ... 0xEF: length = 3
        case 0xF0 ... 0xF4: length = 4
        default: return .skip(length: 1) // a continuation byte or an invalid lead byte
        }
        var end = i + 1
        while end < pending.count && end < i + length {
            guard pending[end] & 0xC0 == 0x80 else { return .skip(length: end - i) }
            end += 1
        }
        if end < i + length { return final ? .skip(length: end - i) : .incomplete }
        var decoder = UTF8()
        var iterator = pending[i ..< end].makeIterator()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return .skip(length: length) }
        // C1 controls (U+0080–U+009F) are not characters anyone typed: dropped, like invalid bytes.
        guard !(0x80 ... 0x9F).contains(scalar.value) else { return .skip(length: length) }
        return .key(.character(Character(scalar)), length: length)
    }

    private func escape(at i: Int, final: Bool) -> Step {
        if pending[i...].starts(with: Self.pasteStart) { return .pasteStart }
        guard i + 1 < pending.count else { return final ? .key(.escape, length: 1) : .incomplete }
        let introducer = pending[i + 1]
        switch introducer {
        case UInt8(ascii: "["): return controlSequence(at: i, final: final)
        case UInt8(ascii: "O"):
            guard i + 2 < pending.count else { return final ? .key(.escape, length: 1) : .incomplete }
            let key: Key? = switch pending[i + 2] {
            case UInt8(ascii: "A"): .up
            case UInt8(ascii: "B"): .down
            case UInt8(ascii: "C"): .right
            case UInt8(ascii: "D"): .left
            case UInt8(ascii: "H"): .home
            case UInt8(ascii: "F"): .end
            case UInt8(ascii: "P"): .function(1)
            case UInt8(ascii: "Q"): .function(2)
            case UInt8(ascii: "R"): .function(3)
            case UInt8(ascii: "S"): .function(4)
            default: nil
            }
            // An unknown SS3 sequence drops ESC O only, so a third byte that is a key stays a key.
            if let key { return .key(key, length: 3) }
            return .skip(length: 2)
        case 0x1B:
            // ESC ESC: the first is a lone Escape.
            return .key(.escape, length: 1)
        case 0x20 ... 0x7E:
            // Escape and a printable character in one read is how terminals send Alt with it.
            return .key(.modified(.character(Character(Unicode.Scalar(introducer))), .alt), length: 2)
        case 0x7F:
            return .key(.modified(.backspace, .alt), length: 2)
        default:
            // Escape before anything else (a control character, a multi-byte character): the
            // Escape, then that key.
            return .key(.escape, length: 1)
        }
    }

    /// `ESC [` parameters (0x30–0x3F), intermediates (0x20–0x2F), final byte (0x40–0x7E).
    private func controlSequence(at i: Int, final: Bool) -> Step {
        var j = i + 2
        while j < pending.count {
            let byte = pending[j]
            if (0x40 ... 0x7E).contains(byte) { break }
            // Byte j is a parameter only if a final byte can still follow within the limit.
            guard (0x20 ... 0x3F).contains(byte), j - i + 2 <= Self.maximumSequenceLength else {
                // Malformed or overlong: drop ESC [ and decode what follows as ordinary input.
                return .skip(length: 2)
            }
            j += 1
        }
        guard j < pending.count else { return final ? .key(.escape, length: 1) : .incomplete }
        let parameters = Array(pending[(i + 2) ..< j])
        let length = j - i + 1
        if let key = Self.key(parameters: parameters, final: pending[j]) { return .key(key, length: length) }
        return .skip(length: length)
    }

    private static func key(parameters: [UInt8], final: UInt8) -> Key? {
        if parameters.first == UInt8(ascii: "<") {
            return mouse(parameters: parameters.dropFirst(), final: final)
        }
        guard let key = unmodifiedKey(parameters: parameters, final: final) else { return nil }
        // xterm's modifier parameter, after the key's own: 1 + (1 Shift, 2 Alt, 4 Ctrl, 8 Meta).
        let values = numbers(parameters)
        guard values.count >= 2, values[1] >= 2, final != UInt8(ascii: "Z") else { return key }
        let modifiers = KeyModifiers(rawValue: (values[1] - 1) & 0b111)
        return modifiers.isEmpty ? key : .modified(key, modifiers)
    }

    private static func unmodifiedKey(parameters: [UInt8], final: UInt8) -> Key? {
        switch final {
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        case UInt8(ascii: "C"): return .right
        case UInt8(ascii: "D"): return .left
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        case UInt8(ascii: "Z"): return .backTab
        case UInt8(ascii: "~"):
            let code = numbers(parameters).first ?? -1
            switch code {
            case 1, 7: return .home
            case 2: return .insert
            case 3: return .delete
            case 4, 8: return .end
            case 5: return .pageUp
            case 6: return .pageDown
            case 11 ... 15: return .function(code - 10)
            case 17 ... 21: return .function(code - 11)
            case 23, 24: return .function(code - 12)
            default: return nil
            }
        default: return nil
        }
    }

    private static func mouse(parameters: ArraySlice<UInt8>, final: UInt8) -> Key? {
        guard final == UInt8(ascii: "M") || final == UInt8(ascii: "m") else { return nil }
        let values = numbers(Array(parameters))
        guard values.count == 3, values[0] >= 0, values[1] >= 1, values[2] >= 1 else { return nil }
        let code = values[0]
        let button = code & 0b11
        let kind: MouseEvent.Kind
        if code & 64 != 0 {
            guard button <= 1 else { return nil }
            kind = button == 0 ? .wheelUp : .wheelDown
        } else if code & 32 != 0 {
            kind = .drag(button: button)
        } else if final == UInt8(ascii: "m") {
            kind = .release(button: button)
        } else {
            kind = .press(button: button)
        }
        return .mouse(MouseEvent(kind: kind, x: values[1] - 1, y: values[2] - 1))
    }

    /// The `;`-separated decimal numbers of a parameter string; empty, non-numeric and absurdly
    /// large fields (over 100,000, larger than any terminal) are -1, so nothing overflows.
    private static func numbers(_ bytes: [UInt8]) -> [Int] {
        var result: [Int] = []
        var current: Int?
        var valid = true
        for byte in bytes {
            if byte == UInt8(ascii: ";") {
                result.append(valid ? current ?? -1 : -1)
                current = nil
                valid = true
            } else if (UInt8(ascii: "0") ... UInt8(ascii: "9")).contains(byte) {
                let value = (current ?? 0) * 10 + Int(byte - UInt8(ascii: "0"))
                if value > 100_000 { valid = false }
                current = min(value, 100_001)
            } else {
                valid = false
            }
        }
        result.append(valid ? current ?? -1 : -1)
        return result
    }
}
