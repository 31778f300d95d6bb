// Drawing a terminal flow: each step where the flow's engine puts it (or where the running
// transition has it), with its header, faded by its depth, clipped to the flow's area.

@_spi(Hosting) import ScrollStackCore

extension TerminalFlow {
    // MARK: Drawing

    /// Draws the flow into `canvas` with its top-left corner at (`x`, `y`).
    ///
    /// Draw into the same canvas frame after frame (without clearing it): when the flow finds its
    /// area as it left it, it draws only the steps whose content changed since, and nothing when
    /// nothing did. After a push, a pop, a resize or a change of direction, and while animating, it
    /// draws itself whole.
    public func draw(into canvas: inout Canvas, x: Int = 0, y: Int = 0) {
        // Far outside any canvas nothing shows; keeping the origin near keeps its sums in range.
        origin = (min(max(x, -cellLimit), cellLimit), min(max(y, -cellLimit), cellLimit))
        let running = self.running
        // A step's content could change the flow while it is drawn: the frame is kept as of now.
        let revision = self.revision
        // The canvas shows the last frame drawn into it, and only steps' content changed since.
        if running == nil, let last = drawnFrames.last(in: canvas.history.mark), last.revision == revision,
           last.origin == origin, canvas.history.unchanged(cells(start: origin.y, length: height, within: canvas.height),
                                                           since: last.mark) {
            drawChangedSteps(since: last, revision: revision, into: &canvas)
            return
        }
        canvas.fill(x: origin.x, y: origin.y, width: width, height: height)
        if let (transition, elapsed) = running {
            let progress = transition.timing.progress(at: elapsed)
            // Leaving steps first, so the steps that stay are drawn over them.
            let leavingFirst = transition.rows.filter { $0.kind == .disappearing } + transition.rows.filter { $0.kind != .disappearing }
            for row in leavingFirst {
                let fade = flow.layout(of: row.row)?.fade ?? .none
                drawStep(row.row, frames: row.frames(atProgress: progress), alpha: row.alpha(atProgress: progress),
                         fade: fade, into: &canvas)
            }
            // Animation frames are not kept: the frame after the animation draws everything.
            drawnFrames.forget(canvas.history.mark)
        } else {
            let layouts = flow.layouts()
            for layout in layouts {
                drawStep(layout.id, frames: RowFrames(row: layout.frame, content: layout.frame, separator: layout.separator),
                         alpha: 1, fade: layout.fade, into: &canvas)
            }
            drawEarlierStepsHint(layouts, into: &canvas)
            drawnFrames.record(FlowFrame(mark: canvas.history.mark, origin: origin, revision: revision, items: layouts.map(\.id),
                                         versions: layouts.map { steps.named($0.id)?.version ?? 0 }))
        }
    }

    /// Draws again the steps whose content changed since `last` was drawn (the layout is as it
    /// was): each one's cells blanked, then the step drawn, as a whole frame draws it. Steps that
    /// did not change cost a version comparison each.
    private func drawChangedSteps(since last: FlowFrame, revision: UInt64, into canvas: inout Canvas) {
        var versions = last.versions
        for (index, item) in last.items.enumerated() {
            let version = steps.named(item)?.version ?? 0
            guard versions[index] != version, let layout = flow.layout(of: item) else { continue }
            versions[index] = version
            // A step left out (it does not fit, or faded away) was not drawn: its area may hold
            // the earlier-steps line, which blanking it would erase.
            guard showsStep(layout.id, frame: layout.frame, fade: layout.fade, alpha: 1) else { continue }
            for area in [layout.frame, layout.separator].compactMap({ $0 }) {
                let columns = cells(from: max(0, cell(area.minX)), to: min(width, cell(area.maxX)))
                let lines = cells(from: max(0, cell(area.minY)), to: min(height, cell(area.maxY)))
                canvas.fill(x: origin.x + columns.lowerBound, y: origin.y + lines.lowerBound, width: columns.count, height: lines.count)
            }
            drawStep(layout.id, frames: RowFrames(row: layout.frame, content: layout.frame, separator: layout.separator),
                     alpha: 1, fade: layout.fade, into: &canvas)
        }
        guard versions != last.versions else { return }
        drawnFrames.record(FlowFrame(mark: canvas.history.mark, origin: origin, revision: revision, items: last.items, versions: versions))
    }

