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
    /// Where rows (and their backgrounds) sit across the axis.
    let crossStart: Double
    let crossExtent: Double
    /// Where their content and separators may go across the axis: clear of the safe area.
    let safeCrossStart: Double
    let safeCrossExtent: Double
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

extension StackEngine {
    // MARK: Context

    func layoutContext() -> LayoutContext {
        let config = storedConfiguration
        let axis = config.axis
        var lastIndex = -1
        var adjustment = 0.0
        if let (last, index) = tree.lastVisible() {
            lastIndex = index
            if config.automaticallyHidesLastSeparator && config.separatorPlacement == .appended {
                let settings = config.settings(of: overrides(ofSlot: tree.slot(at: last)))
                if !settings.isSeparatorHidden {
                    adjustment = min(settings.separatorThickness, tree.extent(at: last))
                }
            }
        }
        let crossStart = config.contentInsets.crossStart(axis)
        let crossExtent = max(0, config.containerSize.cross(axis) - config.contentInsets.crossTotal(axis))
        let safe = config.layoutSafeArea
        let safeCrossStart = crossStart + max(0, safe.crossStart(axis) - config.contentInsets.crossStart(axis))
        let safeCrossExtent = max(0, crossStart + crossExtent
                                      - max(0, safe.crossEnd(axis) - config.contentInsets.crossEnd(axis)) - safeCrossStart)
        let margins = config.rowInsets + config.rowPadding
        return LayoutContext(
            axis: axis,
            mainStart: config.contentInsets.mainStart(axis),
            spacing: sanitizedLength(config.spacing),
            crossStart: crossStart,
            crossExtent: crossExtent,
            safeCrossStart: safeCrossStart,
            safeCrossExtent: safeCrossExtent,
            lastVisibleIndex: lastIndex,
            hidesLastSeparator: config.automaticallyHidesLastSeparator,
            lastAdjustment: adjustment,
            defaultMargins: config.rowInsets + config.rowPadding,
            defaultSeparatorShown: !config.hidesSeparatorsByDefault,
            defaultSeparatorThickness: sanitizedLength(config.separatorThickness),
            defaultSeparatorInsets: config.separatorInsets,
            defaultContentCrossStart: safeCrossStart + margins.crossStart(axis),
            defaultContentCrossExtent: max(0, safeCrossExtent - margins.crossTotal(axis)),
            defaultSeparatorCrossStart: safeCrossStart + config.separatorInsets.crossStart(axis),
            defaultSeparatorCrossExtent: max(0, safeCrossExtent - config.separatorInsets.crossTotal(axis)))
    }

