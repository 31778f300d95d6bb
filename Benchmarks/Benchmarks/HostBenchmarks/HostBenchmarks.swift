// The work a UIKit frame of ScrollStack does besides UIKit's own, on Linux: a lazy stack of 10,000
// and 1,000,000 rows (UIKitShapedHost in BenchmarkWorkloads), scrolled by one point, and given an
// animated insert in the middle of the screen.

import Benchmark
import BenchmarkWorkloads

let benchmarks: @Sendable () -> Void = {
    let configuration = Benchmark.Configuration(metrics: [.wallClock, .mallocCountTotal], timeUnits: .nanoseconds,
                                                maxDuration: .seconds(3), maxIterations: 100_000)
    for rows in [10_000, 1_000_000] {
        let label = rows == 10_000 ? "10,000" : "1,000,000"

        // One point of scrolling, down and up in turn, in the middle of the stack.
        Benchmark("UIKit-shaped frame: one-point scroll, \(label) rows", configuration: configuration) { benchmark, host in
            for _ in benchmark.scaledIterations { blackHole(host.onePointScroll()) }
        } setup: {
            UIKitShapedHost.inTheMiddle(rows: rows)
        }

        // An animated insert in the middle of the screen: the change, the transition and the
        // frames it starts and ends at. (Then, unmeasured, the animation ends and the row goes.)
        Benchmark("UIKit-shaped frame: animated insert in the middle, \(label) rows", configuration: configuration) { benchmark, host in
            for _ in benchmark.scaledIterations {
                let index = host.insertionIndex
                benchmark.startMeasurement()
                let row = host.insertAnimated(at: index)
                benchmark.stopMeasurement()
                host.finishAnimations()
                host.remove(row)
                host.layoutPass()
            }
        } setup: {
            UIKitShapedHost.inTheMiddle(rows: rows)
        }
    }
}
