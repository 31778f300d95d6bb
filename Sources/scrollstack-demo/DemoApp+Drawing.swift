// The demo's frames: the screen showing (home, the 100,000 rows or the form), its status and help
// lines and the help overlay, drawn into one canvas kept from frame to frame.

import ScrollStackCore
import ScrollStackTerminal

extension DemoApp {
    func resize(width: Int, height: Int) {
        self.width = width
        self.height = height
        canvas = Canvas(width: width, height: height)
        home.resize(width: width, height: max(2, height - 2))
        long?.resize(width: width, height: max(2, height - 2))
        form?.flow.resize(width: width, height: max(2, height - 2))
        keepNotesCursorInView()
    }

    /// The whole screen at `time`.
    func frame(at time: Double) -> Canvas {
        home.tick(at: time)
        long?.tick(at: time)
        form?.flow.tick(at: time)
        // The long stack's rows come in a chunk a frame; keys are read between frames.
        if let long, !longRows.isComplete { longRows.load(for: 0.008, into: long) }
        // The canvas is kept from frame to frame and not cleared: every part of the screen is drawn
        // below, and the stack draws only what changed (nothing, or the lines a scroll brought in).
        if let form {
            form.flow.draw(into: &canvas)
        } else {
            active.draw(into: &canvas)
        }
        // Where the screen is: the first and last rows on it (the rows' numbers in the long stack).
        var event = ""
        if long == nil, form == nil, let first = home.visibleRows.first.flatMap(homeRow),
           let last = home.visibleRows.last.flatMap(homeRow) {
            event = first == last ? label(of: first) : "\(label(of: first))–\(label(of: last))"
        }
        if let form {
            event = "step \(form.flow.items.count)"
        } else if let long {
            // The rows' own numbers, headers left out.
            let numbers = long.visibleRows.compactMap { long.engine.index(of: $0).flatMap(LongRows.number(atIndex:)) }
            if let first = numbers.min(), let last = numbers.max() {
                event = "rows \(grouped(first))–\(grouped(last)) of \(grouped(longRows.loaded))"
                    + (longRows.isComplete ? "" : " so far")
            }
        }
        StatusBar.drawStatus(status, detail: event, y: height - 2, into: &canvas)
        StatusBar.drawHelp(for: screen, y: height - 1, into: &canvas)
        if help.isShown { help.draw(for: screen, height: height - 2, into: &canvas) }
        return canvas
    }

    var isAnimating: Bool { (long != nil && !longRows.isComplete) || home.isAnimating || (long?.isAnimating ?? false) || (form?.flow.isAnimating ?? false) }
}
