// Moving around a terminal stack: scrolling, the keyboard focus, keys and mouse reports, and the
// questions of what is on screen.

@_spi(Hosting) import ScrollStackCore

extension TerminalStack {
    // MARK: Scrolling

    /// Scrolls by `lines` (columns in a horizontal stack); negative scrolls back.
    public func scroll(by lines: Int) {
        offset = saturatingSum(offset, lines)
        settle()
        clampOffset()
    }

    /// Scrolls to the start.
    public func scrollToStart() {
        offset = 0
        settle()
    }

    /// Scrolls to the end (measuring the rows there first): the last shown row's end at the end of
    /// the screen, or the start when everything fits.
    public func scrollToEnd() {
        guard let last = engine.lastVisibleRow else { return scrollToStart() }
        scroll(to: last, at: .end)
        offset = cell(offsetRange.upperBound.rounded(.up))
        clampOffset()
    }

    /// Scrolls so `row` is at `position`, even if it was never measured; `false` for an unknown or
    /// hidden row.
    @discardableResult
    public func scroll(to row: RowID, at position: ScrollPosition = .start) -> Bool {
        // The engine measures the rows around the target until the row lands exactly; rows are
        // measured between its calls, so their content may read the stack.
        let axis = self.axis
        guard var settling = engine.beginScrollSettling(toShow: row, at: position, in: viewport) else { return false }
        while !settling.requests.isEmpty {
            let lengths: [Double?] = settling.requests.map { measure($0.row, across: $0.crossExtent, axis: axis) }
            engine.continueScrollSettling(&settling, measurements: lengths)
        }
        guard let target = settling.target else { return false }
        offset = cell(target.main(axis))
        // Rows in the overscan are measured too, keeping the row where it landed.
        settle()
        clampOffset()
        return true
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

    /// Runs the focused row's action, as Enter does (Enter also scrolls the row into view first).
    public func tapFocusedRow() {
        if let row = focusedRow, let action = contents[row]?.action { action(row) }
    }

    /// Handles a key or mouse report; returns whether it was used.
    ///
    /// Arrows along the axis move the focus to the next interactive row on screen, and otherwise
    /// scroll by one line; so do `j` and `k`, and in a horizontal stack ↓ and ↑ as well (they have
    /// nothing else to do there, and users reach for them). Tab and Shift-Tab move the focus through every
    /// interactive row (wrapping). PageUp/PageDown (and space) scroll by a page, Home/End jump,
    /// Enter runs the focused row's action. Tab, Shift-Tab and Enter are not used (the call returns
    /// `false`) when there is no interactive row to move to or no focused one to run. The wheel scrolls three lines; a click on a row focuses
    /// it and runs its action. Keys held with Shift, Alt or Ctrl (``Key/modified(_:_:)``) count as
    /// the key alone, except a character typed with Alt, which the stack leaves to you
    /// (``Key/command``).
    ///
    /// ``actionMenuKey`` (`.`) opens the focused row's action menu, as Enter does on a row with
    /// actions and no tap action; while it is open, the keys go to it first
    /// (``setActions(leading:trailing:forRow:)``).
    public func handle(_ key: Key) -> Bool {
        if let used = handleActionMenu(key) { return used }
        let page = max(1, Int(viewportSize.main(axis)) - 1)
        guard let command = key.command else { return false }
        switch command {
        case .down, .character("j"):
            step(.forward)
        case .up, .character("k"):
            step(.backward)
        case .right where axis == .horizontal:
            step(.forward)
        case .left where axis == .horizontal:
            step(.backward)
        case .pageDown, .character(" "): scroll(by: page)
        case .pageUp: scroll(by: -page)
        case .home: scrollToStart()
        case .end: scrollToEnd()
        case .tab: return moveFocus(.forward)
        case .backTab: return moveFocus(.backward)
        case .enter:
            guard let row = focusedRow, isInteractive(row) else { return false }
            // A focused row scrolled out of view comes back into it: Enter acts on what it shows.
            scroll(to: row, at: .automatic)
            // A row with actions but no tap action opens its action menu.
            if contents[row]?.action == nil { return openActionMenu() }
            tapFocusedRow()
        case .mouse(let event): return handle(event)
        default: return false
        }
        return true
    }

    /// Focuses the next interactive row that way (wrapping); `false` when there is none.
    private func moveFocus(_ direction: StackDirection) -> Bool {
        guard let next = engine.nextRow(after: focusedRow, in: direction, wraps: true, where: isInteractive) else { return false }
        focus(next)
        return true
    }

    /// One arrow press: focus the next interactive row on screen (after the focused row, or the
    /// first one from that end when none is focused or it is out of view that way), else scroll a
    /// line. Only the rows on screen are looked at, so a long stack without interactive rows
    /// scrolls at once.
    private func step(_ direction: StackDirection) {
        let shown = visibleRows
        let focusIndex = focusedRow.flatMap { engine.index(of: $0) }
        let ahead = shown.filter { row in
            guard let focusIndex, let index = engine.index(of: row) else { return true }
            return direction == .forward ? index > focusIndex : index < focusIndex
        }
        let next = direction == .forward ? ahead.first(where: isInteractive) : ahead.last(where: isInteractive)
        if let next, engine.visibility(of: next, in: viewport.visibleRect).isVisible {
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
        // A pinned row stuck at the top is drawn over the rows there; while rows animate, none is.
        return isAnimating ? engine.row(at: point) : engine.row(at: point, in: viewport.visibleRect)
    }

}
