// What changed in a canvas since an earlier moment: the lines drawn on, the bands of lines moved,
// and whether it is still the canvas that moment was taken of. Renderers and stacks read it to do
// only the work a frame needs.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A moment in a canvas's history, to ask later what changed since.
struct CanvasMark: Equatable, Sendable {
    let lineage: UInt64
    let version: UInt64
}

/// A band of the canvas that moved: whole lines, up by `shift` (down when negative), as a
/// terminal's scroll region moves them; or, when `columns` is set, the cells of those columns on
/// each of the lines, left by `shift` (right when negative), as deleting or inserting characters
/// at the band's left edge moves them (the band then reaches the canvas's right edge).
struct LineMove: Equatable, Sendable {
    var lines: Range<Int>
    var columns: Range<Int>? = nil
    var shift: Int
    /// The canvas version the move made.
    var version: UInt64
}

/// Who a canvas's history belongs to. A canvas copied and then changed gets a new one, so a mark
/// taken of one copy never describes the other.
final class CanvasLineage: Sendable {
    let id = UInt64.random(in: 1 ... .max)
}

/// A canvas's history: a version that grows with every change, the version at which each line
/// last changed, and the last few moves.
struct CanvasHistory: Sendable {
    private var lineage = CanvasLineage()
    private(set) var version: UInt64 = 1
    /// The version at which each line last changed; moved lines keep theirs.
    private(set) var lineVersions: [UInt64]
    /// The version at which some line last changed (the largest of `lineVersions`).
    private var lastLineChange: UInt64 = 1
    private(set) var moves: [LineMove] = []
    /// Every move made after this version is in `moves`.
    private var movesKnownSince: UInt64 = 0

    /// How many moves are remembered; a reader that looks further back treats every line as changed.
    static let moveLimit = 16

    init(height: Int) {
        lineVersions = Array(repeating: 1, count: height)
    }

    /// Now, to ask later what changed since.
    var mark: CanvasMark { CanvasMark(lineage: lineage.id, version: version) }

    @inline(__always)
    private mutating func advance() {
        if !isKnownUniquelyReferenced(&lineage) { lineage = CanvasLineage() }
        version &+= 1
    }

    @inline(__always)
    mutating func changed(line y: Int) {
        advance()
        lineVersions[y] = version
        lastLineChange = version
    }

    /// Everything changed, and how is not known (the canvas was cleared to be drawn from scratch):
    /// a reader then compares every line and looks for moved bands itself.
    mutating func startedAfresh() {
        advance()
        let version = version
        lineVersions.withUnsafeMutableBufferPointer { $0.update(repeating: version) }
        lastLineChange = version
        moves.removeAll(keepingCapacity: true)
        movesKnownSince = version
    }

    /// Records that `lines` moved by `shift` (`0 < |shift| < lines.count`); the lines that came in
    /// changed.
    mutating func moved(_ lines: Range<Int>, by shift: Int) {
        advance()
        rotate(&lineVersions, lines, by: shift)
        for y in incomingLines(lines, shift: shift) { lineVersions[y] = version }
        lastLineChange = version
        moves.append(LineMove(lines: lines, shift: shift, version: version))
        if moves.count > Self.moveLimit { movesKnownSince = moves.removeFirst().version }
    }

    /// Records that the cells of `columns` on each of `lines` moved left by `shift` (right when
    /// negative); every line of the band changed.
    mutating func moved(_ columns: Range<Int>, of lines: Range<Int>, by shift: Int) {
        advance()
        for y in lines { lineVersions[y] = version }
        lastLineChange = version
        moves.append(LineMove(lines: lines, columns: columns, shift: shift, version: version))
        if moves.count > Self.moveLimit { movesKnownSince = moves.removeFirst().version }
    }

    /// Whether everything that happened since `mark` is known: the same canvas, and no move
    /// forgotten since.
    func knows(since mark: CanvasMark) -> Bool {
        mark.lineage == lineage.id && mark.version >= movesKnownSince && mark.version <= version
    }