    /// How much of a step's mask lets through `position` cells into it (lines when vertical,
    /// columns when horizontal), of `length`, for a step drawn with `alpha`.
    func visibility(_ position: Int, of length: Int, fade: FlowItemFade, alpha: Double) -> Double {
        let headSide = flow.direction == .down || flow.direction == .right
        let fromHead = headSide ? Double(length - position) - 0.5 : Double(position) + 0.5
        return fade.opacity(at: fromHead / Double(max(1, length))) * (alpha < 0.7 ? 0.5 : 1)
    }

    /// How much an older step shows, as a whole: as much as its most faded end, so its question
    /// never goes before its answers. `nil` for the newest step, which shows line by line.
    func wholeStepVisibility(_ item: RowID, frame: Rect, fade: FlowItemFade, alpha: Double) -> Double? {
        guard item != flow.newestItem || steps[item] == nil else { return nil }
        let length = flow.direction.isVertical ? cell(frame.height) : cell(frame.width)
        return min(visibility(0, of: length, fade: fade, alpha: alpha), visibility(length - 1, of: length, fade: fade, alpha: alpha))
    }

    /// Whether a step at `frame` shows at all: drawing follows this rule, and so do clicks (a step
    /// that is not drawn is never a click target). The newest step always shows, cut if it must
    /// be; an older step that does not fit whole, or fades below a quarter, is left out whole.
    func showsStep(_ item: RowID, frame: Rect, fade: FlowItemFade, alpha: Double) -> Bool {
        guard alpha > 0.3, !fade.isInvisible, cell(frame.width) > 0, cell(frame.height) > 0 else { return false }
        guard let whole = wholeStepVisibility(item, frame: frame, fade: fade, alpha: alpha) else { return true }
        let top = cell(frame.minY)
        let left = cell(frame.minX)
        // A leaving step (no longer an item) slides out, cut by the edges.
        let fits = top >= 0 && top + cell(frame.height) <= height && left >= 0 && left + cell(frame.width) <= width
        return (fits || !flow.items.contains(item)) && whole >= 0.25
    }

    /// Where a step is drawn and clicked: where the flow puts it, except that the newest step of a
    /// vertical flow, when taller than the flow, starts at the flow's top edge, so its question
    /// shows and its last lines are cut instead.
    func shownFrame(of item: RowID, _ frame: Rect) -> Rect {
        guard flow.direction.isVertical, item == flow.newestItem, steps[item] != nil, cell(frame.height) > height else { return frame }
        var shown = frame
        shown.origin.y = 0
        return shown
    }

