// What a terminal stack's last frame drew into a canvas, and the rule for how much of the next frame
// must be drawn: nothing, the lines a scroll brought in, or everything.

import ScrollStackCore

/// A row as a frame drew it: where it lay along the stack (what a frame that only scrolled must
/// find unchanged; a change to anything else drawn in a row changes the stack's appearance).
struct DrawnRow: Equatable {
    let id: RowID
    let start: Double
    let end: Double

    init(id: RowID, frames: RowFrames, axis: StackAxis) {
        self.id = id
        start = frames.row.minMain(axis)
        end = frames.row.maxMain(axis)
    }
}

/// How a frame differs from the one drawn before it into the same canvas.
enum FrameChange: Equatable {
    /// The canvas shows the stack as it is: draw nothing.
    case nothing
    /// Only the offset changed, by this many lines (columns, for a horizontal stack): move them
    /// and draw the ones that came in.
    case scrolled(Int)
    /// Draw the stack whole.
    case everything
}

/// What a stack's frame drew into one canvas: everything the picture depends on, and the canvas's
/// history mark right after drawing.
struct DrawnFrame: CanvasFrame {
    let originX: Int
    let originY: Int
    let width: Int
    let height: Int
    let offset: Int
    let axis: StackAxis
    let indicatorShown: Bool
    let appearance: UInt64
    let layoutRevision: UInt64
    /// An animation draws frames between layouts: neither it nor the frame after it is reused.
    let animating: Bool
    /// The rows the frame drew, in order, with where they lay (empty while animating).
    let rows: [DrawnRow]
    /// The lines of the scroll bar's thumb, when the frame drew one along the side.
    let thumb: Range<Int>?
    /// The pinned row the frame drew stuck at the top, with where it lay in the content.
    let stuck: DrawnRow?
    let mark: CanvasMark
    /// The stack's engine generation right after this frame's commit: while it is the same, the
    /// engine is as the frame left it (its layout and what it reported).
    var committedGeneration: UInt64?

    init(stack: TerminalStack, rows: [DrawnRow], thumb: Range<Int>? = nil, stuck: DrawnRow? = nil, mark: CanvasMark) {
        originX = stack.origin.x
        originY = stack.origin.y
        width = stack.width
        height = stack.height
        offset = stack.offset
        axis = stack.axis
        indicatorShown = stack.indicatorShown
        appearance = stack.appearanceRevision
        layoutRevision = stack.layoutRevision
        animating = stack.isAnimating
        self.rows = rows
        self.thumb = thumb
        self.stuck = stuck
        self.mark = mark
    }

    /// Whether `stack` is as it was when this frame was drawn and committed (its engine untouched
    /// since), at the origin it is drawn at now, and neither animates: if the canvas's lines are
    /// untouched too, it shows the stack.
    func showsState(of stack: TerminalStack) -> Bool {
        committedGeneration == stack.engineGeneration
            && !animating && !stack.isAnimating && originX == stack.origin.x && originY == stack.origin.y
            && width == stack.width && height == stack.height && offset == stack.offset
            && appearance == stack.appearanceRevision && axis == stack.axis && indicatorShown == stack.indicatorShown
    }

    /// How the frame about to be drawn (`self`, whose `rows` are not known yet) differs from
    /// `last`, drawn into `canvas` before; `rows` gives the rows the new frame shows.
    func change(since last: DrawnFrame, in canvas: Canvas, rows: () -> [DrawnRow]) -> FrameChange {
        guard !animating && !last.animating, originX == last.originX, originY == last.originY,
              width == last.width, height == last.height, axis == last.axis,
              indicatorShown == last.indicatorShown, appearance == last.appearance else { return .everything }
        let lines = cells(start: originY, length: height, within: canvas.height)
        guard canvas.history.unchanged(lines, since: last.mark) else { return .everything }
        if offset == last.offset && layoutRevision == last.layoutRevision { return .nothing }
        let shift = offset - last.offset
        // Lines move along a vertical stack, columns along a horizontal one, lying inside the
        // canvas (the terminal moves them too when the stack spans the canvas's width, or reaches
        // its right edge).
        let length = axis == .vertical ? height : width
        guard shift != 0, shift.magnitude < length, originX >= 0, originX + width <= canvas.width,
              originY >= 0, originY + height <= canvas.height else { return .everything }
        if layoutRevision != last.layoutRevision {
            // The layout changed too (rows measured, inserted, removed or hidden, perhaps out of
            // view): the lines kept must show the same rows, each where it was in the content.
            // A row that arrived on them, or left them, means drawing everything.
            let kept = (start: Double(max(offset, last.offset)), end: Double(min(offset, last.offset) + length))
            func onKeptLines(_ rows: [DrawnRow]) -> [DrawnRow] {
                rows.filter { $0.end > kept.start && $0.start < kept.end }
            }
            guard onKeptLines(last.rows) == onKeptLines(rows()) else { return .everything }
        }
        return .scrolled(shift)
    }
}
