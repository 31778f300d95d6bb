// Engine benchmarks on a workload other layout engines can run too: a vertical stack 390 points
// wide, no insets or spacing, row i's content h_i = 20 + next() % 281 from SplitMix64 seeded with
// 0x5EED202403900844, plus a 1-point separator inside the row. The one-row update changes row n/2
// to 20 + (h - 20 + 140) % 281; the viewport is 844 points tall at half the content height.

import Benchmark
import ScrollStackCore

/// Content heights of the standard workload.
func workloadHeights(_ count: Int) -> [Double] {
    var state: UInt64 = 0x5EED_2024_0390_0844
    var heights: [Double] = []
    heights.reserveCapacity(count)
    for _ in 0 ..< count {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        heights.append(Double(20 + z % 281))
    }
    return heights
}

/// The workload's configuration: each row is its content plus a 1-point separator.
let workloadConfiguration = StackConfiguration(
    axis: .vertical, containerSize: Size(width: 390, height: 844),
    separatorThickness: 1, separatorPlacement: .appended)

func workloadEngine(_ heights: [Double]) -> StackEngine {
    var engine = StackEngine(configuration: workloadConfiguration)
    engine.recordsEvents = false
    engine.append(contentsOf: heights.lazy.map { RowSpec.fixed($0) })
    return engine
}

/// Mutable state shared by the iterations of one benchmark.
final class Fixture: @unchecked Sendable {
    var engine: StackEngine
    let heights: [Double]
    let middle: RowID
    let last: RowID

    init(count: Int) {
        heights = workloadHeights(count)
        engine = workloadEngine(heights)
        middle = engine.row(at: count / 2)
        last = engine.row(at: count - 1)
    }
}

let sizes = [1_000, 100_000, 1_000_000]

let benchmarks: @Sendable () -> Void = {
    let fast = Benchmark.Configuration(metrics: [.wallClock, .mallocCountTotal], timeUnits: .nanoseconds,
                                       scalingFactor: .kilo, maxDuration: .seconds(2), maxIterations: 1_000_000)

    for n in sizes {
        let label = n.formatted

        // A full layout pass, as another layout engine would do one: every row's extent and every
        // running sum re-derived (forced by changing the estimate for unmeasured rows, which leaves
        // this all-fixed workload's geometry unchanged), then every row's frames (row, content and
        // separator rectangles) computed in order.
        let layoutConfiguration = Benchmark.Configuration(
            metrics: [.wallClock, .mallocCountTotal], timeUnits: .microseconds,
            maxDuration: .seconds(3), maxIterations: n >= 1_000_000 ? 60 : 5_000)
        Benchmark("Full layout, \(label) rows", configuration: layoutConfiguration) { benchmark, fixture in
            for i in benchmark.scaledIterations {
                fixture.engine.configuration.estimatedRowExtent = i & 1 == 0 ? 45 : 44
                var sum = 0.0
                fixture.engine.forEachLayout { sum += $0.frames.row.maxY }
                blackHole(sum)
            }
        } setup: {
            Fixture(count: n)
        }

        // The same pass with every rectangle of every row read (the pass above reads the row's
        // end only, and the compiler leaves out what a caller does not read).
        Benchmark("Full layout, every rectangle read, \(label) rows", configuration: layoutConfiguration) { benchmark, fixture in
            for i in benchmark.scaledIterations {
                fixture.engine.configuration.estimatedRowExtent = i & 1 == 0 ? 45 : 44
                var sum = 0.0
                fixture.engine.forEachLayout { layout in
                    let frames = layout.frames
                    sum += frames.row.maxY + frames.content.maxY + frames.content.width + (frames.separator?.maxY ?? 0)
                }
                blackHole(sum)
            }
        } setup: {
            Fixture(count: n)
        }

        // Building the stack from nothing: n rows appended in one call.
        Benchmark("Bulk load, \(label) rows", configuration: layoutConfiguration) { benchmark, heights in
            for _ in benchmark.scaledIterations {
                blackHole(workloadEngine(heights))
            }
        } setup: {
            workloadHeights(n)
        }

        Benchmark("Resize one row + offset of last row, \(label) rows", configuration: fast) { benchmark, fixture in
            let original = fixture.heights[n / 2]
            let changed = 20 + (original - 20 + 140).truncatingRemainder(dividingBy: 281)
            for i in benchmark.scaledIterations {
                fixture.engine.setSize(.fixed(i & 1 == 0 ? changed : original), forRow: fixture.middle)
                blackHole(fixture.engine.offset(of: fixture.last))
            }
        } setup: {
            Fixture(count: n)
        }

        Benchmark("Insert + remove in the middle, \(label) rows", configuration: fast) { benchmark, fixture in
            for _ in benchmark.scaledIterations {
                fixture.engine.insert(.fixed(44), at: n / 2)
                blackHole(fixture.engine.remove(at: n / 2))
            }
        } setup: {
            Fixture(count: n)
        }

        Benchmark("Rows in viewport, \(label) rows", configuration: fast) { benchmark, fixture in
            let height = fixture.engine.contentSize.height
            let viewport = Rect(x: 0, y: height / 2, width: 390, height: 844)
            for _ in benchmark.scaledIterations {
                blackHole(fixture.engine.rows(intersecting: viewport))
            }
        } setup: {
            Fixture(count: n)
        }

        // Bytes still allocated once the stack is built (temporaries freed during the build do not
        // count); divide by the row count for bytes per row.
        Benchmark("Memory, \(label) rows",
                  configuration: .init(metrics: [.memoryLeakedBytes, .mallocCountTotal],
                                       maxDuration: .seconds(3), maxIterations: 5)) { benchmark, heights in
            benchmark.startMeasurement()
            let engine = workloadEngine(heights)
            benchmark.stopMeasurement()
            blackHole(engine)
        } setup: {
            workloadHeights(n)
        }
    }
    lazyBenchmarks()
}

