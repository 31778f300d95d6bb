// A scroll stack drawn in a terminal: its rows, their content and how changes to them animate. The
// engine decides where every row is, what is visible and how a change moves; the shared
// RowContents keeps each row's content and the rows that are leaving.

@_spi(Hosting) import ScrollStackCore

/// A scroll stack in a terminal: rows of ``TerminalRowContent`` with separators, a scroll
/// indicator, keyboard and mouse scrolling, focus moving between interactive rows, and changes
/// animated with the engine's spring.
///
/// Rows are measured lazily: only rows near the viewport are laid out at the current size, so a
/// stack of 100,000 rows opens and scrolls at once. Until measured, a row counts as one line (one
/// column band in a horizontal stack).
///
/// Animations run on the host's clock: call ``tick(at:)`` with the current time (seconds) before
/// drawing, and keep drawing while ``isAnimating``. Tests pass times explicitly.
public final class TerminalStack {
    /// The engine that decides where every row goes.
    public internal(set) var engine: StackEngine {
        get { storedEngine }
        // Changed in place: a copy of the engine copies every table it holds.
        _modify {
            yield &storedEngine
            engineGeneration &+= 1
        }
    }
    /// Where ``engine`` lives; every change goes through ``engine``, so the generation follows it.
    private var storedEngine: StackEngine
    /// Columns, including the scroll indicator: 1 to 65,535.
    @exclusivity(unchecked) public internal(set) var width: Int
    /// Lines, including the scroll indicator of a horizontal stack: 1 to 65,535.
    @exclusivity(unchecked) public internal(set) var height: Int
    /// The first line (or column, horizontally) of content shown.
    @exclusivity(unchecked) public internal(set) var offset = 0
    /// The row that has the keyboard focus, if any.
    @exclusivity(unchecked) public internal(set) var focusedRow: RowID? {
        didSet { if focusedRow != oldValue { appearanceChanged() } }
    }
    /// A glyph drawn along the focused row's leading edge (its first column; its first line in a
    /// horizontal stack), so the focus shows without colour too. `nil` (the default): the
    /// highlight alone.
    @exclusivity(unchecked) public var focusMarker: Character? {
        didSet { appearanceChanged() }
    }
    /// How separators are drawn: the style of their line. Default: the dim grey of palette
    /// colour 8.
    @exclusivity(unchecked) public var separatorStyle = TextStyle(foreground: .palette(8)) {
        didSet { appearanceChanged() }
    }
    /// The character separators are drawn with; `nil` (the default): `─` in a vertical stack, `│`
    /// in a horizontal one. One column wide: any other character is refused (it reads back `nil`).
    @exclusivity(unchecked) public var separatorCharacter: Character? {
        didSet {
            if let separatorCharacter, displayWidth(of: String(separatorCharacter)) != 1 { self.separatorCharacter = nil }
            appearanceChanged()
        }
    }
    /// Receives every event the engine reports after a frame: rows inserted, removed and moved,
    /// visibility and content-size changes, layout updates.
    @exclusivity(unchecked) public var onEvent: ((StackEvent) -> Void)?
    /// How many lines (columns, in a horizontal stack) beyond the rows the stack measures around
    /// the screen (a screen's length each way) rows are announced to ``onPrefetch`` before they are
    /// drawn; 0 (the default) announces none. See ``onPrefetch``.
    @exclusivity(unchecked) public var prefetchDistance = 0
    /// Receives, after a frame, rows that came within ``prefetchDistance`` of the measured area
    /// from farther away, in order: content that takes a while to prepare (a file read, a request)
    /// can start. Each row announced is answered once: it reaches the measured area, or it is
    /// passed to ``onCancelPrefetch``. Rows a jump passes over are never announced.
    @exclusivity(unchecked) public var onPrefetch: (([RowID]) -> Void)?
    /// Receives, after a frame, rows ``onPrefetch`` announced that left the band without being
    /// reached (scrolled away, hidden or removed), in order, removed rows last.
    @exclusivity(unchecked) public var onCancelPrefetch: (([RowID]) -> Void)?
    /// Whether the engine may have prefetch bookkeeping to stop (it was updated since it was last
    /// stopped): a stack that does not prefetch skips asking on every frame.
    @exclusivity(unchecked) var mayBePrefetching = false
    /// How changes made with `animated: true` move. Default: a 0.35 s spring without bounce.
    public var timing: TimingCurve = .spring(duration: 0.35, dampingRatio: 1)
    /// Whether the last column (the last line of a horizontal stack) shows a scroll indicator. A
    /// stack one cell across has no room for one and shows none.
    @exclusivity(unchecked) public var showsScrollIndicator = true {
        didSet {
            applySize()
            appearanceChanged()
        }
    }

