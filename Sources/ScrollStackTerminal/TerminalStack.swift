// A scroll stack drawn in a terminal. The engine decides where every row is; this view measures
// rows in cells for the current width (only the rows near the viewport), draws them and a scroll
// indicator, and turns keys into scrolling.

import ScrollStackCore

/// A run of text in one style.
public struct StyledSpan: Hashable, Sendable {
    /// The text.
    public var text: String
    /// Its style.
    public var style: TextStyle

    /// Creates a span.
    public init(_ text: String, style: TextStyle = .plain) {
        self.text = text
        self.style = style
    }
}

/// One line of styled spans.
public typealias StyledLine = [StyledSpan]

/// What a terminal row shows. The stack asks for the lines at the width it has; the number of
/// lines is the row's extent.
public protocol TerminalRowContent {
    /// The lines this content occupies when it is `width` columns wide.
    func lines(width: Int) -> [StyledLine]
}

/// Text that wraps at word boundaries (and inside words longer than a line), keeping the line
/// breaks it contains. An optional title is drawn bold on its own first line.
public struct TextContent: TerminalRowContent, Sendable {
    /// The bold first line, if any.
    public var title: String?
    /// The body.
    public var text: String
    /// The body's style.
    public var style: TextStyle

    /// Creates text content.
    public init(title: String? = nil, _ text: String, style: TextStyle = .plain) {
        self.title = title
        self.text = text
        self.style = style
    }

    /// The title (bold) and the text, each wrapped to `width` columns.
    public func lines(width: Int) -> [StyledLine] {
        var result: [StyledLine] = []
        if let title {
            result += wrap(title, width: width).map { [StyledSpan($0, style: TextStyle(bold: true))] }
        }
        if !text.isEmpty || title == nil {
            result += wrap(text, width: width).map { [StyledSpan($0, style: style)] }
        }
        return result
    }
}

/// Splits `text` into lines of at most `width` columns, breaking at spaces where possible.
public func wrap(_ text: String, width: Int) -> [String] {
    guard width > 0 else { return [""] }
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
        var line = ""
        var lineWidth = 0
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
            var word = String(word)
            var wordWidth = displayWidth(of: word)
            if lineWidth > 0 && lineWidth + 1 + wordWidth <= width {
                line += " " + word
                lineWidth += 1 + wordWidth
                continue
            }
            if lineWidth > 0 {
                lines.append(line)
                line = ""
                lineWidth = 0
            }
            // A word longer than a line is cut into line-sized pieces.
            while wordWidth > width {
                var piece = ""
                var pieceWidth = 0
                for character in word {
                    let w = displayWidth(of: character)
                    if pieceWidth + w > width { break }
                    piece.append(character)
                    pieceWidth += w
                }
                if piece.isEmpty { break }
                lines.append(piece)
                word.removeFirst(piece.count)
                wordWidth = displayWidth(of: word)
            }
            line = word
            lineWidth = wordWidth
        }
        lines.append(line)
    }
    return lines
}

/// A vertical scroll stack in a terminal: rows of ``TerminalRowContent`` separated by lines, a
/// scroll indicator on the right, scrolling by keys.
///
/// Rows are measured lazily: only rows near the viewport are laid out at the current width, so a
/// stack of 100,000 rows opens and scrolls at once. Until a row is measured it counts as one line.
public struct TerminalStack {
    /// The engine that decides where every row goes.
    public private(set) var engine: StackEngine
    private var contents: [RowID: any TerminalRowContent] = [:]
    /// Columns, including the scroll indicator.
    public private(set) var width: Int
    /// Lines.
    public private(set) var height: Int
    /// The first line of content shown.
    public private(set) var offset = 0

    /// Creates an empty stack of the given size in cells.
    public init(width: Int, height: Int) {
        self.width = max(2, width)
        self.height = max(1, height)
        var configuration = StackConfiguration()
        configuration.rowInsets = Insets(top: 0, left: 1, bottom: 0, right: 1)
        configuration.separatorPlacement = .appended
        configuration.automaticallyHidesLastSeparator = true
        configuration.estimatedRowExtent = 1
        engine = StackEngine(configuration: configuration)
        engine.recordsEvents = false
        applySize()
    }

    private mutating func applySize() {
        engine.configuration.containerSize = Size(width: Double(width - 1), height: Double(height))
    }

    private var viewport: Viewport {
        Viewport(offset: Point(x: 0, y: Double(offset)), size: Size(width: Double(width - 1), height: Double(height)))
    }

    // MARK: Rows

    /// Appends a row and returns its ID.
    @discardableResult
    public mutating func append(_ content: any TerminalRowContent) -> RowID {
        let row = engine.append(RowSpec(size: .fitting))
        contents[row] = content
        return row
    }

    /// Appends many rows at once (one bulk insert) and returns their IDs.
    @discardableResult
    public mutating func append(contentsOf rows: [any TerminalRowContent]) -> [RowID] {
        let ids = engine.append(contentsOf: rows.lazy.map { _ in RowSpec(size: .fitting) })
        for (row, content) in zip(ids, rows) { contents[row] = content }
        return ids
    }

    /// Replaces a row's content; it is measured again. Returns `false` for an unknown row.
    @discardableResult
    public mutating func setContent(_ content: any TerminalRowContent, forRow row: RowID) -> Bool {
        guard engine.contains(row) else { return false }
        contents[row] = content
        engine.invalidateMeasurement(ofRow: row)
        return true
    }

