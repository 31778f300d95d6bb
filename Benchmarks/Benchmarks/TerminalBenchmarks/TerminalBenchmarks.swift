// Terminal host benchmarks: a 200 × 60 terminal showing a stack of 100,000 text rows. A frame is
// everything a real frame does: measure what scrolled in, draw the rows into the cell canvas and
// turn the difference with the previous frame into bytes for the terminal.

import Benchmark
import ScrollStackTerminal

/// The stack, a canvas and a renderer that has already drawn the current frame.
final class Screen: @unchecked Sendable {
    let stack = TerminalStack(width: 200, height: 60)
    var canvas = Canvas(width: 200, height: 60)
    var renderer = FrameRenderer()
    var direction = 1

    init() {
        stack.append(contentsOf: (0 ..< 100_000).map { index -> any TerminalRowContent in
            TextContent(index % 5 == 0
                ? "Row \(index): a longer row, with enough words in it to wrap onto a second line when the terminal is narrower than two hundred columns, which it is not here."
                : "Row \(index)", style: TextStyle(foreground: .palette(UInt8(index % 200))))
        })
        stack.scroll(to: stack.engine.row(at: 50_000), at: .center)
        _ = frame()
    }

    func frame() -> [UInt8] {
        canvas.clear()
        stack.draw(into: &canvas)
        return renderer.render(canvas)
    }
}

let benchmarks: @Sendable () -> Void = {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal, .custom("bytes written", useScalingFactor: false)],
        timeUnits: .microseconds, maxDuration: .seconds(3), maxIterations: 5_000)

    // One line up or down (alternating, so the view stays in the middle of the stack).
    Benchmark("Terminal frame: one-line scroll, 200×60, 100,000 rows", configuration: configuration) { benchmark, screen in
        screen.stack.scroll(by: screen.direction)
        screen.direction = -screen.direction
        let bytes = screen.frame()
        benchmark.measurement(.custom("bytes written", useScalingFactor: false), bytes.count)
        blackHole(bytes)
    } setup: {
        Screen()
    }

    // Scrolling on and on, a line a frame, the same way (new rows keep coming into view).
    Benchmark("Terminal frame: steady scroll, 200×60, 100,000 rows", configuration: configuration) { benchmark, screen in
        screen.stack.scroll(by: 1)
        let bytes = screen.frame()
        benchmark.measurement(.custom("bytes written", useScalingFactor: false), bytes.count)
        blackHole(bytes)
    } setup: {
        Screen()
    }

    // A frame where nothing changed (an idle tick): everything is drawn and compared, nothing
    // is written.
    Benchmark("Terminal frame: nothing changed, 200×60, 100,000 rows", configuration: configuration) { benchmark, screen in
        let bytes = screen.frame()
        benchmark.measurement(.custom("bytes written", useScalingFactor: false), bytes.count)
        blackHole(bytes)
    } setup: {
        Screen()
    }

    // The whole screen written again (after a resize or at start).
    Benchmark("Terminal frame: full redraw, 200×60, 100,000 rows", configuration: configuration) { benchmark, screen in
        screen.renderer.invalidate()
        let bytes = screen.frame()
        benchmark.measurement(.custom("bytes written", useScalingFactor: false), bytes.count)
        blackHole(bytes)
    } setup: {
        Screen()
    }
}
