// Finding the band of lines that moved between two frames when nobody said, so a renderer given
// frames drawn from scratch still moves the band on the terminal instead of writing it again.

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

    private static func hash(_ cellStorage: UnsafeBufferPointer<PackedCell>, _ range: Range<Int>) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for index in range {
            let packed = cellStorage[index]
            // A multi-scalar character hashes by kind only: its number differs between canvases.
            hash = (hash ^ UInt64(packed.isCluster ? PackedCell.clusterFlag : packed.glyph)) &* 0x100_0000_01B3
            hash = (hash ^ packed.style) &* 0x100_0000_01B3
        }
        return hash
    }

    /// `blocksPerLine` hashes per line, line by line.
    func hashes(of canvas: Canvas) -> [UInt64] {
        var result = [UInt64](repeating: 0, count: height * Self.blocksPerLine)
        canvas.cellStorage.withUnsafeBufferPointer { cellStorage in
            for y in 0 ..< height {
                for block in 0 ..< Self.blocksPerLine {
                    let columns = columns(ofBlock: block)
                    let start = canvas.lineStart[y]
                    result[y * Self.blocksPerLine + block] = Self.hash(cellStorage, start + columns.lowerBound ..< start + columns.upperBound)
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
        let blankLine = [PackedCell](repeating: .blank, count: width)
        let blank = blankLine.withUnsafeBufferPointer { cellStorage in
            (0 ..< Self.blocksPerLine).map { Self.hash(cellStorage, columns(ofBlock: $0)) }
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
