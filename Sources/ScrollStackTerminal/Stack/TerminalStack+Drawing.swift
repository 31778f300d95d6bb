// Drawing a terminal stack into a canvas: its rows (or the frames of the running animation), their
// separators, the focus highlight, the pinned row stuck at the top (TerminalStack+Pinned.swift)
// and the scroll indicator, only what changed since the last frame; then reporting the frame's
// events.

@_spi(Hosting) import ScrollStackCore

extension TerminalStack {
    // MARK: Drawing

    /// Draws the stack into `canvas` with its top-left corner at (`x`, `y`), then reports the
    /// frame's events (see ``onEvent``).
    ///
    /// Draw into the same canvas frame after frame (without clearing it): when the stack finds its
    /// lines as it left them, it draws only what changed. Nothing changed: it draws nothing. Only
    /// scrolled: it moves what it drew and draws the lines (columns, horizontally) that came in; a
    /// vertical stack as wide as the canvas moves its lines with ``Canvas/scrollLines(_:by:)``, and
    /// a horizontal one that reaches the canvas's right edge moves its columns, so the renderer
    /// moves them on the terminal instead of writing them again. Otherwise it draws itself whole.
    ///
    /// In order:
    /// 1. if this canvas shows the stack as it was last drawn there and nothing changed, only 5;
    /// 2. settle: measure the rows on and near the screen, keeping what is on screen still, and
    ///    clamp the offset;
    /// 3. compare with the frame last drawn into this canvas: scrolled only, move what was drawn
    ///    and draw what came in (and the scroll indicator); otherwise draw every visible row (or
    ///    the running animation's frame), its separator and focus, then the indicator;
    /// 4. remember the frame, and commit the engine's events for the visible area to ``onEvent``;
    /// 5. tell ``onPrefetch`` and ``onCancelPrefetch`` what the prefetch band gained and lost.
    public func draw(into canvas: inout Canvas, x: Int = 0, y: Int = 0) {
        // Far outside any canvas nothing shows; keeping the origin near keeps its sums in range.
        origin = (min(max(x, -cellLimit), cellLimit), min(max(y, -cellLimit), cellLimit))
        closeActionMenuIfItsRowLeft()
        // Nothing changed since the last frame drawn into this canvas, and nothing was drawn over
        // it since: it shows the stack, and the engine has nothing to report. The prefetch band
        // follows the layout, unchanged too; only its settings may have changed.
        if let last = drawnFrames.last(in: canvas.history.mark), last.mark == canvas.history.mark,
           last.showsState(of: self) {
            prefetchAfterFrame()
            return
        }
        settle()
        clampOffset()
        let visible = viewport.visibleRect
        let frame = DrawnFrame(stack: self, rows: [], mark: canvas.history.mark)
        let last = drawnFrames.last(in: frame.mark)
        let change = last.map { frame.change(since: $0, in: canvas, rows: { drawnRows(visible) }) } ?? .everything
        let rows: [DrawnRow]
        var thumb: Range<Int>?
        var stuck: DrawnRow?
        switch change {
        case .nothing:
            rows = last!.rows
            thumb = last!.thumb
            stuck = last!.stuck
        case .scrolled(let shift):
            (rows, thumb) = drawScroll(by: shift, into: &canvas, after: last!)
            stuck = drawStuckRow(into: &canvas, after: last!.stuck)
        case .everything:
            (rows, thumb) = drawWhole(into: &canvas)
            if !isAnimating { stuck = drawStuckRow(into: &canvas, after: nil) }
        }
        drawActionMenu(into: &canvas)
        drawnFrames.record(DrawnFrame(stack: self, rows: rows, thumb: thumb, stuck: stuck, mark: canvas.history.mark))
        commitEvents(visible, frame: canvas.history.mark)
        prefetchAfterFrame()
    }

    /// Draws every row, or every frame of the running animation; returns the rows drawn (none
    /// while animating: an animation's frames are not kept) and the scroll bar's thumb.
    private func drawWhole(into canvas: inout Canvas) -> (rows: [DrawnRow], thumb: Range<Int>?) {
        var drawn: [DrawnRow] = []
        canvas.fill(x: origin.x, y: origin.y, width: width, height: height)
        var contentSize = engine.contentSize
        if let transition = runner.transition {
            let elapsed = runner.elapsed(at: now)
            let progress = transition.timing.progress(at: elapsed)
            contentSize = transition.contentSize(at: elapsed)
            for row in transition.rows {
                // A row taken down (removed, its animation over) is no longer drawn.
                guard contents.named(row.row) != nil else { continue }
                drawRow(row.row, frames: row.frames(atProgress: progress), alpha: row.alpha(atProgress: progress),
                        occludes: true, into: &canvas)
            }
        } else {
            let axis = self.axis
            engine.forEachLayout(intersecting: viewport.visibleRect) { layout in
                drawn.append(DrawnRow(id: layout.id, frames: layout.frames, axis: axis))
                guard contents.isLive(layout.id) else { return }
                drawRow(layout.id, frames: layout.frames, alpha: 1, occludes: false, into: &canvas)
            }
        }
        let thumb = indicatorShown ? drawIndicator(into: &canvas, contentExtent: contentSize.main(axis)) : nil
        return (drawn, thumb)
    }

