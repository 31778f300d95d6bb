// Drawing into a canvas: filling rectangles, writing text (wide characters and clipping included)
// and restyling cells. A write that leaves a cell as it was changes nothing in the history, so a
// frame that redraws what is already there costs the renderer nothing.

extension Canvas {
    /// The lines of `start ..< start + length` that drawing may change.
    @inline(__always)
    private func writable(start: Int, length: Int) -> Range<Int> {
        cells(start: start, length: length, within: height).clamped(to: writableLines)
    }

    /// Fills a rectangle of cells with a character and style; parts outside the canvas are skipped.
    /// A wide character fills it in pairs of columns (an odd last column is left blank); a
    /// zero-width one fills it with blanks.
    public mutating func fill(x: Int, y: Int, width: Int, height: Int, with character: Character = " ",
                              style: TextStyle = .plain) {
        let characterWidth = displayWidth(of: character)
        let packed = style.packed
        guard characterWidth == 2 else {
            let packed = PackedCell(glyph: characterWidth == 0 ? 0x20 : glyph(of: character), style: packed)
            return fill(x: x, y: y, width: width, height: height, with: packed)
        }
        let glyph = glyph(of: character)
        let columns = cells(start: x, length: width, within: self.width)
        for row in writable(start: y, length: height) {
            for column in stride(from: columns.lowerBound, to: columns.upperBound, by: 2) {
                if column + 2 <= columns.upperBound {
                    put(glyph, width: 2, style: packed, x: column, y: row)
                } else {
                    put(0x20, width: 1, style: packed, x: column, y: row)
                }
            }
        }
    }

    mutating func fill(x: Int, y: Int, width: Int, height: Int, with packed: PackedCell) {
        let columns = cells(start: x, length: width, within: self.width)
        guard !columns.isEmpty else { return }
        for row in writable(start: y, length: height) {
            let start = lineStart[row]
            let range = start + columns.lowerBound ..< start + columns.upperBound
            let unchanged = cellStorage.withUnsafeBufferPointer { cells in range.allSatisfy { cells[$0] == packed } }
            if unchanged { continue }
            separateWideCharacters(y: row, columns: columns)
            cellStorage.withUnsafeMutableBufferPointer {
                PackedCell.fill(UnsafeMutableBufferPointer(rebasing: $0[range]), with: packed)
            }
            if columns.count == self.width { clusterLines[row] = packed.isCluster }
            history.changed(line: row)
        }
    }

    private mutating func glyph(of character: Character) -> UInt32 {
        let scalars = character.unicodeScalars
        if scalars.count == 1, let scalar = scalars.first { return scalar.value }
        return cluster(String(character))
    }

    /// Calls `body` with the glyph, width (1 or 2) and starting column of each character of `text`
    /// drawn from column `x`, skipping zero-width characters, until it returns false. Returns the
    /// column after the last character visited.
    @inline(__always)
    private mutating func layOut(_ text: String, from x: Int,
                                 _ body: (inout Canvas, UInt32, Int, Int) -> Bool) -> Int {
        var column = x
        if asciiWidth(of: text) != nil {
            for byte in text.utf8 where byte >= 0x20 && byte != 0x7F {
                guard body(&self, UInt32(byte), 1, column) else { break }
                column += 1
            }
            return column
        }
        for character in text {
            let w = displayWidth(of: character)
            if w == 0 { continue }
            guard body(&self, glyph(of: character), w, column) else { break }
            column += w
        }
        return column
    }

    /// Writes one character (a glyph `w` columns wide) at (`x`, `y`), unless the cells already
    /// show it or `y` is not writable.
    @inline(__always)
    private mutating func put(_ glyph: UInt32, width w: Int, style: UInt64, x: Int, y: Int) {
        guard writableLines.contains(y) else { return }
        let index = lineStart[y] + x
        let packed = PackedCell(glyph: glyph, style: style)
        // The same character in its own place (a glyph's width never changes, and a canvas's
        // numbers for multi-scalar characters are its own): nothing changes.
        if cellStorage[index] == packed && (w == 1 || cellStorage[index + 1] == PackedCell(glyph: PackedCell.continuation, style: style)) { return }
        separateWideCharacters(y: y, columns: x ..< x + w)
        cellStorage[index] = packed
        if w == 2 { cellStorage[index + 1] = PackedCell(glyph: PackedCell.continuation, style: style) }
        if packed.isCluster { clusterLines[y] = true }
        history.changed(line: y)
    }

