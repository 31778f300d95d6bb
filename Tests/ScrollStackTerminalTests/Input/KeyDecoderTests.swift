// Decoding terminal input: keys, modifiers, mouse reports, malformed and split sequences, and
// bracketed paste.

import ScrollStackCore
@_spi(Testing) import ScrollStackTerminal
import ScrollStackTestSupport
import Testing

@Suite("Key decoding")
struct KeyDecodingTests {
    static let sequences: [(String, Key)] = [
        ("\u{1B}[A", .up), ("\u{1B}[B", .down), ("\u{1B}OC", .right), ("\u{1B}[D", .left), ("\u{1B}[1;5A", .modified(.up, .control)),
        ("\u{1B}[1;2D", .modified(.left, .shift)), ("\u{1B}[1;6C", .modified(.right, [.shift, .control])),
        ("\u{1B}[1;3H", .modified(.home, .alt)), ("\u{1B}[3;5~", .modified(.delete, .control)), ("\u{1B}[1;1B", .down),
        ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown), ("\u{1B}[H", .home), ("\u{1B}[F", .end), ("\u{1B}[1~", .home),
        ("\u{1B}[4~", .end), ("\u{1B}[Z", .backTab), ("\t", .tab), ("\r", .enter), ("\u{7F}", .backspace),
        ("\u{1B}[3~", .delete), ("\u{1B}[2~", .insert), ("\u{1B}OP", .function(1)), ("\u{1B}[15~", .function(5)),
        ("\u{1B}[24~", .function(12)), ("\u{03}", .control("c")), ("é", .character("é")), ("日", .character("日")),
        ("😀", .character("😀")), ("\u{1B}[<0;5;3M", .mouse(MouseEvent(kind: .press(button: 0), x: 4, y: 2))),
        ("\u{1B}[<0;5;3m", .mouse(MouseEvent(kind: .release(button: 0), x: 4, y: 2))),
        ("\u{1B}[<64;1;1M", .mouse(MouseEvent(kind: .wheelUp, x: 0, y: 0))),
        ("\u{1B}[<65;80;24M", .mouse(MouseEvent(kind: .wheelDown, x: 79, y: 23))),
        ("\u{1B}[<32;2;2M", .mouse(MouseEvent(kind: .drag(button: 0), x: 1, y: 1))),
    ]

    @Test("every key and mouse report decodes, whole or split at any byte")
    func splitAnywhere() {
        for (text, key) in Self.sequences {
            let bytes = Array(text.utf8)
            var whole = KeyDecoder()
            #expect(whole.decode(bytes) == [key], "\(text.debugDescription)")
            for cut in 1 ..< max(1, bytes.count) {
                var decoder = KeyDecoder()
                var keys = decoder.decode(Array(bytes[..<cut]))
                keys += decoder.decode(Array(bytes[cut...]))
                #expect(keys == [key], "\(text.debugDescription) split at \(cut)")
            }
        }
    }

    @Test("a lone Escape waits for the flush; Escape and a character in one read is Alt with it; Escape before a control key stays an Escape")
    func escapeTimeout() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B]).isEmpty && decoder.hasPendingInput)
        #expect(decoder.flush() == [.escape] && !decoder.hasPendingInput)
        #expect(decoder.decode(Array("\u{1B}x\u{1B}\u{1B}".utf8)) == [.modified(.character("x"), .alt), .escape])
        #expect(decoder.flush() == [.escape])
        #expect(decoder.decode(Array("\u{1B}\u{7F}\u{1B}\u{01}\u{1B}é".utf8)) + decoder.flush()
                    == [.modified(.backspace, .alt), .escape, .control("a"), .escape, .character("é")])
        // Split across reads, before the flush, the pair is still Alt with the character.
        #expect(decoder.decode([0x1B]).isEmpty && decoder.decode(Array("q".utf8)) == [.modified(.character("q"), .alt)])
        // Ctrl-\ Ctrl-] Ctrl-^ Ctrl-_ are keys too (Ctrl-_ is readline's undo).
        #expect(decoder.decode([0x1C, 0x1D, 0x1E, 0x1F]) == [.control("\\"), .control("]"), .control("^"), .control("_")])
        // Alt with a character is no command for a stack or a screen; Alt with an arrow is the arrow.
        #expect(Key.modified(.character("q"), .alt).command == nil && Key.modified(.down, .alt).command == .down)
        // An incomplete sequence that never completes gives its Escape and then its bytes.
        #expect(decoder.decode(Array("\u{1B}[".utf8)).isEmpty)
        #expect(decoder.flush() == [.escape, .character("[")])
    }

    @Test("a control sequence of exactly the longest length is a key; one byte longer is dropped, and the bytes after it decode")
    func longestSequence() {
        let limit = 32
        // ESC [ + parameters + final byte: the parameters fill what the limit leaves.
        let longest = [0x1B, UInt8(ascii: "[")] + Array(repeating: UInt8(ascii: "1"), count: limit - 3) + [UInt8(ascii: "A")]
        var decoder = KeyDecoder()
        #expect(longest.count == limit)
        #expect(decoder.decode(longest) + decoder.flush() == [.up])
        let tooLong = [0x1B, UInt8(ascii: "[")] + Array(repeating: UInt8(ascii: "1"), count: limit - 2) + [UInt8(ascii: "A")]
        let keys = decoder.decode(tooLong) + decoder.flush()
        // ESC [ dropped; the parameters and the final byte are ordinary characters.
        #expect(keys == Array(repeating: Key.character("1"), count: limit - 2) + [.character("A")])
    }

    @Test("C1 control characters (U+0080–U+009F) are dropped, and the keys around them kept")
    func c1Controls() {
        var decoder = KeyDecoder()
        for scalar: UInt32 in [0x80, 0x85, 0x9B, 0x9F] {
            let bytes = Array("a".utf8) + Array(String(Unicode.Scalar(scalar)!).utf8) + Array("b".utf8)
            #expect(decoder.decode(bytes) + decoder.flush() == [.character("a"), .character("b")], "U+\(String(scalar, radix: 16))")
        }
        #expect(decoder.decode(Array("\u{A0}é".utf8)) == [.character("\u{A0}"), .character("é")])
    }

    @Test("malformed, unknown and overlong sequences never lose the keys after them")
    func malformed() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(Array("\u{1B}[99~x\u{1B}[1;5Py".utf8)) == [.character("x"), .character("y")])
        // A control character inside a sequence makes it malformed: its ESC [ is dropped and the
        // rest decodes as ordinary input.
        #expect(decoder.decode(Array("\u{1B}[12\u{07}ab".utf8))
            == [.character("1"), .character("2"), .control("g"), .character("a"), .character("b")])
        let overlong = "\u{1B}[" + String(repeating: "1;", count: 40) + "A" + "z"
        let keys = decoder.decode(Array(overlong.utf8)) + decoder.flush()
        #expect(keys.last == .character("z") && keys.contains(.character("A")))
        // Mouse reports with missing or absurd fields are dropped whole.
        #expect(decoder.decode(Array("\u{1B}[<0;5M!\u{1B}[<0;99999999999999999999;1M?".utf8)) == [.character("!"), .character("?")])
        // Invalid UTF-8 is skipped.
        #expect(decoder.decode([0xFF, 0xC3, 0x41, 0x80, 0x42]) == [.character("A"), .character("B")])
        #expect(decoder.decode([0xE6, 0x97]).isEmpty)
        #expect(decoder.flush().isEmpty)
    }

    /// Random bytes never crash the decoder, and text typed after any garbage arrives intact.
    @Test("random byte streams", arguments: [UInt64(7), 8, 9, 10])
    func randomStreams(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        for _ in 0 ..< 300 {
            var decoder = KeyDecoder()
            let garbage = (0 ..< Int.random(in: 0 ... 64, using: &random)).map { _ -> UInt8 in
                // Bias towards the bytes sequences are made of.
                Int.random(in: 0 ..< 3, using: &random) == 0 ? [0x1B, 0x5B, 0x3C, 0x3B, 0x4F, 0x7E, 0x4D][Int.random(in: 0 ..< 7, using: &random)]
                    : UInt8.random(in: 0 ... 255, using: &random)
            }
            var keys: [Key] = []
            var index = 0
            while index < garbage.count {
                let end = min(garbage.count, index + Int.random(in: 1 ... 8, using: &random))
                keys += decoder.decode(Array(garbage[index ..< end]))
                index = end
            }
            keys += decoder.flush()
            keys = decoder.decode(Array("hello".utf8)) + decoder.flush()
            #expect(keys == "hello".map { Key.character($0) })
        }
    }
}

