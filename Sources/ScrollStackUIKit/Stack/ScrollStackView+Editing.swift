// Changing rows, one spelling per change: add, insert, remove, move, hide or show, and measure
// again, each for a row named by its view, its controller or its declared ID.

#if canImport(UIKit)
import UIKit
#if canImport(ScrollStackCore)
import ScrollStackCore
#endif

// Every call here takes a row the way you hold it: the view you added (or the row view itself),
// the view controller you added, or the ID its description declared. A view, controller or ID
// that is not a row of *this* stack is ignored (a row of another stack is never touched), and the
// completion still runs. Every completion runs exactly once: after the animation when animated,
// else before the call returns; but never inside a change or another completion, so a call made
// from one of those (a row's factory, a delegate method, a completion) completes once it ends.
// Index arguments trap outside the stack, naming the index and the count.
extension ScrollStackView {
    // MARK: Adding

    /// Appends a row showing `view`. A view already in this stack moves to the end instead; a view
    /// in another stack leaves it first.
    public func addRow(_ view: UIView, animated: Bool = false, completion: (() -> Void)? = nil) {
        insertRows([view], at: .end, animated: animated, completion: completion)
    }

    /// Appends a row showing `controller`'s view; the controller becomes a child of the view
    /// controller the stack is in (``containingViewController``), with full containment.
    public func addRow(_ controller: UIViewController, animated: Bool = false, completion: (() -> Void)? = nil) {
        insertRows([controller], at: .end, animated: animated, completion: completion)
    }

    /// Appends rows showing `views`, in order.
    public func addRows(_ views: [UIView], animated: Bool = false, completion: (() -> Void)? = nil) {
        insertRows(views, at: .end, animated: animated, completion: completion)
    }

    /// Appends rows showing `controllers`' views, in order.
    @_disfavoredOverload // an empty array literal means views, not an ambiguity
    public func addRows(_ controllers: [UIViewController], animated: Bool = false, completion: (() -> Void)? = nil) {
        insertRows(controllers, at: .end, animated: animated, completion: completion)
    }

    /// Inserts a row showing `view` at `location`; nothing is inserted when `location` names a row
    /// that is not in this stack.
    public func insertRow(_ view: UIView, at location: RowLocation, animated: Bool = false, completion: (() -> Void)? = nil) {
        insertRows([view], at: location, animated: animated, completion: completion)
    }

    /// Inserts a row showing `controller`'s view at `location`.
    public func insertRow(_ controller: UIViewController, at location: RowLocation, animated: Bool = false,
                          completion: (() -> Void)? = nil) {
        insertRows([controller], at: location, animated: animated, completion: completion)
    }

    /// Inserts rows showing `views` at `location`, in order.
    public func insertRows(_ views: [UIView], at location: RowLocation, animated: Bool = false, completion: (() -> Void)? = nil) {
        insertContents(views.map(RowContent.view), at: location, animated: animated, completion: OnceCompletion(completion),
                       function: "insertRows(_:at:animated:completion:)")
    }

    /// Inserts rows showing `controllers`' views at `location`, in order.
    @_disfavoredOverload // an empty array literal means views, not an ambiguity
    public func insertRows(_ controllers: [UIViewController], at location: RowLocation, animated: Bool = false,
                           completion: (() -> Void)? = nil) {
        insertContents(controllers.map(RowContent.controller), at: location, animated: animated,
                       completion: OnceCompletion(completion), function: "insertRows(_:at:animated:completion:)")
    }

    // MARK: Removing

    /// Removes the row showing `view` (or `view` itself, when it is one of this stack's rows).
    public func removeRow(_ view: UIView, animated: Bool = false, completion: (() -> Void)? = nil) {
        removeRows([view], animated: animated, completion: completion)
    }

    /// Removes the row showing `controller`; the controller leaves its parent when the row is gone.
    public func removeRow(_ controller: UIViewController, animated: Bool = false, completion: (() -> Void)? = nil) {
        removeRows([controller], animated: animated, completion: completion)
    }

    /// Removes the row with this declared ID (the next ``setRows(_:animated:completion:)`` that
    /// lists it makes it again).
    public func removeRow(id: some Hashable & Sendable, animated: Bool = false, completion: (() -> Void)? = nil) {
        removeRows(ownedRowIDs(ids: [id]), animated: animated, completion: OnceCompletion(completion))
    }

    /// Removes the rows showing `views`, each once however often it is listed.
    public func removeRows(_ views: [UIView], animated: Bool = false, completion: (() -> Void)? = nil) {
        removeRows(ownedRowIDs(views), animated: animated, completion: OnceCompletion(completion))
    }

    /// Removes the rows showing `controllers`.
    @_disfavoredOverload // an empty array literal means views, not an ambiguity
    public func removeRows(_ controllers: [UIViewController], animated: Bool = false, completion: (() -> Void)? = nil) {
        removeRows(ownedRowIDs(controllers), animated: animated, completion: OnceCompletion(completion))
    }

    /// Removes the rows with these declared IDs.
    public func removeRows<ID: Hashable & Sendable>(ids: [ID], animated: Bool = false, completion: (() -> Void)? = nil) {
        removeRows(ownedRowIDs(ids: ids), animated: animated, completion: OnceCompletion(completion))
    }

