// Prefetching during a scroll that keeps the layout: only rows that cross an edge of the prefetch
// area or of its realized part change their standing, so an update looks at those rows alone.

/// A shown row at one end of an area: where it lies, and a walker on it, valid while the layout
/// is the one it was found in (a layout change moves the revision, and the walker is not used).
struct EdgeRow: Sendable {
    let walker: TreeWalker
    let span: RowSpan
}

/// The first and last shown rows meeting an area.
typealias AreaEdges = (first: EdgeRow, last: EdgeRow)

/// One end of an area moved to the same end of a new area: its new edge row, and the rows that
/// came into the area or left it at that end, in stack order.
struct MovedEdge {
    var edge: EdgeRow
    var entered: [EdgeRow] = []
    var left: [EdgeRow] = []
}

extension StackEngine {
    /// How many rows may cross one end of an area before an update walks the whole area instead:
    /// a scroll frame moves a few rows; a jump moves many, and a walk costs less than the steps.
    private static var edgeStepLimit: Int { 16 }

    /// The edge row of `walker`'s row.
    func edgeRow(_ walker: TreeWalker, context: LayoutContext) -> EdgeRow {
        let (start, extent) = mainSpan(of: walker, context: context)
        return EdgeRow(walker: walker, span: RowSpan(walker, start: start, extent: extent, lastShown: tree.totalVisible - 1))
    }

    /// The shown row before `row`, or `nil` for the first. O(1) inside a leaf; O(log n) across one
    /// or past a run of hidden rows.
    private func shownRow(before row: EdgeRow, context: LayoutContext) -> EdgeRow? {
        guard row.span.shownBefore > 0 else { return nil }
        var cursor = row.walker.cursor
        for _ in 0 ..< Self.edgeStepLimit {
            guard let previous = tree.previous(cursor) else { return nil }
            cursor = previous
            guard !tree.isHidden(at: cursor) else { continue }
            let walker = cursor.leaf == row.walker.cursor.leaf
                ? tree.walker(atPosition: cursor.pos, inLeafOf: row.walker) : tree.walker(at: cursor)
            return edgeRow(walker, context: context)
        }
        return edgeRow(tree.walker(at: tree.cursor(atVisibleOrdinal: row.span.shownBefore - 1)), context: context)
    }

    /// `first`, the first shown row of an area, moved to the first meeting `[from, to)` on the
    /// main axis; `nil` when the new area starts past every row the old one met, meets no row, or
    /// more than a few rows crossed.
    func movedFirst(_ first: EdgeRow, from: Double, to: Double, context: LayoutContext) -> MovedEdge? {
        var move = MovedEdge(edge: first)
        if first.span.meets(from: from, to: to) {
            // The area grew or moved back: rows before the old first may meet it now.
            while !move.edge.span.hidesRowsBefore(from: from) {
                guard move.entered.count < Self.edgeStepLimit,
                      let row = shownRow(before: move.edge, context: context) else { return nil }
                guard row.span.meets(from: from, to: to) else { break }
                move.entered.append(row)
                move.edge = row
            }
            move.entered.reverse()
            return move
        }
        // A row that meets no stretch lies after it (it starts at or past its end) or before it.
        guard first.span.start < to else { return nil }
        // The area moved on: the old first row, and the rows after it that end before the area, left.
        move.left.append(first)
        var walker = first.walker
        while move.left.count <= Self.edgeStepLimit, tree.advance(&walker) {
            guard !walker.isHidden else { continue }
            let row = edgeRow(walker, context: context)
            if row.span.meets(from: from, to: to) {
                move.edge = row
                return move
            }
            guard row.span.start < to else { return nil }
            move.left.append(row)
        }
        return nil
    }

    /// `last`, the last shown row of an area, moved to the last meeting `[from, to)`; `nil` as for
    /// ``movedFirst(_:from:to:context:)``.
    func movedLast(_ last: EdgeRow, from: Double, to: Double, context: LayoutContext) -> MovedEdge? {
        var move = MovedEdge(edge: last)
        if last.span.meets(from: from, to: to) {
            // The area grew or moved on: rows after the old last may meet it now.
            var walker = last.walker
            while !move.edge.span.hidesRowsAfter(to: to) {
                guard move.entered.count < Self.edgeStepLimit, tree.advance(&walker) else { return nil }
                guard !walker.isHidden else { continue }
                let row = edgeRow(walker, context: context)
                guard row.span.meets(from: from, to: to) else { break }
                move.entered.append(row)
                move.edge = row
            }
            return move
        }
        guard last.span.start >= to else { return nil }
        // The area moved back: the old last row, and the rows before it that start past the area, left.
        move.left.append(last)
        while move.left.count <= Self.edgeStepLimit {
            guard let row = shownRow(before: move.left[move.left.count - 1], context: context) else { return nil }
            if row.span.meets(from: from, to: to) {
                move.edge = row
                move.left.reverse()
                return move
            }
            guard row.span.start >= to else { return nil }
            move.left.append(row)
        }
        return nil
    }