    /// The moves made after `mark`, oldest first (`knows(since:)` must be true).
    func moves(since mark: CanvasMark) -> ArraySlice<LineMove> {
        let first = moves.firstIndex { $0.version > mark.version } ?? moves.endIndex
        return moves[first...]
    }

    /// Whether the lines `lines` are as they were at `mark`: nothing drawn on them, nothing moved.
    func unchanged(_ lines: Range<Int>, since mark: CanvasMark) -> Bool {
        knows(since: mark) && moves(since: mark).isEmpty
            && (lastLineChange <= mark.version || lines.allSatisfy { lineVersions[$0] <= mark.version })
    }
}

/// The lines a move of `lines` by `shift` brings in (blank).
func incomingLines(_ lines: Range<Int>, shift: Int) -> Range<Int> {
    shift > 0 ? lines.upperBound - shift ..< lines.upperBound : lines.lowerBound ..< lines.lowerBound - shift
}

/// Rotates `range` of `array` so that element `i + shift` comes to `i` (up when `shift` is
/// positive), in place: the few elements that wrap around are set aside, the rest moved in one
/// block.
func rotate<Element>(_ array: inout [Element], _ range: Range<Int>, by shift: Int) {
    let count = range.count
    guard count > 1 else { return }
    let k = ((shift % count) + count) % count
    guard k != 0 else { return }
    array.withUnsafeMutableBufferPointer { buffer in
        let base = buffer.baseAddress! + range.lowerBound
        // The shorter part goes aside while the longer one moves (a move between overlapping
        // regions is allowed, and is one block move for plain values).
        withUnsafeTemporaryAllocation(of: Element.self, capacity: min(k, count - k)) { temporary in
            let spare = temporary.baseAddress!
            if k <= count - k {
                spare.moveInitialize(from: base, count: k)
                base.moveInitialize(from: base + k, count: count - k)
                (base + count - k).moveInitialize(from: spare, count: k)
            } else {
                spare.moveInitialize(from: base + k, count: count - k)
                (base + count - k).moveInitialize(from: base, count: k)
                base.moveInitialize(from: spare, count: count - k)
            }
        }
    }
}

/// Whether `count` bytes at `a` and `b` are equal.
@inline(__always)
func memoryEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, count: Int) -> Bool {
    memcmp(a, b, count) == 0
}

extension Canvas {
    /// Moves the lines `lines` up by `shift` lines (down when negative), as a terminal's scroll
    /// region does: lines moved past the band's edge are dropped and the lines that come in are
    /// blank, in the terminal's default style. A ``FrameRenderer`` then moves them on the terminal
    /// the same way (a few bytes) instead of writing them again. Parts of `lines` outside the
    /// canvas are ignored; a shift as long as the band blanks it.
    public mutating func scrollLines(_ lines: Range<Int>, by shift: Int) {
        let band = lines.clamped(to: 0 ..< height)
        guard shift != 0, !band.isEmpty, width > 0 else { return }
        guard shift.magnitude < band.count else {
            for y in band { blankLine(y) }
            return
        }
        rotate(&lineStart, band, by: shift)
        rotate(&clusterLines, band, by: shift)
        history.moved(band, by: shift)
        // The history already counts the lines that came in as changed.
        for y in incomingLines(band, shift: shift) { blankCells(ofLine: y) }
    }

