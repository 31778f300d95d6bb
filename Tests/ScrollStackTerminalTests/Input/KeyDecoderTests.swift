// Decoding terminal input: keys, modifiers, mouse reports, malformed and split sequences, and
// bracketed paste.

import ScrollStackCore
import ScrollStackTerminal
import ScrollStackTestSupport
import Testing

@Suite("Key decoding")
struct KeyDecodingTests {
    static let sequences: [(String, Key)] = [
        ("\u{1B}[A", .up), ("\u{1B}[B", .down), ("\u{1B}OC", .right), ("\u{1B}[D", .left), ("\u{1B}[1;5A", .up),
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

    @Test("a lone Escape waits for the flush; Escape before a key stays an Escape")
    func escapeTimeout() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B]).isEmpty && decoder.hasPendingInput)
        #expect(decoder.flush() == [.escape] && !decoder.hasPendingInput)
        #expect(decoder.decode(Array("\u{1B}x\u{1B}\u{1B}".utf8)) == [.escape, .character("x"), .escape])
        #expect(decoder.flush() == [.escape])
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

    @Test("a paste whose end never comes is delivered when input pauses, or once it is too long to hold")
    func unterminated() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(Self.bytes("\u{1B}[200~abc")).isEmpty && decoder.hasPendingInput)
        #expect(decoder.flush() == [.paste("abc")])
        var long = KeyDecoder()
        let keys = long.decode(Self.bytes("\u{1B}[200~") + Array(repeating: UInt8(ascii: "z"), count: (1 << 16) + 1))
        #expect(keys.count == 1 && !long.hasPendingInput)
    }
}
