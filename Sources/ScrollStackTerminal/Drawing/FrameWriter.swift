// The bytes of one frame, written by the renderer: cursor moves, moves of lines and cells, styles
// and the characters of the cells that differ from what the terminal shows.

/// The bytes of one frame: cursor moves, styles and characters, with the terminal's cursor and
/// style tracked so each is sent only when it changes.
struct FrameWriter: ~Copyable {
    let usesColor: Bool
    let repetition: FrameRenderer.Repetition
    private var output = OutputBytes()
    /// The terminal's style: the default at the start of a frame, as every frame ends with a reset.
    private var style: UInt64 = 0
    /// Where the next character would be written; unknown (-1) after a move.
    private var cursor = (x: -1, y: -1)

    init(usesColor: Bool, repetition: FrameRenderer.Repetition) {
        self.usesColor = usesColor
        self.repetition = repetition
    }

    /// Resets the style and clears the screen: the terminal then shows blank default cells.
    mutating func clearScreen() {
        output.append(escape: "[0m")
        output.append(escape: "[2J")
    }

    /// Moves `lines` by `shift` (up when positive) with a scroll region, or, for the whole screen,
    /// with a plain scroll. Lines come in blank in the current (default) style.
    mutating func move(_ lines: Range<Int>, by shift: Int, height: Int) {
        let whole = lines == 0 ..< height
        if !whole {
            output.append(escape: "[")
            output.append(decimal: lines.lowerBound + 1)
            output.append(UInt8(ascii: ";"))
            output.append(decimal: lines.upperBound)
            output.append(UInt8(ascii: "r"))
        }
        output.append(escape: "[")
        if shift.magnitude != 1 { output.append(decimal: Int(shift.magnitude)) }
        output.append(UInt8(ascii: shift > 0 ? "S" : "T"))
        if !whole { output.append(escape: "[r") }
        cursor = (-1, -1)
    }

    /// Moves the cells from `column` to the right edge on each of `lines` left by `shift` columns
    /// (deleting characters) or right (inserting blanks); the cells that come in are blank in the
    /// default style. The cursor stays in its column while it steps down the lines.
    mutating func moveCells(of lines: Range<Int>, from column: Int, by shift: Int) {
        if style != 0 {
            output.append(escape: "[0m")
            style = 0
        }
        for y in lines {
            if y == lines.lowerBound { moveCursor(to: column, y) } else { output.append(escape: "[B") }
            output.append(escape: "[")
            if shift.magnitude != 1 { output.append(decimal: Int(shift.magnitude)) }
            output.append(UInt8(ascii: shift > 0 ? "P" : "@"))
            cursor = (column, y)
        }
    }

    /// Writes the cells of `lines` of `canvas` that differ from `screen`, and makes `screen` show them.
    mutating func writeLines(_ lines: Range<Int>, of canvas: Canvas, over screen: inout Canvas) {
        for y in lines {
            // Without multi-scalar characters on either line, equal cells are equal packed cells:
            // the line is compared as it is written, and the screen takes the cells from the
            // first that differs. Other lines are compared, and copied, whole.
            let plain = !canvas.clusterLines[y] && !screen.clusterLines[y]
            guard plain || !canvas.line(y, equals: screen) else { continue }
            let first = writeLine(y, of: canvas, over: screen, plain: plain)
            if first < canvas.width { screen.copyLine(y, from: canvas, startingAt: plain ? first : 0) }
        }
    }

    /// Writes the cells of line `y` that differ; returns the first column that differs (on a plain
    /// line; 0 on another), or the width when none does.
    private mutating func writeLine(_ y: Int, of canvas: Canvas, over screen: Canvas, plain: Bool) -> Int {
        canvas.cellStorage.withUnsafeBufferPointer { canvasCells in
            screen.cellStorage.withUnsafeBufferPointer { screenCells in
                let new = UnsafeBufferPointer(rebasing: canvasCells[canvas.lineStart[y] ..< canvas.lineStart[y] + canvas.width])
                let old = UnsafeBufferPointer(rebasing: screenCells[screen.lineStart[y] ..< screen.lineStart[y] + canvas.width])
                let first = plain ? Self.firstDifference(new, old, from: 0) : 0
                if first < new.count { writeLine(y, new, over: old, from: first, plain: plain, canvas: canvas, screen: screen) }
                return first
            }
        }
    }