    /// Before `columns` of row `y` are overwritten: a wide character only partly inside them loses
    /// its other half, which becomes a blank, as on a terminal.
    @inline(__always)
    mutating func separateWideCharacters(y: Int, columns: Range<Int>) {
        let start = lineStart[y]
        if columns.lowerBound > 0 && cellStorage[start + columns.lowerBound].glyph == PackedCell.continuation {
            cellStorage[start + columns.lowerBound - 1].glyph = 0x20
        }
        if columns.upperBound < width && cellStorage[start + columns.upperBound].glyph == PackedCell.continuation {
            cellStorage[start + columns.upperBound].glyph = 0x20
        }
    }

    /// Draws `text` from column `x` of row `y`, clipped to `maxWidth` columns and to the canvas, and
    /// returns the number of columns it advanced. A wide character that would be cut in half is left
    /// out; zero-width characters are skipped.
    @discardableResult
    public mutating func draw(_ text: String, x: Int, y: Int, style: TextStyle = .plain, maxWidth: Int = .max) -> Int {
        let limit = min(width, saturatingSum(x, maxWidth))
        guard y >= 0 && y < height, maxWidth > 0, x < limit else { return 0 }
        let packed = style.packed
        let end = layOut(text, from: x) { canvas, glyph, w, column in
            if column + w > limit { return false }
            if column >= 0 {
                canvas.put(glyph, width: w, style: packed, x: column, y: y)
            } else if column + w > 0 {
                // Half of a wide character is left of the canvas: show a blank for the other half.
                canvas.put(0x20, width: 1, style: packed, x: 0, y: y)
            }
            return true
        }
        return max(0, end - x)
    }

    /// Draws `text` starting at column `x` of row `y`, showing only the characters that lie entirely
    /// within the columns `clip` (and the canvas), and returns the columns the whole text takes,
    /// shown or not, so consecutive spans line up.
    @discardableResult
    public mutating func draw(_ text: String, x: Int, y: Int, style: TextStyle = .plain, clip: Range<Int>) -> Int {
        let lower = max(0, clip.lowerBound)
        let upper = min(width, clip.upperBound)
        // Past the last visible column, or on a line nothing may change, nothing shows (and
        // counting on from a huge `x` could overflow): only the text's width matters.
        guard x < upper, writableLines.contains(y) else { return displayWidth(of: text) }
        let packed = style.packed
        let end = layOut(text, from: x) { canvas, glyph, w, column in
            if column >= lower && column + w <= upper {
                canvas.put(glyph, width: w, style: packed, x: column, y: y)
            }
            return true
        }
        return end - x
    }

    /// Sets column `x` of the `count` lines from line `y` to `cell(line)` (lines counted from `y`),
    /// cell by cell: lines outside the canvas or not writable are skipped, and a cell that already
    /// shows it changes nothing (a scroll bar redrawn each frame changes only the cells that moved).
    /// `cell` gives single-column characters.
    mutating func setColumn(_ x: Int, from y: Int, count: Int, _ cell: (Int) -> PackedCell) {
        guard x >= 0 && x < width else { return }
        for row in writable(start: y, length: count) {
            let packed = cell(row - y)
            let index = lineStart[row] + x
            if cellStorage[index] == packed { continue }
            separateWideCharacters(y: row, columns: x ..< x + 1)
            cellStorage[index] = packed
            if packed.isCluster { clusterLines[row] = true }
            history.changed(line: row)
        }
    }

    /// Applies `change` to the style of every cell in a rectangle (for highlights and dimming).
    public mutating func restyle(x: Int, y: Int, width: Int, height: Int, _ change: (inout TextStyle) -> Void) {
        for row in writable(start: y, length: height) {
            var changed = false
            for column in cells(start: x, length: width, within: self.width) {
                let index = lineStart[row] + column
                var style = TextStyle(packed: cellStorage[index].style)
                change(&style)
                let packed = style.packed
                if packed != cellStorage[index].style {
                    cellStorage[index].style = packed
                    changed = true
                }
            }
            if changed { history.changed(line: row) }
        }
    }
}
