// The ScrollStackController vocabulary: rows by index, location-based inserts that return rows.
// Indexes outside the stack trap with the call's name, the index and the count; completions run
// exactly once.

#if canImport(UIKit)
import UIKit
#if canImport(ScrollStackCore)
@_spi(Hosting) import ScrollStackCore
#endif

extension ScrollStack {
    // MARK: Setting rows

    /// Replaces every row by one per controller, in order (not animated).
    @discardableResult
    public func setRows(controllers: [UIViewController]) -> [ScrollStackRow] {
        removeAllRows(animated: false)
        return addRows(controllers: controllers, at: .bottom, animated: false)
    }

    /// Replaces every row by one per view, in order (not animated).
    @discardableResult
    public func setRows(views: [UIView]) -> [ScrollStackRow] {
        removeAllRows(animated: false)
        return addRows(views: views, at: .bottom, animated: false)
    }

    // MARK: Adding

    /// Adds a row showing `view` at `location` and returns it; `nil` if the location names a view
    /// or controller not in this stack (the completion still runs). A view already in this stack
    /// moves to the new place instead of being duplicated.
    @discardableResult
    public func addRow(view: UIView, at location: InsertLocation = .bottom, animated: Bool = false,
                     completion: (() -> Void)? = nil) -> ScrollStackRow? {
        insertContents([.view(view)], at: location.rowLocation, animated: animated, completion: OnceCompletion(completion),
                       function: "addRow(view:at:animated:completion:)").first
    }

    /// Adds rows showing `views`, in order, at `location` (the order is kept at every location).
    @discardableResult
    public func addRows(views: [UIView], at location: InsertLocation = .bottom, animated: Bool = false,
                      completion: (() -> Void)? = nil) -> [ScrollStackRow] {
        insertContents(views.map(RowContent.view), at: location.rowLocation, animated: animated,
                       completion: OnceCompletion(completion), function: "addRows(views:at:animated:completion:)")
    }

    /// Adds a row showing `controller`'s view at `location` and returns it. The controller becomes
    /// a child of the view controller that contains this stack (now, or as soon as the stack is in
    /// one). A controller already in this stack moves instead of being duplicated.
    @discardableResult
    public func addRow(controller: UIViewController, at location: InsertLocation = .bottom, animated: Bool = false,
                     completion: (() -> Void)? = nil) -> ScrollStackRow? {
        insertContents([.controller(controller)], at: location.rowLocation, animated: animated,
                       completion: OnceCompletion(completion), function: "addRow(controller:at:animated:completion:)").first
    }

    /// Adds rows for `controllers`, in order, at `location`.
    @discardableResult
    public func addRows(controllers: [UIViewController], at location: InsertLocation = .bottom, animated: Bool = false,
                      completion: (() -> Void)? = nil) -> [ScrollStackRow] {
        insertContents(controllers.map(RowContent.controller), at: location.rowLocation, animated: animated,
                       completion: OnceCompletion(completion), function: "addRows(controllers:at:animated:completion:)")
    }

    // MARK: Reloading

    /// Reloads the row at `index`: its controller's `reloadContentFromStackView` runs, its size rule
    /// is asked again, and the stack lays out (animated if asked). Traps on a bad index.
    public func reloadRow(index: Int, animated: Bool = false, completion: (() -> Void)? = nil) {
        reload([id(at: index, in: "reloadRow(index:animated:completion:)")], animated: animated, completion: OnceCompletion(completion))
    }

    /// `reloadRow(index:)` without the label, as ScrollStackController's README writes it.
    public func reloadRow(_ index: Int, animated: Bool = false, completion: (() -> Void)? = nil) {
        reload([id(at: index, in: "reloadRow(_:animated:completion:)")], animated: animated, completion: OnceCompletion(completion))
    }

    /// Reloads `row` (ignored, completion still called, if it is not in this stack).
    public func reloadRow(_ row: ScrollStackRow, animated: Bool = false, completion: (() -> Void)? = nil) {
        reload(ownedRowIDs([row]), animated: animated, completion: OnceCompletion(completion))
    }