    // The plain values above and below (numbers, settings, handlers, the cached offset range) are
    // read on every frame; a stack is used from one thread, and no call that reads them runs code
    // that could change them meanwhile (content and handlers run between the stack's own calls, a
    // handler once read from its property), so they go without runtime exclusivity checks. So does
    // the animation runner, which hands completions back to be run after its own call returns,
    // and the record of frames drawn. The engine and the rows' contents, which code called during
    // a change could reach, keep theirs.
    var contents = RowContents<Entry>()
    @exclusivity(unchecked) var runner = TransitionRunner<() -> Void>()
    /// The change bookkeeping every host shares: open changes, the animation's claim on the rows
    /// it shows leaving, and what the changes call out to (completions, controllers), run once the
    /// outermost one has left the stack consistent. No call on it runs code, so it goes without
    /// runtime exclusivity checks too.
    @exclusivity(unchecked) var transaction = ChangeTransaction<Entry, () -> Void>()
    /// The running animation's claim.
    var animation: AnimationClaim?
    @exclusivity(unchecked) var now = 0.0
    @exclusivity(unchecked) var origin = (x: 0, y: 0)
    /// The engine's axis, kept here: drawing asks for it many times a frame.
    @exclusivity(unchecked) private var storedAxis: StackAxis
    var pressedRow: RowID?
    /// The open action menu, if any (TerminalStack+Actions.swift).
    var actionMenu: ActionMenu?
    /// The key that opens the focused row's action menu (its swipe actions). Default `.`.
    public var actionMenuKey: Key = .character(".")
    /// Whether ``rowInsets`` is the axis's default (an axis change swaps it) or the app's own.
    var rowInsetsAreDefault = true
    /// Grows whenever what the rows show may have changed other than by their frames (content,
    /// focus, decorations), so a frame that finds nothing changed draws nothing.
    @exclusivity(unchecked) private(set) var appearanceRevision: UInt64 = 0
    /// Grows whenever the engine changes (a commit included): a frame whose commit left it at
    /// the current value finds the engine as it left it without asking the engine.
    @exclusivity(unchecked) private(set) var engineGeneration: UInt64 = 0
    /// What the last frames drew, for the next one to draw only what changed.
    @exclusivity(unchecked) var drawnFrames = DrawnFrames<DrawnFrame>()
    /// Reads the engine where it lies. A call on ``engine`` that the compiler cannot see into
    /// would read a copy of it (it is a class's property, which the call might change): the
    /// frame's walks over the rows read it through here. `body` must not use the stack.
    @inline(__always)
    func readingEngine<Result>(_ body: (inout StackEngine) -> Result) -> Result {
        body(&storedEngine)
    }
    /// Changes the engine's prefetch bookkeeping only, which no frame draws or commits: the
    /// generation stays, so the next frame still finds the engine as its commit left it (through
    /// ``engine`` every frame would look changed, and an idle frame would do a whole frame's work).
    @inline(__always)
    func updatingPrefetching(_ body: (inout StackEngine) -> PrefetchUpdate) -> PrefetchUpdate {
        body(&storedEngine)
    }

    /// What a frame asks of the engine several times, read from it once a generation (every read
    /// of the engine is checked for exclusive access at run time).
    private var engineFacts: (layoutRevision: UInt64, hasPinnedRows: Bool) {
        if let known = knownEngineFacts, known.generation == engineGeneration { return known.facts }
        let facts = readingEngine { ($0.layoutRevision, $0.hasPinnedRows) }
        knownEngineFacts = (engineGeneration, facts)
        return facts
    }
    @exclusivity(unchecked) private var knownEngineFacts: (generation: UInt64, facts: (layoutRevision: UInt64, hasPinnedRows: Bool))?
    var layoutRevision: UInt64 { engineFacts.layoutRevision }
    var hasPinnedRows: Bool { engineFacts.hasPinnedRows }

    /// The last ``offsetRange`` and what it was worked out for.
    @exclusivity(unchecked) var offsetRangeCache: (key: OffsetRangeKey, range: ClosedRange<Double>)?

    func appearanceChanged() { appearanceRevision &+= 1 }

    /// Creates an empty stack of the given size in cells (each side 1 to 65,535; other values are
    /// clamped).
    public init(width: Int, height: Int, axis: StackAxis = .vertical) {
        self.width = clampedSide(width, minimum: 1)
        self.height = clampedSide(height, minimum: 1)
        var configuration = StackConfiguration(axis: axis)
        configuration.rowInsets = Self.rowInsets(axis)
        configuration.separatorPlacement = .appended
        configuration.automaticallyHidesLastSeparator = true
        configuration.estimatedRowExtent = 1
        storedEngine = StackEngine(configuration: configuration)
        storedAxis = axis
        applySize()
    }

