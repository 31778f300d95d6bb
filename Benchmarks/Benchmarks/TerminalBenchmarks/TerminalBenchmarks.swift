// Terminal host benchmarks: a 200 × 60 terminal showing a stack of 100,000 text rows. A frame is
// everything a real frame does: scroll, measure what scrolled in, draw the rows into the canvas kept
// from the last frame, and turn what changed into bytes for the terminal. "Drawn from scratch"
// frames clear the canvas first, as an application that redraws everything does; "with REP" ones
// write for a terminal that repeats any character (CSI n b), as xterm and kitty do.

import Benchmark
import ScrollStackTerminal

/// The stack, a canvas and a renderer that has already drawn the current frame.
final class Screen: @unchecked Sendable {
    let stack = TerminalStack(width: 200, height: 60)
    var canvas = Canvas(width: 200, height: 60)
    var renderer = FrameRenderer()
    var direction = 1
    let fromScratch: Bool

    init(fromScratch: Bool = false, repeats: Bool = false) {
        self.fromScratch = fromScratch
        renderer.repetition = repeats ? .anyCharacter : .never
        stack.append(contentsOf: (0 ..< 100_000).map { index -> any TerminalRowContent in
            TextContent(index % 5 == 0
                ? "Row \(index): a longer row, with enough words in it to wrap onto a second line when the terminal is narrower than two hundred columns, which it is not here."
                : "Row \(index)", style: TextStyle(foreground: .palette(UInt8(index % 200))))
        })
        stack.scroll(to: stack.engine.row(at: 50_000), at: .center)
        _ = frame()
    }

    func frame() -> [UInt8] {
        if fromScratch { canvas.clear() }
        stack.draw(into: &canvas)
        return renderer.render(canvas)
    }
}

let benchmarks: @Sendable () -> Void = {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal, .custom("bytes written", useScalingFactor: false)],
        timeUnits: .microseconds, maxDuration: .seconds(3), maxIterations: 5_000)

    /// One line up or down (alternating, so the view stays in the middle of the stack).
    func oneLineScroll(_ benchmark: Benchmark, _ screen: Screen) {
        screen.stack.scroll(by: screen.direction)
        screen.direction = -screen.direction
        let bytes = screen.frame()
        benchmark.measurement(.custom("bytes written", useScalingFactor: false), bytes.count)
        blackHole(bytes)
    }

    Benchmark("Terminal frame: one-line scroll, 200×60, 100,000 rows", configuration: configuration) { benchmark, screen in
        oneLineScroll(benchmark, screen)
    } setup: {
        Screen()
    }

    Benchmark("Terminal frame: one-line scroll with REP, 200×60, 100,000 rows", configuration: configuration) { benchmark, screen in
        oneLineScroll(benchmark, screen)
    } setup: {
        Screen(repeats: true)
    }

    Benchmark("Terminal frame: one-line scroll drawn from scratch, 200×60, 100,000 rows", configuration: configuration) { benchmark, screen in
        oneLineScroll(benchmark, screen)
    } setup: {
        Screen(fromScratch: true)
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

    // A frame where nothing changed (an idle tick): nothing is drawn, nothing is written.
    var fine = configuration
    fine.timeUnits = .nanoseconds
    Benchmark("Terminal frame: nothing changed, 200×60, 100,000 rows", configuration: fine) { benchmark, screen in
        let bytes = screen.frame()
        benchmark.measurement(.custom("bytes written", useScalingFactor: false), bytes.count)
        blackHole(bytes)
    } setup: {
        Screen()
    }

    // The whole screen drawn and written again (at start, after a resize or a screen change):
    // the canvas cleared, every row drawn, every cell written.
    func fullRedraw(_ benchmark: Benchmark, _ screen: Screen) {
        screen.renderer.invalidate()
        screen.canvas.clear()
        let bytes = screen.frame()
        benchmark.measurement(.custom("bytes written", useScalingFactor: false), bytes.count)
        blackHole(bytes)
    }

    Benchmark("Terminal frame: full redraw, 200×60, 100,000 rows", configuration: configuration) { benchmark, screen in
        fullRedraw(benchmark, screen)
    } setup: {
        Screen()
    }

    Benchmark("Terminal frame: full redraw with REP, 200×60, 100,000 rows", configuration: configuration) { benchmark, screen in
        fullRedraw(benchmark, screen)
    } setup: {
        Screen(repeats: true)
    }
}
