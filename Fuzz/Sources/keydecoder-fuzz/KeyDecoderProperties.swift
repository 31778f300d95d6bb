// What KeyDecoder promises, checked on one fuzzed input: the same keys however the input is split,
// nothing left behind by flush(), recovery at the documented points after malformed input, only
// well-formed keys, and pasted text that is never a key however it is read.

@_spi(Testing) import ScrollStackTerminal

/// Stops the run with what broke and the input in hex, which libFuzzer saves as a crash file.
func violated(_ property: String, _ input: [UInt8]) -> Never {
    let hex = input.map { String($0, radix: 16).count == 1 ? "0" + String($0, radix: 16) : String($0, radix: 16) }
    fatalError("KeyDecoder broke \(property); input: \(hex.joined(separator: " "))")
}

/// The keys of `bytes` decoded in one call, and after a flush.
func keys(_ bytes: [UInt8], pieceLength: Int? = nil) -> (beforeFlush: [Key], all: [Key]) {
    var decoder = pieceLength.map { KeyDecoder(maximumPasteLength: $0) } ?? KeyDecoder()
    let before = decoder.decode(bytes)
    return (before, before + decoder.flush())
}

/// A paste piece length short enough for fuzzed inputs to be cut into several pieces.
let shortPiece = 8

let escape: UInt8 = 0x1B
let letter = Array("z".utf8)
let pasteStart: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x30, 0x7E]   // ESC [ 200 ~
let pasteEnd: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]     // ESC [ 201 ~

/// Whether `bytes` holds the start of a bracketed paste, inside which every byte is pasted text
/// until the paste ends: the recovery properties hold outside pastes.
func opensPaste(_ bytes: [UInt8]) -> Bool {
    guard bytes.count >= pasteStart.count else { return false }
    for start in 0 ... bytes.count - pasteStart.count where bytes[start] == escape
        && bytes[start ..< start + pasteStart.count].elementsEqual(pasteStart) { return true }
    return false
}

/// Bytes that cannot continue any sequence or character: every C0 control but Escape, and DEL.
func isSeparator(_ byte: UInt8) -> Bool { (byte < 0x20 && byte != escape) || byte == 0x7F }

func checkKeyDecoder(_ input: [UInt8]) {
    // Byte 0 steers the split points and which recovery property runs; the rest is the payload.
    guard let control = input.first else { return }
    let payload = Array(input.dropFirst())
    let whole = keys(payload)
    checkFlush(payload, whole: whole.all, input: input)
    checkSplits(payload, whole: whole, control: control, pieceLength: nil, input: input)
    checkSplits(payload, whole: keys(payload, pieceLength: shortPiece), control: control, pieceLength: shortPiece, input: input)
    checkPaste(payload, control: control, input: input)
    for key in whole.all where !isWellFormed(key) { violated("P10 well-formed keys (\(key))", input) }
    // Recovery at a flush (the run loop's timeout): a letter typed after it is a letter, at once,
    // unless a paste is still open: then it is pasted text, held until the paste's end.
    var decoder = KeyDecoder()
    _ = decoder.decode(payload)
    _ = decoder.flush()
    if decoder.decode(letter) != (decoder.isInsidePaste ? [] : [.character("z")]) { violated("P4 recovery after flush()", input) }
    guard !opensPaste(payload) else { return }
    switch control % 4 {
    case 0: checkRecoveryAtSeparator(payload, separator: control >> 2 < 32 ? control >> 2 : 0x7F, input: input)
    case 1: checkRecoveryAtEscape(payload, input: input)
    case 2: checkControlSequence(payload, input: input)
    default: checkInvalidUTF8(payload, lead: control, input: input)
    }
}

/// P1: after a flush nothing is pending, and a second flush or an empty read gives nothing.
func checkFlush(_ payload: [UInt8], whole: [Key], input: [UInt8]) {
    var decoder = KeyDecoder()
    let all = decoder.decode(payload) + decoder.flush()
    if all != whole { violated("P1 decoding is deterministic", input) }
    if decoder.hasPendingInput || !decoder.flush().isEmpty || !decoder.decode([]).isEmpty {
        violated("P1 nothing left after flush()", input)
    }
}

