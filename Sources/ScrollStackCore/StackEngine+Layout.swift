// Layout: where each row, its content and its separator are, and how large the content is.
//
// Along the main axis a visible row starts at
//     contentInsets.start + (extents of the visible rows before it) + spacing × (their number)
// minus, for rows after the last visible row, the separator that "automatically hides the last
// separator" removed from it (appended placement only). Hidden rows sit, with zero extent, where
// they would appear. Across the main axis every row fills the container minus the content insets.

/// Values every frame computation in one query shares; computed once per query in O(log n).
struct LayoutContext {
    let axis: StackAxis
    let mainStart: Double
    let spacing: Double
    let crossStart: Double
    let crossExtent: Double
    /// Index of the last visible row, or -1.
    let lastVisibleIndex: Int
    /// Whether the last visible row's separator is suppressed.
    let hidesLastSeparator: Bool
    /// How much shorter the last visible row is because its appended separator is suppressed.
    let lastAdjustment: Double
    /// The stack's default margins (row insets plus padding), for rows without overrides.
    let defaultMargins: Insets
    /// Whether rows without overrides show a separator.
    let defaultSeparatorShown: Bool
    let defaultSeparatorThickness: Double
    let defaultSeparatorInsets: Insets
    /// Cross-axis placement of a default row's content and separator (the same for every such row).
    let defaultContentCrossStart: Double
    let defaultContentCrossExtent: Double
    let defaultSeparatorCrossStart: Double
    let defaultSeparatorCrossExtent: Double

    /// The canonical start of a row from its prefix sums.
    @inline(__always)
    func start(extentPrefix: Double, visiblePrefix: Int, index: Int) -> Double {
        let start = mainStart + extentPrefix + spacing * Double(visiblePrefix)
        return index > lastVisibleIndex ? start - lastAdjustment : start
    }
}

/// A forward walk over rows that keeps the canonical prefix sums of the current row.
struct RowWalker {
    var cursor: TreeCursor
    var index: Int
    var visibleBefore: Int
    /// Sum of the visible extents before the cursor inside its leaf, left to right.
    var leafPartial: Double
    /// Sum of the visible extents before the cursor's leaf (see `RowTree.prefix(of:)`).
    var upper: Double

    var extentPrefix: Double { leafPartial + upper }
}

extension StackEngine {
    // MARK: Context

    func layoutContext() -> LayoutContext {
        let config = storedConfiguration
        let axis = config.axis
        var lastIndex = -1
        var adjustment = 0.0
        if let last = tree.lastVisibleCursor() {
            lastIndex = tree.prefix(of: last).index
            if config.automaticallyHidesLastSeparator && config.separatorPlacement == .appended {
                let overrides = overrides(ofSlot: tree.slot(at: last))
                if ownSeparatorShown(overrides) {
                    adjustment = min(separatorThickness(overrides), tree.extent(at: last))
                }
            }
        }
        let crossStart = config.contentInsets.crossStart(axis)
        let crossExtent = max(0, config.containerSize.cross(axis) - config.contentInsets.crossTotal(axis))
        let margins = config.rowInsets + config.rowPadding
        return LayoutContext(
            axis: axis,
            mainStart: config.contentInsets.mainStart(axis),
            spacing: sanitizedLength(config.spacing),
            crossStart: crossStart,
            crossExtent: crossExtent,
            lastVisibleIndex: lastIndex,
            hidesLastSeparator: config.automaticallyHidesLastSeparator,
            lastAdjustment: adjustment,
            defaultMargins: config.rowInsets + config.rowPadding,
            defaultSeparatorShown: !config.hidesSeparatorsByDefault,
            defaultSeparatorThickness: sanitizedLength(config.separatorThickness),
            defaultSeparatorInsets: config.separatorInsets,
            defaultContentCrossStart: crossStart + margins.crossStart(axis),
            defaultContentCrossExtent: max(0, crossExtent - margins.crossTotal(axis)),
            defaultSeparatorCrossStart: crossStart + config.separatorInsets.crossStart(axis),
            defaultSeparatorCrossExtent: max(0, crossExtent - config.separatorInsets.crossTotal(axis)))
    }

    func walker(at cursor: TreeCursor) -> RowWalker {
        let start = tree.base(ofLeaf: cursor.leaf)
        var visible = 0
        var partial = 0.0
        for k in start ..< start + cursor.pos where !tree.entryHidden[k] {
            visible += 1
            partial += tree.entryExtent[k]
        }
        let upper = tree.upperPrefix(of: cursor.leaf)
        return RowWalker(cursor: cursor, index: upper.index + cursor.pos, visibleBefore: upper.visible + visible,
                         leafPartial: partial, upper: upper.extent)
    }