@Suite("Bracketed paste")
struct BracketedPasteTests {
    static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test("a paste arrives whole, tabs, Escapes and letters included, and the keys after it still decode")
    func whole() {
        var decoder = KeyDecoder()
        let keys = decoder.decode(Self.bytes("a\u{1B}[200~q\tx\u{1B}[A é\u{1B}[201~b"))
        #expect(keys == [.character("a"), .paste("q\tx\u{1B}[A é"), .character("b")])
        #expect(!decoder.hasPendingInput)
    }

    @Test("a paste split across reads waits for its end marker, however it is cut")
    func split() {
        let input = Self.bytes("\u{1B}[200~hello, world\u{1B}[201~q")
        for cut in 1 ..< input.count {
            var decoder = KeyDecoder()
            let keys = decoder.decode(Array(input[..<cut])) + decoder.decode(Array(input[cut...]))
            #expect(keys == [.paste("hello, world"), .character("q")], "cut at \(cut)")
        }
    }

    @Test("a paste stays text until its end marker, however long it pauses: a flush leaves it alone")
    func pausedPaste() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(Self.bytes("\u{1B}[200~ab")).isEmpty)
        #expect(decoder.isInsidePaste && !decoder.hasPendingInput)
        // The run loop flushes after 30 ms without input: the paste must not end there.
        #expect(decoder.flush().isEmpty && decoder.isInsidePaste)
        #expect(decoder.decode(Self.bytes("c\tq\u{1B}")).isEmpty)
        #expect(decoder.flush().isEmpty)
        #expect(decoder.decode(Self.bytes("[201~q")) == [.paste("abc\tq"), .character("q")])
        #expect(!decoder.isInsidePaste)
    }

    /// The reliability review's P1: a 200 KB paste of text containing `q`, read 4 KiB at a time,
    /// once turned into typed keys after its first 64 KiB (and quit the demo).
    @Test("a paste longer than a piece arrives as pieces of paste, never as keys, and the pieces make up the text")
    func longPaste() {
        let text = String(repeating: "lorem ipsum dolor q\r\n", count: 10_000) + "é"
        let input = Self.bytes("\u{1B}[200~") + Self.bytes(text) + Self.bytes("\u{1B}[201~") + Self.bytes("q")
        for readSize in [4096, 1000, 65_537] {
            var decoder = KeyDecoder()
            var keys: [Key] = []
            for start in stride(from: 0, to: input.count, by: readSize) {
                keys += decoder.decode(Array(input[start ..< min(input.count, start + readSize)]))
                keys += decoder.flush()
            }
            #expect(keys.last == .character("q"), "read size \(readSize)")
            let pieces = keys.dropLast().compactMap { key -> String? in
                if case .paste(let piece) = key { return piece } else { return nil }
            }
            #expect(pieces.count == keys.count - 1 && pieces.count == 4, "read size \(readSize): \(keys.count - 1) keys")
            #expect(pieces.joined() == text)
            // No piece is longer than 64 KiB or cut between a carriage return and its line feed.
            #expect(pieces.allSatisfy { $0.utf8.count <= 1 << 16 && $0.utf8.last != 0x0D })
        }
    }

    /// The reliability review's P2: a 60 KB paste read a byte at a time once took 19 s, because
    /// every read searched the whole paste again for its end. A quadratic search of this 400 KB
    /// paste would take far longer than the limit.
    @Test("a paste read one byte at a time costs time linear in its length", .timeLimit(.minutes(1)))
    func pasteByteByByte() {
        let text = Array(repeating: UInt8(ascii: "x"), count: 400_000)
        let input = Self.bytes("\u{1B}[200~") + text + Self.bytes("\u{1B}[201~")
        var decoder = KeyDecoder()
        var length = 0
        for byte in input {
            for key in decoder.decode([byte]) {
                if case .paste(let piece) = key { length += piece.utf8.count } else { Issue.record("\(key) is not a paste") }
            }
        }
        #expect(length == text.count && !decoder.isInsidePaste)
    }
}

