// Layout: where each row, its content and its separator are, and how large the content is.
//
// Along the main axis a visible row starts at
//     contentInsets.start + (extents of the visible rows before it) + spacing × (their number)
// minus, for rows after the last visible row, the separator that "automatically hides the last
// separator" removed from it (appended placement only). Hidden rows sit, with zero extent, where
// they would appear. Across the main axis every row fills the container minus the content insets.

/// Values every frame computation in one query shares; computed once per query in O(log n).
@usableFromInline
struct LayoutContext: Sendable {
    @usableFromInline let axis: StackAxis
    @usableFromInline let mainStart: Double
    @usableFromInline let spacing: Double
    /// Where rows (and their backgrounds) sit across the axis.
    @usableFromInline let crossStart: Double
    @usableFromInline let crossExtent: Double
    /// Where their content and separators may go across the axis: clear of the safe area.
    let safeCrossStart: Double
    let safeCrossExtent: Double
    /// Index of the last visible row, or -1.
    @usableFromInline let lastVisibleIndex: Int
    /// Whether the last visible row's separator is suppressed.
    @usableFromInline let hidesLastSeparator: Bool
    /// How much shorter the last visible row is because its appended separator is suppressed.
    @usableFromInline let lastAdjustment: Double
    /// Where the content and separator of a row without overrides go.
    @usableFromInline let defaultPlacement: RowPlacement
    /// The content extent of rows not measured yet (the configuration's estimate, sanitised).
    @usableFromInline let estimatedContentExtent: Double

    /// The canonical start of a row from its prefix sums. A caller that knows the row comes before
    /// the last visible one passes `nearEnd: false`, and the check for the last row's adjustment
    /// is left out.
    @inlinable @inline(__always)
    func start(extentPrefix: Double, visiblePrefix: Int, index: Int, nearEnd: Bool = true) -> Double {
        start(extentPrefix: extentPrefix, visiblePrefix: Double(visiblePrefix), index: index, nearEnd: nearEnd)
    }

    /// ``start(extentPrefix:visiblePrefix:index:nearEnd:)`` with the count of shown rows before the
    /// row as a `Double` (exact below 2⁵³), which a pass over many rows keeps without converting.
    @inlinable @inline(__always)
    func start(extentPrefix: Double, visiblePrefix: Double, index: Int, nearEnd: Bool = true) -> Double {
        let start = mainStart + extentPrefix + spacing * visiblePrefix
        return nearEnd && index > lastVisibleIndex ? start - lastAdjustment : start
    }

    /// Where the content and separator of a row with `settings` go.
    func placement(of settings: RowSettings) -> RowPlacement {
        RowPlacement(settings, axis: axis, safeCrossStart: safeCrossStart, safeCrossExtent: safeCrossExtent)
    }
}

/// Where a row's content and separator go relative to the row, from its settings: worked out once
/// per query for the rows that follow every stack default, and per row for the others.
@usableFromInline
struct RowPlacement: Sendable {
    /// How far the content starts after the row along the main axis (its leading margin).
    @usableFromInline let contentMainInset: Double
    @usableFromInline let contentCrossStart: Double
    @usableFromInline let contentCrossExtent: Double
    /// Whether the row's settings show a separator (the last row's may still be suppressed).
    @usableFromInline let showsSeparator: Bool
    @usableFromInline let separatorThickness: Double
    @usableFromInline let separatorCrossStart: Double
    @usableFromInline let separatorCrossExtent: Double

    /// The rule: content inside the row's margins, the separator inside its insets, both across
    /// the part of the row clear of the safe area.
    init(_ settings: RowSettings, axis: StackAxis, safeCrossStart: Double, safeCrossExtent: Double) {
        let margins = settings.margins
        let insets = settings.separatorInsets
        contentMainInset = margins.mainStart(axis)
        contentCrossStart = safeCrossStart + margins.crossStart(axis)
        contentCrossExtent = max(0, safeCrossExtent - margins.crossTotal(axis))
        showsSeparator = !settings.isSeparatorHidden
        separatorThickness = settings.separatorThickness
        separatorCrossStart = safeCrossStart + insets.crossStart(axis)
        separatorCrossExtent = max(0, safeCrossExtent - insets.crossTotal(axis))
    }
}

extension StackEngine {
    // MARK: Context