    /// The update for a frame whose layout is the one the last update saw, from the rows that
    /// crossed an end of the area or of its realized part (`inner`); the same as a walk of the
    /// whole area would find. `nil` when an end moved past more than a few rows or the area meets
    /// no row: the caller walks the area. O(r) for the r rows that crossed, and O(log n) for a
    /// step back into another leaf.
    mutating func movedBand(_ state: inout PrefetchState, outer: Rect, inner: Rect, answersReachedRows: Bool) -> PrefetchUpdate? {
        let axis = storedConfiguration.axis
        guard state.answersReachedRows == answersReachedRows, let lastOuter = state.outerEdges,
              let lastInner = state.innerEdges, let outerArea = state.outer?.area, let innerArea = state.inner?.area,
              outer.minCross(axis) == outerArea.minCross(axis), outer.maxCross(axis) == outerArea.maxCross(axis),
              inner.minCross(axis) == innerArea.minCross(axis), inner.maxCross(axis) == innerArea.maxCross(axis)
        else { return nil }
        let context = layoutContext()
        let innerFrom = inner.minMain(axis), innerTo = inner.maxMain(axis)
        let outerFrom = outer.minMain(axis), outerTo = outer.maxMain(axis)
        guard innerFrom < innerTo,
              let start = movedFirst(lastOuter.first, from: outerFrom, to: outerTo, context: context),
              let end = movedLast(lastOuter.last, from: outerFrom, to: outerTo, context: context),
              let innerStart = movedFirst(lastInner.first, from: innerFrom, to: innerTo, context: context),
              let innerEnd = movedLast(lastInner.last, from: innerFrom, to: innerTo, context: context)
        else { return nil }
        // Rows the area met before were near: only rows that came into it can be new to the band.
        var prefetch: [BandRow] = []
        Self.forEach(in: start.entered, end.entered) { row in
            let id = id(ofSlot: row.walker.slot)
            if !row.span.meets(from: innerFrom, to: innerTo) && !realized.contains(id) {
                prefetch.append(BandRow(id: id, distance: row.span.distance(fromStretch: innerFrom, to: innerTo), order: prefetch.count))
            }
        }
        // An announced row stays in the area or its realized part until it crosses out of one.
        var cancel: [RowID] = []
        Self.forEach(in: start.left, end.left) { row in
            let id = id(ofSlot: row.walker.slot)
            if state.outstanding.remove(id) && !realized.contains(id) { cancel.append(id) }
        }
        Self.forEach(in: innerStart.entered, innerEnd.entered) { row in
            let id = id(ofSlot: row.walker.slot)
            if answersReachedRows || realized.contains(id) { state.outstanding.remove(id) }
        }
        // The near rows are the shown rows between the area's ends.
        if !start.left.isEmpty { state.nearRows.removeFirst(start.left.count) }
        if !start.entered.isEmpty { state.nearRows.insert(contentsOf: start.entered.map { id(ofSlot: $0.walker.slot) }, at: 0) }
        if !end.left.isEmpty { state.nearRows.removeLast(end.left.count) }
        if !end.entered.isEmpty { state.nearRows.append(contentsOf: end.entered.map { id(ofSlot: $0.walker.slot) }) }
        state.remember(outer: (start.edge, end.edge), area: outer, inner: (innerStart.edge, innerEnd.edge), area: inner,
                       revision: recorder.revision, realizationChanges: realizationChanges)
        return PrefetchUpdate(prefetch: state.announce(prefetch), cancel: cancel)
    }

    /// Calls `body` with the rows of both ends in turn (joining them would allocate every frame).
    @inline(__always)
    private static func forEach(in first: [EdgeRow], _ second: [EdgeRow], _ body: (EdgeRow) -> Void) {
        for row in first { body(row) }
        for row in second { body(row) }
    }
}