    /// A column of margin on each side of a vertical stack's rows; between a horizontal stack's.
    private static func rowInsets(_ axis: StackAxis) -> Insets {
        axis == .vertical ? Insets(top: 0, left: 1, bottom: 0, right: 1) : Insets(vertical: 0, horizontal: 1)
    }

    // MARK: Geometry

    /// The direction rows follow one another. Changing it keeps the rows and re-measures them; a
    /// running animation stops where it is, and its completions run (as when it is interrupted).
    public var axis: StackAxis {
        get { storedAxis }
        set {
            guard newValue != axis else { return }
            // The first row in view stays first in view along the new axis.
            let first = engine.scrollAnchor(in: viewport)?.row
            storedAxis = newValue
            engine.configuration.axis = newValue
            if rowInsetsAreDefault { engine.configuration.rowInsets = Self.rowInsets(newValue) }
            applySize()
            offset = 0
            // Its frames are along the old axis: stop it; its completions run once the stack is
            // laid out along the new one.
            let interrupted = runner.interrupt()
            endAnimation()
            settle()
            if let first, let target = engine.scrollOffset(toShow: first, at: .start, in: viewport) {
                offset = cell(target.main(newValue))
                clampOffset()
                settle()
            }
            callOut(interrupted.map(\.handler))
        }
    }

    /// Whether the scroll indicator is drawn: asked for, and with room for content beside it.
    var indicatorShown: Bool {
        showsScrollIndicator && (axis == .vertical ? width : height) >= 2
    }

    var viewportSize: Size {
        let indicator = indicatorShown ? 1 : 0
        return axis == .vertical
            ? Size(width: Double(width - indicator), height: Double(height))
            : Size(width: Double(width), height: Double(height - indicator))
    }

    private func applySize() {
        engine.configuration.containerSize = viewportSize
        clampOffset()
    }

    var viewport: Viewport {
        Viewport(offset: Point(main: Double(offset), cross: 0, axis: axis), size: viewportSize)
    }

    /// Changes the size in cells (each side 1 to 65,535; other values are clamped); rows are
    /// measured again and the first visible row stays in place.
    public func resize(width: Int, height: Int) {
        let anchor = engine.scrollAnchor(in: viewport)
        // A stack shown to its end (and scrolled) stays at its end, as the last row was the point.
        let endBefore = cell(offsetRange.upperBound.rounded(.up))
        let wasAtEnd = offset > 0 && offset >= endBefore
        self.width = clampedSide(width, minimum: 1)
        self.height = clampedSide(height, minimum: 1)
        applySize()
        settle()
        if let anchor { offset = cell(engine.offset(restoring: anchor, in: viewport).main(axis)) }
        if wasAtEnd { offset = cell(offsetRange.upperBound.rounded(.up)) }
        clampOffset()
    }

    /// The offsets a scroll may rest at, worked out once per layout and size (every frame asks).
    var offsetRange: ClosedRange<Double> {
        let key = OffsetRangeKey(revision: layoutRevision, width: width, height: height, axis: axis,
                                 indicator: indicatorShown)
        if let cached = offsetRangeCache, cached.key == key { return cached.range }
        let range = engine.offsetRange(in: viewport)
        offsetRangeCache = (key, range)
        return range
    }

    /// What ``offsetRange`` depends on.
    struct OffsetRangeKey: Equatable {
        let revision: UInt64
        let width: Int
        let height: Int
        let axis: StackAxis
        let indicator: Bool
    }

    func clampOffset() {
        let range = offsetRange
        offset = min(max(offset, cell(range.lowerBound.rounded(.down))), cell(range.upperBound.rounded(.up)))
    }

    // MARK: Rows

    /// Appends a row; `action` makes it interactive (focusable, and run on Enter or a click).
    @discardableResult
    public func append(_ content: any TerminalRowContent, action: ((RowID) -> Void)? = nil, animated: Bool = false) -> RowID {
        insert(content, at: .bottom, action: action, animated: animated)!
    }

    /// Appends a row whose content a controller owns; the controller hears when the row appears and
    /// disappears.
    @discardableResult
    public func append(controller: any TerminalRowController, action: ((RowID) -> Void)? = nil,
                       animated: Bool = false) -> RowID {
        var inserted: RowID!
        change(animated: animated, completion: nil) {
            inserted = engine.insert(RowSpec(size: .fitting), at: .bottom)
            contents.insert(Entry(content: controller.content, action: action, controller: controller), for: inserted)
        }
        return inserted
    }