/// P2: the payload split at points chosen from the input (empty reads among them), and one byte at a
/// time, gives the same keys as one read, before and after the flush; a pause (flush) while a paste
/// is open changes nothing either. With a short `pieceLength`, long pastes are cut into pieces, and
/// the cuts must not depend on the reads.
func checkSplits(_ payload: [UInt8], whole: (beforeFlush: [Key], all: [Key]), control: UInt8, pieceLength: Int?, input: [UInt8]) {
    var state = UInt64(control) &* 0x9E37_79B9_7F4A_7C15 &+ UInt64(payload.count)
    func next(_ bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(max(1, bound)))
    }
    func decoder() -> KeyDecoder { pieceLength.map { KeyDecoder(maximumPasteLength: $0) } ?? KeyDecoder() }
    let kind = pieceLength == nil ? "" : " (short paste pieces)"
    var cuts = (0 ..< 1 + next(8)).map { _ in next(payload.count + 1) }
    cuts.sort()
    var split = decoder()
    var keys: [Key] = []
    var start = 0
    for cut in cuts + [payload.count] {
        keys += split.decode(Array(payload[start ..< cut]))
        if split.isInsidePaste { keys += split.flush() }
        start = cut
    }
    if keys != whole.beforeFlush { violated("P2 split reads give the keys of one read" + kind, input) }
    if keys + split.flush() != whole.all { violated("P2 split reads give the keys of one read, flushed" + kind, input) }
    guard payload.count <= 64 else { return }
    var single = decoder()
    var oneByOne: [Key] = []
    for byte in payload {
        oneByOne += single.decode([byte])
        if single.isInsidePaste { oneByOne += single.flush() }
    }
    if oneByOne != whole.beforeFlush || oneByOne + single.flush() != whole.all {
        violated("P2 one byte at a time gives the keys of one read" + kind, input)
    }
}

/// P11: pasted text is never a key. The payload as the text of a paste (its end markers taken
/// out), read in pieces with pauses, gives pastes only, whose text together is the payload's,
/// cut the same way as one read; the letter after the paste is a letter.
func checkPaste(_ payload: [UInt8], control: UInt8, input: [UInt8]) {
    var text = payload
    while let marker = firstEndMarker(in: text) { text.removeSubrange(marker ..< marker + pasteEnd.count) }
    let pasted = pasteStart + text + pasteEnd + letter
    for pieceLength in [shortPiece, 1 << 16] {
        let whole = keys(pasted, pieceLength: pieceLength).all
        var decoder = KeyDecoder(maximumPasteLength: pieceLength)
        var split: [Key] = []
        var start = 0
        var step = Int(control % 7) + 1
        while start < pasted.count {
            let end = min(pasted.count, start + step)
            split += decoder.decode(Array(pasted[start ..< end]))
            if decoder.isInsidePaste { split += decoder.flush() }
            start = end
            step = step % 5 + 1
        }
        split += decoder.flush()
        if split != whole { violated("P12 a paste read in pieces with pauses gives the keys of one read", input) }
        guard split.last == .character("z") else { violated("P11 the key after a paste", input) }
        var joined = ""
        for key in split.dropLast() {
            guard case .paste(let piece) = key else { violated("P11 paste text gave a key (\(key))", input) }
            joined += piece
        }
        if joined != String(decoding: text, as: UTF8.self) { violated("P11 the pieces of a paste make up its text", input) }
    }
}

/// Where the first paste end marker in `bytes` starts.
func firstEndMarker(in bytes: [UInt8]) -> Int? {
    guard bytes.count >= pasteEnd.count else { return nil }
    return (0 ... bytes.count - pasteEnd.count).first { bytes[$0 ..< $0 + pasteEnd.count].elementsEqual(pasteEnd) }
}

/// P3: a separator ends whatever came before it: keys(a + s + b) = keys(a + s) + keys(b), and a
/// letter after it is that letter.
func checkRecoveryAtSeparator(_ payload: [UInt8], separator: UInt8, input: [UInt8]) {
    guard isSeparator(separator) else { return }
    let cut = payload.count / 2
    let a = Array(payload[..<cut]), b = Array(payload[cut...])
    if keys(a + [separator] + b).all != keys(a + [separator]).all + keys(b).all {
        violated("P3 a separator resets the decoder", input)
    }
    if keys(payload + [separator] + letter).all.last != .character("z") {
        violated("P3 the letter after a separator", input)
    }
}

