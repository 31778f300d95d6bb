// Terminal host benchmarks (TerminalWorkload): a 200 × 60 terminal showing a stack of 100,000 text
// rows — as wide as the screen, horizontal, or narrower than the screen — a flow of steps, and a
// 50,000-line log filtered and unfiltered.
// "Drawn from scratch" frames clear the canvas first, as an application that redraws everything
// does; "with REP" ones write for a terminal that repeats any character (CSI n b), as xterm and
// kitty do. Every frame is a BenchmarkWorkloads call; the package's tests check each does its work.

import Benchmark
import BenchmarkWorkloads

let benchmarks: @Sendable () -> Void = {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal, .custom("bytes written", useScalingFactor: false)],
        timeUnits: .microseconds, maxDuration: .seconds(3), maxIterations: 5_000)
    // Frames of a few microseconds or less are given in nanoseconds.
    var fine = configuration
    fine.timeUnits = .nanoseconds

    // Frames of a microsecond or less are timed a thousand to a sample, so the benchmark's own
    // cost per sample (counting mallocs, recording bytes) is spread over them; frames that do not
    // drift (a scroll back and forth, nothing changed) can repeat that often.
    var repeated = fine
    repeated.scalingFactor = .kilo
    repeated.maxIterations = 2_000

    /// A benchmark of one kind of frame: its bytes are counted (the last frame's, per sample) and kept.
    func frames<Screen>(_ name: String, _ configuration: Benchmark.Configuration, _ setup: @escaping () -> Screen,
                        _ frame: @escaping (Screen) -> [UInt8]) {
        Benchmark("Terminal frame: \(name), 200×60, 100,000 rows", configuration: configuration) { benchmark, screen in
            var bytes: [UInt8] = []
            for _ in benchmark.scaledIterations {
                bytes = frame(screen)
                blackHole(bytes)
            }
            benchmark.measurement(.custom("bytes written", useScalingFactor: false), bytes.count)
        } setup: {
            setup()
        }
    }

    frames("one-line scroll", repeated, { TerminalScreen() }) { $0.oneLineScroll() }
    frames("one-line scroll with REP", repeated, { TerminalScreen(repeats: true) }) { $0.oneLineScroll() }
    frames("one-line scroll drawn from scratch", configuration, { TerminalScreen(fromScratch: true) }) { $0.oneLineScroll() }
    frames("steady scroll", fine, { TerminalScreen() }) { $0.steadyScroll() }
    frames("nothing changed", repeated, { TerminalScreen() }) { $0.nothingChanged() }
    frames("full redraw", configuration, { TerminalScreen() }) { $0.fullRedraw() }
    frames("full redraw with REP", configuration, { TerminalScreen(repeats: true) }) { $0.fullRedraw() }
    frames("one-column scroll, horizontal stack", configuration, { TerminalScreen(.horizontal) }) { $0.oneLineScroll() }
    frames("one-line scroll, stack 150 columns wide", configuration, { TerminalScreen(.narrow) }) { $0.oneLineScroll() }
    frames("flow of 40 steps, a choice moves", fine, { FlowScreen() }) { $0.choiceMoves() }
    frames("flow of 40 steps, nothing changed", repeated, { FlowScreen() }) { $0.nothingChanged() }

    // Opening a long list: a new stack and 100,000 rows appended to it (their content made before).
    Benchmark("Terminal load: 100,000 rows appended to a new stack, 200×60", configuration: configuration) { benchmark, rows in
        for _ in benchmark.scaledIterations {
            let stack = loadedStack(rows)
            precondition(stack.engine.count == rows.count)
            blackHole(stack)
        }
    } setup: {
        terminalRows(100_000)
    }

    // A log of 50,000 lines filtered (six in seven hidden) and unfiltered in turn, each change with
    // the frame after it: what a user typing into a log viewer's filter waits for.
    Benchmark("Terminal filter: hide 6 in 7 of 50,000 rows or show them again, then a frame, 200×60",
              configuration: configuration) { benchmark, screen in
        for _ in benchmark.scaledIterations { blackHole(screen.filterOrClear()) }
    } setup: {
        FilterScreen()
    }
}