/// A lazy host's stack: every row estimated at 100 points until it is realized and measured
/// (its workload height), as LazyScrollStack does.
final class LazyFixture: @unchecked Sendable {
    var engine: StackEngine
    let truth: [RowID: Double]
    let rows: [RowID]
    var viewport = Viewport(size: Size(width: 390, height: 844))
    var target = 0

    init(count: Int) {
        engine = StackEngine(configuration: workloadConfiguration)
        engine.recordsEvents = false
        rows = engine.append(contentsOf: Array(repeating: RowSpec(size: .estimated(100)), count: count))
        truth = Dictionary(uniqueKeysWithValues: zip(rows, workloadHeights(count)))
    }

    /// One frame of a lazy host: realize the rows near the viewport (one screen of overscan),
    /// measure the new ones and keep the content still, until nothing new comes in.
    func frame() {
        while true {
            let round = engine.realizationRound(visibleRect: viewport.visibleRect, overscan: 844)
            if round.toMeasure.isEmpty { return }
            viewport.offset = engine.setMeasuredExtents(round.toMeasure.map { ($0.row, truth[$0.row]!) }, keepingStill: viewport)
        }
    }
}

/// The lazy host's work at 10,000 rows: a frame after scrolling 50 points (new rows come in and
/// are measured), and a jump to a row never realized (settledScrollOffset, then a frame there).
let lazyBenchmarks: @Sendable () -> Void = {
    let configuration = Benchmark.Configuration(metrics: [.wallClock, .mallocCountTotal], timeUnits: .nanoseconds,
                                                maxDuration: .seconds(2), maxIterations: 100_000)
    Benchmark("Lazy frame, scroll 50 points, 10,000 estimated rows", configuration: configuration) { benchmark, fixture in
        for _ in benchmark.scaledIterations {
            let end = fixture.engine.offsetRange(in: fixture.viewport).upperBound
            if fixture.viewport.offset.y + 50 > end {
                // Back to the top with every estimate restored, so each frame measures new rows.
                fixture.engine.invalidateMeasurements()
                fixture.engine.forgetRealizedRows()
                fixture.viewport.offset.y = 0
            }
            fixture.viewport.offset.y += 50
            fixture.frame()
        }
    } setup: {
        LazyFixture(count: 10_000)
    }

    Benchmark("Lazy jump to a never-made row, 10,000 estimated rows", configuration: configuration) { benchmark, fixture in
        // Every estimate restored first (not measured), so the jump meets only unmeasured rows.
        fixture.engine.invalidateMeasurements()
        fixture.engine.forgetRealizedRows()
        // A row far from the last one each time (7,919 is prime, so every row comes up).
        fixture.target = (fixture.target + 7_919) % fixture.rows.count
        benchmark.startMeasurement()
        if let offset = fixture.engine.settledScrollOffset(toShow: fixture.rows[fixture.target], at: .start,
                                                           in: fixture.viewport, measure: { row, _ in fixture.truth[row] }) {
            fixture.viewport.offset = offset
        }
        fixture.frame()
        benchmark.stopMeasurement()
    } setup: {
        LazyFixture(count: 10_000)
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