    /// Reloads the rows at `indexes`. Traps, before reloading anything, on a bad index.
    public func reloadRows(indexes: [Int], animated: Bool = false, completion: (() -> Void)? = nil) {
        let ids = indexes.map { id(at: $0, in: "reloadRows(indexes:animated:completion:)") }
        reload(ids, animated: animated, completion: OnceCompletion(completion))
    }

    /// Reloads every row.
    public func reloadAllRows(animated: Bool = false, completion: (() -> Void)? = nil) {
        reload(engine.rows, animated: animated, completion: OnceCompletion(completion))
    }

    // MARK: Removing

    /// Removes the row at `index` and returns its controller, if it had one. Traps on a bad index.
    @discardableResult
    public func removeRow(index: Int, animated: Bool = false, completion: (() -> Void)? = nil) -> UIViewController? {
        let id = id(at: index, in: "removeRow(index:animated:completion:)")
        let controller = contents[id]?.row?.controller
        removeRows([id], animated: animated, completion: OnceCompletion(completion))
        return controller
    }

    /// Removes the rows at `indexes`, all of which refer to the stack before the call (`[0, 1]`
    /// removes the first two rows), and returns their controllers; `nil` when `indexes` is empty
    /// (nothing was asked for, as in ScrollStackController). Traps, before removing anything, on a
    /// bad index.
    @discardableResult
    public func removeRows(indexes: [Int], animated: Bool = false, completion: (() -> Void)? = nil) -> [UIViewController]? {
        guard !indexes.isEmpty else {
            runWhenChangesEnd { completion?() }
            return nil
        }
        let ids = engine.rows(at: indexes, in: "removeRows(indexes:animated:completion:)")
        let controllers = ids.compactMap { contents[$0]?.row?.controller }
        removeRows(ids, animated: animated, completion: OnceCompletion(completion))
        return controllers
    }

    // MARK: Replacing and moving

    /// Replaces the row at `index` by a row showing `view`: the new row takes its place and the old
    /// one is removed (animated: the new row fades in while the old one collapses). Traps on a bad index.
    public func replaceRow(index: Int, withRow view: UIView, animated: Bool = false, completion: (() -> Void)? = nil) {
        replace(at: index, with: .view(view), animated: animated, completion: completion)
    }

    /// Replaces the row at `index` by a row showing `controller`'s view. Traps on a bad index.
    public func replaceRow(index: Int, withRow controller: UIViewController, animated: Bool = false,
                           completion: (() -> Void)? = nil) {
        replace(at: index, with: .controller(controller), animated: animated, completion: completion)
    }

    /// Puts a row of `content` at `index` and removes the row that was there, in one change.
    /// Replacing a row by its own content keeps it.
    private func replace(at index: Int, with content: RowContent, animated: Bool, completion: (() -> Void)?) {
        let old = id(at: index, in: "replaceRow(index:withRow:animated:completion:)")
        let placed = insertContents([content], at: .index(index), animated: animated, completion: OnceCompletion(nil),
                                    function: "replaceRow(index:withRow:animated:completion:)")
        removeRows(placed.contains { $0.rowID == old } ? [] : [old], animated: animated, completion: OnceCompletion(completion))
    }

    /// Moves the row at `index` to `destIndex` (an index after the move). A hidden row stays
    /// hidden. Traps if either index is out of range.
    public func moveRow(index: Int, to destIndex: Int, animated: Bool = false, completion: (() -> Void)? = nil) {
        let id = id(at: index, in: "moveRow(index:to:animated:completion:)")
        engine.checkIndex(destIndex, in: "moveRow(index:to:animated:completion:)")
        moveRow(id, to: destIndex, animated: animated, completion: OnceCompletion(completion))
    }

    // MARK: Hiding

    /// Hides or shows the row at `index`; setting the state it already has does nothing (the
    /// completion still runs). Traps on a bad index.
    public func setRowHidden(index: Int, isHidden: Bool, animated: Bool, completion: (() -> Void)? = nil) {
        setHidden(isHidden, rows: [id(at: index, in: "setRowHidden(index:isHidden:animated:completion:)")], animated: animated,
                  completion: OnceCompletion(completion))
    }

