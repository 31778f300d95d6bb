// Terminal host benchmarks (TerminalWorkload): a 200 × 60 terminal showing a stack of 100,000 text
// rows — as wide as the screen, horizontal, or narrower than the screen — and a flow of steps.
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

    /// A benchmark of one kind of frame: its bytes are counted and kept.
    func frames<Screen>(_ name: String, _ configuration: Benchmark.Configuration, _ setup: @escaping () -> Screen,
                        _ frame: @escaping (Screen) -> [UInt8]) {
        Benchmark("Terminal frame: \(name), 200×60, 100,000 rows", configuration: configuration) { benchmark, screen in
            let bytes = frame(screen)
            benchmark.measurement(.custom("bytes written", useScalingFactor: false), bytes.count)
            blackHole(bytes)
        } setup: {
            setup()
        }
    }

    frames("one-line scroll", fine, { TerminalScreen() }) { $0.oneLineScroll() }
    frames("one-line scroll with REP", fine, { TerminalScreen(repeats: true) }) { $0.oneLineScroll() }
    frames("one-line scroll drawn from scratch", configuration, { TerminalScreen(fromScratch: true) }) { $0.oneLineScroll() }
    frames("steady scroll", fine, { TerminalScreen() }) { $0.steadyScroll() }
    frames("nothing changed", fine, { TerminalScreen() }) { $0.nothingChanged() }
    frames("full redraw", configuration, { TerminalScreen() }) { $0.fullRedraw() }
    frames("full redraw with REP", configuration, { TerminalScreen(repeats: true) }) { $0.fullRedraw() }
    frames("one-column scroll, horizontal stack", configuration, { TerminalScreen(.horizontal) }) { $0.oneLineScroll() }
    frames("one-line scroll, stack 150 columns wide", configuration, { TerminalScreen(.narrow) }) { $0.oneLineScroll() }
    frames("flow of 40 steps, a choice moves", fine, { FlowScreen() }) { $0.choiceMoves() }
    frames("flow of 40 steps, nothing changed", fine, { FlowScreen() }) { $0.nothingChanged() }
}
