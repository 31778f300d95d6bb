// A stack's layout pass: the engine learns the container and the rows' measured lengths, says which
// rows must exist, and places every row; then the pass reports what changed, once.

#if canImport(UIKit)
import UIKit
#if canImport(ScrollStackCore)
@_spi(Hosting) import ScrollStackCore
#endif

extension ScrollStackView {
    /// Which rows have their view in the stack.
    public enum RowRealization: Hashable, Sendable {
        /// Every row: views you add are in the stack at once, rows described by a factory are made
        /// when added, and every row is measured when it is added or its content changes. The
        /// default, and the behaviour of the libraries this one replaces.
        case eager
        /// Only rows within `overscan` points of the visible area (`nil`: one visible length on
        /// each side). Rows further away leave the view hierarchy: a view you added is kept for
        /// when its row comes back, and a row made from a description is dropped and made again.
        /// Rows are measured as they come near, replacing their estimates without moving what is
        /// on screen. A row being edited (holding the first responder) or holding the VoiceOver
        /// focus is never released.
        case lazy(overscan: CGFloat?)
    }

    /// The part of the content the user sees: the bounds minus the adjusted content inset.
    var visibleRect: Rect { rect(bounds.inset(by: adjustedContentInset)) }

    var viewport: Viewport { engineViewport(of: self) }

    /// How far beyond the visible area rows are realized: everything in an eager stack.
    var realizationOverscan: Double {
        switch realization {
        case .eager: .infinity
        case .lazy(let overscan): Double(overscan ?? (axis == .vertical ? bounds.height : bounds.width))
        }
    }

    /// The area an animated change animates: the bounds, including what shows through translucent
    /// bars, as UICollectionView animates the items on screen. Rows that move into it from up to a
    /// screen away slide in (the snapshot covers that far); realized rows beyond it take their new
    /// frames at once, out of sight.
    var transitionArea: Rect { rect(bounds) }

    /// Brings the layout up to date before answering a question, unless a layout pass, a change
    /// or an event delivery is running.
    func layoutIfNeededForQuery() {
        if !contents.isDispatching && transaction.allowsPass { layoutIfNeeded() }
    }

    /// The stack's part of `layoutSubviews()`: lays the rows out by frame as the engine places
    /// them (unless a change or an animation is doing so), then reports the events, outside any
    /// animation block. In order:
    ///
    /// 1. re-apply the border colour (dark mode and contrast changes lay the view out);
    /// 2. let the keyboard avoider see where the container is now;
    /// 3. stop if a change is open or a pass is running (a change or an animation being set up
    ///    lays out itself and asks for a pass when it ends);
    /// 4. remove rows whose content the app took elsewhere;
    /// 5. settle (``settle(keeping:)``): the container and the lengths rows reported go to the
    ///    engine, rows are realized and measured round by round, released rows leave, and the
    ///    offset keeps what is on screen still;
    /// 6. place the realized rows at the engine's frames, and the pinned row stuck at the top at
    ///    its stuck frames, in front;
    /// 7. report the events and, in a lazy stack, the rows to prefetch; inside an animation block,
    ///    ask for a later pass to report them.
    func layOutStack() {
        // A dynamic border colour follows dark mode and contrast changes (which lay the view out).
        applyBorderColor()
        #if os(iOS)
        keyboardAvoider.containerDidChange()
        #endif
        // A change or an animation being set up lays out itself and asks for a pass when it ends;
        // a pass reached from inside another (the app's code making a row calls layoutIfNeeded())
        // leaves the work to that one.
        guard transaction.allowsPass else {
            // One asked for from inside a pass may come after that pass read what it changed: it
            // is asked for again, from the main queue. (A change asks for one when it ends.)
            if transaction.isPassRunning { requestLaterPass() }
            return
        }
        removeRowsThatLostTheirContent()
        layOutRows()
        swipes?.stackDidLayOut()
        updateFittedLength()
        // The app hears events outside animation blocks, so what it does in response neither
        // animates with the stack's animation nor is cut short by it: inside one they wait for
        // a pass outside it.
        if UIView.inheritedAnimationDuration > 0 { requestLaterPass() } else { dispatchEvents() }
    }

    /// Asks for a layout pass from the main queue, once however often it is asked meanwhile. A
    /// pass must never mark the stack as needing layout itself: `layoutIfNeeded()` lays out again
    /// whatever is still marked when it finishes, so a pass that marks itself inside an animation
    /// block (an animated scroll runs one) would run again, still inside it, for ever. The main
    /// queue runs in every run loop mode, so the pass comes during a drag too. Out of the window,
    /// where no pass comes, the row changes are reported instead.
    func requestLaterPass() {
        guard !awaitsLaterPass else { return }
        awaitsLaterPass = true
        Task { @MainActor [weak self] in
            guard let self else { return }
            awaitsLaterPass = false
            if window == nil { reportRowChangesOffScreen() } else { setNeedsLayout() }
        }
    }

