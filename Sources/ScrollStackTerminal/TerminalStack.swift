// A scroll stack drawn in a terminal. The engine decides where every row is, what is visible,
// where focus goes and how a change animates; this view measures rows in cells (only the rows near
// the viewport), draws them, and turns keys and mouse reports into scrolling, focus and taps.

import ScrollStackCore

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
    public private(set) var engine: StackEngine
    /// Columns, including the scroll indicator: 1 to 65,535.
    public private(set) var width: Int
    /// Lines, including the scroll indicator of a horizontal stack: 1 to 65,535.
    public private(set) var height: Int
    /// The first line (or column, horizontally) of content shown.
    public private(set) var offset = 0
    /// The row that has the keyboard focus, if any.
    public private(set) var focusedRow: RowID?
    /// Receives every event the engine reports after a frame: rows inserted, removed and moved,
    /// visibility and content-size changes, layout updates.
    public var onEvent: ((StackEvent) -> Void)?
    /// How changes made with `animated: true` move. Default: a 0.35 s spring without bounce.
    public var timing: TimingCurve = .spring(duration: 0.35, dampingRatio: 1)
    /// Whether the last column (the last line of a horizontal stack) shows a scroll indicator. A
    /// stack one cell across has no room for one and shows none.
    public var showsScrollIndicator = true {
        didSet { applySize() }
    }

    private struct Entry {
        var content: any TerminalRowContent
        var action: ((RowID) -> Void)?
        var controller: (any TerminalRowController)?

        /// The lines last laid out, and the width they were laid out at: a frame draws rows
        /// from these rather than wrapping their text again.
        var cachedLines: (width: Int, lines: [StyledLine])?

        var currentContent: any TerminalRowContent { controller?.content ?? content }

        mutating func lines(width: Int) -> [StyledLine] {
            if let cachedLines, cachedLines.width == width { return cachedLines.lines }
            let lines = currentContent.lines(width: width)
            cachedLines = (width, lines)
            return lines
        }
    }

    private var entries: [RowID: Entry] = [:]
    /// Removed rows, kept while an animation still shows them and until the next frame has
    /// reported their removal (so their controllers hear that they disappeared).
    private var departing: [RowID: Entry] = [:]
    private var runner = TransitionRunner<() -> Void>()
    private var now = 0.0
    private var origin = (x: 0, y: 0)
    private var pressedRow: RowID?

    /// Creates an empty stack of the given size in cells (each side 1 to 65,535; other values are
    /// clamped).
    public init(width: Int, height: Int, axis: StackAxis = .vertical) {
        self.width = clampedSide(width, minimum: 1)
        self.height = clampedSide(height, minimum: 1)
        var configuration = StackConfiguration(axis: axis)
        configuration.rowInsets = axis == .vertical ? Insets(top: 0, left: 1, bottom: 0, right: 1) : Insets(vertical: 0, horizontal: 1)
        configuration.separatorPlacement = .appended
        configuration.automaticallyHidesLastSeparator = true
        configuration.estimatedRowExtent = 1
        engine = StackEngine(configuration: configuration)
        applySize()
    }

    // MARK: Geometry

    /// The direction rows follow one another. Changing it keeps the rows and re-measures them; a
    /// running animation stops where it is, and its completions run (as when it is interrupted).
    public var axis: StackAxis {
        get { engine.configuration.axis }
        set {
            guard newValue != axis else { return }
            engine.configuration.axis = newValue
            engine.configuration.rowInsets = newValue == .vertical
                ? Insets(top: 0, left: 1, bottom: 0, right: 1) : Insets(vertical: 0, horizontal: 1)
            applySize()
            offset = 0
            // Its frames are along the old axis: stop it, and its completions run now.
            deliver(runner.interrupt())
            measureVisibleRows()
        }
    }

    /// Whether the scroll indicator is drawn: asked for, and with room for content beside it.
    private var indicatorShown: Bool {
        showsScrollIndicator && (axis == .vertical ? width : height) >= 2
    }

    private var viewportSize: Size {
        let indicator = indicatorShown ? 1 : 0
        return axis == .vertical
            ? Size(width: Double(width - indicator), height: Double(height))
            : Size(width: Double(width), height: Double(height - indicator))
    }

    private func applySize() {
        engine.configuration.containerSize = viewportSize
        clampOffset()
    }

    private var viewport: Viewport {
        Viewport(offset: Point(main: Double(offset), cross: 0, axis: axis), size: viewportSize)
    }

    /// Changes the size in cells (each side 1 to 65,535; other values are clamped); rows are
    /// measured again and the first visible row stays in place.
    public func resize(width: Int, height: Int) {
        let anchor = engine.scrollAnchor(in: viewport)
        self.width = clampedSide(width, minimum: 1)
        self.height = clampedSide(height, minimum: 1)
        applySize()
        measureVisibleRows()
        if let anchor { offset = cell(engine.offset(restoring: anchor, in: viewport).main(axis)) }
        clampOffset()
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
        let row = insert(controller.content, at: .bottom, action: action, animated: animated)!
        entries[row]?.controller = controller
        return row
    }

    /// Appends many rows in one bulk insert (not animated) and returns their IDs.
    @discardableResult
    public func append(contentsOf contents: [any TerminalRowContent]) -> [RowID] {
        let ids = engine.append(contentsOf: contents.lazy.map { _ in RowSpec(size: .fitting) })
        entries.reserveCapacity(entries.count + ids.count)
        for (row, content) in zip(ids, contents) { entries[row] = Entry(content: content) }
        measureVisibleRows()
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
            if let inserted { entries[inserted] = Entry(content: content, action: action) }
        }
        return inserted
    }

    /// Removes a row (collapsing it when animated); `false` for an unknown row. `completion` runs
    /// exactly once, when the animation ends or is interrupted, or at once.
    @discardableResult
    public func remove(_ row: RowID, animated: Bool = false, completion: (() -> Void)? = nil) -> Bool {
        guard let entry = entries[row] else {
            completion?()
            return false
        }
        change(animated: animated, completion: completion) {
            engine.remove(row)
            entries[row] = nil
            departing[row] = entry
            if focusedRow == row { focusedRow = nil }
        }
        return true
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

    /// Replaces a row's content; the row is measured again (and resizes animated if asked).
    @discardableResult
    public func setContent(_ content: any TerminalRowContent, forRow row: RowID, animated: Bool = false) -> Bool {
        guard entries[row] != nil else { return false }
        change(animated: animated, completion: nil) {
            entries[row]?.content = content
            entries[row]?.controller = nil
            entries[row]?.cachedLines = nil
            engine.invalidateMeasurement(ofRow: row)
        }
        return true
    }

    /// Tells the stack that a row controller's content changed, so the row is measured again.
    @discardableResult
    public func contentDidChange(forRow row: RowID, animated: Bool = false) -> Bool {
        guard entries[row] != nil else { return false }
        change(animated: animated, completion: nil) {
            entries[row]?.cachedLines = nil
            engine.invalidateMeasurement(ofRow: row)
        }
        return true
    }

    /// Sets or clears the action that makes a row interactive.
    public func setAction(_ action: ((RowID) -> Void)?, forRow row: RowID) {
        entries[row]?.action = action
        if action == nil && focusedRow == row { focusedRow = nil }
    }

    /// The content a row shows now, or `nil` for an unknown row.
    public func content(ofRow row: RowID) -> (any TerminalRowContent)? {
        entries[row]?.currentContent
    }

    /// Whether a row is interactive.
    public func isInteractive(_ row: RowID) -> Bool {
        entries[row]?.action != nil
    }

    /// Applies one change, measuring what it brought into view, and animates it from where things
    /// are now (continuing from a running animation) when asked.
    private func change(animated: Bool, completion: (() -> Void)?, _ body: () -> Void) {
        let before = engine
        let area = transitionArea
        body()
        measureVisibleRows()
        clampOffset()
        if animated && timing.duration > 0 {
            let running = runner.transition.map { ($0, runner.elapsed(at: now)) }
            let transition = Transition(from: before, to: engine, in: area, timing: timing, interrupting: running)
            deliver(runner.start(transition, at: now, completion: completion))
        } else {
            deliver(runner.interrupt())
            completion?()
        }
    }

    /// The rows an animation must cover: the viewport and a screen beyond it on each side.
    private var transitionArea: Rect {
        let size = viewportSize
        return Rect(mainStart: Double(offset) - size.main(axis), mainExtent: size.main(axis) * 3,
                    crossStart: 0, crossExtent: size.cross(axis), axis: axis)
    }

    private func deliver(_ completions: [DeliveredCompletion<() -> Void>]) {
        for completion in completions { completion.handler() }
    }

    /// Whether an animation is running (keep calling ``tick(at:)`` and drawing).
    public var isAnimating: Bool { runner.isRunning }

    /// Advances the animation clock to `time` (seconds, any monotonic origin). Finished animations
    /// run their completions here.
    public func tick(at time: Double) {
        now = time
        if runner.isRunning {
            deliver(runner.advance(to: time))
        }
    }

    // MARK: Scrolling

    /// Scrolls by `lines` (columns in a horizontal stack); negative scrolls back.
    public func scroll(by lines: Int) {
        offset = saturatingSum(offset, lines)
        measureVisibleRows()
        clampOffset()
    }

    /// Scrolls to the start.
    public func scrollToStart() {
        offset = 0
        measureVisibleRows()
    }

    /// Scrolls to the end (measuring the rows there first).
    public func scrollToEnd() {
        for _ in 0 ..< 4 {
            offset = cell(engine.offsetRange(in: viewport).upperBound.rounded(.up))
            measureVisibleRows()
        }
        clampOffset()
    }

    /// Scrolls so `row` is at `position`, even if it was never measured; `false` for an unknown or
    /// hidden row.
    @discardableResult
    public func scroll(to row: RowID, at position: ScrollPosition = .start) -> Bool {
        // The engine measures the rows around the target until the row lands exactly.
        let axis = self.axis   // read before: the closure must not read the engine
        guard let target = engine.settledScrollOffset(toShow: row, at: position, in: viewport,
                                                      measure: { row, cross in measure(row, across: cross, axis: axis) }) else { return false }
        offset = cell(target.main(axis))
        // Rows in the overscan are measured too, keeping the row where it landed.
        measureVisibleRows()
        clampOffset()
        return true
    }

    private func clampOffset() {
        let range = engine.offsetRange(in: viewport)
        offset = min(max(offset, cell(range.lowerBound.rounded(.down))), cell(range.upperBound.rounded(.up)))
    }

    // MARK: Focus and input

    /// Moves the focus to `row` (if it is interactive and shown) and scrolls it into view; `nil`
    /// clears the focus.
    @discardableResult
    public func focus(_ row: RowID?) -> Bool {
        guard let row else {
            focusedRow = nil
            return true
        }
        guard isInteractive(row), engine.isHidden(row) == false else { return false }
        focusedRow = row
        scroll(to: row, at: .automatic)
        return true
    }

    /// Runs the focused row's action, as Enter does.
    public func tapFocusedRow() {
        if let row = focusedRow, let action = entries[row]?.action { action(row) }
    }

    /// Handles a key or mouse report; returns whether it was used.
    ///
    /// Arrows along the axis move the focus to the next interactive row when that row is on
    /// screen, and otherwise scroll by one line. Tab and Shift-Tab move the focus through every
    /// interactive row (wrapping). PageUp/PageDown (and space) scroll by a page, Home/End jump,
    /// Enter runs the focused row's action. The wheel scrolls three lines; a click on a row focuses
    /// it and runs its action.
    public func handle(_ key: Key) -> Bool {
        let page = max(1, Int(viewportSize.main(axis)) - 1)
        switch key {
        case .down where axis == .vertical, .right where axis == .horizontal, .character("j"):
            step(.forward)
        case .up where axis == .vertical, .left where axis == .horizontal, .character("k"):
            step(.backward)
        case .pageDown, .character(" "): scroll(by: page)
        case .pageUp: scroll(by: -page)
        case .home: scrollToStart()
        case .end: scrollToEnd()
        case .tab: moveFocus(.forward)
        case .backTab: moveFocus(.backward)
        case .enter: tapFocusedRow()
        case .mouse(let event): return handle(event)
        default: return false
        }
        return true
    }

    private func moveFocus(_ direction: StackDirection) {
        if let next = engine.nextRow(after: focusedRow, in: direction, wraps: true, where: isInteractive) {
            focus(next)
        }
    }

    /// One arrow press: focus the next interactive row if it is on screen, else scroll a line.
    private func step(_ direction: StackDirection) {
        let visible = viewport.visibleRect
        if let next = engine.nextRow(after: focusedRow, in: direction, where: isInteractive),
           engine.visibility(of: next, in: visible).isVisible {
            focus(next)
        } else {
            scroll(by: direction == .forward ? 1 : -1)
        }
    }

    private func handle(_ event: MouseEvent) -> Bool {
        switch event.kind {
        case .wheelDown: scroll(by: 3)
        case .wheelUp: scroll(by: -3)
        case .press(button: 0): pressedRow = row(atScreenX: event.x, y: event.y)
        case .release(button: 0):
            let row = row(atScreenX: event.x, y: event.y)
            defer { pressedRow = nil }
            guard let row, row == pressedRow, isInteractive(row) else { return row != nil }
            focusedRow = row
            tapFocusedRow()
        default: return false
        }
        return true
    }

    /// The rows at least partly on screen, in order (as of the stack's current layout).
    public var visibleRows: [RowID] { engine.visibleRows(in: viewport.visibleRect) }

    /// The rows entirely on screen, in order.
    public var entirelyVisibleRows: [RowID] { engine.entirelyVisibleRows(in: viewport.visibleRect) }

    /// How much of a row is on screen: hidden, offscreen, partly (with the fraction shown) or
    /// entirely; `.removed` for a row the stack does not hold.
    public func visibility(of row: RowID) -> RowVisibility {
        engine.visibility(of: row, in: viewport.visibleRect)
    }

    /// The row under a screen cell (as last drawn), or `nil`.
    public func row(atScreenX x: Int, y: Int) -> RowID? {
        let localX = Double(x) - Double(origin.x)
        let localY = Double(y) - Double(origin.y)
        let size = viewportSize
        guard localX >= 0, localY >= 0, localX < size.width, localY < size.height else { return nil }
        let point = axis == .vertical ? Point(x: localX, y: localY + Double(offset)) : Point(x: localX + Double(offset), y: localY)
        return engine.row(at: point)
    }

    // MARK: Measuring

    /// A row's length along `axis` when its content gets `across` cells the other way. Reads no
    /// engine state (the axis is passed in), so the engine may call it while it changes.
    private func measure(_ row: RowID, across: Double, axis: StackAxis) -> Double {
        guard entries[row] != nil else { return 1 }
        let available = max(1, cell(across))
        // Wrapping caches its lines in the entry, so it runs in place.
        return axis == .vertical ? Double(entries[row]!.lines(width: available).count)
                                 : Double(entries[row]!.currentContent.preferredWidth(height: available))
    }

    /// Measures every row near the viewport that needs it, keeping the first visible row in place.
    private func measureVisibleRows() {
        let axis = self.axis
        for _ in 0 ..< 64 {
            let round = engine.realizationRound(visibleRect: viewport.visibleRect, overscan: viewportSize.main(axis))
            if round.toMeasure.isEmpty { break }
            let measurements = round.toMeasure.map { ($0.row, measure($0.row, across: $0.crossExtent, axis: axis)) }
            offset = cell(engine.setMeasuredExtents(measurements, keepingStill: viewport).main(axis))
        }
    }

    // MARK: Drawing

    /// Draws the stack into `canvas` with its top-left corner at (`x`, `y`), then reports the
    /// frame's events (see ``onEvent``).
    public func draw(into canvas: inout Canvas, x: Int = 0, y: Int = 0) {
        // Far outside any canvas nothing shows; keeping the origin near keeps its sums in range.
        origin = (min(max(x, -cellLimit), cellLimit), min(max(y, -cellLimit), cellLimit))
        measureVisibleRows()
        clampOffset()
        canvas.fill(x: origin.x, y: origin.y, width: width, height: height)
        let visible = viewport.visibleRect
        var contentSize = engine.contentSize
        if let transition = runner.transition {
            let elapsed = runner.elapsed(at: now)
            let progress = transition.timing.progress(at: elapsed)
            contentSize = transition.contentSize(at: elapsed)
            for row in transition.rows {
                guard entries[row.row] != nil || departing[row.row] != nil else { continue }
                drawRow(row.row, frames: row.frames(atProgress: progress), alpha: row.alpha(atProgress: progress),
                        into: &canvas)
            }
        } else {
            for layout in engine.layouts(intersecting: visible) {
                guard entries[layout.id] != nil else { continue }
                drawRow(layout.id, frames: layout.frames, alpha: 1, into: &canvas)
            }
        }
        if indicatorShown { drawIndicator(into: &canvas, contentExtent: contentSize.main(axis)) }
        commitEvents(visible)
    }

    private func drawRow(_ row: RowID, frames: RowFrames, alpha: Double, into canvas: inout Canvas) {
        guard alpha > 0.3 else { return }
        let axis = self.axis
        let shift = Double(offset)
        // The row's band along the main axis, on screen; content is clipped to it.
        let bandStart = cell(frames.row.minMain(axis) - shift)
        let bandEnd = cell(frames.row.maxMain(axis) - shift)
        guard bandEnd > bandStart else { return }
        let dim = alpha < 0.7
        let content = frames.content
        let lineWidth = max(1, cell(content.width))
        let lines = entries[row]?.lines(width: lineWidth) ?? departing[row]?.lines(width: lineWidth) ?? []
        let size = viewportSize
        // Content coordinates → screen cells, and the columns a line may use.
        let top = cell(content.minY - (axis == .vertical ? shift : 0))
        let left = cell(content.minX - (axis == .horizontal ? shift : 0))
        let right = left + cell(content.width)
        // The content may lie wholly outside the viewport while its band shows (only a row's inset
        // or separator on screen, or a row of an animation's wider area): the clip is then empty.
        let clip = axis == .vertical
            ? cells(from: max(0, left), to: min(Int(size.width), right))
            : cells(from: max(0, left, bandStart), to: min(Int(size.width), right, bandEnd))
        guard !clip.isEmpty else { return drawDecorations(row, frames: frames, band: bandStart ..< bandEnd, dim: dim, into: &canvas) }
        for (index, line) in lines.enumerated() {
            let lineY = top + index
            guard lineY >= 0 && lineY < Int(size.height) else { continue }
            if axis == .vertical && (lineY < bandStart || lineY >= bandEnd) { continue }
            var column = left
            for span in line {
                var style = span.style
                if dim { style.dim = true }
                column += canvas.draw(span.text, x: origin.x + column, y: origin.y + lineY, style: style,
                                      clip: (origin.x + clip.lowerBound) ..< (origin.x + clip.upperBound))
            }
        }
        drawDecorations(row, frames: frames, band: bandStart ..< bandEnd, dim: dim, into: &canvas)
    }

    /// The separator and the focus highlight of a row.
    private func drawDecorations(_ row: RowID, frames: RowFrames, band: Range<Int>, dim: Bool, into canvas: inout Canvas) {
        let axis = self.axis
        let shift = Double(offset)
        let bandStart = band.lowerBound
        let bandEnd = band.upperBound
        if let separator = frames.separator {
            let style = TextStyle(foreground: .palette(8), dim: dim)
            if axis == .vertical {
                let lineY = cell(separator.minY - shift)
                if lineY >= 0 && lineY < Int(viewportSize.height) {
                    let left = cell(separator.minX)
                    canvas.fill(x: origin.x + left, y: origin.y + lineY,
                                width: min(cell(separator.width), Int(viewportSize.width) - left), height: 1,
                                with: "─", style: style)
                }
            } else {
                let column = cell(separator.minX - shift)
                if column >= 0 && column < Int(viewportSize.width) {
                    let top = cell(separator.minY)
                    canvas.fill(x: origin.x + column, y: origin.y + top, width: 1,
                                height: min(cell(separator.maxY), Int(viewportSize.height)) - top, with: "│", style: style)
                }
            }
        }
        if row == focusedRow {
            let rowRect = frames.row
            if axis == .vertical {
                canvas.restyle(x: origin.x, y: origin.y + max(0, bandStart), width: Int(viewportSize.width),
                               height: min(bandEnd, Int(viewportSize.height)) - max(0, bandStart)) { $0.background = .palette(237) }
            } else {
                let top = max(0, cell(rowRect.minY))
                canvas.restyle(x: origin.x + max(0, bandStart), y: origin.y + top,
                               width: min(bandEnd, Int(viewportSize.width)) - max(0, bandStart),
                               height: min(cell(rowRect.maxY), Int(viewportSize.height)) - top) { $0.background = .palette(237) }
            }
        }
    }

    /// A scroll bar along the last column (vertical) or line (horizontal).
    private func drawIndicator(into canvas: inout Canvas, contentExtent: Double) {
        let length = Int(viewportSize.main(axis))
        guard contentExtent > Double(length), length > 0 else { return }
        let thumb = max(1, Int((Double(length) * Double(length) / contentExtent).rounded()))
        let range = engine.offsetRange(in: viewport)
        let fraction = range.upperBound > 0 ? min(1, max(0, Double(offset) / range.upperBound)) : 0
        let start = Int((Double(length - thumb) * fraction).rounded())
        let track = TextStyle(foreground: .palette(8))
        let handle = TextStyle(foreground: .palette(15))
        if axis == .vertical {
            canvas.fill(x: origin.x + width - 1, y: origin.y, width: 1, height: length, with: "│", style: track)
            canvas.fill(x: origin.x + width - 1, y: origin.y + start, width: 1, height: thumb, with: "┃", style: handle)
        } else {
            canvas.fill(x: origin.x, y: origin.y + height - 1, width: length, height: 1, with: "─", style: track)
            canvas.fill(x: origin.x + start, y: origin.y + height - 1, width: thumb, height: 1, with: "━", style: handle)
        }
    }

    private func commitEvents(_ visible: Rect) {
        for event in engine.commit(visibleRect: visible) {
            if case .visibilityChanged(let change) = event {
                let controller = (entries[change.row] ?? departing[change.row])?.controller
                if change.becameVisible { controller?.rowDidAppear() }
                if change.becameInvisible { controller?.rowDidDisappear() }
            }
            onEvent?(event)
        }
        if !runner.isRunning { departing.removeAll() }
    }
}