    func drawStep(_ item: RowID, frames: RowFrames, alpha: Double, fade: FlowItemFade, into canvas: inout Canvas) {
        let frame = shownFrame(of: item, frames.content)
        guard showsStep(item, frame: frame, fade: fade, alpha: alpha), var step = step(item) else { return }
        let isNewest = item == flow.newestItem && steps[item] != nil
        let left = cell(frame.minX)
        let top = cell(frame.minY)
        let columns = cell(frame.width)
        let rows = cell(frame.height)
        let lines = step.lines(width: max(1, (flow.direction.isVertical ? width : columns) - 2))
        let title = step.title
        // Live steps keep their wrapped lines.
        keepLines(of: step, for: item)
        // A step wholly off the canvas (older steps pushed out by an animation) has an empty clip.
        let clip = cells(from: max(0, left), to: min(width, left + columns))
        func visibility(_ position: Int, of length: Int) -> Double {
            self.visibility(position, of: length, fade: fade, alpha: alpha)
        }
        let wholeStep = wholeStepVisibility(item, frame: frame, fade: fade, alpha: alpha)
        // Hidden where the mask lets little through; dimmed where it fades or a tint covers it.
        func styled(_ style: TextStyle, _ visible: Double) -> TextStyle? {
            if visible < 0.25 { return nil }
            var style = style
            if visible < 0.8 || fade.tintOpacity >= 0.2 { style.dim = true }
            return style
        }
        var lineIndex = 0
        if let title {
            if top >= 0 && top < height,
               let style = styled(TextStyle(bold: isNewest, reverse: isNewest), wholeStep ?? (flow.direction.isVertical ? visibility(0, of: rows) : 1)) {
                canvas.fill(x: origin.x + clip.lowerBound, y: origin.y + top, width: clip.count, height: 1, style: style)
                let buttons = isNewest ? headerButtons(of: item) : (pop: false, push: false)
                // Narrow, the buttons shrink to their compact labels and the title to what fits
                // between them: the three never run together.
                let header = FlowHeaderLine(title: title, columns: columns, labels: labels, buttons: buttons)
                if buttons.pop { canvas.draw(header.back, x: origin.x + left + 1, y: origin.y + top, style: style, clip: shifted(clip)) }
                if buttons.push {
                    canvas.draw(header.next, x: origin.x + left + columns - 1 - displayWidth(of: header.next), y: origin.y + top,
                                style: style, clip: shifted(clip))
                }
                canvas.draw(header.title, x: origin.x + left + header.titleX, y: origin.y + top, style: style, clip: shifted(clip))
            }
            lineIndex = 1
        }
        for (index, line) in lines.enumerated() {
            let lineY = top + lineIndex + index
            guard lineY >= 0, lineY < height, lineIndex + index < rows else { continue }
            // Content is inset by a column on each side.
            var column = left + 1
            for span in line {
                let visible = wholeStep ?? (flow.direction.isVertical ? visibility(lineIndex + index, of: rows) : visibility(column - left, of: columns))
                guard let style = styled(span.style, visible) else {
                    column += displayWidth(of: span.text)
                    continue
                }
                column += canvas.draw(span.text, x: origin.x + column, y: origin.y + lineY, style: style, clip: shifted(clip))
            }
        }
        // The separator on the step's far side fades with the step's far edge.
        let length = flow.direction.isVertical ? rows : columns
        let farSide = flow.direction == .down || flow.direction == .right ? 0 : length - 1
        if let separator = frames.separator, let style = styled(TextStyle(foreground: .palette(8)), visibility(farSide, of: length)) {
            if flow.direction.isVertical {
                let area = cells(start: cell(separator.minX), length: cell(separator.width), within: width)
                let lineY = cell(separator.minY)
                if lineY >= 0 && lineY < height {
                    canvas.fill(x: origin.x + area.lowerBound, y: origin.y + lineY, width: area.count, height: 1, with: "─", style: style)
                }
            } else {
                let area = cells(start: cell(separator.minY), length: cell(separator.height), within: height)
                let column = cell(separator.minX)
                if column >= 0 && column < width {
                    canvas.fill(x: origin.x + column, y: origin.y + area.lowerBound, width: 1, height: area.count, with: "│", style: style)
                }
            }
        }
    }

    /// When older steps are left out (they do not fit, or faded away) and the steps shown leave the
    /// line at the flow's far edge free (a vertical flow), that line says so, so the empty space
    /// does not read as a gap in the drawing.
    private func drawEarlierStepsHint(_ layouts: [FlowItemLayout], into canvas: inout Canvas) {
        guard flow.direction.isVertical, !labels.earlierSteps.isEmpty else { return }
        let shown = layouts.filter { showsStep($0.id, frame: $0.frame, fade: $0.fade, alpha: 1) }
        guard shown.count < flow.items.count else { return }
        // The far edge: the top for a flow pushed down, the bottom for one pushed up; free when no
        // step shown (nor its separator) comes within a line of it.
        let down = flow.direction == .down
        let line = down ? 0 : height - 1
        let free = shown.allSatisfy { layout in
            let frame = shownFrame(of: layout.id, layout.frame)
            return down ? cell(frame.minY) >= 2 : cell(frame.maxY) <= height - 2
        }
        guard free else { return }
        canvas.draw(truncated(labels.earlierSteps, toWidth: max(0, width - 2)), x: origin.x + 1, y: origin.y + line,
                    style: TextStyle(foreground: .palette(8)), clip: shifted(0 ..< width))
    }

    /// A column range of the flow moved to the canvas.
    func shifted(_ range: Range<Int>) -> Range<Int> {
        (origin.x + range.lowerBound) ..< (origin.x + range.upperBound)
    }
}

/// What a flow's frame drew into one canvas: the flow's revision, the steps drawn and each one's
/// content version then, at an origin, and the canvas's mark right after.
struct FlowFrame: CanvasFrame {
    let mark: CanvasMark
    let origin: (x: Int, y: Int)
    let revision: UInt64
    let items: [RowID]
    let versions: [UInt64]
}