    /// Removes every row.
    public func removeAllRows(animated: Bool = false, completion: (() -> Void)? = nil) {
        removeRows(engine.rows, animated: animated, completion: OnceCompletion(completion))
    }

    // MARK: Moving

    /// Moves the row showing `view` to `index` (its index after the move, 0 ..< count).
    public func moveRow(_ view: UIView, to index: Int, animated: Bool = false, completion: (() -> Void)? = nil) {
        moveRow(ownedRowID(for: view), to: index, animated: animated, completion: completion)
    }

    /// Moves the row showing `controller` to `index`.
    public func moveRow(_ controller: UIViewController, to index: Int, animated: Bool = false, completion: (() -> Void)? = nil) {
        moveRow(ownedRowID(for: controller), to: index, animated: animated, completion: completion)
    }

    /// Moves the row with this declared ID to `index`.
    public func moveRow(id: some Hashable & Sendable, to index: Int, animated: Bool = false, completion: (() -> Void)? = nil) {
        moveRow(rowID(forDeclared: id), to: index, animated: animated, completion: completion)
    }

    private func moveRow(_ id: RowID?, to index: Int, animated: Bool, completion: (() -> Void)?) {
        engine.checkIndex(index, in: "moveRow(_:to:animated:completion:)")
        guard let id else { return runWhenChangesEnd(OnceCompletion(completion).callAsFunction) }
        moveRow(id, to: index, animated: animated, completion: OnceCompletion(completion))
    }

    // MARK: Hiding and showing

    /// Hides or shows the row showing `view`, collapsing or expanding it (and fading it, see
    /// ``fadesRowsWhenHiding``). Setting the state it has does nothing.
    public func setRowHidden(_ view: UIView, isHidden: Bool, animated: Bool = false, completion: (() -> Void)? = nil) {
        setRowsHidden([view], isHidden: isHidden, animated: animated, completion: completion)
    }

    /// Hides or shows the row showing `controller`.
    public func setRowHidden(_ controller: UIViewController, isHidden: Bool, animated: Bool = false,
                             completion: (() -> Void)? = nil) {
        setRowsHidden([controller], isHidden: isHidden, animated: animated, completion: completion)
    }

    /// Hides or shows the row with this declared ID.
    public func setRowHidden(id: some Hashable & Sendable, isHidden: Bool, animated: Bool = false,
                             completion: (() -> Void)? = nil) {
        setHidden(isHidden, rows: ownedRowIDs(ids: [id]), animated: animated, completion: OnceCompletion(completion))
    }

    /// Hides or shows the rows showing `views`, together.
    public func setRowsHidden(_ views: [UIView], isHidden: Bool, animated: Bool = false, completion: (() -> Void)? = nil) {
        setHidden(isHidden, rows: ownedRowIDs(views), animated: animated, completion: OnceCompletion(completion))
    }

    /// Hides or shows the rows showing `controllers`, together.
    @_disfavoredOverload // an empty array literal means views, not an ambiguity
    public func setRowsHidden(_ controllers: [UIViewController], isHidden: Bool, animated: Bool = false,
                              completion: (() -> Void)? = nil) {
        setHidden(isHidden, rows: ownedRowIDs(controllers), animated: animated, completion: OnceCompletion(completion))
    }

    /// Hides or shows the rows with these declared IDs, together.
    public func setRowsHidden<ID: Hashable & Sendable>(ids: [ID], isHidden: Bool, animated: Bool = false,
                                                      completion: (() -> Void)? = nil) {
        setHidden(isHidden, rows: ownedRowIDs(ids: ids), animated: animated, completion: OnceCompletion(completion))
    }

    // MARK: Measuring again

    /// Tells the stack that the content of the row showing `view` changed size: it is measured
    /// again, at the next layout pass or, when `animated`, now, the rows moving to their new places
    /// with the stack's animation (make the content's change first). What is on screen stays
    /// still. Rows notice the size changes of their Auto Layout content by themselves; this is for
    /// content laid out another way, and for animating a change. `false` for a view not in this
    /// stack.
    @discardableResult
    public func invalidateRowSize(_ view: UIView, animated: Bool = false, completion: (() -> Void)? = nil) -> Bool {
        remeasure(ownedRowID(for: view), animated: animated, completion: completion)
    }

    /// Tells the stack that the content of the row showing `controller` changed size.
    @discardableResult
    public func invalidateRowSize(_ controller: UIViewController, animated: Bool = false, completion: (() -> Void)? = nil) -> Bool {
        remeasure(ownedRowID(for: controller), animated: animated, completion: completion)
    }

    /// Tells the stack that the content of the row with this declared ID changed size.
    @discardableResult
    public func invalidateRowSize(id: some Hashable & Sendable, animated: Bool = false, completion: (() -> Void)? = nil) -> Bool {
        remeasure(rowID(forDeclared: id), animated: animated, completion: completion)
    }

    private func remeasure(_ id: RowID?, animated: Bool, completion: (() -> Void)?) -> Bool {
        guard let id else {
            runWhenChangesEnd(OnceCompletion(completion).callAsFunction)
            return false
        }
        change(animated: animated, completion: OnceCompletion(completion)) { _ = invalidateMeasurement(of: id) }
        return true
    }
}
#endif