    /// Reports the rows added and removed while the stack is out of the window (visibility waits
    /// for a layout pass on screen: nothing is visible meanwhile), so removed rows are let go.
    private func reportRowChangesOffScreen() {
        guard engine.hasPendingEvents else { return }
        guard transaction.allowsPass && !contents.isDispatching else { return requestLaterPass() }
        for event in contents.beginDispatch(engine.commitRowChanges()) { report(event) }
        contents.endDispatch()
        if engine.hasPendingEvents { requestLaterPass() }
    }

    /// The stack this one is inside (a carousel in a row), if any.
    var outerStack: ScrollStackView? {
        sequence(first: superview, next: { $0?.superview }).lazy.compactMap { $0 as? ScrollStackView }.first
    }

    /// The border colour as the current traits resolve it (a layer keeps a fixed colour).
    func applyBorderColor() {
        let color = borderColor.resolvedColor(with: traitCollection).cgColor
        if stackBackgroundView.layer.borderColor != color { stackBackgroundView.layer.borderColor = color }
    }

    /// Runs the completions and other app code waiting for the changes to end, one after another
    /// (a completion that changes the stack queues its own behind them).
    func runWaitingWork() {
        guard transaction.startRunningWork() else { return }
        while let work = transaction.nextWork() { work() }
    }

    /// Runs `work` (a completion) now, or once the open changes and the completion running now
    /// have ended: the app's completions never run while a change is half applied (an animation
    /// runner may call its completion at once), nor one inside another.
    func runWhenChangesEnd(_ work: @escaping () -> Void) {
        transaction.runAfterChanges(work)
        runWaitingWork()
    }

    /// Realizes, measures and places the rows.
    func layOutRows() {
        guard transaction.beginPass() else { return }
        defer { transaction.endPass() }
        settle()
        placeRows()
        placeStuckRow()
        prefetchStep(delivering: false)
    }

    /// Gives the engine the container and the lengths rows reported, then realizes and measures
    /// the rows it asks for (round by round: making a row runs the app's code, which may read the
    /// stack), releases the rows it lets go, and keeps what is on screen still. `kept` rows are
    /// kept besides the usual ones.
    func settle(keeping kept: [RowID] = []) {
        var current = viewport
        // Rows fill what is visible across the axis (a scroll view insets both axes for bars), keep
        // their content clear of the safe area the insets leave uncovered (landscape's sensor
        // housing), and read right to left where the interface does.
        var configuration = engine.configuration
        configuration.containerSize = current.containerSize(for: stackAxis(axis))
        configuration.safeAreaInsets = current.uncoveredSafeArea(insets(safeAreaInsets), insideStackAlong: outerStack.map { stackAxis($0.axis) })
        configuration.layoutDirection = effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        if configuration != engine.configuration { engine.configuration = configuration }
        // Right to left, content that changed width since the last pass (rows came or went) or a
        // resized stack keeps what is on screen still; a stack at its start stays there.
        let visibleEnd = bounds.width - adjustedContentInset.right
        current.offset = engine.offset(current.offset, keepingStillSinceContentWidth: Double(contentSize.width),
                                       visibleEnd: Double(lastVisibleEnd ?? visibleEnd), in: current)
        lastVisibleEnd = visibleEnd
        // Content that got shorter along the axis since the last pass (rows went, shrank or were
        // hidden) may leave the offset beyond its end, which UIKit keeps: it comes back into
        // range. An offset you set, or the user's, with the content no shorter, stays.
        let length = stackAxis(axis)
        if engine.contentSize.main(length) < Double(axis == .vertical ? contentSize.height : contentSize.width) {
            current.offset = engine.restingOffset(in: current)
        }
        if !resizedRows.isEmpty {
            current.offset = engine.setMeasuredExtents(resizedRows.map { ($0.key, Double($0.value)) }, keepingStill: current)
            resizedRows.removeAll()
        }
        // A row made from a description is made anew when it comes back: measured again, too.
        var run = engine.beginRealization(in: current, overscan: realizationOverscan, keeping: keptRows + kept,
                                          remeasuringNewRows: true)
        while !run.requests.isEmpty {
            let lengths = run.requests.map { measure($0) }
            engine.continueRealization(&run, measurements: lengths)
        }
        // Read in place: a call on the stored engine that takes an argument copies it whole first.
        let pass = readingEngine { $0.finishRealization(run) }
        for id in pass.released { release(id) }
        for id in pass.realized { realize(id) }
        contentSize = cgSize(engine.contentSize)
        if pass.offset != viewport.offset { contentOffset = cgPoint(pass.offset) }
    }

