// The pinned-row workload: the standard stack with every 1,000th row pinned (a section header),
// and a lookup of the stuck row at a new place on every call.

import ScrollStackCore

/// Looks up the row stuck at the top of a screen 844 points tall, each call at a different offset
/// (a stride of 7,919.5 points through the content, so every call lands in another section or
/// another place in one).
public final class PinnedFixture: @unchecked Sendable {
    public let engine: StackEngine
    /// Every 1,000th row, from the first.
    public let headers: [RowID]
    public private(set) var top = 0.0
    let stride = 7_919.5

    public init(count: Int) {
        var engine = StackEngine(configuration: EngineWorkload.configuration)
        engine.recordsEvents = false
        var specs = EngineWorkload.heights(count).map { RowSpec.fixed($0) }
        for index in Swift.stride(from: 0, to: count, by: 1_000) { specs[index].isPinned = true }
        let rows = engine.append(contentsOf: specs)
        headers = Array(Swift.stride(from: 0, to: count, by: 1_000)).map { rows[$0] }
        self.engine = engine
    }

    /// The stuck row at the next offset, with where it is drawn.
    @inline(never)
    public func stuckRow() -> RowLayout? {
        top += stride
        if top >= engine.contentSize.height { top -= engine.contentSize.height }
        return engine.stuckRow(in: Rect(x: 0, y: top, width: 390, height: 844))
    }
}