    /// Moves the walker to the next row; returns `false` at the end.
    @inline(__always)
    func advance(_ walker: inout RowWalker) -> Bool {
        let k = tree.base(ofLeaf: walker.cursor.leaf) + walker.cursor.pos
        if !tree.entryHidden[k] {
            walker.visibleBefore += 1
            walker.leafPartial += tree.entryExtent[k]
        }
        walker.index += 1
        if walker.cursor.pos + 1 < Int(tree.leafLength[Int(walker.cursor.leaf)]) {
            walker.cursor.pos += 1
            return true
        }
        var leaf = tree.leafNext[Int(walker.cursor.leaf)]
        while leaf >= 0 && tree.leafLength[Int(leaf)] == 0 { leaf = tree.leafNext[Int(leaf)] }
        guard leaf >= 0 else { return false }
        walker.cursor = TreeCursor(leaf: leaf, pos: 0)
        walker.leafPartial = 0
        walker.upper = tree.upperPrefix(of: leaf).extent
        return true
    }

    /// The frames of the row under a walker.
    @inline(__always)
    func frames(at walker: RowWalker, context: LayoutContext) -> RowFrames {
        let k = tree.base(ofLeaf: walker.cursor.leaf) + walker.cursor.pos
        let start = context.start(extentPrefix: walker.extentPrefix, visiblePrefix: walker.visibleBefore, index: walker.index)
        return frames(slot: tree.entrySlot[k], hidden: tree.entryHidden[k], storedExtent: tree.entryExtent[k],
                      index: walker.index, start: start, context: context)
    }

    @inline(__always)
    func frames(slot: UInt32, hidden: Bool, storedExtent: Double, index: Int, start: Double,
                context: LayoutContext) -> RowFrames {
        let axis = context.axis
        let isLast = index == context.lastVisibleIndex
        let extent = hidden ? 0 : (isLast ? storedExtent - context.lastAdjustment : storedExtent)
        let row = Rect(mainStart: start, mainExtent: extent, crossStart: context.crossStart,
                       crossExtent: context.crossExtent, axis: axis)
        guard slotFlags[Int(slot)] & Self.overridesFlag != 0, let overrides = overridesBySlot[slot] else {
            // Most rows have no overrides: everything comes from the stack defaults in the context.
            guard !hidden else {
                return RowFrames(row: row, content: Rect(mainStart: start, mainExtent: 0,
                                                         crossStart: context.defaultContentCrossStart,
                                                         crossExtent: context.defaultContentCrossExtent, axis: axis),
                                 separator: nil)
            }
            let content = Rect(mainStart: start + context.defaultMargins.mainStart(axis),
                               mainExtent: contentExtent(ofSlot: slot),
                               crossStart: context.defaultContentCrossStart,
                               crossExtent: context.defaultContentCrossExtent, axis: axis)
            var separator: Rect?
            if context.defaultSeparatorShown && !(context.hidesLastSeparator && isLast) {
                let end = start + extent
                let separatorStart = max(start, end - context.defaultSeparatorThickness)
                separator = Rect(mainStart: separatorStart, mainExtent: end - separatorStart,
                                 crossStart: context.defaultSeparatorCrossStart,
                                 crossExtent: context.defaultSeparatorCrossExtent, axis: axis)
            }
            return RowFrames(row: row, content: content, separator: separator)
        }
        let config = storedConfiguration
        return frames(row: row, slot: slot, hidden: hidden, start: start, extent: extent, isLast: isLast,
                      margins: (overrides.insets ?? config.rowInsets) + (overrides.padding ?? config.rowPadding),
                      separatorShown: ownSeparatorShown(overrides), separatorThickness: separatorThickness(overrides),
                      separatorInsets: overrides.separator.insets ?? config.separatorInsets, context: context)
    }