    /// After a scroll of `shift` lines and nothing else: moves the lines already drawn and draws
    /// the rows on the lines that came in, and the scroll bar's cells that moved. Returns the rows
    /// now shown (those of the last frame still in view, and the ones that came in, in order) and
    /// the thumb.
    private func drawScroll(by shift: Int, into canvas: inout Canvas, after last: DrawnFrame) -> (rows: [DrawnRow], thumb: Range<Int>?) {
        guard axis == .vertical else { return (drawColumnScroll(by: shift, into: &canvas, after: last), nil) }
        let band = origin.y ..< origin.y + height
        if origin.x == 0 && width == canvas.width {
            canvas.scrollLines(band, by: shift)
        } else {
            // Narrower than the canvas: the cells move in memory, and the renderer writes the
            // ones that changed (a terminal moves only whole lines).
            canvas.moveCells(origin.x ..< origin.x + width, of: band, by: shift)
        }
        // The lines that came in are blank (scrolling blanks them), and only they may change.
        let incoming = incomingLines(band, shift: shift)
        canvas.writableLines = incoming
        let area = Rect(x: 0, y: Double(offset + incoming.lowerBound - origin.y), width: viewportSize.width,
                        height: Double(incoming.count))
        let rows = rowsAfterScroll(by: shift, after: last, arriving: area) { layout in
            drawRow(layout.id, frames: layout.frames, alpha: 1, occludes: false, into: &canvas)
        }
        canvas.writableLines = 0 ..< canvas.height
        var thumb: Range<Int>?
        if indicatorShown {
            // The scroll bar moved with the lines: only the cells where the moved thumb and the
            // new one differ, and the ones that came in, are drawn again.
            let moved = last.thumb.map { ($0.lowerBound - shift) ..< ($0.upperBound - shift) }
            thumb = drawIndicator(into: &canvas, contentExtent: readingEngine { $0.contentSize }.main(axis), after: moved, incoming: incoming)
        }
        return (rows, thumb)
    }

    /// The same for a horizontal stack scrolled by `shift` columns: moves the columns already
    /// drawn (the renderer moves them on the terminal when the stack reaches the canvas's right
    /// edge) and draws again, whole, the rows on the columns that came in and the row at the
    /// other edge (the move may have cut a wide character there, and a row partly off the left
    /// edge shows its focus marker in the first column), and the scroll bar.
    private func drawColumnScroll(by shift: Int, into canvas: inout Canvas, after last: DrawnFrame) -> [DrawnRow] {
        let columns = origin.x ..< origin.x + width
        canvas.moveColumns(columns, of: origin.y ..< origin.y + Int(viewportSize.height), by: shift)
        let incoming = incomingLines(columns, shift: shift)
        let height = viewportSize.height
        let area = Rect(x: Double(offset + incoming.lowerBound - origin.x), y: 0, width: Double(incoming.count), height: height)
        let rows = rowsAfterScroll(by: shift, after: last, arriving: area) { layout in
            drawRow(layout.id, frames: layout.frames, alpha: 1, occludes: true, into: &canvas)
        }
        let edge = Rect(x: Double(offset + (shift > 0 ? 0 : width - 1)), y: 0, width: 1, height: height)
        for layout in readingEngine({ $0.layouts(intersecting: edge) }) where contents.isLive(layout.id) {
            drawRow(layout.id, frames: layout.frames, alpha: 1, occludes: true, into: &canvas)
        }
        if indicatorShown { drawIndicator(into: &canvas, contentExtent: readingEngine { $0.contentSize }.main(axis)) }
        return rows
    }

