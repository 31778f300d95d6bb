// Engine benchmarks on a workload other layout engines can run too (EngineWorkload): full layout
// passes, bulk load, single operations and memory at 1,000 to 10,000,000 rows, and a lazy host's
// frames. Every benchmark's work is a BenchmarkWorkloads fixture call that does its work each time
// it is called; the package's tests check that it does.

import Benchmark
import BenchmarkWorkloads
import ScrollStackCore

let benchmarks: @Sendable () -> Void = {
    let fast = Benchmark.Configuration(metrics: [.wallClock, .mallocCountTotal], timeUnits: .nanoseconds,
                                       scalingFactor: .kilo, maxDuration: .seconds(2), maxIterations: 1_000_000)

    for n in [1_000, 100_000, 1_000_000, 10_000_000] {
        let label = n.formatted
        let layoutConfiguration = Benchmark.Configuration(
            metrics: [.wallClock, .mallocCountTotal], timeUnits: .microseconds,
            maxDuration: .seconds(3), maxIterations: n >= 1_000_000 ? 60 : 5_000)

        // A full layout pass, as another layout engine does one: every row's extent and every
        // running sum re-derived (the separators' thickness changes every pass), then every
        // row's end read (the compiler computes only what a caller reads).
        Benchmark("Full layout, \(label) rows", configuration: layoutConfiguration) { benchmark, fixture in
            for _ in benchmark.scaledIterations { blackHole(fixture.pass()) }
        } setup: {
            FullLayoutFixture(count: n)
        }

        // The same pass with every rectangle of every row read.
        Benchmark("Full layout, every rectangle read, \(label) rows", configuration: layoutConfiguration) { benchmark, fixture in
            for _ in benchmark.scaledIterations { blackHole(fixture.passReadingEveryRectangle()) }
        } setup: {
            FullLayoutFixture(count: n)
        }

        // Building the stack from nothing: n rows appended in one call.
        Benchmark("Bulk load, \(label) rows", configuration: layoutConfiguration) { benchmark, heights in
            for _ in benchmark.scaledIterations { blackHole(EngineWorkload.engine(heights)) }
        } setup: {
            EngineWorkload.heights(n)
        }

        guard n <= 1_000_000 else { continue }

        // A full layout pass storing every row's frames in an array the caller keeps from pass to pass.
        Benchmark("Full layout, frames stored, \(label) rows", configuration: layoutConfiguration) { benchmark, fixture in
            for _ in benchmark.scaledIterations { blackHole(fixture.fixture.passStoringFrames(into: &fixture.frames)) }
        } setup: {
            StoringFixture(count: n)
        }

        Benchmark("Resize one row + offset of last row, \(label) rows", configuration: fast) { benchmark, fixture in
            for _ in benchmark.scaledIterations { blackHole(fixture.resizeMiddleRow()) }
        } setup: {
            EngineFixture(count: n)
        }

        Benchmark("Insert + remove in the middle, \(label) rows", configuration: fast) { benchmark, fixture in
            for _ in benchmark.scaledIterations { blackHole(fixture.insertAndRemoveInTheMiddle()) }
        } setup: {
            EngineFixture(count: n)
        }

        Benchmark("Rows in viewport, \(label) rows", configuration: fast) { benchmark, fixture in
            for _ in benchmark.scaledIterations { blackHole(fixture.rowsInTheViewport()) }
        } setup: {
            EngineFixture(count: n)
        }

        // The row stuck at the top (a section header every 1,000 rows), at a new offset each time.
        Benchmark("Stuck row lookup, \(label) rows", configuration: fast) { benchmark, fixture in
            for _ in benchmark.scaledIterations { blackHole(fixture.stuckRow()) }
        } setup: {
            PinnedFixture(count: n)
        }

        // A lazy host's steady scroll, 7 points a frame: realization alone, and realization with
        // prefetching two screens beyond it; the difference is prefetching's bookkeeping, which
        // the third times alone.
        if n >= 100_000 {
            Benchmark("Steady scroll frame, realization, \(label) rows", configuration: fast) { benchmark, fixture in
                for _ in benchmark.scaledIterations { blackHole(fixture.scrollFrame()) }
            } setup: {
                PrefetchFixture(count: n, prefetches: false)
            }

            Benchmark("Steady scroll frame, realization and prefetching, \(label) rows", configuration: fast) { benchmark, fixture in
                for _ in benchmark.scaledIterations { blackHole(fixture.scrollFrame()) }
            } setup: {
                PrefetchFixture(count: n, prefetches: true)
            }

            // The bookkeeping by itself, timed rather than taken as a difference of two medians: a
            // host that keeps every row's content realizes none, and prefetches alone.
            Benchmark("Steady scroll frame, prefetching alone, \(label) rows", configuration: fast) { benchmark, fixture in
                for _ in benchmark.scaledIterations { blackHole(fixture.scrollFrame()) }
            } setup: {
                PrefetchFixture(count: n, prefetches: true, realizes: false)
            }
        }

        // A commit after a one-point scroll in the middle: the visibility events of a scroll frame.
        Benchmark("Commit of a one-point scroll, \(label) rows", configuration: fast) { benchmark, fixture in
            for _ in benchmark.scaledIterations { blackHole(fixture.commitOnePointScroll()) }
        } setup: {
            EngineFixture(count: n)
        }

        // Bytes still allocated once the stack is built (temporaries freed during the build do not
        // count); divide by the row count for bytes per row.
        Benchmark("Memory, \(label) rows",
                  configuration: .init(metrics: [.memoryLeakedBytes, .mallocCountTotal],
                                       maxDuration: .seconds(3), maxIterations: 5)) { benchmark, heights in
            benchmark.startMeasurement()
            let engine = EngineWorkload.engine(heights)
            benchmark.stopMeasurement()
            blackHole(engine)
        } setup: {
            EngineWorkload.heights(n)
        }
    }

    // A lazy host's work at 10,000 rows: a frame after a fling of 1,000 points (new rows come in and
    // are measured, every frame), and a jump to a row never realized (settledScrollOffset, then a
    // frame there).
    let lazy = Benchmark.Configuration(metrics: [.wallClock, .mallocCountTotal], timeUnits: .nanoseconds,
                                       maxDuration: .seconds(2), maxIterations: 100_000)
    Benchmark("Lazy frame, fling of 1,000 points, 10,000 estimated rows", configuration: lazy) { benchmark, fixture in
        for _ in benchmark.scaledIterations { blackHole(fixture.scrollFrame()) }
    } setup: {
        LazyFixture(count: 10_000)
    }

    Benchmark("Lazy jump to a never-made row, 10,000 estimated rows", configuration: lazy) { benchmark, fixture in
        // Every estimate restored first (not measured), so the jump meets only unmeasured rows.
        fixture.forgetMeasurements()
        benchmark.startMeasurement()
        blackHole(fixture.jump())
        benchmark.stopMeasurement()
    } setup: {
        LazyFixture(count: 10_000)
    }
}

/// A full-layout fixture and the array its passes store frames into.
final class StoringFixture: @unchecked Sendable {
    let fixture: FullLayoutFixture
    var frames: [RowFrames] = []

    init(count: Int) {
        fixture = FullLayoutFixture(count: count)
        frames.reserveCapacity(count)
    }
}

extension Int {
    /// 1,000,000 → "1,000,000".
    var formatted: String {
        var digits = Array(String(self))
        var index = digits.count - 3
        while index > 0 {
            digits.insert(",", at: index)
            index -= 3
        }
        return String(digits)
    }
}
