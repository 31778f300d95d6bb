// Finding rows by position (a point, an offset, a rectangle) and how much of each a rectangle shows.

extension StackEngine {
    // MARK: Finding rows by position

    /// Calls `body` for each visible row that intersects `[from, to)` on the main axis, in order,
    /// until it returns `false`. O(log n + k).
    func walkVisible(fromMain from: Double, toMain to: Double, _ body: (RowLayout) -> Bool) {
        guard tree.totalVisible > 0, from < to else { return }
        walkVisible(fromMain: from, toMain: to, context: layoutContext(), body)
    }

    func walkVisible(fromMain from: Double, toMain to: Double, context: LayoutContext, _ body: (RowLayout) -> Bool) {
        walkVisibleEntries(fromMain: from, toMain: to, context: context) { walker, start, _ in
            body(RowLayout(id: id(ofSlot: walker.slot), index: walker.index, isHidden: false,
                           frames: frames(slot: walker.slot, hidden: false, storedExtent: walker.extent,
                                          index: walker.index, start: start, context: context)))
        }
    }

    /// The walk behind ``walkVisible(fromMain:toMain:context:_:)``: `body` gets the walker on each
    /// row and the row's start and extent on the main axis, and works out only what it needs (a
    /// row's ID alone costs far less than its frames).
    @inline(__always)
    func walkVisibleEntries(fromMain from: Double, toMain to: Double, context: LayoutContext,
                                    _ body: (_ walker: TreeWalker, _ start: Double, _ extent: Double) -> Bool) {
        guard tree.totalVisible > 0, from < to else { return }
        walkShownRows(from: walkStart(forMain: from, context: context), fromMain: from, toMain: to, context: context, body)
    }

    /// The same walk from `walker`'s row on (a row at or before the first that can meet
    /// `[from, to)`), the tree unchanged since `walker` was made.
    @inline(__always)
    func walkShownRows(from walker: TreeWalker, fromMain from: Double, toMain to: Double, context: LayoutContext,
                       _ body: (_ walker: TreeWalker, _ start: Double, _ extent: Double) -> Bool) {
        var walker = walker
        repeat {
            if !walker.isHidden {
                let (start, extent) = mainSpan(of: walker, context: context)
                if start >= to { return }
                if Self.mainIntersects(start: start, extent: extent, from: from, to: to), !body(walker, start, extent) { return }
            }
        } while tree.advance(&walker)
    }

    /// Where the shown row under `walker` starts on the main axis and how long it is there: the
    /// figures every walk uses, so a row reached by any walk, forward or back, lies at the same
    /// place. O(1).
    @inline(__always)
    func mainSpan(of walker: TreeWalker, context: LayoutContext) -> (start: Double, extent: Double) {
        let start = context.start(extentPrefix: walker.extentBefore, visiblePrefix: walker.visibleBefore, index: walker.index)
        var extent = walker.extent
        if walker.index == context.lastVisibleIndex { extent -= context.lastAdjustment }
        return (start, extent)
    }

    /// The visible rows whose frames intersect `rect`, with their layouts, in order. O(log n + k).
    ///
    /// Intersecting means sharing some area; a row of zero extent counts when its position lies
    /// inside the rectangle, and a rectangle without area intersects nothing.
    public func layouts(intersecting rect: Rect) -> [RowLayout] {
        guard let mirror else { return ltrLayouts(intersecting: rect.sanitized) }
        return ltrLayouts(intersecting: layoutSpace(rect)).map(mirror.layout)
    }

    /// The visible rows whose frames intersect `rect`, with their layouts, in order. O(log n + k).
    ///
    /// Intersecting means sharing some area; a row of zero extent counts when its position lies
    /// inside the rectangle, and a rectangle without area intersects nothing.
    private func ltrLayouts(intersecting rect: Rect) -> [RowLayout] {
        var result: [RowLayout] = []
        ltrForEachLayout(intersecting: rect) { result.append($0) }
        return result
    }