    /// The rows a frame that only scrolled by `shift` shows: those of the last frame still in
    /// view (DrawnFrame.change checked they are where they were), and those in `area`, where the
    /// lines or columns that came in lie, as the engine places them now, in order. `draw` is
    /// called with each live row in `area`.
    private func rowsAfterScroll(by shift: Int, after last: DrawnFrame, arriving area: Rect,
                                 draw: (RowLayout) -> Void) -> [DrawnRow] {
        let visible = viewport.visibleRect
        let axis = self.axis
        var rows: [DrawnRow] = []
        rows.reserveCapacity(last.rows.count + Int(area.size.main(axis)) + 2)
        // The rows kept are a run of the last frame's rows, which lie in order.
        var keptStart = 0, keptEnd = last.rows.count
        while keptStart < keptEnd && last.rows[keptStart].end <= visible.minMain(axis) { keptStart += 1 }
        while keptEnd > keptStart && last.rows[keptEnd - 1].start >= visible.maxMain(axis) { keptEnd -= 1 }
        rows.append(contentsOf: last.rows[keptStart ..< keptEnd])
        let kept = rows.count
        // Found first and drawn after: a walk whose body reached the stack would have the engine
        // copied for it.
        let arrivals = readingEngine { $0.layouts(intersecting: area) }
        for layout in arrivals {
            let drawn = DrawnRow(id: layout.id, frames: layout.frames, axis: axis)
            // A row both kept and in the area is the kept row at that end.
            let end = shift > 0 ? kept - 1 : 0
            if kept > 0 && rows[end].id == layout.id { rows[end] = drawn } else { rows.append(drawn) }
            if contents.isLive(layout.id) { draw(layout) }
        }
        // Rows that came in at the start were found after the kept ones.
        if shift < 0 { rotate(&rows, 0 ..< rows.count, by: kept) }
        return rows
    }

    /// The rows in `visible`, with where they lie.
    private func drawnRows(_ visible: Rect) -> [DrawnRow] {
        let axis = self.axis
        return engine.layouts(intersecting: visible).map { DrawnRow(id: $0.id, frames: $0.frames, axis: axis) }
    }

    /// Draws one row. While rows move (`occludes`), rows pass over each other: each one first
    /// blanks its whole band, so the one drawn later hides the other entirely (no half boxes, no
    /// separator showing through in the margins).
    func drawRow(_ row: RowID, frames: RowFrames, alpha: Double, occludes: Bool, into canvas: inout Canvas) {
        guard alpha > 0.3 else { return }
        let axis = self.axis
        let shift = Double(offset)
        // The row's band along the main axis, on screen; content is clipped to it.
        let bandStart = cell(frames.row.minMain(axis) - shift)
        let bandEnd = cell(frames.row.maxMain(axis) - shift)
        guard bandEnd > bandStart else { return }
        if occludes {
            let length = Int(viewportSize.main(axis))
            let from = max(0, bandStart), to = min(length, bandEnd)
            if to > from {
                if axis == .vertical {
                    canvas.fill(x: origin.x, y: origin.y + from, width: Int(viewportSize.width), height: to - from)
                } else {
                    canvas.fill(x: origin.x + from, y: origin.y, width: to - from, height: Int(viewportSize.height))
                }
            }
        }
        let dim = alpha < 0.7
        let content = frames.content
        let lineWidth = max(1, cell(content.width))
        // Live rows keep their wrapped lines; a leaving row is wrapped again (it is drawn briefly).
        let lines = self.lines(ofRow: row, width: lineWidth) ?? contents.named(row)?.currentContent.lines(width: lineWidth) ?? []
        let size = viewportSize
        // Content coordinates → screen cells, and the columns a line may use.
        let top = cell(content.minY - (axis == .vertical ? shift : 0))
        let left = cell(content.minX - (axis == .horizontal ? shift : 0))
        let right = left + cell(content.width)
        // The content may lie wholly outside the viewport while its band shows (only a row's inset
        // or separator on screen, or a row of an animation's wider area): the clip is then empty.
        let clip = axis == .vertical
            ? cells(from: max(0, left), to: min(Int(size.width), right))
            : cells(from: max(0, left, bandStart), to: min(Int(size.width), right, bandEnd))
        guard !clip.isEmpty else { return drawDecorations(row, frames: frames, band: bandStart ..< bandEnd, dim: dim, into: &canvas) }
        // Only lines on screen, in the band and on lines the canvas lets change are drawn.
        let writable = canvas.writableLines
        for (index, line) in lines.enumerated() {
            let lineY = top + index
            guard lineY >= 0 && lineY < Int(size.height), writable.contains(origin.y + lineY) else { continue }
            if axis == .vertical && (lineY < bandStart || lineY >= bandEnd) { continue }
            var column = left
            for span in line {
                var style = span.style
                if dim { style.dim = true }
                column += canvas.draw(span.text, x: origin.x + column, y: origin.y + lineY, style: style,
                                      clip: (origin.x + clip.lowerBound) ..< (origin.x + clip.upperBound))
            }
        }
        drawDecorations(row, frames: frames, band: bandStart ..< bandEnd, dim: dim, into: &canvas)
    }