    /// Writes the cells of a line that differ from what the terminal shows: each run of them
    /// after one cursor move (none when the cursor is there already), styles only where they change.
    private mutating func writeLine(_ y: Int, _ new: UnsafeBufferPointer<PackedCell>, over old: UnsafeBufferPointer<PackedCell>,
                                    from start: Int, plain: Bool, canvas: Canvas, screen: Canvas) {
        let width = new.count
        let styleMask = usesColor ? ~UInt64(0) : ~PackedStyle.colors
        var x = start
        while x < width {
            // Skip what the terminal shows already (whole blocks at once on plain lines), and right
            // halves of wide characters.
            if plain { x = Self.firstDifference(new, old, from: x) }
            while x < width && (new[x].glyph == PackedCell.continuation || Self.same(new[x], old[x], plain, canvas, screen)) { x += 1 }
            guard x < width else { return }
            moveCursor(to: x, y)
            // The run: cells written one after another, the cursor following on its own.
            repeat {
                if plain && repetition == .never {
                    let start = x
                    x = writeASCII(new, over: old, from: x, styleMask: styleMask)
                    if x > start { continue }
                }
                let packed = new[x]
                let wanted = packed.style & styleMask
                if wanted != style {
                    SelectGraphicRendition.append(from: style, to: wanted, to: &output)
                    style = wanted
                }
                let wide = x + 1 < width && new[x + 1].glyph == PackedCell.continuation
                if packed.isCluster {
                    output.append(contentsOf: canvas.clusters[packed.clusterNumber].utf8)
                    x += wide ? 2 : 1
                } else if wide {
                    output.append(scalar: packed.glyph)
                    x += 2
                } else if repetition != .never && repetition.allows(packed.glyph) {
                    output.append(scalar: packed.glyph)
                    x += 1
                    // Cells after it showing the same character in the same style, written or not.
                    var end = x
                    while end < width && new[end] == packed { end += 1 }
                    let repeats = end - x
                    if repeats > 0 && repeats * UTF8Length.of(packed.glyph) > 3 + decimalLength(repeats) {
                        output.append(escape: "[")
                        output.append(decimal: repeats)
                        output.append(UInt8(ascii: "b"))
                        x = end
                    }
                } else {
                    // This character and the same one in the cells after it that need writing,
                    // encoded once.
                    let end = plain ? Self.plainRunEnd(of: packed, new, over: old, from: x + 1)
                        : Self.runEnd(of: packed, new, over: old, from: x + 1, canvas: canvas, screen: screen)
                    output.append(OutputBytes.utf8(packed.glyph), times: end - x)
                    x = end
                }
            } while x < width && new[x].glyph != PackedCell.continuation && !Self.same(new[x], old[x], plain, canvas, screen)
            cursor = (x, y)
        }
    }

    /// Writes the cells from `x` on that hold ASCII in the terminal's current style (most of a
    /// line of text), a byte a cell, with none of the checks other cells need (such a character
    /// is never wide); returns the column it stopped at. A few cells the terminal shows already
    /// (the spaces between words on a line that was blank) are written too: fewer bytes than
    /// moving the cursor past them.
    @inline(__always)
    private mutating func writeASCII(_ new: UnsafeBufferPointer<PackedCell>, over old: UnsafeBufferPointer<PackedCell>,
                                     from x: Int, styleMask: UInt64) -> Int {
        let width = new.count
        var x = x
        output.reserve(width - x)
        while x < width {
            let cell = new[x]
            guard cell.glyph < 0x80, cell.style & styleMask == style else { break }
            if cell == old[x] {
                var end = x + 1
                while end < width && end - x < 3 && new[end] == old[end] { end += 1 }
                guard end - x < 3 && end < width else { break }
            }
            output.store(UInt8(truncatingIfNeeded: cell.glyph))
            x += 1
        }
        return x
    }

