// Pinned rows in a terminal stack: the row stuck at the top, drawn over the rows there in every
// frame that draws (and moved back out of the way when a scroll carried it along), and hit first
// by a click.

@_spi(Hosting) import ScrollStackCore

extension TerminalStack {
    /// Pins `row`, as a section header: while the rows after it scroll past, it stays on the top
    /// line (the left column of a horizontal stack) until the next pinned row pushes it away, and
    /// a row scrolled to the top rests just below it. `false` for a row not in this stack.
    @discardableResult
    public func setPinned(_ pinned: Bool, forRow row: RowID) -> Bool {
        changeSpec(ofRow: row, animated: false) { $0.isPinned = pinned }
    }

    /// Whether `row` is pinned; `false` for a row not in this stack.
    public func isPinned(_ row: RowID) -> Bool { engine.isPinned(row) }

    /// The pinned row stuck at the top now (``ScrollStackCore/StackEngine/stuckRow(in:)``), or
    /// `nil` (always while rows animate: they are drawn where the animation has them).
    func stuckRow() -> RowLayout? {
        guard !isAnimating, hasPinnedRows else { return nil }
        let visible = viewport.visibleRect
        return readingEngine { $0.stuckRow(in: visible) }
    }

    /// Draws the pinned row stuck at the top over the rows there, after the lines were moved by a
    /// scroll (which moved the stuck row drawn by the last frame, `last`, with them: the rows under
    /// where it landed are drawn again first) or after everything was drawn. Returns where it is.
    func drawStuckRow(into canvas: inout Canvas, after last: DrawnRow?) -> DrawnRow? {
        let axis = self.axis
        if let last {
            let moved = Rect(mainStart: last.start, mainExtent: last.end - last.start, crossStart: 0,
                             crossExtent: viewportSize.cross(axis), axis: axis)
            let start = max(0, cell(last.start - Double(offset))), end = min(Int(viewportSize.main(axis)), cell(last.end - Double(offset)))
            if end > start {
                if axis == .vertical {
                    canvas.fill(x: origin.x, y: origin.y + start, width: Int(viewportSize.width), height: end - start)
                } else {
                    canvas.fill(x: origin.x + start, y: origin.y, width: end - start, height: Int(viewportSize.height))
                }
                for layout in readingEngine({ $0.layouts(intersecting: moved) }) where contents.isLive(layout.id) {
                    drawRow(layout.id, frames: layout.frames, alpha: 1, occludes: false, into: &canvas)
                }
            }
        }
        guard let stuck = stuckRow(), contents.isLive(stuck.id) else { return nil }
        drawRow(stuck.id, frames: stuck.frames, alpha: 1, occludes: true, into: &canvas)
        return DrawnRow(id: stuck.id, frames: stuck.frames, axis: axis)
    }
}