    /// The separator and the focus highlight of a row.
    private func drawDecorations(_ row: RowID, frames: RowFrames, band: Range<Int>, dim: Bool, into canvas: inout Canvas) {
        let axis = self.axis
        let shift = Double(offset)
        let bandStart = band.lowerBound
        let bandEnd = band.upperBound
        // Frames between layouts (a spring overshooting, a row moving in from a taller stack) may
        // reach past the viewport across the axis too: every mark is clipped to it.
        let size = (width: Int(viewportSize.width), height: Int(viewportSize.height))
        if let separator = frames.separator {
            var style = separatorStyle
            if dim { style.dim = true }
            if axis == .vertical {
                let lineY = cell(separator.minY - shift)
                let left = cell(separator.minX)
                let columns = cells(from: max(0, left), to: min(saturatingSum(left, cell(separator.width)), size.width))
                if lineY >= 0 && lineY < size.height {
                    canvas.fill(x: origin.x + columns.lowerBound, y: origin.y + lineY, width: columns.count, height: 1,
                                with: separatorCharacter ?? "─", style: style)
                }
            } else {
                let column = cell(separator.minX - shift)
                let lines = cells(from: max(0, cell(separator.minY)), to: min(cell(separator.maxY), size.height))
                if column >= 0 && column < size.width {
                    canvas.fill(x: origin.x + column, y: origin.y + lines.lowerBound, width: 1, height: lines.count,
                                with: separatorCharacter ?? "│", style: style)
                }
            }
        }
        if row == focusedRow {
            let rowRect = frames.row
            if axis == .vertical {
                canvas.restyle(x: origin.x, y: origin.y + max(0, bandStart), width: Int(viewportSize.width),
                               height: min(bandEnd, Int(viewportSize.height)) - max(0, bandStart)) { Self.focus(&$0) }
                if let focusMarker {
                    for line in cells(from: max(0, bandStart), to: min(bandEnd, Int(viewportSize.height))) {
                        canvas.draw(String(focusMarker), x: origin.x, y: origin.y + line, style: TextStyle(bold: true))
                    }
                }
            } else {
                let top = max(0, cell(rowRect.minY))
                canvas.restyle(x: origin.x + max(0, bandStart), y: origin.y + top,
                               width: min(bandEnd, Int(viewportSize.width)) - max(0, bandStart),
                               height: min(cell(rowRect.maxY), Int(viewportSize.height)) - top) { Self.focus(&$0) }
                if let focusMarker, bandEnd > 0, bandStart < size.width, top < size.height {
                    canvas.draw(String(focusMarker), x: origin.x + max(0, bandStart), y: origin.y + top, style: TextStyle(bold: true))
                }
            }
        }
    }

    /// The focus highlight: a dark grey band (palette 237), the same in every theme, with text made
    /// light on it so it reads on light and dark themes alike. Text keeps its colour only where
    /// that colour is known to read on the band (a fixed colour at 4.5:1 or more); the default
    /// colour and the theme's 16 become palette 255, and dim text is drawn at full strength.
    static func focus(_ style: inout TextStyle) {
        style.background = focusBand
        if !readsOnFocusBand(style.foreground) { style.foreground = .palette(255) }
        style.dim = false
    }

    static let focusBand = TerminalColor.palette(237)

    /// Whether text in `color` reads on the focus band (4.5:1); palette entries are looked up, as
    /// every cell of a focused row asks.
    static func readsOnFocusBand(_ color: TerminalColor) -> Bool {
        switch color {
        case .palette(let index): paletteReadsOnFocusBand[Int(index)]
        case .rgb: (color.contrastRatio(with: focusBand) ?? 0) >= 4.5
        case .standard: false
        }
    }

    private static let paletteReadsOnFocusBand: [Bool] = (0 ... 255).map {
        (TerminalColor.palette(UInt8($0)).contrastRatio(with: focusBand) ?? 0) >= 4.5
    }

