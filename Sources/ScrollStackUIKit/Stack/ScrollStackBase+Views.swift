// Rows named by the view you added, in singular and plural pairs (AloeStackView's vocabulary, the
// stack's own): a row itself works wherever a view does. Every call ignores a view that is not a
// row of *this* stack (a row of another stack is never touched from here), and takes an optional
// completion that runs exactly once.

#if canImport(UIKit)
import UIKit
#if canImport(ScrollStackCore)
import ScrollStackCore
#endif

extension ScrollStackBase {
    // MARK: Adding

    /// Appends a row showing `row`. A view already in this stack moves to the end instead.
    public func addRow(_ row: UIView, animated: Bool = false, completion: (() -> Void)? = nil) {
        insertContents([.view(row)], at: .bottom, animated: animated, completion: OnceCompletion(completion),
                       function: "addRow(_:animated:completion:)")
    }

    /// Appends rows, in order.
    public func addRows(_ rows: [UIView], animated: Bool = false, completion: (() -> Void)? = nil) {
        insertContents(rows.map(RowContent.view), at: .bottom, animated: animated, completion: OnceCompletion(completion),
                       function: "addRows(_:animated:completion:)")
    }

    /// Inserts a row before every other row.
    public func prependRow(_ row: UIView, animated: Bool = false, completion: (() -> Void)? = nil) {
        insertContents([.view(row)], at: .top, animated: animated, completion: OnceCompletion(completion),
                       function: "prependRow(_:animated:completion:)")
    }

    /// Inserts rows before every other row, keeping their order.
    public func prependRows(_ rows: [UIView], animated: Bool = false, completion: (() -> Void)? = nil) {
        insertContents(rows.map(RowContent.view), at: .top, animated: animated, completion: OnceCompletion(completion),
                       function: "prependRows(_:animated:completion:)")
    }

    /// Inserts a row right before `beforeRow`; nothing happens if `beforeRow` is not in this stack.
    public func insertRow(_ row: UIView, before beforeRow: UIView, animated: Bool = false, completion: (() -> Void)? = nil) {
        insertContents([.view(row)], at: .beforeView(beforeRow), animated: animated, completion: OnceCompletion(completion),
                       function: "insertRow(_:before:animated:completion:)")
    }

    /// Inserts rows, in order, right before `beforeRow`.
    public func insertRows(_ rows: [UIView], before beforeRow: UIView, animated: Bool = false,
                         completion: (() -> Void)? = nil) {
        insertContents(rows.map(RowContent.view), at: .beforeView(beforeRow), animated: animated,
                       completion: OnceCompletion(completion), function: "insertRows(_:before:animated:completion:)")
    }

    /// Inserts a row right after `afterRow`; nothing happens if `afterRow` is not in this stack.
    public func insertRow(_ row: UIView, after afterRow: UIView, animated: Bool = false, completion: (() -> Void)? = nil) {
        insertContents([.view(row)], at: .afterView(afterRow), animated: animated, completion: OnceCompletion(completion),
                       function: "insertRow(_:after:animated:completion:)")
    }

    /// Inserts rows, in order, right after `afterRow`.
    public func insertRows(_ rows: [UIView], after afterRow: UIView, animated: Bool = false,
                         completion: (() -> Void)? = nil) {
        insertContents(rows.map(RowContent.view), at: .afterView(afterRow), animated: animated,
                       completion: OnceCompletion(completion), function: "insertRows(_:after:animated:completion:)")
    }

    // MARK: Removing

    /// Removes the row showing `row` (or `row` itself, when it is one of this stack's rows).
    public func removeRow(_ row: UIView, animated: Bool = false, completion: (() -> Void)? = nil) {
        removeRows([row], animated: animated, completion: OnceCompletion(completion))
    }

    /// Removes the rows showing `rows` (or these rows); each once, however often it is listed.
    public func removeRows(_ rows: [UIView], animated: Bool = false, completion: (() -> Void)? = nil) {
        removeRows(rows, animated: animated, completion: OnceCompletion(completion))
    }

    private func ownedRows(_ views: [UIView]) -> [ScrollStackRow] {
        views.compactMap(ownedRow(for:))
    }

    /// Sets one row setting on the rows showing `views` (views not in this stack are skipped).
    private func set<Value>(_ setting: ReferenceWritableKeyPath<ScrollStackRow, Value>, to value: Value,
                            forRows views: [UIView]) {
        for row in ownedRows(views) { row[keyPath: setting] = value }
    }

    // MARK: Accessing rows

    /// Removes every row.
    public func removeAllRows(animated: Bool = false, completion: (() -> Void)? = nil) {
        removeRows(engine.rows, animated: animated, completion: OnceCompletion(completion))
    }

    /// Whether `row` is a row of this stack.
    public func containsRow(_ row: UIView) -> Bool {
        ownedRowID(for: row) != nil
    }