    @inline(__always)
    private func frames(row: Rect, slot: UInt32, hidden: Bool, start: Double, extent: Double, isLast: Bool,
                        margins: Insets, separatorShown: Bool, separatorThickness: Double, separatorInsets: Insets,
                        context: LayoutContext) -> RowFrames {
        let axis = context.axis
        let contentCrossExtent = max(0, context.crossExtent - margins.crossTotal(axis))
        let contentCrossStart = context.crossStart + margins.crossStart(axis)
        guard !hidden else {
            let content = Rect(mainStart: start, mainExtent: 0, crossStart: contentCrossStart,
                               crossExtent: contentCrossExtent, axis: axis)
            return RowFrames(row: row, content: content, separator: nil)
        }
        let content = Rect(mainStart: start + margins.mainStart(axis), mainExtent: contentExtent(ofSlot: slot),
                           crossStart: contentCrossStart, crossExtent: contentCrossExtent, axis: axis)
        var separator: Rect?
        if separatorShown && !(context.hidesLastSeparator && isLast) {
            let end = start + extent
            let separatorStart = max(start, end - separatorThickness)
            separator = Rect(mainStart: separatorStart, mainExtent: end - separatorStart,
                             crossStart: context.crossStart + separatorInsets.crossStart(axis),
                             crossExtent: max(0, context.crossExtent - separatorInsets.crossTotal(axis)), axis: axis)
        }
        return RowFrames(row: row, content: content, separator: separator)
    }

    // MARK: Content size

    /// The size of the content: every visible row, the spacing between them and the content insets
    /// along the main axis; the container's extent (at least the content insets) across it.
    public var contentSize: Size {
        let config = storedConfiguration
        let axis = config.axis
        let context = layoutContext()
        let visible = tree.totalVisible
        let rows = tree.totalExtent + context.spacing * Double(max(0, visible - 1)) - context.lastAdjustment
        let main = config.contentInsets.mainTotal(axis) + rows
        let cross = max(config.containerSize.cross(axis), config.contentInsets.crossTotal(axis))
        return Size(main: main, cross: cross, axis: axis)
    }

    // MARK: One row

    /// The frames of `row`, or `nil` if it is not in this stack. O(log n).
    public func frames(of row: RowID) -> RowFrames? {
        layout(of: row)?.frames
    }

    /// The frames of the row at `index`. Traps if `index` is not in `0 ..< count`. O(log n).
    public func frames(at index: Int) -> RowFrames {
        guard index >= 0 && index < count else { indexOutOfRange(index, count: count, in: "frames(at:)") }
        return layout(at: tree.cursor(at: index)).frames
    }

    /// The identity, index, hidden state and frames of `row`, or `nil` if it is not in this stack.
    public func layout(of row: RowID) -> RowLayout? {
        guard let slot = slot(of: row) else { return nil }
        return layout(at: tree.cursor(ofSlot: slot))
    }

    func layout(at cursor: TreeCursor) -> RowLayout {
        let context = layoutContext()
        let walker = walker(at: cursor)
        let k = tree.base(ofLeaf: cursor.leaf) + cursor.pos
        return RowLayout(id: id(ofSlot: tree.entrySlot[k]), index: walker.index, isHidden: tree.entryHidden[k],
                         frames: frames(at: walker, context: context))
    }

    /// Where `row` starts along the main axis, or `nil` if it is not in this stack. O(log n).
    public func offset(of row: RowID) -> Double? {
        frames(of: row)?.row.minMain(storedConfiguration.axis)
    }

    /// Calls `body` with every row's layout, in order, hidden rows included. O(n).
    public func forEachLayout(_ body: (RowLayout) throws -> Void) rethrows {
        guard count > 0 else { return }
        let context = layoutContext()
        var walker = walker(at: TreeCursor(leaf: tree.firstLeaf, pos: 0))
        repeat {
            let k = tree.base(ofLeaf: walker.cursor.leaf) + walker.cursor.pos
            try body(RowLayout(id: id(ofSlot: tree.entrySlot[k]), index: walker.index, isHidden: tree.entryHidden[k],
                               frames: frames(at: walker, context: context)))
        } while advance(&walker)
    }

    // MARK: Finding rows by position

    /// Calls `body` for each visible row that intersects `[from, to)` on the main axis, in order,
    /// until it returns `false`. O(log n + k).
    func walkVisible(fromMain from: Double, toMain to: Double, _ body: (RowLayout) -> Bool) {
        guard tree.totalVisible > 0, from < to else { return }
        walkVisible(fromMain: from, toMain: to, context: layoutContext(), body)
    }

    func walkVisible(fromMain from: Double, toMain to: Double, context: LayoutContext, _ body: (RowLayout) -> Bool) {
        guard tree.totalVisible > 0, from < to else { return }
        let cursor = tree.cursor(forOffset: from - context.mainStart, spacing: context.spacing)
        var walker = walker(at: cursor)
        repeat {
            let k = tree.base(ofLeaf: walker.cursor.leaf) + walker.cursor.pos
            if !tree.entryHidden[k] {
                let start = context.start(extentPrefix: walker.extentPrefix, visiblePrefix: walker.visibleBefore,
                                          index: walker.index)
                if start >= to { return }
                var extent = tree.entryExtent[k]
                if walker.index == context.lastVisibleIndex { extent -= context.lastAdjustment }
                if Self.mainIntersects(start: start, extent: extent, from: from, to: to) {
                    let layout = RowLayout(id: id(ofSlot: tree.entrySlot[k]), index: walker.index, isHidden: false,
                                           frames: frames(slot: tree.entrySlot[k], hidden: false, storedExtent: tree.entryExtent[k],
                                                          index: walker.index, start: start, context: context))
                    if !body(layout) { return }
                }
            }
        } while advance(&walker)
    }