    /// A scroll bar along the last column (vertical) or line (horizontal): a track with the thumb
    /// on it; only the cells that differ from what the canvas shows are written. Returns the
    /// thumb's lines (vertical). After a scroll, `moved` is where the last frame's thumb went with
    /// the lines and `incoming` the lines that came in: only the cells there can differ.
    @discardableResult
    private func drawIndicator(into canvas: inout Canvas, contentExtent: Double, after moved: Range<Int>? = nil,
                               incoming: Range<Int> = 0 ..< 0) -> Range<Int>? {
        let length = Int(viewportSize.main(axis))
        guard contentExtent > Double(length), length > 0 else { return nil }
        let thumb = max(1, Int((Double(length) * Double(length) / contentExtent).rounded()))
        let range = offsetRange
        let fraction = range.upperBound > 0 ? min(1, max(0, Double(offset) / range.upperBound)) : 0
        let start = Int((Double(length - thumb) * fraction).rounded())
        let thumbCells = start ..< start + thumb
        if axis == .vertical {
            let x = origin.x + width - 1
            let cell: (Int) -> PackedCell = { thumbCells.contains($0) ? Self.verticalThumb : Self.verticalTrack }
            if let moved {
                // Lines from the top of the bar: the two thumbs differ only at their ends.
                let changed = [incoming.lowerBound - origin.y ..< incoming.upperBound - origin.y,
                               min(moved.lowerBound, thumbCells.lowerBound) ..< max(moved.lowerBound, thumbCells.lowerBound),
                               min(moved.upperBound, thumbCells.upperBound) ..< max(moved.upperBound, thumbCells.upperBound)]
                for lines in changed {
                    let clipped = lines.clamped(to: 0 ..< length)
                    canvas.setColumn(x, from: origin.y + clipped.lowerBound, count: clipped.count) { cell(clipped.lowerBound + $0) }
                }
            } else {
                canvas.setColumn(x, from: origin.y, count: length, cell)
            }
            return thumbCells
        }
        canvas.fill(x: origin.x, y: origin.y + height - 1, width: length, height: 1, with: Self.horizontalTrack)
        canvas.fill(x: origin.x + start, y: origin.y + height - 1, width: thumb, height: 1, with: Self.horizontalThumb)
        return nil
    }

    // The scroll bar's cells: a track in the dim grey of palette 8, and a thumb in the default
    // colour, bold, so it shows on light and dark themes alike.
    static let verticalTrack = PackedCell(glyph: Unicode.Scalar("│").value, style: TextStyle(foreground: .palette(8)).packed)
    static let verticalThumb = PackedCell(glyph: Unicode.Scalar("┃").value, style: TextStyle(bold: true).packed)
    static let horizontalTrack = PackedCell(glyph: Unicode.Scalar("─").value, style: TextStyle(foreground: .palette(8)).packed)
    static let horizontalThumb = PackedCell(glyph: Unicode.Scalar("━").value, style: TextStyle(bold: true).packed)

    /// Reports the frame's events, naming rows through the shared contents: a row removed while
    /// these are delivered is named by the next frame's, so its controller still hears that it
    /// disappeared. A handler may change the stack while they are delivered: each controller
    /// hears of its row's visibility from the row as it is then, so its calls stay balanced.
    private func commitEvents(_ visible: Rect, frame: CanvasMark) {
        let events = engine.commit(visibleRect: visible)
        // The frame just drawn, and committed: until the engine changes, it shows the stack.
        let generation = engineGeneration
        drawnFrames.update(frame) { $0.committedGeneration = generation }
        guard !events.isEmpty else { return }
        contents.beginDispatch()
        for event in events {
            if case .visibilityChanged(let change) = event { tellController(change) }
            onEvent?(event)
        }
        contents.endDispatch()
    }

    /// Tells a row's controller that its row appeared or disappeared, when that changes what it
    /// was last told: the live row's record decides, or, for a row that left, the record it left
    /// with (which can only disappear). Both are read now, not when the frame's events were
    /// named, since an earlier event's handler may have changed them.
    private func tellController(_ change: VisibilityChange) {
        let visible = change.new.isVisible
        // A row that was not visible and still is not (hidden while offscreen, as a filter hides
        // most rows) was last told it disappeared, or never told anything: nothing to look up.
        guard visible || change.old?.isVisible == true else { return }
        var controller: (any TerminalRowController)?
        let isLive = contents.update(change.row) { entry in
            guard entry.isVisible != visible else { return }
            entry.isVisible = visible
            controller = entry.controller
        }
        if !isLive, !visible, let leaving = contents.named(change.row), leaving.isVisible { controller = leaving.controller }
        if visible { controller?.rowDidAppear() } else { controller?.rowDidDisappear() }
    }
}
