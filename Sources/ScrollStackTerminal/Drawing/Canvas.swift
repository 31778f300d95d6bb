// A grid of character cells drawn in memory: how cells are stored, read, compared and cleared.
// Drawing into it is in Canvas+Drawing.swift; what changed since a frame is in CanvasHistory.swift.

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

/// A cell as the canvas stores it: plain integers, with no padding, so a line is compared with
/// `memcmp` and a frame copied and hashed without touching strings or reference counts.
struct PackedCell: Equatable, Sendable {
    /// A Unicode scalar value; or ``PackedCell/continuation`` for the right half of a wide character;
    /// or ``PackedCell/clusterFlag`` plus an index into the canvas's table of multi-scalar characters.
    var glyph: UInt32
    /// Always 0: it fills the space `style` is aligned after, so equal packed cells have equal bytes.
    private var reserved: UInt32 = 0
    /// A packed ``TextStyle`` (see ``PackedStyle``).
    var style: UInt64

    init(glyph: UInt32, style: UInt64) {
        self.glyph = glyph
        self.style = style
    }

    /// Equal glyphs and styles (the reserved half is always 0, so this is byte equality, in two
    /// comparisons instead of three).
    @inline(__always)
    static func == (lhs: PackedCell, rhs: PackedCell) -> Bool {
        lhs.glyph == rhs.glyph && lhs.style == rhs.style
    }

    static let continuation: UInt32 = 0xFFFF_FFFE
    static let clusterFlag: UInt32 = 0x8000_0000
    static let blank = PackedCell(glyph: 0x20, style: 0)
    /// A renderer's record of a cell whose content on the terminal is not known: it equals no
    /// cell a canvas holds (no scalar has this value), so the cell is written.
    static let unknown = PackedCell(glyph: 0xFFFF_FFFF, style: 0)

    var isCluster: Bool { glyph & PackedCell.clusterFlag != 0 && glyph < PackedCell.continuation }
    var clusterNumber: Int { Int(glyph & ~PackedCell.clusterFlag) }

    /// Sets every cell of `cells` to `cell`, a whole cell (16 bytes) a store, which the generic
    /// `update(repeating:)` does not do for a struct of mixed fields.
    @inline(__always)
    static func fill(_ cells: UnsafeMutableBufferPointer<PackedCell>, with cell: PackedCell) {
        guard let base = cells.baseAddress else { return }
        let raw = UnsafeMutableRawPointer(base)
        let pattern = unsafeBitCast(cell, to: SIMD2<UInt64>.self)
        for index in 0 ..< cells.count {
            raw.storeBytes(of: pattern, toByteOffset: index &* MemoryLayout<PackedCell>.stride, as: SIMD2<UInt64>.self)
        }
    }
}

/// A width × height grid of cells, drawn into in memory.
///
/// Keep one canvas for the life of a screen and draw into it frame after frame: it remembers which
/// lines changed and which bands of lines were moved (see ``scrollLines(_:by:)``), so a
/// ``FrameRenderer`` looks only at those, and a ``TerminalStack`` that finds its area as it left it
/// draws only what changed. ``clear(style:)`` starts a frame from nothing instead.
public struct Canvas: Hashable, Sendable {
    /// Columns.
    public let width: Int
    /// Rows.
    public let height: Int
    /// Cells, line by line; line `y` starts at `lineStart[y]`, so moving a band of lines moves
    /// these offsets, not the cells.
    var cellStorage: [PackedCell]
    var lineStart: [Int]
    /// Characters made of several scalars (flags, emoji sequences, accented letters written with
    /// combining marks), numbered in the order they were first drawn.
    var clusters: [String] = []
    var clusterNumbers: [String: UInt32] = [:]
    /// Lines that may hold such a character (their cells are compared by string, not by number).
    var clusterLines: [Bool]
    /// Which lines changed, and which bands moved, since any earlier moment.
    var history: CanvasHistory
    /// The lines drawing may change; the others are left as they are (see
    /// ``TerminalStack/draw(into:x:y:)``, which redraws only the lines a scroll brought in).
    var writableLines: Range<Int>

    /// A blank canvas. Each side is at least 0 and at most 65,535 cells (the largest size a
    /// terminal reports).
    public init(width: Int, height: Int) {
        let width = clampedSide(width, minimum: 0), height = clampedSide(height, minimum: 0)
        self.width = width
        self.height = height
        cellStorage = Array(repeating: .blank, count: width * height)
        lineStart = (0 ..< height).map { $0 * width }
        clusterLines = Array(repeating: false, count: height)
        history = CanvasHistory(height: height)
        writableLines = 0 ..< height
    }

    /// The cell at a position (which must be inside the canvas).
    public subscript(x: Int, y: Int) -> Cell {
        precondition(x >= 0 && x < width && y >= 0 && y < height,
                     "Cell (\(x), \(y)) is outside the \(width) × \(height) canvas")
        let packed = cellStorage[lineStart[y] + x]
        return Cell(character: character(of: packed), style: TextStyle(packed: packed.style))
    }

    func character(of packed: PackedCell) -> String {
        if packed.glyph == PackedCell.continuation { return "" }
        if packed.isCluster { return clusters[packed.clusterNumber] }
        return Unicode.Scalar(packed.glyph).map { String(Character($0)) } ?? ""
    }

