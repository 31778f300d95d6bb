// Transitions in which no row passes over another: for hosts that cannot show rows overlapping
// (a terminal, where text drawn over text garbles), rows whose order changed leave their old place
// and arrive at their new one instead of sliding past the rows in between.

extension Transition {
    /// This transition with no row passing over another.
    ///
    /// The rows whose order along the axis changed are the fewest that must move for the rest to
    /// keep their order: those outside the longest run of moving and stationary rows whose order
    /// is the same before and after. Each of those collapses away at its old place, as a removed
    /// row does, onto the end of the row before it that kept its order, and grows at its new place,
    /// as an inserted row does, from the start of the row after it that kept its order; it is
    /// listed twice in ``rows``, first disappearing, then appearing. The other rows move as before.
    /// When only rows that stay change (moves and resizes), no two rows overlap at any progress from
    /// 0 to 1. A transition in which every row keeps its order is returned as it is.
    public func withoutCrossings() -> Transition {
        let present = rows.indices.filter { rows[$0].kind == .moving || rows[$0].kind == .stationary }
        guard present.count > 1, let first = rows.first else { return self }
        let axis = first.axis
        let leftward = first.trailsToTheLeft
        // Places along the reading direction (right to left in a mirrored stack): where a rect
        // starts and ends, and the main-axis coordinate of a place.
        let start: (Rect) -> Double = { leftward ? -$0.maxX : $0.minMain(axis) }
        let end: (Rect) -> Double = { leftward ? -$0.minX : $0.maxMain(axis) }
        let coordinate: (Double) -> Double = { leftward ? -$0 : $0 }
        // The order of rows along the axis: by start, and a row of no length before a longer one
        // starting at the same place.
        let order: (Rect) -> Place = { Place(start: start($0), end: end($0)) }
        let kept = Self.longestOrderKeepingRun(present.map { rows[$0] }, place: order)
        guard kept.count < present.count else { return self }
        let keptRows = present.indices.filter { kept.contains($0) }.map { rows[present[$0]] }
            .sorted { order($0.to.row) < order($1.to.row) }
        let movers = present.indices.filter { !kept.contains($0) }.map { rows[present[$0]] }
        // The kept rows around a row: the last one before it and the first one after it, in the
        // old layout or the new one.
        func around(_ frame: Rect, old: Bool) -> (before: RowTransition?, after: RowTransition?) {
            let place: (RowTransition) -> Place = { order(old ? $0.from.row : $0.to.row) }
            return (keptRows.last { place($0) < order(frame) }, keptRows.first { place($0) > order(frame) })
        }
        var leaving: [RowTransition] = []
        var arriving: [RowTransition] = []
        for row in movers {
            // Leaving: onto the end of the kept row before it (or, first of all, the start of the
            // first row arriving in its gap, else of the kept row after it).
            let oldGap = around(row.from.row, old: true)
            let collapsesAt = oldGap.before.map { end($0.to.row) }
                ?? (movers.filter { mover in oldGap.after.map { order(mover.to.row) < order($0.to.row) } ?? true }.map { start($0.to.row) }.min()
                    ?? oldGap.after.map { start($0.to.row) } ?? start(row.to.row))
            // Arriving: from the start of the kept row after it (or, last of all, the end of the
            // last row leaving its gap, else of the kept row before it).
            let newGap = around(row.to.row, old: false)
            let growsFrom = newGap.after.map { start($0.from.row) }
                ?? (movers.filter { mover in newGap.before.map { order(mover.from.row) > order($0.from.row) } ?? true }.map { end($0.from.row) }.max()
                    ?? newGap.before.map { end($0.from.row) } ?? end(row.from.row))
            var out = row
            out.kind = .disappearing
            out.to = Self.collapsed(row.from, at: coordinate(collapsesAt), axis: axis)
            out.toAlpha = 0
            leaving.append(out)
            var into = row
            into.kind = .appearing
            into.from = Self.collapsed(row.to, at: coordinate(growsFrom), axis: axis)
            into.fromAlpha = 0
            arriving.append(into)
        }
        let reordered = Set(present.indices.filter { !kept.contains($0) }.map { present[$0] })
        var changed = self
        changed.rows = rows.indices.filter { !reordered.contains($0) }.map { rows[$0] } + leaving + arriving
        return changed
    }

    /// The positions (in `rows`) of a longest run of rows in the same order before and after,
    /// ordered by where they end up.
    /// A place along the axis, ordered by start, then end.
    struct Place: Comparable {
        let start: Double
        let end: Double

        static func < (a: Place, b: Place) -> Bool { a.start < b.start || (a.start == b.start && a.end < b.end) }
    }

    static func longestOrderKeepingRun(_ rows: [RowTransition], place: (Rect) -> Place) -> Set<Int> {
        let order = rows.indices.sorted { place(rows[$0].to.row) < place(rows[$1].to.row) }
        // Patience sorting over the old places, in new order: tails[k] ends the best run of k + 1.
        var tails: [Int] = []
        var previous = [Int?](repeating: nil, count: rows.count)
        for position in order {
            let start = place(rows[position].from.row)
            var low = 0, high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if place(rows[tails[middle]].from.row) <= start { low = middle + 1 } else { high = middle }
            }
            previous[position] = low > 0 ? tails[low - 1] : nil
            if low == tails.count { tails.append(position) } else { tails[low] = position }
        }
        var run = Set<Int>()
        var next = tails.last
        while let position = next {
            run.insert(position)
            next = previous[position]
        }
        return run
    }
}