    /// Moves the cells in `columns` of the lines `lines` up by `shift` lines (down when
    /// negative), leaving the cells beside them where they are: the part of a scroll region a
    /// view narrower than the canvas covers. The cells that come in are blank; every line of the
    /// band counts as changed (a terminal cannot move part of a line, so a renderer writes what
    /// differs). `columns` and `lines` must lie inside the canvas, and the shift be shorter than
    /// the band.
    mutating func moveCells(_ columns: Range<Int>, of lines: Range<Int>, by shift: Int) {
        guard shift != 0, !columns.isEmpty, shift.magnitude < lines.count else { return }
        // A wide character across the band's edge would be cut by the move: its halves become blanks.
        for y in lines { separateWideCharacters(y: y, columns: columns) }
        // The lines that receive cells, taken so that each line's cells move before it receives
        // another's.
        let order = shift > 0 ? stride(from: lines.lowerBound, to: lines.upperBound - shift, by: 1)
                              : stride(from: lines.upperBound - 1, to: lines.lowerBound - shift - 1, by: -1)
        cellStorage.withUnsafeMutableBufferPointer { cells in
            for y in order {
                let to = lineStart[y] + columns.lowerBound, from = lineStart[y + shift] + columns.lowerBound
                (cells.baseAddress! + to).update(from: cells.baseAddress! + from, count: columns.count)
            }
            for y in incomingLines(lines, shift: shift) {
                PackedCell.fill(UnsafeMutableBufferPointer(rebasing: cells[lineStart[y] + columns.lowerBound ..< lineStart[y] + columns.upperBound]),
                                with: .blank)
            }
        }
        for y in order where clusterLines[y + shift] { clusterLines[y] = true }
        for y in lines { history.changed(line: y) }
    }

    /// Moves the cells in `columns` of each of the lines `lines` left by `shift` columns (right
    /// when negative), as deleting (or inserting) characters at the band's left edge moves them
    /// on a terminal: cells moved past the band's edge are dropped, the ones that come in are
    /// blank, and a wide character that loses a half leaves a blank. When the band reaches the
    /// canvas's right edge, the move is recorded, and a ``FrameRenderer`` may make it on the
    /// terminal the same way; otherwise it writes the cells that differ. `columns` and `lines`
    /// must lie inside the canvas, and the shift be shorter than the band.
    mutating func moveColumns(_ columns: Range<Int>, of lines: Range<Int>, by shift: Int) {
        guard shift != 0, !lines.isEmpty, shift.magnitude < columns.count else { return }
        let kept = columns.count - Int(shift.magnitude)
        let (from, to) = shift > 0 ? (columns.lowerBound + shift, columns.lowerBound) : (columns.lowerBound, columns.lowerBound - shift)
        // The cell that lands on the band's edge next to the cells dropped: a wide character's
        // right half there has lost its left, a left half its right.
        let edge = shift > 0 ? columns.lowerBound : columns.upperBound - 1
        let incoming = incomingLines(columns, shift: shift)
        for y in lines {
            separateWideCharacters(y: y, columns: columns)
            let start = lineStart[y]
            cellStorage.withUnsafeMutableBufferPointer { cells in
                let line = cells.baseAddress! + start
                // Moving left, the first cell kept is a right half; moving right, the last cell
                // kept is a left half when the cell after it, which is dropped, is a right half.
                let cut = line[shift > 0 ? from : from + kept].glyph == PackedCell.continuation
                _ = memmove(line + to, line + from, kept * MemoryLayout<PackedCell>.stride)
                PackedCell.fill(UnsafeMutableBufferPointer(start: line + incoming.lowerBound, count: incoming.count), with: .blank)
                if cut { line[edge] = .blank }
            }
        }
        // A terminal moves the cells of a line only as far as its right edge.
        if columns.upperBound == width {
            history.moved(columns, of: lines, by: shift)
        } else {
            for y in lines { history.changed(line: y) }
        }
    }

    /// Makes line `y` blank in the default style, and records the change.
    private mutating func blankLine(_ y: Int) {
        blankCells(ofLine: y)
        history.changed(line: y)
    }

    private mutating func blankCells(ofLine y: Int) {
        let start = lineStart[y]
        cellStorage.withUnsafeMutableBufferPointer {
            PackedCell.fill(UnsafeMutableBufferPointer(rebasing: $0[start ..< start + width]), with: .blank)
        }
        clusterLines[y] = false
    }
}