@Suite("Bracketed paste pieces")
struct PastePieceTests {
    /// The pieces of `text` pasted into a decoder that cuts at `limit` bytes, read in chunks of
    /// the given sizes (cycled), with a flush (a pause) after each read inside the paste.
    static func pieces(_ text: [UInt8], limit: Int, reads: [Int]) -> [Key] {
        var decoder = KeyDecoder(maximumPasteLength: limit)
        let input = Array("\u{1B}[200~".utf8) + text + Array("\u{1B}[201~".utf8)
        var keys: [Key] = []
        var start = 0
        var read = 0
        while start < input.count {
            let end = min(input.count, start + reads[read % reads.count])
            keys += decoder.decode(Array(input[start ..< end]))
            if decoder.isInsidePaste { keys += decoder.flush() }
            start = end
            read += 1
        }
        return keys
    }

    @Test("pieces are cut where a character starts and not inside CR LF, and the cuts depend only on the text")
    func cuts() {
        var random = SeededGenerator(seed: 0x9A57E)
        let alphabet: [[UInt8]] = ["a", "é", "日", "😀", "\r\n", "\r", "\n", "\u{1B}"].map { Array($0.utf8) }
            + [[0xFF], [0x80], [0xE6, 0x97], [0xF0, 0x9F]]   // invalid UTF-8 too
        for _ in 0 ..< 200 {
            let text = (0 ..< Int.random(in: 0 ... 120, using: &random)).flatMap { _ in alphabet.randomElement(using: &random)! }
            let limit = Int.random(in: 8 ... 20, using: &random)
            let whole = Self.pieces(text, limit: limit, reads: [text.count + 12])
            let split = Self.pieces(text, limit: limit, reads: [Int.random(in: 1 ... 7, using: &random), 1, Int.random(in: 1 ... 30, using: &random)])
            #expect(whole == split, "limit \(limit), text \(text)")
            let strings = whole.map { key -> String in
                if case .paste(let piece) = key { return piece }
                Issue.record("\(key) is not a paste")
                return ""
            }
            #expect(strings.joined() == String(decoding: text, as: UTF8.self), "limit \(limit), text \(text)")
            for (piece, next) in zip(strings, strings.dropFirst()) {
                #expect(!(piece.utf8.last == 0x0D && next.utf8.first == 0x0A), "a cut inside CR LF: limit \(limit), text \(text)")
            }
        }
    }
}