    /// Where a run of `packed` (a character one cell wide) that needs writing ends, from `x` on:
    /// at a cell holding something else, one the terminal shows already, or a wide character's
    /// left half. On a line without multi-scalar characters, cells are compared as values.
    @inline(__always)
    private static func plainRunEnd(of packed: PackedCell, _ new: UnsafeBufferPointer<PackedCell>,
                                    over old: UnsafeBufferPointer<PackedCell>, from x: Int) -> Int {
        let width = new.count
        var end = x
        while end < width && new[end] == packed && old[end] != packed { end += 1 }
        // Only the run's last cell can be a wide character's left half: the cell after every
        // other one holds `packed`.
        if end > x && end < width && new[end].glyph == PackedCell.continuation { end -= 1 }
        return end
    }

    /// The same, on a line where cells are compared through the canvases' character tables.
    private static func runEnd(of packed: PackedCell, _ new: UnsafeBufferPointer<PackedCell>, over old: UnsafeBufferPointer<PackedCell>,
                               from x: Int, canvas: Canvas, screen: Canvas) -> Int {
        let width = new.count
        var end = x
        while end < width && new[end] == packed && !canvas.packedCell(packed, equals: old[end], of: screen)
            && (end + 1 == width || new[end + 1].glyph != PackedCell.continuation) { end += 1 }
        return end
    }

    /// The first column from `x` where two lines of plain cells differ, or the width: the next few
    /// cells one by one (text differs often), then the rest of the line compared as memory, then
    /// halves of the part where they differ (a line that differs only at its end costs a few
    /// comparisons, not one per block).
    @inline(__always)
    private static func firstDifference(_ new: UnsafeBufferPointer<PackedCell>, _ old: UnsafeBufferPointer<PackedCell>,
                                        from x: Int) -> Int {
        let stride = MemoryLayout<PackedCell>.stride
        func equal(_ range: Range<Int>) -> Bool {
            memoryEqual(new.baseAddress! + range.lowerBound, old.baseAddress! + range.lowerBound, count: range.count * stride)
        }
        var x = x, end = new.count
        let near = min(x + 8, end)
        while x < near {
            if new[x] != old[x] { return x }
            x += 1
        }
        guard x < end, !equal(x ..< end) else { return end }
        // A difference lies in `x ..< end`.
        while end - x > 8 {
            let middle = x + (end - x) / 2
            if equal(x ..< middle) { x = middle } else { end = middle }
        }
        while new[x] == old[x] { x += 1 }
        return x
    }

    /// Whether a cell shows what the terminal shows: equal packed cells on lines without
    /// multi-scalar characters, else compared through the canvases' character tables.
    @inline(__always)
    private static func same(_ new: PackedCell, _ old: PackedCell, _ plain: Bool, _ canvas: Canvas, _ screen: Canvas) -> Bool {
        plain ? new == old : canvas.packedCell(new, equals: old, of: screen)
    }

    private mutating func moveCursor(to x: Int, _ y: Int) {
        guard cursor.x != x || cursor.y != y else { return }
        output.append(escape: "[")
        if cursor.y == y && cursor.x >= 0 && x > cursor.x {
            // Forward on the same line: shorter than a full position.
            if x - cursor.x > 1 { output.append(decimal: x - cursor.x) }
            output.append(UInt8(ascii: "C"))
        } else {
            output.append(decimal: y + 1)
            output.append(UInt8(ascii: ";"))
            output.append(decimal: x + 1)
            output.append(UInt8(ascii: "H"))
        }
    }

    /// The frame's bytes, the style reset at the end so the next frame starts from the default.
    consuming func finish() -> [UInt8] {
        if style != 0 { output.append(escape: "[0m") }
        return output.bytes()
    }
}

/// How many bytes a scalar takes in UTF-8.
enum UTF8Length {
    @inline(__always)
    static func of(_ value: UInt32) -> Int {
        value < 0x80 ? 1 : value < 0x800 ? 2 : value < 0x10000 ? 3 : 4
    }
}

/// The number of decimal digits of a non-negative number.
@inline(__always)
func decimalLength(_ value: Int) -> Int {
    value < 10 ? 1 : value < 100 ? 2 : value < 1000 ? 3 : value < 10_000 ? 4 : 5 + decimalLength(value / 100_000)
}
