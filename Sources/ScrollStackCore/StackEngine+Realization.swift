// Realization: a lazy host creates content only for rows near the viewport. The engine remembers
// which rows the host has realized and tells it, each time the viewport moves, which to create and
// which it may release. Releasing a row loses nothing: its measurement stays in the engine.

extension StackEngine {
    /// The rows the host currently has content for, according to the last
    /// ``updateRealization(visibleRect:overscan:)``. Removed rows leave this set at once.
    public var realizedRows: Set<RowID> { realized }

    /// Works out which rows must exist for `visibleRect` plus `overscan` points before and after it
    /// on the main axis, compared with the rows realized so far, and remembers the answer.
    ///
    /// Hidden rows are never required. A host that measures rows as it realizes them should record
    /// the measurements with ``setMeasuredExtents(_:keepingStill:)`` and call this again until
    /// ``RealizationUpdate/realize`` comes back empty, because measured rows may pull more rows into
    /// the rectangle. O(log n + k) for k rows near the viewport, plus the released rows.
    public mutating func updateRealization(visibleRect: Rect, overscan: Double) -> RealizationUpdate {
        applyRealization(visibleRect: visibleRect, overscan: overscan).update
    }

    /// ``updateRealization(visibleRect:overscan:)``, also returning the rows now realized, in order.
    private mutating func applyRealization(visibleRect: Rect, overscan: Double) -> (update: RealizationUpdate, needed: [RowID]) {
        let axis = storedConfiguration.axis
        let margin = sanitizedLength(overscan)
        let expanded = Rect(mainStart: visibleRect.minMain(axis) - margin,
                            mainExtent: visibleRect.size.main(axis) + 2 * margin,
                            crossStart: visibleRect.minCross(axis), crossExtent: visibleRect.size.cross(axis), axis: axis)
        let needed = rows(intersecting: expanded)
        let neededSet = Set(needed)
        let realize = needed.filter { !realized.contains($0) }
        var release = realized.filter { !neededSet.contains($0) }.compactMap { row in index(of: row).map { (row, $0) } }
        release.sort { $0.1 < $1.1 }
        realized = neededSet
        return (RealizationUpdate(realize: realize, release: release.map(\.0)), needed)
    }

    /// One round of lazy layout: updates realization as ``updateRealization(visibleRect:overscan:)``
    /// does, and lists the realized rows that need measuring, with the length each one's content
    /// gets across the axis. The host creates and releases what the update says, measures the
    /// listed rows, records them with ``setMeasuredExtents(_:keepingStill:)`` (whose offset keeps
    /// the content on screen still) and calls again at that offset, until nothing is listed:
    /// measured rows may pull more rows into the rectangle.
    public mutating func realizationRound(visibleRect: Rect, overscan: Double) -> RealizationRound {
        let (update, needed) = applyRealization(visibleRect: visibleRect, overscan: overscan)
        let axis = storedConfiguration.axis
        let requests = needed.filter { needsMeasurement($0) }.compactMap { row in
            frames(of: row).map { MeasurementRequest(row: row, crossExtent: $0.content.size.cross(axis)) }
        }
        return RealizationRound(update: update, toMeasure: requests)
    }

    /// Forgets every realized row, for a host that dropped all its content (for example when its
    /// view was unloaded). The next ``updateRealization(visibleRect:overscan:)`` realizes from scratch.
    public mutating func forgetRealizedRows() {
        realized.removeAll()
    }
}