    @usableFromInline
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
        return LayoutContext(
            axis: axis,
            mainStart: config.contentInsets.mainStart(axis),
            spacing: config.spacing,
            crossStart: crossStart,
            crossExtent: crossExtent,
            safeCrossStart: safeCrossStart,
            safeCrossExtent: safeCrossExtent,
            lastVisibleIndex: lastIndex,
            hidesLastSeparator: config.automaticallyHidesLastSeparator,
            lastAdjustment: adjustment,
            defaultPlacement: RowPlacement(config.settings(of: nil), axis: axis, safeCrossStart: safeCrossStart,
                                           safeCrossExtent: safeCrossExtent),
            estimatedContentExtent: config.estimatedRowExtent)
    }

    /// The frames of the row under a walker.
    @inline(__always)
    func frames(at walker: TreeWalker, context: LayoutContext) -> RowFrames {
        let start = context.start(extentPrefix: walker.extentBefore, visiblePrefix: walker.visibleBefore, index: walker.index)
        return frames(slot: walker.slot, hidden: walker.isHidden, storedExtent: walker.extent,
                      index: walker.index, start: start, context: context)
    }

    /// The frames of one row, from its stored values and its start along the main axis.
    @inline(__always)
    func frames(slot: UInt32, hidden: Bool, storedExtent: Double, index: Int, start: Double,
                context: LayoutContext) -> RowFrames {
        frames(slot: slot, flags: slotFlags[Int(slot)],
               contentExtent: contentExtent(ofSlot: slot, estimate: context.estimatedContentExtent),
               hidden: hidden, storedExtent: storedExtent, index: index, start: start, context: context,
               axis: context.axis)
    }

    /// The frames of one row, from its slot's flags and content extent, its stored values and its
    /// start along the main axis. Rows without overrides are placed by the stack defaults worked
    /// out once in `context`, inline (a full layout runs this for every row); rows with overrides
    /// by their own settings. `nearEnd: false` promises that the row comes before the last visible
    /// one (see `LayoutContext.start`).
    @inlinable @inline(__always)
    func frames(slot: UInt32, flags: UInt8, contentExtent: Double, hidden: Bool, storedExtent: Double, index: Int,
                start: Double, context: LayoutContext, axis: StackAxis, mayHaveOverrides: Bool = true,
                nearEnd: Bool = true) -> RowFrames {
        let placement = !mayHaveOverrides || flags & Self.overridesFlag == 0
            ? context.defaultPlacement : placementOfRowWithOverrides(slot: slot, context: context)
        let isLast = nearEnd && index == context.lastVisibleIndex
        let extent = hidden ? 0 : (isLast ? storedExtent - context.lastAdjustment : storedExtent)
        let row = Rect(mainStart: start, mainExtent: extent, crossStart: context.crossStart,
                       crossExtent: context.crossExtent, axis: axis)
        guard !hidden else {
            return RowFrames(row: row, content: Rect(mainStart: start, mainExtent: 0,
                                                     crossStart: placement.contentCrossStart,
                                                     crossExtent: placement.contentCrossExtent, axis: axis),
                             separator: nil)
        }
        let content = Rect(mainStart: start + placement.contentMainInset, mainExtent: contentExtent,
                           crossStart: placement.contentCrossStart, crossExtent: placement.contentCrossExtent,
                           axis: axis)
        var separator: Rect?
        if placement.showsSeparator && !(context.hidesLastSeparator && isLast) {
            let end = start + extent
            let separatorStart = max(start, end - placement.separatorThickness)
            separator = Rect(mainStart: separatorStart, mainExtent: end - separatorStart,
                             crossStart: placement.separatorCrossStart, crossExtent: placement.separatorCrossExtent,
                             axis: axis)
        }
        return RowFrames(row: row, content: content, separator: separator)
    }

    @usableFromInline
    func placementOfRowWithOverrides(slot: UInt32, context: LayoutContext) -> RowPlacement {
        context.placement(of: storedConfiguration.settings(of: overridesBySlot[slot]))
    }

    // MARK: Content size

    /// The size of the content: every visible row, the spacing between them and the content insets
    /// along the main axis; the container's extent (at least the content insets) across it. A
    /// right-to-left horizontal stack is at least as wide as its container, so content narrower
    /// than the screen starts at the right edge, as it reads.
    public var contentSize: Size {
        let config = storedConfiguration
        let axis = config.axis
        var main = contentLength
        if mirrorsMainAxis { main = max(main, config.containerSize.main(axis)) }
        let cross = max(config.containerSize.cross(axis), config.contentInsets.crossTotal(axis))
        return Size(main: main, cross: cross, axis: axis)
    }

    /// The content's own length along the axis: every visible row, the spacing between them and
    /// the content insets (``contentSize`` stretches it to the container right to left).
    var contentLength: Double {
        let context = layoutContext()
        let rows = tree.totalExtent + context.spacing * Double(max(0, tree.totalVisible - 1)) - context.lastAdjustment
        return storedConfiguration.contentInsets.mainTotal(storedConfiguration.axis) + rows
    }

    // MARK: One row

    /// The frames of `row`, or `nil` if it is not in this stack. O(log n).
    public func frames(of row: RowID) -> RowFrames? {
        ltrFrames(of: row).map { frames in mirror.map { $0.frames(frames) } ?? frames }
    }

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
    public func layout(of row: RowID) -> RowLayout? {
        ltrLayout(of: row).map { layout in mirror.map { $0.layout(layout) } ?? layout }
    }

    /// The identity, index, hidden state and frames of `row`, or `nil` if it is not in this stack.
    func ltrLayout(of row: RowID) -> RowLayout? {
        guard let slot = slot(of: row) else { return nil }
        return layout(at: tree.cursor(ofSlot: slot))
    }

    /// The layouts of the listed rows of this stack, in stack order, each once (unknown rows are
    /// left out). For many rows at once it is much cheaper than asking ``layout(of:)`` for each: the
    /// shared values are worked out once, and a row listed right after the row before it in the
    /// stack is reached by one step. Rows listed in stack order cost O(log n + k); rows in any
    /// other order are sorted first: O(k log k + k log n) at worst, close to O(k log k) for rows
    /// near each other.
    public func layouts(of rows: some Sequence<RowID>) -> [RowLayout] {
        let layouts = ltrLayouts(of: rows)
        guard let mirror else { return layouts }
        return layouts.map(mirror.layout)
    }

    /// The layouts of the listed rows of this stack, in stack order, each once (unknown rows are
    /// left out). For many rows at once it is much cheaper than asking ``layout(of:)`` for each: the
    /// shared values are worked out once, and a row listed right after the row before it in the
    /// stack is reached by one step. Rows listed in stack order (the realized rows, a snapshot's)
    /// cost O(log n) for the first and O(1) each after; rows in any other order are sorted first,
    /// sharing the position lookup of rows in the same part of the stack: O(k log k + k log n) at
    /// worst, close to O(k log k) for rows near each other.
    private func ltrLayouts(of rows: some Sequence<RowID>) -> [RowLayout] {
        let context = layoutContext()
        var result: [RowLayout] = []
        result.reserveCapacity(rows.underestimatedCount)
        var iterator = rows.makeIterator()
        var current: TreeWalker?
        while let row = iterator.next() {
            guard let slot = slot(of: row) else { continue }
            var next = current ?? tree.walker(at: tree.cursor(ofSlot: slot))
            if current != nil {
                guard tree.advance(&next), next.slot == slot else {
                    // Out of stack order: the rows so far and the rest, sorted.
                    var unordered = result.map(\.id)
                    unordered.append(row)
                    while let row = iterator.next() { unordered.append(row) }
                    return ltrLayouts(sorting: unordered, context: context)
                }
            }
            result.append(RowLayout(id: row, index: next.index, isHidden: next.isHidden,
                                    frames: frames(at: next, context: context)))
            current = next
        }
        return result
    }

    /// ``ltrLayouts(of:)`` for rows in any order.
    private func ltrLayouts(sorting rows: [RowID], context: LayoutContext) -> [RowLayout] {
        var located: [(cursor: TreeCursor, index: Int)] = []
        located.reserveCapacity(rows.count)
        // The first index of each leaf met: rows near each other share a few leaves, kept in a
        // short list (searching it beats hashing every row's leaf); past a few leaves, by leaf.
        var nearStarts: [(leaf: Int32, start: Int)] = []
        var leafStarts: [Int32: Int] = [:]
        for row in rows {
            guard let slot = slot(of: row) else { continue }
            let cursor = tree.cursor(ofSlot: slot)
            let start: Int
            if let known = nearStarts.last(where: { $0.leaf == cursor.leaf })?.start ?? leafStarts[cursor.leaf] {
                start = known
            } else {
                start = tree.upperPrefix(of: cursor.leaf).index
                if nearStarts.count < 8 { nearStarts.append((cursor.leaf, start)) } else { leafStarts[cursor.leaf] = start }
            }
            located.append((cursor, start + cursor.pos))
        }
        guard !located.isEmpty else { return [] }
        located.sort { $0.index < $1.index }
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
        layout(at: cursor, context: layoutContext())
    }

    /// ``layout(at:)`` with the query's layout context worked out already.
    func layout(at cursor: TreeCursor, context: LayoutContext) -> RowLayout {
        let walker = tree.walker(at: cursor)
        return RowLayout(id: id(ofSlot: walker.slot), index: walker.index, isHidden: walker.isHidden,
                         frames: frames(at: walker, context: context))
    }

    /// Where `row` starts along the main axis, or `nil` if it is not in this stack. O(log n).
    public func offset(of row: RowID) -> Double? {
        // Left to right, a row starts where its frames start; only the start is worked out.
        guard mirror == nil else { return frames(of: row)?.row.minMain(storedConfiguration.axis) }
        guard let slot = slot(of: row) else { return nil }
        let walker = tree.walker(at: tree.cursor(ofSlot: slot))
        return layoutContext().start(extentPrefix: walker.extentBefore, visiblePrefix: walker.visibleBefore,
                                     index: walker.index)
    }

    /// Calls `body` with every row's layout, in order, hidden rows included. O(n), leaf by leaf;
    /// inlined into the caller with `body`, so a pass computes only what `body` reads.
    @inlinable @inline(__always)
    public func forEachLayout(_ body: (RowLayout) throws -> Void) rethrows {
        let context = layoutContext()
        // One loop per axis, and per whether any row has settings of its own, so that each is a
        // constant inside it (a pass over rows without any reads no row's flags unless `body`
        // reads what they decide).
        switch (context.axis, hasRowOverrides) {
        case (.vertical, false): try forEachLayout(context: context, axis: .vertical, overrides: false, body)
        case (.vertical, true): try forEachLayout(context: context, axis: .vertical, overrides: true, body)
        case (.horizontal, false): try forEachLayout(context: context, axis: .horizontal, overrides: false, body)
        case (.horizontal, true): try forEachLayout(context: context, axis: .horizontal, overrides: true, body)
        }
    }

    @inlinable @inline(__always)
    func forEachLayout(context: LayoutContext, axis: StackAxis, overrides: Bool, _ body: (RowLayout) throws -> Void) rethrows {
        guard var next = tree.scan() else { return }
        let mirror = self.mirror
        try tree.withScannedEntries { entries in
            try withSlotTables { tables in
                repeat {
                    // The leaf in a constant: a variable the nested function captured and the loop
                    // then advanced would be checked for exclusive access at every leaf.
                    let scan = next
                    // The same sums, in the same order, as a walker's (`TreeWalker.extentBefore`).
                    var extentInLeaf = 0.0
                    var visibleBefore = Double(scan.visibleBefore)
                    // `allShown` promises that no row of the leaf is hidden.
                    @inline(__always) func layout(ofRow row: Int, nearEnd: Bool, allShown: Bool) -> RowLayout {
                        let slot = entries.slot(row, at: scan)
                        let extent = entries.extent(row, at: scan)
                        let hidden = allShown ? false : entries.isHidden(row, at: scan)
                        let index = scan.rowsBefore &+ row
                        let start = context.start(extentPrefix: extentInLeaf + scan.extentBefore,
                                                  visiblePrefix: visibleBefore, index: index, nearEnd: nearEnd)
                        let flags = tables.flags(slot)
                        var frames = frames(slot: slot, flags: flags,
                                            contentExtent: tables.contentExtent(slot, flags: flags, estimate: context.estimatedContentExtent),
                                            hidden: hidden, storedExtent: extent, index: index, start: start,
                                            context: context, axis: axis, mayHaveOverrides: overrides, nearEnd: nearEnd)
                        if let mirror { frames = mirror.frames(frames) }
                        // A hidden row adds +0.0 to both: exact, as skipping it.
                        extentInLeaf += hidden ? 0 : extent
                        visibleBefore += hidden ? 0 : 1
                        return RowLayout(id: tables.id(slot), index: index, isHidden: hidden, frames: frames)
                    }
                    // Most leaves lie wholly before the last visible row and have no hidden row:
                    // they are laid out without checking for either.
                    if scan.shownCount == scan.count && scan.rowsBefore &+ scan.count <= context.lastVisibleIndex {
                        for row in 0 ..< scan.count { try body(layout(ofRow: row, nearEnd: false, allShown: true)) }
                    } else {
                        for row in 0 ..< scan.count { try body(layout(ofRow: row, nearEnd: true, allShown: false)) }
                    }
                } while tree.advance(&next)
            }
        }
    }
}
