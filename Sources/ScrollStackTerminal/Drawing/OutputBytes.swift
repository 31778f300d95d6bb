// The bytes a frame sends to the terminal, appended straight into memory the writer owns: room is
// made once for each cell or sequence, and the bytes stored without the checks an array makes for
// every byte it appends.

/// A growing buffer of output bytes with one owner (it cannot be copied), freed when it goes.
struct OutputBytes: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int = 1_024) {
        self.capacity = max(16, capacity)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// Makes room for `extra` more bytes.
    @inline(__always)
    mutating func reserve(_ extra: Int) {
        if count + extra > capacity { grow(to: count + extra) }
    }

    @inline(never)
    private mutating func grow(to needed: Int) {
        let newCapacity = max(needed, capacity * 2)
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.update(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }

    /// Appends a byte there is room for (see ``reserve(_:)``).
    @inline(__always)
    mutating func store(_ byte: UInt8) {
        base[count] = byte
        count += 1
    }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        reserve(1)
        store(byte)
    }

    mutating func append(contentsOf bytes: UnsafeRawBufferPointer) {
        reserve(bytes.count)
        for byte in bytes { store(byte) }
    }

    mutating func append(contentsOf text: String.UTF8View) {
        reserve(text.count)
        for byte in text { store(byte) }
    }

    /// Appends ESC followed by `sequence`.
    mutating func append(escape sequence: StaticString) {
        reserve(1 + sequence.utf8CodeUnitCount)
        store(0x1B)
        sequence.withUTF8Buffer { for byte in $0 { store(byte) } }
    }

    /// Appends a non-negative number in decimal.
    mutating func append(decimal value: Int) {
        reserve(20)
        if value < 10 { return store(UInt8(ascii: "0") + UInt8(value)) }
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
        var length = 0
        var rest = value
        withUnsafeMutableBytes(of: &digits) { buffer in
            while rest > 0 {
                buffer[length] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
                length += 1
            }
            for index in stride(from: length - 1, through: 0, by: -1) { store(buffer[index]) }
        }
    }

    /// Appends a Unicode scalar value in UTF-8.
    @inline(__always)
    mutating func append(scalar value: UInt32) {
        reserve(4)
        switch value {
        case ..<0x80:
            store(UInt8(truncatingIfNeeded: value))
        case ..<0x800:
            store(0xC0 | UInt8(truncatingIfNeeded: value >> 6))
            store(0x80 | UInt8(truncatingIfNeeded: value) & 0x3F)
        case ..<0x10000:
            store(0xE0 | UInt8(truncatingIfNeeded: value >> 12))
            store(0x80 | UInt8(truncatingIfNeeded: value >> 6) & 0x3F)
            store(0x80 | UInt8(truncatingIfNeeded: value) & 0x3F)
        default:
            store(0xF0 | UInt8(truncatingIfNeeded: value >> 18))
            store(0x80 | UInt8(truncatingIfNeeded: value >> 12) & 0x3F)
            store(0x80 | UInt8(truncatingIfNeeded: value >> 6) & 0x3F)
            store(0x80 | UInt8(truncatingIfNeeded: value) & 0x3F)
        }
    }

    /// The UTF-8 bytes of a Unicode scalar value, packed into an integer (first byte lowest), and
    /// their number.
    @inline(__always)
    static func utf8(_ value: UInt32) -> (bytes: UInt32, count: Int) {
        switch value {
        case ..<0x80:
            return (value, 1)
        case ..<0x800:
            return ((0xC0 | value >> 6) | (0x80 | value & 0x3F) << 8, 2)
        case ..<0x10000:
            return ((0xE0 | value >> 12) | (0x80 | value >> 6 & 0x3F) << 8 | (0x80 | value & 0x3F) << 16, 3)
        default:
            return ((0xF0 | value >> 18) | (0x80 | value >> 12 & 0x3F) << 8 | (0x80 | value >> 6 & 0x3F) << 16
                        | (0x80 | value & 0x3F) << 24, 4)
        }
    }

    /// Appends the bytes `utf8` gave, `times` times over (a run of one character).
    @inline(__always)
    mutating func append(_ encoded: (bytes: UInt32, count: Int), times: Int) {
        reserve(encoded.count * times + 4)
        let bytes = encoded.bytes.littleEndian
        // Four bytes stored at once, and the pointer moved on by the character's length: the
        // extra bytes are written over by the next character, or are past the end.
        var next = UnsafeMutableRawPointer(base + count)
        for _ in 0 ..< times {
            next.storeBytes(of: bytes, toByteOffset: 0, as: UInt32.self)
            next += encoded.count
        }
        count += encoded.count * times
    }

    /// The bytes, as an array; the buffer goes.
    consuming func bytes() -> [UInt8] {
        Array(UnsafeBufferPointer(start: base, count: count))
    }
}