    /// The visible rows whose frames intersect `rect`, with their layouts, in order. O(log n + k).
    ///
    /// Intersecting means sharing some area; a row of zero extent counts when its position lies
    /// inside the rectangle, and a rectangle without area intersects nothing.
    public func layouts(intersecting rect: Rect) -> [RowLayout] {
        var result: [RowLayout] = []
        forEachLayout(intersecting: rect) { result.append($0) }
        return result
    }

    /// Calls `body` with the layout of each visible row whose frame intersects `rect`, in order,
    /// without building an array. O(log n + k).
    public func forEachLayout(intersecting rect: Rect, _ body: (RowLayout) -> Void) {
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
        var result: [RowID] = []
        result.reserveCapacity(16)
        forEachLayout(intersecting: rect) { result.append($0.id) }
        return result
    }

    /// The visible row whose frame contains `offset` on the main axis, or `nil` when the offset
    /// falls in spacing, in the content insets or outside the content. O(log n).
    public func row(atOffset offset: Double) -> RowID? {
        guard tree.totalVisible > 0 else { return nil }
        let context = layoutContext()
        var walker = walker(at: tree.cursor(forOffset: offset - context.mainStart, spacing: context.spacing))
        repeat {
            let k = tree.base(ofLeaf: walker.cursor.leaf) + walker.cursor.pos
            if !tree.entryHidden[k] {
                let start = context.start(extentPrefix: walker.extentPrefix, visiblePrefix: walker.visibleBefore,
                                          index: walker.index)
                if start > offset { return nil }
                var extent = tree.entryExtent[k]
                if walker.index == context.lastVisibleIndex { extent -= context.lastAdjustment }
                if offset < start + extent { return id(ofSlot: tree.entrySlot[k]) }
            }
        } while advance(&walker)
        return nil
    }

    /// The visible row whose frame contains `point`, or `nil`. O(log n).
    public func row(at point: Point) -> RowID? {
        guard let row = row(atOffset: point.main(storedConfiguration.axis)),
              let frame = frames(of: row)?.row else { return nil }
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
    public func visibility(of row: RowID, in rect: Rect) -> RowVisibility {
        guard let layout = layout(of: row) else { return .removed }
        if layout.isHidden { return .hidden }
        return visibility(ofFrame: layout.frames.row, in: rect)
    }

    /// The visibility of a (shown) row frame in a rectangle: the fraction of its area inside, where
    /// containment allows a billionth of rounding noise so an exactly fitting row is "entire".
    func visibility(ofFrame frame: Rect, in rect: Rect) -> RowVisibility {
        let axis = storedConfiguration.axis
        let main = coverage(frame.minMain(axis), frame.maxMain(axis), rect.minMain(axis), rect.maxMain(axis))
        let cross = coverage(frame.minCross(axis), frame.maxCross(axis), rect.minCross(axis), rect.maxCross(axis))
        guard main > 0 && cross > 0 else { return .offscreen }
        if main >= 1 && cross >= 1 { return .entire }
        return .partial(main * cross)
    }

    private func coverage(_ start: Double, _ end: Double, _ from: Double, _ to: Double) -> Double {
        let extent = end - start
        if extent <= 0 { return start >= from && start < to ? 1 : 0 }
        let tolerance = 1e-9 * max(1, abs(start), abs(end))
        if start >= from - tolerance && end <= to + tolerance { return 1 }
        let overlap = min(end, to) - max(start, from)
        return overlap > 0 ? min(overlap / extent, 1) : 0
    }

    /// The rows at least partly visible in `rect`, in order (hidden rows never are). O(log n + k).
    public func visibleRows(in rect: Rect) -> [RowID] {
        layouts(intersecting: rect).compactMap { visibility(ofFrame: $0.frames.row, in: rect).isVisible ? $0.id : nil }
    }

    /// The rows entirely visible in `rect`, in order. O(log n + k).
    public func entirelyVisibleRows(in rect: Rect) -> [RowID] {
        layouts(intersecting: rect).compactMap { visibility(ofFrame: $0.frames.row, in: rect) == .entire ? $0.id : nil }
    }
}