    /// Whether two packed cells, of this canvas and of `other`, show the same cell.
    @inline(__always)
    func packedCell(_ a: PackedCell, equals b: PackedCell, of other: Canvas) -> Bool {
        guard a.style == b.style else { return false }
        if a.isCluster || b.isCluster {
            return a.isCluster && b.isCluster && clusters[a.clusterNumber] == other.clusters[b.clusterNumber]
        }
        return a.glyph == b.glyph
    }

    /// Whether line `y` of this canvas shows the same cells as line `y` of `other` (of the same
    /// width): bytes compared at once unless a line holds a multi-scalar character.
    func line(_ y: Int, equals other: Canvas) -> Bool {
        let start = lineStart[y], otherStart = other.lineStart[y]
        if !clusterLines[y] && !other.clusterLines[y] {
            return cellStorage.withUnsafeBytes { mine in
                other.cellStorage.withUnsafeBytes { theirs in
                    let stride = MemoryLayout<PackedCell>.stride
                    return memoryEqual(mine.baseAddress! + start * stride, theirs.baseAddress! + otherStart * stride,
                                       count: width * stride)
                }
            }
        }
        for x in 0 ..< width where !packedCell(cellStorage[start + x], equals: other.cellStorage[otherStart + x], of: other) {
            return false
        }
        return true
    }

    /// Whether two canvases have the same size and the same cells (their histories do not count).
    public static func == (lhs: Canvas, rhs: Canvas) -> Bool {
        guard lhs.width == rhs.width && lhs.height == rhs.height else { return false }
        guard lhs.width > 0 else { return true }
        return (0 ..< lhs.height).allSatisfy { lhs.line($0, equals: rhs) }
    }

    /// Hashes the size and the cells, as equality compares them.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(width)
        hasher.combine(height)
        for y in 0 ..< height {
            for packed in cellStorage[lineStart[y] ..< lineStart[y] + width] {
                if packed.isCluster { hasher.combine(character(of: packed)) } else { hasher.combine(packed.glyph) }
                hasher.combine(packed.style)
            }
        }
    }

    /// Makes every cell blank in `style`.
    public mutating func clear(style: TextStyle = .plain) {
        let blank = PackedCell(glyph: 0x20, style: style.packed)
        cellStorage.withUnsafeMutableBufferPointer { PackedCell.fill($0, with: blank) }
        clusters.removeAll(keepingCapacity: true)
        clusterNumbers.removeAll(keepingCapacity: true)
        for y in 0 ..< height { clusterLines[y] = false }
        history.startedAfresh()
    }

    /// The characters of row `y`, without styles, trailing blanks removed. Traps, naming the row
    /// and the height, if `y` is not in `0 ..< height`.
    public func line(_ y: Int) -> String {
        precondition(y >= 0 && y < height, "Canvas.line(_:): row \(y) is outside 0 ..< \(height)")
        var text = ""
        for x in 0 ..< width { text += character(of: cellStorage[lineStart[y] + x]) }
        while text.last == " " { text.removeLast() }
        return text
    }

    /// Every row as plain text, joined by newlines: what a user would read on the screen.
    public var text: String {
        (0 ..< height).map(line).joined(separator: "\n")
    }

    // MARK: Multi-scalar characters

    /// The number of a multi-scalar character, with ``PackedCell/clusterFlag`` set; drawn for the
    /// first time, it is added to the table.
    mutating func cluster(_ text: String) -> UInt32 {
        if let number = clusterNumbers[text] { return number | PackedCell.clusterFlag }
        // A canvas drawn into for hours without a clear keeps only the characters it still shows.
        if clusters.count >= Self.clusterTableLimit { compactClusters() }
        let number = UInt32(clusters.count)
        clusters.append(text)
        clusterNumbers[text] = number
        return number | PackedCell.clusterFlag
    }

    static let clusterTableLimit = 4096

    /// Renumbers the multi-scalar characters the cells still show, dropping the others. Nothing on
    /// screen changes (such cells are compared by string).
    private mutating func compactClusters() {
        var kept: [String] = []
        var numbers: [String: UInt32] = [:]
        for index in cellStorage.indices where cellStorage[index].isCluster {
            let text = clusters[cellStorage[index].clusterNumber]
            if numbers[text] == nil {
                numbers[text] = UInt32(kept.count)
                kept.append(text)
            }
            cellStorage[index].glyph = numbers[text]! | PackedCell.clusterFlag
        }
        clusters = kept
        clusterNumbers = numbers
    }

    /// Copies line `y` of `source` (of the same width) into line `y` here, multi-scalar
    /// characters included; from `column` on when the cells before it are the same already.
    mutating func copyLine(_ y: Int, from source: Canvas, startingAt column: Int = 0) {
        let start = lineStart[y], sourceStart = source.lineStart[y]
        if !source.clusterLines[y] {
            // A line here with multi-scalar characters is copied whole.
            let column = clusterLines[y] ? 0 : column
            cellStorage.withUnsafeMutableBufferPointer { mine in
                source.cellStorage.withUnsafeBufferPointer { theirs in
                    _ = UnsafeMutableBufferPointer(rebasing: mine[start + column ..< start + width])
                        .update(fromContentsOf: UnsafeBufferPointer(rebasing: theirs[sourceStart + column ..< sourceStart + width]))
                }
            }
            clusterLines[y] = false
        } else {
            for x in 0 ..< width {
                var packed = source.cellStorage[sourceStart + x]
                if packed.isCluster { packed.glyph = cluster(source.clusters[packed.clusterNumber]) }
                cellStorage[start + x] = packed
            }
            clusterLines[y] = true
        }
        history.changed(line: y)
    }
}