    /// Calls `body` with the layout of each visible row whose frame intersects `rect`, in order,
    /// without building an array. O(log n + k).
    public func forEachLayout(intersecting rect: Rect, _ body: (RowLayout) -> Void) {
        guard let mirror else { return ltrForEachLayout(intersecting: rect.sanitized, body) }
        ltrForEachLayout(intersecting: layoutSpace(rect)) { body(mirror.layout($0)) }
    }

    /// Calls `body` with the layout of each visible row whose frame intersects `rect`, in order,
    /// without building an array. O(log n + k).
    func ltrForEachLayout(intersecting rect: Rect, _ body: (RowLayout) -> Void) {
        guard tree.totalVisible > 0 else { return }
        let context = layoutContext()
        let axis = context.axis
        guard crossOverlaps(rect, context: context) else { return }
        walkVisible(fromMain: rect.minMain(axis), toMain: rect.maxMain(axis), context: context) { layout in
            body(layout)
            return true
        }
    }

    /// The visible rows whose frames intersect `rect`, in order. O(log n + k).
    public func rows(intersecting rect: Rect) -> [RowID] {
        ltrRows(intersecting: layoutSpace(rect))
    }

    /// The visible rows whose frames intersect `rect`, in order. O(log n + k).
    func ltrRows(intersecting rect: Rect) -> [RowID] {
        guard tree.totalVisible > 0 else { return [] }
        let context = layoutContext()
        guard crossOverlaps(rect, context: context) else { return [] }
        var result: [RowID] = []
        result.reserveCapacity(16)
        walkVisibleEntries(fromMain: rect.minMain(context.axis), toMain: rect.maxMain(context.axis), context: context) { walker, _, _ in
            result.append(id(ofSlot: walker.slot))
            return true
        }
        return result
    }

    /// The visible row whose frame contains `offset` on the main axis, or `nil` when the offset
    /// falls in spacing, in the content insets or outside the content. O(log n).
    public func row(atOffset offset: Double) -> RowID? {
        let offset = sanitizedPosition(offset)
        guard mirrorsMainAxis, let mirror else { return ltrRow(atOffset: offset) }
        return ltrRow(atOffset: mirror.position(offset))
    }

    /// The visible row whose frame contains `offset` on the main axis, or `nil` when the offset
    /// falls in spacing, in the content insets or outside the content. O(log n).
    private func ltrRow(atOffset offset: Double) -> RowID? {
        guard tree.totalVisible > 0 else { return nil }
        let context = layoutContext()
        var walker = searchStart(forMain: offset, context: context)
        repeat {
            if !walker.isHidden {
                let start = context.start(extentPrefix: walker.extentBefore, visiblePrefix: walker.visibleBefore,
                                          index: walker.index)
                if start > offset { return nil }
                var extent = walker.extent
                if walker.index == context.lastVisibleIndex { extent -= context.lastAdjustment }
                if offset < start + extent { return id(ofSlot: walker.slot) }
            }
        } while tree.advance(&walker)
        return nil
    }

    /// The visible row whose frame contains `point`, or `nil`. O(log n).
    public func row(at point: Point) -> RowID? {
        let point = point.sanitized
        return ltrRow(at: mirror.map { $0.point(point) } ?? point)
    }

    /// The visible row whose frame contains `point`, or `nil`. O(log n).
    private func ltrRow(at point: Point) -> RowID? {
        guard let row = ltrRow(atOffset: point.main(storedConfiguration.axis)),
              let frame = ltrFrames(of: row)?.row else { return nil }
        let axis = storedConfiguration.axis
        let cross = axis == .vertical ? point.x : point.y
        return cross >= frame.minCross(axis) && cross < frame.maxCross(axis) ? row : nil
    }

    @inline(__always)
    static func mainIntersects(start: Double, extent: Double, from: Double, to: Double) -> Bool {
        if extent > 0 { return start < to && start + extent > from }
        return start >= from && start < to
    }

