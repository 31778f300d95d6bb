// Drawing a terminal flow: each step where the flow's engine puts it (or where the running
// transition has it), with its header, faded by its depth, clipped to the flow's area.

import ScrollStackCore

extension TerminalFlow {
    // MARK: Drawing

    /// Draws the flow into `canvas` with its top-left corner at (`x`, `y`).
    public func draw(into canvas: inout Canvas, x: Int = 0, y: Int = 0) {
        // Far outside any canvas nothing shows; keeping the origin near keeps its sums in range.
        origin = (min(max(x, -cellLimit), cellLimit), min(max(y, -cellLimit), cellLimit))
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
        } else {
            for layout in flow.layouts() {
                drawStep(layout.id, frames: RowFrames(row: layout.frame, content: layout.frame, separator: layout.separator),
                         alpha: 1, fade: layout.fade, into: &canvas)
            }
        }
    }

    func drawStep(_ item: RowID, frames: RowFrames, alpha: Double, fade: FlowItemFade, into canvas: inout Canvas) {
        guard alpha > 0.3, !fade.isInvisible else { return }
        let isNewest = item == flow.newestItem && steps[item] != nil
        let frame = frames.content
        let left = cell(frame.minX)
        let top = cell(frame.minY)
        let columns = cell(frame.width)
        let rows = cell(frame.height)
        guard columns > 0, rows > 0 else { return }
        // An older step that does not fit whole is left out whole: never answers without their
        // question (the newest always shows, cut if it must be; a leaving step slides out).
        if !isNewest && (top < 0 || top + rows > height || left < 0 || left + columns > width) && flow.items.contains(item) { return }
        guard var step = step(item) else { return }
        let lines = step.lines(width: max(1, (flow.direction.isVertical ? width : columns) - 2))
        let title = step.title
        // Live steps keep their wrapped lines.
        keepLines(of: step, for: item)
        // A step wholly off the canvas (older steps pushed out by an animation) has an empty clip.
        let clip = cells(from: max(0, left), to: min(width, left + columns))
        // How much of the mask lets through at a line (vertical) or column (horizontal)
        // `position` cells into the step.
        func visibility(_ position: Int, of length: Int) -> Double {
            let headSide = flow.direction == .down || flow.direction == .right
            let fromHead = headSide ? Double(length - position) - 0.5 : Double(position) + 0.5
            return fade.opacity(at: fromHead / Double(max(1, length))) * (alpha < 0.7 ? 0.5 : 1)
        }
        // An older step fades as a whole, as much as its most faded end: its question never goes
        // before its answers.
        let stepLength = flow.direction.isVertical ? rows : columns
        let wholeStep: Double? = isNewest ? nil : min(visibility(0, of: stepLength), visibility(stepLength - 1, of: stepLength))
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
                let buttons = isNewest ? flow.headerButtons(of: item) : (pop: false, push: false)
                // Narrow, the buttons shrink to their arrows and the title to what fits between
                // them: the three never run together.
                let titleWidth = displayWidth(of: title)
                let roomy = columns >= titleWidth + 18
                let back = roomy ? "‹ Back" : "‹", next = roomy ? "Next ›" : "›"
                let margin = displayWidth(of: back) + 2
                if buttons.pop { canvas.draw(back, x: origin.x + left + 1, y: origin.y + top, style: style, clip: shifted(clip)) }
                if buttons.push {
                    canvas.draw(next, x: origin.x + left + columns - 1 - displayWidth(of: next), y: origin.y + top, style: style,
                                clip: shifted(clip))
                }
                let room = max(0, columns - 2 * margin)
                let shown = titleWidth <= room ? title : truncated(title, toWidth: room)
                let x = left + margin + max(0, (room - displayWidth(of: shown)) / 2)
                canvas.draw(shown, x: origin.x + x, y: origin.y + top, style: style, clip: shifted(clip))
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

    /// A column range of the flow moved to the canvas.
    func shifted(_ range: Range<Int>) -> Range<Int> {
        (origin.x + range.lowerBound) ..< (origin.x + range.upperBound)
    }
}
