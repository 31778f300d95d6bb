// Measuring rows as the screen comes near them, and announcing rows a little farther away before
// they are measured (prefetching), both after the engine's rules.

@_spi(Hosting) import ScrollStackCore

extension TerminalStack {
    /// A row's length along `axis` when its content gets `across` cells the other way. Runs the
    /// row's content with no access to the stack in progress, so content may read the stack.
    func measure(_ row: RowID, across: Double, axis: StackAxis) -> Double {
        let available = max(1, cell(across))
        if axis == .vertical { return Double(lines(ofRow: row, width: available)?.count ?? 1) }
        return Double(contents[row]?.currentContent.preferredWidth(height: available) ?? 1)
    }

    /// A live row's lines at `width`, wrapped once and kept in its record; `nil` for a row that is
    /// not live. The content wraps its text with no access to the stack in progress (it may read
    /// the stack), and the lines are kept only if nothing changed what the stack shows meanwhile.
    func lines(ofRow row: RowID, width: Int) -> [StyledLine]? {
        guard let entry = contents[row] else { return nil }
        if let kept = entry.wrapped.kept(at: width) { return kept }
        let revision = appearanceRevision
        let lines = entry.currentContent.lines(width: width)
        if appearanceRevision == revision { contents.update(row) { $0.wrapped.keep(lines, width: width) } }
        return lines
    }

    /// Measures every row near the viewport that needs it, keeping the first visible row in place.
    /// Rows are measured between the engine's calls, so their content may read the stack.
    func settle() {
        let axis = self.axis
        var run = engine.beginMeasuring(near: viewport, overscan: viewportSize.main(axis))
        while !run.requests.isEmpty {
            let lengths = run.requests.map { measure($0.row, across: $0.crossExtent, axis: axis) }
            engine.continueMeasuring(&run, measurements: lengths)
        }
        offset = cell(run.offset.main(axis))
    }

    /// After a frame: tells ``onPrefetch`` and ``onCancelPrefetch`` what the engine's prefetch band
    /// gained and lost around the measured area (the screen and a screen's length each way).
    /// Turning prefetching off (no distance, or no handlers) cancels whatever is outstanding.
    func prefetchAfterFrame() {
        let update: PrefetchUpdate
        if prefetchDistance > 0 && (onPrefetch != nil || onCancelPrefetch != nil) {
            let (viewport, overscan, distance) = (viewport, viewportSize.main(axis), Double(prefetchDistance))
            update = updatingPrefetching { $0.updatePrefetching(in: viewport, overscan: overscan, distance: distance) }
            mayBePrefetching = true
        } else {
            guard mayBePrefetching else { return }
            update = updatingPrefetching { $0.stopPrefetching() }
            mayBePrefetching = false
        }
        guard !update.isEmpty else { return }
        contents.beginDispatch()
        if !update.cancel.isEmpty { onCancelPrefetch?(update.cancel) }
        if !update.prefetch.isEmpty { onPrefetch?(update.prefetch) }
        contents.endDispatch()
    }
}