    /// Appends many rows in one bulk insert (not animated) and returns their IDs. For rows with
    /// IDs, actions or controllers, append ``TerminalRowDescription``s (``append(contentsOf:)-([TerminalRowDescription])``).
    @discardableResult
    public func append(contentsOf rowContents: [any TerminalRowContent]) -> [RowID] {
        let ids = engine.append(contentsOf: rowContents.lazy.map { _ in RowSpec(size: .fitting) })
        contents.reserveCapacity(ids.count)
        for (row, content) in zip(ids, rowContents) { contents.insert(Entry(content: content), for: row) }
        appearanceChanged()
        settle()
        return ids
    }

    /// Inserts a row at a position; `nil` (nothing inserted) if the position names an unknown row.
    /// An `.index` outside the stack traps, naming the index and the count.
    @discardableResult
    public func insert(_ content: any TerminalRowContent, at position: InsertPosition, action: ((RowID) -> Void)? = nil,
                       animated: Bool = false) -> RowID? {
        var inserted: RowID?
        change(animated: animated, completion: nil) {
            inserted = engine.insert(RowSpec(size: .fitting), at: position)
            if let inserted { contents.insert(Entry(content: content, action: action), for: inserted) }
        }
        return inserted
    }

    /// Removes a row (collapsing it when animated); `false` for an unknown row. `completion` runs
    /// exactly once, when the animation ends or is interrupted, or at once.
    @discardableResult
    public func remove(_ row: RowID, animated: Bool = false, completion: (() -> Void)? = nil) -> Bool {
        guard contents.isLive(row) else {
            completion?()
            return false
        }
        change(animated: animated, completion: completion) { removeRow(row) }
        return true
    }

    /// Removes a row from the engine, and its content from the live rows; part of a change.
    func removeRow(_ row: RowID) {
        guard let index = engine.remove(row) else { return }
        forgetRow(row, index: index)
    }

    /// Makes the content of a row the engine no longer has leave; part of a change.
    func forgetRow(_ row: RowID, index: Int?) {
        contents.remove(row, index: index)
        if focusedRow == row { focusedRow = nil }
    }

    /// Hides or shows a row; `false` for an unknown row.
    @discardableResult
    public func setHidden(_ hidden: Bool, forRow row: RowID, animated: Bool = false, completion: (() -> Void)? = nil) -> Bool {
        guard engine.contains(row) else {
            completion?()
            return false
        }
        change(animated: animated, completion: completion) {
            engine.setHidden(hidden, forRow: row)
            if hidden && focusedRow == row { focusedRow = nil }
        }
        return true
    }

    /// Moves a row to `index` (an index after the move); `false` for an unknown row. A bad index traps.
    @discardableResult
    public func move(_ row: RowID, to index: Int, animated: Bool = false, completion: (() -> Void)? = nil) -> Bool {
        guard engine.contains(row) else {
            completion?()
            return false
        }
        change(animated: animated, completion: completion) { engine.move(row, to: index) }
        return true
    }

    /// Replaces a row's content; the row is measured again (and resizes animated if asked). A row a
    /// controller owned is the stack's own afterwards: the controller is let go, and if it had been
    /// told its row appeared it is now told that it disappeared, so its calls stay balanced.
    @discardableResult
    public func setContent(_ content: any TerminalRowContent, forRow row: RowID, animated: Bool = false) -> Bool {
        guard contents.isLive(row) else { return false }
        change(animated: animated, completion: nil) { _ = replaceContent(content, forRow: row) }
        return true
    }

    /// Tells the stack that a row controller's content changed, so the row is measured again.
    @discardableResult
    public func contentDidChange(forRow row: RowID, animated: Bool = false) -> Bool {
        guard contents.isLive(row) else { return false }
        change(animated: animated, completion: nil) {
            contents.update(row) { $0.wrapped.forget() }
            engine.invalidateMeasurement(ofRow: row)
        }
        return true
    }

    /// Sets or clears the action that makes a row interactive.
    public func setAction(_ action: ((RowID) -> Void)?, forRow row: RowID) {
        contents.update(row) { $0.action = action }
        if !isInteractive(row) && focusedRow == row { focusedRow = nil }
    }

    /// The content a row shows now, or `nil` for an unknown row.
    public func content(ofRow row: RowID) -> (any TerminalRowContent)? {
        contents[row]?.currentContent
    }

    /// Whether a row is interactive: it has a tap action or actions of its own (``setActions(leading:trailing:forRow:)``).
    public func isInteractive(_ row: RowID) -> Bool {
        guard let entry = contents[row] else { return false }
        return entry.action != nil || !entry.rowActions.isEmpty
    }
}
