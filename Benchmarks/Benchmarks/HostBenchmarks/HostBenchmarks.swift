// The work a UIKit frame of ScrollStack does besides UIKit's own, on Linux: a lazy stack of 10,000
// and 1,000,000 rows (see UIKitShapedHost), scrolled by one point, and given an animated insert in
// the middle of the screen.

import Benchmark
import ScrollStackCore

let benchmarks: @Sendable () -> Void = {
    let configuration = Benchmark.Configuration(metrics: [.wallClock, .mallocCountTotal], timeUnits: .nanoseconds,
                                                maxDuration: .seconds(3), maxIterations: 100_000)
    for rows in [10_000, 1_000_000] {
        let label = rows == 10_000 ? "10,000" : "1,000,000"

        // One point of scrolling, down and up in turn, in the middle of the stack: the layout pass
        // UIScrollView asks for on every frame of a scroll.
        Benchmark("UIKit-shaped frame: one-point scroll, \(label) rows", configuration: configuration) { (benchmark: Benchmark, state: ScrollState) in
            for _ in benchmark.scaledIterations {
                state.host.offset.y += state.direction
                state.direction = -state.direction
                state.host.layoutPass()
            }
        } setup: { () -> ScrollState in
            let state = ScrollState(host: UIKitShapedHost(rows: rows))
            state.host.offset.y = Double(rows / 2) * 60
            state.host.layoutPass()
            state.host.layoutPass()
            return state
        }

        // An animated insert in the middle of the screen: the change, the transition and the
        // frames it starts and ends at. (Then, unmeasured, the animation ends and the row goes.)
        Benchmark("UIKit-shaped frame: animated insert in the middle, \(label) rows", configuration: configuration) { (benchmark: Benchmark, host: UIKitShapedHost) in
            for _ in benchmark.scaledIterations {
                let index = (host.engine.index(of: host.engine.rows(intersecting: host.viewport.visibleRect).first!) ?? 0) + 5
                benchmark.startMeasurement()
                let row = host.insertAnimated(at: index)
                benchmark.stopMeasurement()
                host.finishAnimations()
                host.remove(row)
                host.layoutPass()
            }
        } setup: { () -> UIKitShapedHost in
            let host = UIKitShapedHost(rows: rows)
            host.offset.y = Double(rows / 2) * 60
            host.layoutPass()
            host.layoutPass()
            return host
        }
    }
}

/// A host and the direction of its next one-point scroll.
final class ScrollState: @unchecked Sendable {
    let host: UIKitShapedHost
    var direction = 1.0

    init(host: UIKitShapedHost) {
        self.host = host
    }
}