    // MARK: Hiding and showing

    /// Hides the row showing `row`.
    public func hideRow(_ row: UIView, animated: Bool = false, completion: (() -> Void)? = nil) {
        setRowsHidden([row], isHidden: true, animated: animated, completion: completion)
    }

    /// Hides the rows showing `rows`.
    public func hideRows(_ rows: [UIView], animated: Bool = false, completion: (() -> Void)? = nil) {
        setRowsHidden(rows, isHidden: true, animated: animated, completion: completion)
    }

    /// Shows the row showing `row`.
    public func showRow(_ row: UIView, animated: Bool = false, completion: (() -> Void)? = nil) {
        setRowsHidden([row], isHidden: false, animated: animated, completion: completion)
    }

    /// Shows the rows showing `rows`.
    public func showRows(_ rows: [UIView], animated: Bool = false, completion: (() -> Void)? = nil) {
        setRowsHidden(rows, isHidden: false, animated: animated, completion: completion)
    }

    /// Hides or shows the row showing `row`; setting the state it has does nothing.
    public func setRowHidden(_ row: UIView, isHidden: Bool, animated: Bool = false, completion: (() -> Void)? = nil) {
        setRowsHidden([row], isHidden: isHidden, animated: animated, completion: completion)
    }

    /// Hides or shows the rows showing `rows`, together.
    public func setRowsHidden(_ rows: [UIView], isHidden: Bool, animated: Bool = false, completion: (() -> Void)? = nil) {
        setHidden(isHidden, rows: rows.compactMap(ownedRowID(for:)), animated: animated, completion: OnceCompletion(completion))
    }

    /// Whether the row showing `row` is hidden (`false` if it is not in this stack).
    public func isRowHidden(_ row: UIView) -> Bool {
        ownedRowID(for: row).flatMap(engine.isHidden) ?? false
    }

    // MARK: Interaction

    /// Calls `handler` with the view when its row is tapped; `nil` removes the handler. Taps are
    /// delivered only while `row.isUserInteractionEnabled` is `true` (labels and image views start
    /// with `false`), and not for touches on controls inside the row.
    public func setTapHandler<RowView: UIView>(forRow row: RowView, handler: ((RowView) -> Void)?) {
        guard let cell = ownedRow(for: row) else { return }
        if let handler {
            cell.tapHandler = { view in
                if let view = view as? RowView { handler(view) }
            }
        } else {
            cell.tapHandler = nil
        }
    }

    // MARK: Styling rows

    /// Sets the background of the row showing `row`.
    public func setBackgroundColor(forRow row: UIView, color: UIColor) {
        set(\.rowBackgroundColor, to: color, forRows: [row])
    }

    /// Sets the background of the rows showing `rows`.
    public func setBackgroundColor(forRows rows: [UIView], color: UIColor) {
        set(\.rowBackgroundColor, to: color, forRows: rows)
    }

    /// Sets the margins of the row showing `row`.
    public func setInset(forRow row: UIView, inset: UIEdgeInsets) {
        set(\.rowInsets, to: inset, forRows: [row])
    }

    /// Sets the margins of the rows showing `rows`.
    public func setInset(forRows rows: [UIView], inset: UIEdgeInsets) {
        set(\.rowInsets, to: inset, forRows: rows)
    }

    // MARK: Styling separators

    /// Sets the separator insets of the row showing `row`.
    public func setSeparatorInset(forRow row: UIView, inset: UIEdgeInsets) {
        set(\.separatorInsets, to: inset, forRows: [row])
    }

    /// Sets the separator insets of the rows showing `rows`.
    public func setSeparatorInset(forRows rows: [UIView], inset: UIEdgeInsets) {
        set(\.separatorInsets, to: inset, forRows: rows)
    }

    /// Hides the separator of the row showing `row`.
    public func hideSeparator(forRow row: UIView) {
        set(\.isSeparatorHidden, to: true, forRows: [row])
    }

    /// Hides the separators of the rows showing `rows`.
    public func hideSeparators(forRows rows: [UIView]) {
        set(\.isSeparatorHidden, to: true, forRows: rows)
    }

    /// Shows the separator of the row showing `row` (unless it is the last visible row and the
    /// stack hides that one automatically).
    public func showSeparator(forRow row: UIView) {
        set(\.isSeparatorHidden, to: false, forRows: [row])
    }

    /// Shows the separators of the rows showing `rows`.
    public func showSeparators(forRows rows: [UIView]) {
        set(\.isSeparatorHidden, to: false, forRows: rows)
    }

    // MARK: Scrolling

    /// Scrolls the least needed to show the whole row showing `row`.
    public func scrollRowToVisible(_ row: UIView, animated: Bool = true, completion: (() -> Void)? = nil) {
        scroll(to: ownedRowID(for: row), at: .automatic, animated: animated, completion: OnceCompletion(completion))
    }
}
#endif