    /// Hides or shows the rows at `indexes`, together. Traps on a bad index.
    public func setRowsHidden(indexes: [Int], isHidden: Bool, animated: Bool, completion: (() -> Void)? = nil) {
        let ids = indexes.map { id(at: $0, in: "setRowsHidden(indexes:isHidden:animated:completion:)") }
        setHidden(isHidden, rows: ids, animated: animated, completion: OnceCompletion(completion))
    }

    /// Whether the row at `index` is hidden. Traps on a bad index.
    public func isRowHidden(index: Int) -> Bool {
        engine.isHidden(id(at: index, in: "isRowHidden(index:)")) ?? false
    }

    /// How much of the row at `index` is visible now. Traps on a bad index.
    public func isRowVisible(index: Int) -> RowVisibility {
        let id = id(at: index, in: "isRowVisible(index:)")
        layoutIfNeededForQuery()
        return RowVisibility(engine.visibility(of: id, in: visibleRect))
    }

    // MARK: Looking rows up

    /// The first row showing a controller of type `type`.
    public func firstRowForControllerOfType<T: UIViewController>(_ type: T.Type) -> ScrollStackRow? {
        rows.first { $0.controller is T }
    }

    /// The row showing `view` and its index, or `nil` if the view is not in this stack.
    public func rowForView(_ view: UIView) -> (index: Int, cell: ScrollStackRow)? {
        guard let row = ownedRow(for: view), let index = indexOfRow(row) else { return nil }
        return (index, row)
    }

    /// The row showing `controller` and its index, or `nil` if it is not in this stack.
    public func rowForController(_ controller: UIViewController) -> (index: Int, cell: ScrollStackRow)? {
        guard let row = ownedRow(for: controller), let index = indexOfRow(row) else { return nil }
        return (index, row)
    }

    /// Whether a row shows `controller`.
    public func containsRowForController(_ controller: UIViewController) -> Bool {
        ownedRow(for: controller) != nil
    }

    // MARK: Per-row settings by index

    /// Sets the margins of the row at `index`. Traps on a bad index.
    public func setRowInsets(index: Int, insets: UIEdgeInsets) {
        row(at: index, in: "setRowInsets(index:insets:)").rowInsets = insets
    }

    /// Sets the margins of the rows at `indexes`. Traps on a bad index.
    public func setRowsInsets(indexes: [Int], insets: UIEdgeInsets) {
        let rows = indexes.map { row(at: $0, in: "setRowsInsets(indexes:insets:)") }
        rows.forEach { $0.rowInsets = insets }
    }

    /// Sets the padding of the row at `index`. Traps on a bad index.
    public func setRowPadding(index: Int, padding: UIEdgeInsets) {
        row(at: index, in: "setRowPadding(index:padding:)").rowPadding = padding
    }

    /// Sets the padding of the rows at `indexes`. Traps on a bad index.
    public func setRowPadding(indexes: [Int], padding: UIEdgeInsets) {
        let rows = indexes.map { row(at: $0, in: "setRowPadding(indexes:padding:)") }
        rows.forEach { $0.rowPadding = padding }
    }

    // MARK: Scrolling

    /// Scrolls so the row at `index` is at `position` (honouring `adjustedContentInset`, clamped to
    /// the scrollable range, on either axis). A hidden row does not scroll. Traps on a bad index.
    public func scrollToRow(index: Int, at position: ScrollPosition = .automatic, animated: Bool = true,
                          completion: (() -> Void)? = nil) {
        scroll(to: id(at: index, in: "scrollToRow(index:at:animated:completion:)"), at: position.engineValue, animated: animated,
               completion: OnceCompletion(completion))
    }

    /// Switches between vertical and horizontal, keeping every row's own settings.
    public func toggleAxis(animated: Bool = false, completion: (() -> Void)? = nil) {
        let done = OnceCompletion(completion)
        axis = axis == .vertical ? .horizontal : .vertical
        if animated && window != nil {
            animate({ self.layoutIfNeeded() }, { _ in done() })
        } else {
            done()
        }
    }
}
#endif