    /// The frames of the row under a walker.
    @inline(__always)
    func frames(at walker: TreeWalker, context: LayoutContext) -> RowFrames {
        let start = context.start(extentPrefix: walker.extentBefore, visiblePrefix: walker.visibleBefore, index: walker.index)
        return frames(slot: walker.slot, hidden: walker.isHidden, storedExtent: walker.extent,
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
        let settings = storedConfiguration.settings(of: overrides)
        return frames(row: row, slot: slot, hidden: hidden, start: start, extent: extent, isLast: isLast,
                      margins: settings.margins, separatorShown: !settings.isSeparatorHidden,
                      separatorThickness: settings.separatorThickness, separatorInsets: settings.separatorInsets,
                      context: context)
    }

    @inline(__always)
    private func frames(row: Rect, slot: UInt32, hidden: Bool, start: Double, extent: Double, isLast: Bool,
                        margins: Insets, separatorShown: Bool, separatorThickness: Double, separatorInsets: Insets,
                        context: LayoutContext) -> RowFrames {
        let axis = context.axis
        let contentCrossExtent = max(0, context.safeCrossExtent - margins.crossTotal(axis))
        let contentCrossStart = context.safeCrossStart + margins.crossStart(axis)
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
                             crossStart: context.safeCrossStart + separatorInsets.crossStart(axis),
                             crossExtent: max(0, context.safeCrossExtent - separatorInsets.crossTotal(axis)), axis: axis)
        }
        return RowFrames(row: row, content: content, separator: separator)
    }

    // MARK: Content size

    /// The size of the content: every visible row, the spacing between them and the content insets
    /// along the main axis; the container's extent (at least the content insets) across it. A
    /// right-to-left horizontal stack is at least as wide as its container, so content narrower
    /// than the screen starts at the right edge, as it reads.
    public var contentSize: Size {
        let config = storedConfiguration
        let axis = config.axis
        let context = layoutContext()
        let visible = tree.totalVisible
        let rows = tree.totalExtent + context.spacing * Double(max(0, visible - 1)) - context.lastAdjustment
        var main = config.contentInsets.mainTotal(axis) + rows
        if mirrorsMainAxis { main = max(main, config.containerSize.main(axis)) }
        let cross = max(config.containerSize.cross(axis), config.contentInsets.crossTotal(axis))
        return Size(main: main, cross: cross, axis: axis)
    }

    // MARK: One row

    /// The frames of `row`, or `nil` if it is not in this stack. O(log n).
    func ltrFrames(of row: RowID) -> RowFrames? {
        ltrLayout(of: row)?.frames
    }

    /// The frames of the row at `index`. Traps if `index` is not in `0 ..< count`. O(log n).
    public func frames(at index: Int) -> RowFrames {
        guard index >= 0 && index < count else { indexOutOfRange(index, count: count, in: "frames(at:)") }
        let frames = layout(at: tree.cursor(at: index)).frames
        return mirror.map { $0.frames(frames) } ?? frames
    }

    /// The identity, index, hidden state and frames of `row`, or `nil` if it is not in this stack.
    func ltrLayout(of row: RowID) -> RowLayout? {
        guard let slot = slot(of: row) else { return nil }
        return layout(at: tree.cursor(ofSlot: slot))
    }

    /// The layouts of the listed rows of this stack, in stack order, each once (unknown rows are
    /// left out). For many rows at once it is much cheaper than asking ``layout(of:)`` for each: the
    /// shared values are worked out once, rows in the same part of the stack share their position
    /// lookup, and consecutive rows are reached by stepping. O(k log k + k log n) at worst, close to
    /// O(k log k) for rows near each other (such as the realized rows).
    func ltrLayouts(of rows: some Sequence<RowID>) -> [RowLayout] {
        var located: [(cursor: TreeCursor, index: Int)] = []
        var leafStarts: [Int32: Int] = [:]
        for row in rows {
            guard let slot = slot(of: row) else { continue }
            let cursor = tree.cursor(ofSlot: slot)
            let start: Int
            if let known = leafStarts[cursor.leaf] {
                start = known
            } else {
                start = tree.upperPrefix(of: cursor.leaf).index
                leafStarts[cursor.leaf] = start
            }
            located.append((cursor, start + cursor.pos))
        }
        guard !located.isEmpty else { return [] }
        located.sort { $0.index < $1.index }
        let context = layoutContext()
        var result: [RowLayout] = []
        result.reserveCapacity(located.count)
        var current = tree.walker(at: located[0].cursor)
        for (position, entry) in located.enumerated() {
            if position > 0 {
                if entry.index == located[position - 1].index { continue }
                if entry.index == current.index + 1 {
                    guard tree.advance(&current) else { break }
                } else {
                    current = tree.walker(at: entry.cursor)
                }
            }
            result.append(RowLayout(id: id(ofSlot: current.slot), index: current.index, isHidden: current.isHidden,
                                    frames: frames(at: current, context: context)))
        }
        return result
    }

    func layout(at cursor: TreeCursor) -> RowLayout {
        let context = layoutContext()
        let walker = tree.walker(at: cursor)
        return RowLayout(id: id(ofSlot: walker.slot), index: walker.index, isHidden: walker.isHidden,
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
        let mirror = self.mirror
        guard var walker = tree.walkerAtFirstRow() else { return }
        repeat {
            let layout = RowLayout(id: id(ofSlot: walker.slot), index: walker.index, isHidden: walker.isHidden,
                                   frames: frames(at: walker, context: context))
            try body(mirror.map { $0.layout(layout) } ?? layout)
        } while tree.advance(&walker)
    }
}