/// P5: after anything, Escape and a letter in one read are Alt with the letter (as terminals send
/// it); Escape alone, then a pause (flush), is Escape, and a letter after it is that letter.
func checkRecoveryAtEscape(_ payload: [UInt8], input: [UInt8]) {
    if keys(payload + [escape] + letter).all.last != .modified(.character("z"), .alt) {
        violated("P5 Escape and a letter after anything are Alt with the letter", input)
    }
    var decoder = KeyDecoder()
    _ = decoder.decode(payload + [escape])
    if decoder.flush().last != .escape || decoder.decode(letter) != [.character("z")] {
        violated("P5 a lone Escape after anything, then a letter", input)
    }
}

/// P6: `ESC [` and the payload. Malformed or longer than the limit: exactly `ESC [` is dropped.
/// Complete: at most one key, then the rest decodes on its own. Unfinished: Escape, then `[` and
/// the payload as text.
func checkControlSequence(_ payload: [UInt8], input: [UInt8]) {
    let sequence = [escape, UInt8(ascii: "[")] + payload
    guard !opensPaste(sequence) else { return }
    let decoded = keys(sequence).all
    var end = 0
    while end < payload.count, (0x20 ... 0x3F).contains(payload[end]) { end += 1 }
    let length = 2 + end + 1
    if end == payload.count {
        // No final byte: unfinished if it could still end within the limit, else overlong.
        let expected = length <= 32 ? [Key.escape] + keys([UInt8(ascii: "[")] + payload).all : keys(payload).all
        if decoded != expected { violated("P6 unfinished or overlong control sequence", input) }
    } else if (0x40 ... 0x7E).contains(payload[end]) && length <= 32 {
        let rest = keys(Array(payload[(end + 1)...])).all
        if decoded.count > rest.count + 1 || Array(decoded.suffix(rest.count)) != rest {
            violated("P6 complete control sequence: one key at most, then the rest", input)
        }
    } else if decoded != keys(payload).all {
        violated("P6 malformed or overlong control sequence drops ESC [ only", input)
    }
}

/// P8: an invalid UTF-8 byte, or a lead byte without its continuation, in front changes nothing.
func checkInvalidUTF8(_ payload: [UInt8], lead: UInt8, input: [UInt8]) {
    let invalid: UInt8 = [0x80, 0xBF, 0xC0, 0xC1, 0xF5, 0xFF, 0xC3, 0xE2, 0xF0][Int(lead >> 2) % 9]
    if let first = payload.first, first & 0xC0 == 0x80, invalid >= 0xC2 { return }   // it would continue
    if keys([invalid] + payload).all != keys(payload).all { violated("P8 invalid UTF-8 is skipped", input) }
}

/// P10: keys are what the API documents: function keys F1–F12, control keys on letters or space,
/// mouse coordinates a terminal can report, characters of one scalar that is not a control.
func isWellFormed(_ key: Key) -> Bool {
    switch key {
    case .function(let number): return (1 ... 12).contains(number)
    case .control(let character): return character == " " || ("a" ... "z").contains(character) || "\\]^_".contains(character)
    case .character(let character):
        guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first else { return false }
        return scalar.value >= 0x20 && scalar.value != 0x7F && !(0x80 ... 0x9F).contains(scalar.value)
    case .mouse(let event): return (0 ... 99_999).contains(event.x) && (0 ... 99_999).contains(event.y)
    case .modified(.character(let character), let modifiers):
        // Alt with a printable ASCII character: Escape and the character in one read.
        guard modifiers == .alt, character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first else { return false }
        return (0x20 ... 0x7E).contains(scalar.value)
    case .modified(.backspace, let modifiers):
        return modifiers == .alt
    case .modified(let base, let modifiers):
        // Only the keys xterm reports with modifiers, with at least one of the three held.
        let modifiable: Set<Key> = [.up, .down, .left, .right, .home, .end, .pageUp, .pageDown, .insert, .delete]
        let isFunction = if case .function = base { true } else { false }
        return (modifiable.contains(base) || isFunction) && isWellFormed(base) && !modifiers.isEmpty
            && modifiers.isSubset(of: [.shift, .alt, .control])
    default: return true
    }
}