    /// Whether `rect` overlaps the band that rows occupy across the main axis. A rectangle with no
    /// cross-axis extent shows nothing.
    func crossOverlaps(_ rect: Rect, context: LayoutContext) -> Bool {
        let axis = context.axis
        guard rect.size.cross(axis) > 0 else { return false }
        let lower = context.crossStart
        let upper = lower + context.crossExtent
        if context.crossExtent <= 0 { return lower >= rect.minCross(axis) && lower < rect.maxCross(axis) }
        return rect.minCross(axis) < upper && rect.maxCross(axis) > lower
    }

    // MARK: Visibility

    /// How much of `row` the rectangle shows (usually ``Viewport/visibleRect``). Unknown rows are
    /// ``RowVisibility/removed``. O(log n).
    /// A pinned row stuck at the rectangle's leading edge is measured where it is drawn
    /// (``stuckRow(in:)``).
    public func visibility(of row: RowID, in rect: Rect) -> RowVisibility {
        let rect = layoutSpace(rect)
        if let stuck = ltrStuckRow(in: rect), stuck.id == row { return visibility(ofFrame: stuck.frames.row, in: rect) }
        return naturalVisibility(of: row, in: rect)
    }

    /// How much of `row`, at its own place, `rect` (in the engine's space) shows.
    func naturalVisibility(of row: RowID, in rect: Rect) -> RowVisibility {
        guard let layout = ltrLayout(of: row) else { return .removed }
        if layout.isHidden { return .hidden }
        return visibility(ofFrame: layout.frames.row, in: rect)
    }

    /// The visibility of a (shown) row frame in a rectangle: the fraction of its area inside, where
    /// containment allows a billionth of rounding noise so an exactly fitting row is "entire".
    func visibility(ofFrame frame: Rect, in rect: Rect) -> RowVisibility {
        let axis = storedConfiguration.axis
        let main = Self.coverage(frame.minMain(axis), frame.maxMain(axis), rect.minMain(axis), rect.maxMain(axis))
        let cross = Self.coverage(frame.minCross(axis), frame.maxCross(axis), rect.minCross(axis), rect.maxCross(axis))
        return Self.visibility(main: main, cross: cross)
    }

    /// A row's visibility from the fractions of it inside a rectangle along and across the axis.
    @inline(__always)
    static func visibility(main: Double, cross: Double) -> RowVisibility {
        guard main > 0 && cross > 0 else { return .offscreen }
        if main >= 1 && cross >= 1 { return .entire }
        return .partial(main * cross)
    }

    static func coverage(_ start: Double, _ end: Double, _ from: Double, _ to: Double) -> Double {
        let extent = end - start
        if extent <= 0 { return start >= from && start < to ? 1 : 0 }
        let tolerance = 1e-9 * max(1, abs(start), abs(end))
        if start >= from - tolerance && end <= to + tolerance { return 1 }
        let overlap = min(end, to) - max(start, from)
        return overlap > 0 ? min(overlap / extent, 1) : 0
    }

    /// The rows at least partly visible in `rect`, in order (hidden rows never are). O(log n + k).
    /// A stuck pinned row counts where it is drawn, first.
    public func visibleRows(in rect: Rect) -> [RowID] {
        rows(in: layoutSpace(rect)) { $0.isVisible }
    }

    /// The rows entirely visible in `rect`, in order (a stuck pinned row where it is drawn, first).
    /// O(log n + k).
    public func entirelyVisibleRows(in rect: Rect) -> [RowID] {
        rows(in: layoutSpace(rect)) { $0 == .entire }
    }

    /// The rows whose visibility in `rect` (in the engine's space) `isIncluded` accepts, in order,
    /// with a stuck pinned row judged where it is drawn.
    private func rows(in rect: Rect, where isIncluded: (RowVisibility) -> Bool) -> [RowID] {
        let stuck = ltrStuckRow(in: rect)
        var result: [RowID] = []
        if let stuck, isIncluded(visibility(ofFrame: stuck.frames.row, in: rect)) { result.append(stuck.id) }
        for layout in ltrLayouts(intersecting: rect) where layout.id != stuck?.id {
            if isIncluded(visibility(ofFrame: layout.frames.row, in: rect)) { result.append(layout.id) }
        }
        return result
    }
}
