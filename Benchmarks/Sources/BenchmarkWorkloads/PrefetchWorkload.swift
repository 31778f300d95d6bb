// The prefetching workload: the standard stack scrolled steadily as a lazy host scrolls it, one
// screen of overscan realized and, when prefetching, two screens beyond it prefetched every frame;
// the frames without prefetching are the baseline, so the difference is what prefetching adds. A
// host that realizes no rows (a terminal keeps every row's content) prefetches alone: its frames
// time the bookkeeping by itself.

import ScrollStackCore

/// A steady scroll down the standard stack from its middle, 7 points a frame (from the top again
/// at the end), on a screen 390 × 844 points.
public final class PrefetchFixture: @unchecked Sendable {
    public private(set) var engine: StackEngine
    public let prefetches: Bool
    /// Whether each frame realizes rows before prefetching (a lazy UIKit stack) or not (a host that
    /// keeps every row's content, which prefetching answers when a row reaches the realized area).
    public let realizes: Bool
    public private(set) var offset: Double
    /// Rows announced and cancelled so far.
    public private(set) var announced = 0
    public private(set) var cancelled = 0
    public let overscan = 844.0
    public let distance = 1_688.0

    public init(count: Int, prefetches: Bool, realizes: Bool = true) {
        engine = EngineWorkload.engine(EngineWorkload.heights(count))
        self.prefetches = prefetches
        self.realizes = realizes
        offset = (engine.contentSize.height / 2).rounded()
    }

    public var viewport: Viewport {
        Viewport(offset: Point(x: 0, y: offset), size: EngineWorkload.configuration.containerSize)
    }

    /// One frame: the viewport moves 7 points, the rows near it are realized (when the host
    /// realizes) and, when prefetching, the band is updated. Returns how many rows the frame
    /// realized, released, announced and cancelled.
    @inline(never)
    public func scrollFrame() -> Int {
        offset += 7
        if offset + 844 > engine.contentSize.height { offset = 0 }
        var changes = 0
        if realizes {
            // The rows are fixed: nothing is measured.
            let pass = engine.realize(in: viewport, overscan: overscan) { _ in 44 }
            changes += pass.realized.count + pass.released.count
        }
        if prefetches {
            let update = engine.updatePrefetching(in: viewport, overscan: overscan, distance: distance,
                                                  answersReachedRows: !realizes)
            announced += update.prefetch.count
            cancelled += update.cancel.count
            changes += update.prefetch.count + update.cancel.count
        }
        return changes
    }
}
