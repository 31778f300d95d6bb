// A lazy host's work on a stack of estimated rows (as LazyScrollStackView does it): a frame after a
// scroll that brings new rows in, and a jump to a row never realized.

@_spi(Testing) import ScrollStackCore

/// A lazy host's stack: every row estimated at 100 points until it is realized and measured
/// (its workload height).
public final class LazyFixture: @unchecked Sendable {
    public var engine: StackEngine
    public let truth: [RowID: Double]
    public let rows: [RowID]
    public var viewport = Viewport(size: Size(width: 390, height: 844))
    var target = 0

    public init(count: Int) {
        engine = StackEngine(configuration: EngineWorkload.configuration)
        engine.recordsEvents = false
        rows = engine.append(contentsOf: Array(repeating: RowSpec(size: .estimated(100)), count: count))
        truth = Dictionary(uniqueKeysWithValues: zip(rows, EngineWorkload.heights(count)))
    }

    /// One frame of a lazy host: realize the rows near the viewport (one screen of overscan),
    /// measure the new ones and keep the content still, until nothing new comes in. Returns how
    /// many rows it measured.
    @discardableResult
    public func frame() -> Int {
        var measured = 0
        while true {
            let round = engine.realizationRound(visibleRect: viewport.visibleRect, overscan: 844)
            if round.toMeasure.isEmpty { return measured }
            measured += round.toMeasure.count
            viewport.offset = engine.setMeasuredExtents(round.toMeasure.map { ($0.row, truth[$0.row]!) }, keepingStill: viewport)
        }
    }

    /// Scrolls 1,000 points (a fling: more than the tallest row beyond the rows measured last time,
    /// so rows come in every frame) and draws a
    /// frame (back at the top, with every estimate restored, once the end is reached, so that
    /// each frame measures rows new to it). Returns the rows measured.
    @inline(never)
    public func scrollFrame() -> Int {
        let end = engine.offsetRange(in: viewport).upperBound
        if viewport.offset.y + 1_000 > end {
            engine.invalidateMeasurements()
            engine.forgetRealizedRows()
            viewport.offset.y = 0
        }
        viewport.offset.y += 1_000
        return frame()
    }

    /// Restores every estimate, as before a jump that must meet only unmeasured rows.
    public func forgetMeasurements() {
        engine.invalidateMeasurements()
        engine.forgetRealizedRows()
    }

    /// Jumps to a row far from the last one (7,919 is prime, so every row comes up) and draws a
    /// frame there; returns the row.
    @inline(never)
    public func jump() -> RowID {
        target = (target + 7_919) % rows.count
        let row = rows[target]
        if let offset = engine.settledScrollOffset(toShow: row, at: .start, in: viewport, measure: { row, _ in self.truth[row] }) {
            viewport.offset = offset
        }
        frame()
        return row
    }
}