    /// Hides or shows a row, keeping what is on screen in place. Returns `false` for an unknown row.
    @discardableResult
    public mutating func setHidden(_ hidden: Bool, forRow row: RowID) -> Bool {
        let anchor = engine.scrollAnchor(in: viewport)
        guard engine.setHidden(hidden, forRow: row) else { return false }
        if let anchor { offset = Int(engine.offset(restoring: anchor, in: viewport).y) }
        return true
    }

    /// Changes the size in cells; rows are measured again for the new width.
    public mutating func resize(width: Int, height: Int) {
        let anchor = engine.scrollAnchor(in: viewport)
        self.width = max(2, width)
        self.height = max(1, height)
        applySize()
        if let anchor { offset = Int(engine.offset(restoring: anchor, in: viewport).y) }
        clampOffset()
    }

    // MARK: Scrolling

    /// Scrolls by `lines` (negative scrolls up), within the content.
    public mutating func scroll(by lines: Int) {
        offset += lines
        clampOffset()
    }

    /// Scrolls to the first line.
    public mutating func scrollToStart() { offset = 0 }

    /// Scrolls so the last line is at the bottom (measuring the rows at the end first).
    public mutating func scrollToEnd() {
        offset = Int.max / 2
        clampOffset()
        measureVisibleRows()
        clampOffset()
    }

    /// Scrolls so `row` is at `position`. Returns `false` for an unknown or hidden row.
    @discardableResult
    public mutating func scroll(to row: RowID, at position: ScrollPosition = .start) -> Bool {
        guard let target = engine.scrollOffset(toShow: row, at: position, in: viewport) else { return false }
        offset = Int(target.y)
        measureVisibleRows()
        if let target = engine.scrollOffset(toShow: row, at: position, in: viewport) { offset = Int(target.y) }
        return true
    }

    /// Handles a navigation key; returns whether it was one.
    public mutating func handle(_ key: Key) -> Bool {
        switch key {
        case .up, .character("k"): scroll(by: -1)
        case .down, .character("j"): scroll(by: 1)
        case .pageUp: scroll(by: -max(1, height - 1))
        case .pageDown, .character(" "): scroll(by: max(1, height - 1))
        case .home, .character("g"): scrollToStart()
        case .end, .character("G"): scrollToEnd()
        default: return false
        }
        return true
    }

    private mutating func clampOffset() {
        let range = engine.offsetRange(in: viewport)
        offset = min(max(offset, Int(range.lowerBound)), Int(range.upperBound))
    }

    // MARK: Drawing

    /// Measures every row near the viewport that needs it, keeping the first visible row in place.
    private mutating func measureVisibleRows() {
        for _ in 0 ..< 64 {
            let update = engine.updateRealization(visibleRect: viewport.visibleRect, overscan: Double(height))
            let pending = update.realize.filter { engine.needsMeasurement($0) }
            if pending.isEmpty { break }
            let measurements = pending.map { row -> (RowID, Double) in
                let width = Int(engine.frames(of: row)?.content.width ?? 0)
                return (row, Double(contents[row]?.lines(width: width).count ?? 1))
            }
            offset = Int(engine.setMeasuredExtents(measurements, keepingStill: viewport).y)
        }
        // Rows realized earlier but invalidated since (a new width, new content) need measuring too.
        let stale = engine.rows(intersecting: viewport.visibleRect).filter { engine.needsMeasurement($0) }
        if !stale.isEmpty {
            let measurements = stale.map { row -> (RowID, Double) in
                let width = Int(engine.frames(of: row)?.content.width ?? 0)
                return (row, Double(contents[row]?.lines(width: width).count ?? 1))
            }
            offset = Int(engine.setMeasuredExtents(measurements, keepingStill: viewport).y)
        }
    }

    /// Draws the stack into `canvas` with its top-left corner at (`x`, `y`).
    public mutating func draw(into canvas: inout Canvas, x: Int = 0, y: Int = 0) {
        measureVisibleRows()
        clampOffset()
        canvas.fill(x: x, y: y, width: width, height: height)
        let top = Double(offset)
        for layout in engine.layouts(intersecting: viewport.visibleRect) {
            let content = layout.frames.content
            let lines = contents[layout.id]?.lines(width: Int(content.width)) ?? []
            for (index, line) in lines.enumerated() {
                let row = Int(content.minY - top) + index
                guard row >= 0 && row < height else { continue }
                var column = x + Int(content.minX)
                for span in line {
                    column += canvas.draw(span.text, x: column, y: y + row, style: span.style,
                                          maxWidth: x + Int(content.maxX) - column)
                }
            }
            if let separator = layout.frames.separator {
                let row = Int(separator.minY - top)
                if row >= 0 && row < height {
                    canvas.draw(String(repeating: "─", count: Int(separator.width)), x: x + Int(separator.minX),
                                y: y + row, style: TextStyle(foreground: .palette(8)))
                }
            }
        }
        drawIndicator(into: &canvas, x: x + width - 1, y: y)
    }

    /// A scroll bar in the last column: the thumb's size and place follow the visible share.
    private func drawIndicator(into canvas: inout Canvas, x: Int, y: Int) {
        let total = engine.contentSize.height
        guard total > Double(height) else { return }
        let thumb = max(1, Int((Double(height) * Double(height) / total).rounded()))
        let range = engine.offsetRange(in: viewport)
        let fraction = range.upperBound > 0 ? Double(offset) / range.upperBound : 0
        let start = Int((Double(height - thumb) * fraction).rounded())
        for row in 0 ..< height {
            let inThumb = row >= start && row < start + thumb
            canvas.draw(inThumb ? "┃" : "│", x: x, y: y + row,
                        style: TextStyle(foreground: .palette(inThumb ? 15 : 8)))
        }
    }
}
