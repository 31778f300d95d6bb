// The last frames a view drew, one per canvas, so the next frame into the same canvas can draw only
// what changed.

/// What a view drew into a canvas, known by the canvas's history mark right after drawing.
protocol CanvasFrame {
    var mark: CanvasMark { get }
}

/// The last frames a view drew, one per canvas, for the two canvases it was drawn into last (a
/// screen and, say, a test's or a snapshot's canvas), so drawing into one does not make the next
/// frame into the other start over.
struct DrawnFrames<Frame: CanvasFrame> {
    private var frames: [Frame] = []

    /// The last frame drawn into the canvas `mark` belongs to.
    func last(in mark: CanvasMark) -> Frame? {
        frames.first { $0.mark.lineage == mark.lineage }
    }

    mutating func record(_ frame: Frame) {
        // Frame after frame into one canvas, the last one recorded is the one replaced: in place,
        // without moving the other.
        if !frames.isEmpty, frames[0].mark.lineage == frame.mark.lineage {
            frames[0] = frame
            return
        }
        forget(frame.mark)
        frames.insert(frame, at: 0)
        if frames.count > 2 { frames.removeLast() }
    }

    /// Changes the frame recorded with exactly `mark`, if it is still the last one in its canvas.
    mutating func update(_ mark: CanvasMark, _ change: (inout Frame) -> Void) {
        guard let index = frames.firstIndex(where: { $0.mark == mark }) else { return }
        change(&frames[index])
    }

    /// Forgets the frame drawn into the canvas `mark` belongs to.
    mutating func forget(_ mark: CanvasMark) {
        frames.removeAll { $0.mark.lineage == mark.lineage }
    }

    mutating func forgetAll() { frames.removeAll() }
}