    /// A row's content length along the axis at the cross length the engine gives it; the row is
    /// made first if it is not. Rows are measured before they enter the window: a row reports a
    /// different length (other traits, say) at its first layout there.
    private func measure(_ request: MeasurementRequest) -> Double {
        // Unreachable while changes hold layout back (the engine and the table then agree): the
        // row keeps the length it has.
        guard let row = madeRow(request.row) else { return engine.contentExtent(of: request.row) ?? 0 }
        return Double(row.measuredContentLength(across: CGFloat(request.crossExtent), axis: axis))
    }

    /// Runs `body` on the engine where it is stored. A method called on the stored engine may have
    /// the whole engine copied first (every array and table in it retained, then released), since
    /// the call could reach this stack again; through `inout` it is not. `body` must not use the
    /// stack (nothing it calls may run an app's code).
    @inline(__always)
    func readingEngine<T>(_ body: (inout StackEngine) -> T) -> T { body(&engine) }

    /// Places every row in the stack at the engine's frames, if anything moved since the last time.
    func placeRows() {
        let revision = engine.layoutRevision
        guard placedRevision != revision else { return }
        placedRevision = revision
        stackBackgroundView.frame = CGRect(origin: .zero, size: contentSize)
        for layout in engine.layoutsOfRealizedRows() {
            guard let row = contents[layout.id]?.row, row.superview === self else { continue }
            row.place(layout.frames, axis: axis)
            // A row an animation moves is hidden when that animation ends.
            if row.isHidden != layout.isHidden && !transaction.isAnimating(layout.id) { row.setShownHidden(layout.isHidden) }
        }
    }

    // MARK: Reports from rows

    /// A row laid out its content: if the content's natural length is not what the engine
    /// measured, the rows move at the next layout pass. (To animate such a change, make it and
    /// call ``invalidateRowSize(_:animated:completion:)-(UIView,_,_)`` animated.)
    func rowContentDidLayOut(_ row: ScrollStackRow) {
        let length = axis == .vertical ? row.contentView.bounds.height : row.contentView.bounds.width
        guard let id = ownedRowID(for: row), engine.differsFromMeasurement(Double(length), of: id) else { return }
        resizedRows[id] = length
        setNeedsLayout()
    }

    func invalidateMeasurement(of id: RowID?) -> Bool {
        guard let id, engine.invalidateMeasurement(ofRow: id) else { return false }
        setNeedsLayout()
        return true
    }

    /// A row's own settings changed: the engine takes them, and the rows are placed again.
    func rowSettingsDidChange(_ row: ScrollStackRow) {
        // Only the row's current view speaks for it (a view being let go may still be changed).
        guard row.stack === self, let id = row.rowID, contents[id]?.row === row else { return }
        engine.setSettings(of: row.spec, forRow: id)
        contents.update(id) { $0.own = row.own }
        setNeedsLayout()
    }

    /// Keeps what a row chose for itself (colours, tap handler) for a view made again.
    func rowOwnStateDidChange(_ row: ScrollStackRow) {
        guard row.stack === self, let id = row.rowID, contents[id]?.row === row else { return }
        contents.update(id) { $0.own = row.own }
    }

    /// Applies a row controller's size rule to its row: a fixed length, or its own.
    func applySize(of row: ScrollStackRow) {
        guard let id = row.rowID else { return }
        let length = fixedLength(askedBy: row)
        row.setFixedLength(length, axis: axis)
        engine.setFixedExtent(length.map { Double($0) }, forRow: id)
        setNeedsLayout()
    }

    // MARK: Events

    /// Reports what changed since the last layout pass, once: scrolling, added and removed rows,
    /// visibility changes, the content size and "layout updated"; then, in a lazy stack, the rows
    /// to prefetch. Rows removed while these are delivered are reported by the next pass, which
    /// this one schedules.
    func dispatchEvents() {
        guard !contents.isDispatching else { return }
        let named = contents.beginDispatch(engine.commit(visibleRect: visibleRect))
        if lastReportedOffset != contentOffset {
            lastReportedOffset = contentOffset
            reportScroll()
        }
        for event in named { report(event) }
        contents.endDispatch()
        prefetchStep(delivering: true)
        // Events the app's handlers caused are delivered by a pass of their own (this one may be
        // inside layoutSubviews, which must not mark itself).
        if engine.hasPendingEvents { requestLaterPass() }
    }

    private func report(_ named: NamedEvent<StackRowContent>) {
        let row = named.content?.row
        switch named.event {
        case .rowInserted: if let row { reportRowChange(row, isRemoved: false) }
        case .rowRemoved: if let row { reportRowChange(row, isRemoved: true) }
        case .rowMoved: break
        case .visibilityChanged(let change):
            guard let row, let index = named.index else { return }
            reportVisibilityChange(of: row, at: index, change)
        case .contentSizeChanged(let from, let to):
            reportContentSizeChange(from: cgSize(from), to: cgSize(to))
        case .layoutUpdated:
            reportLayoutUpdate()
        }
    }
}
#endif
