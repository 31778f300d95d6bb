// AloeStackView's own spellings for what ScrollStackView says once: prepending and inserting next
// to a view, hiding and showing by verb, and per-row styling and taps by call rather than through
// the row. Each forwards to the stack's one way of doing it.

#if canImport(UIKit)
import UIKit
#if canImport(ScrollStackCore)
import ScrollStackCore
#endif

extension AloeStackView {
    // MARK: Adding

    /// Inserts a row before every other row.
    public func prependRow(_ row: UIView, animated: Bool = false, completion: (() -> Void)? = nil) {
        insertContents([.view(row)], at: .start, animated: animated, completion: OnceCompletion(completion),
                       function: "prependRow(_:animated:completion:)")
    }

    /// Inserts rows before every other row, keeping their order.
    public func prependRows(_ rows: [UIView], animated: Bool = false, completion: (() -> Void)? = nil) {
        insertContents(rows.map(RowContent.view), at: .start, animated: animated, completion: OnceCompletion(completion),
                       function: "prependRows(_:animated:completion:)")
    }

    /// Inserts a row right before `beforeRow`; nothing happens if `beforeRow` is not in this stack.
    public func insertRow(_ row: UIView, before beforeRow: UIView, animated: Bool = false, completion: (() -> Void)? = nil) {
        insertContents([.view(row)], at: .before(beforeRow), animated: animated, completion: OnceCompletion(completion),
                       function: "insertRow(_:before:animated:completion:)")
    }

    /// Inserts rows, in order, right before `beforeRow`.
    public func insertRows(_ rows: [UIView], before beforeRow: UIView, animated: Bool = false,
                         completion: (() -> Void)? = nil) {
        insertContents(rows.map(RowContent.view), at: .before(beforeRow), animated: animated,
                       completion: OnceCompletion(completion), function: "insertRows(_:before:animated:completion:)")
    }

    /// Inserts a row right after `afterRow`; nothing happens if `afterRow` is not in this stack.
    public func insertRow(_ row: UIView, after afterRow: UIView, animated: Bool = false, completion: (() -> Void)? = nil) {
        insertContents([.view(row)], at: .after(afterRow), animated: animated, completion: OnceCompletion(completion),
                       function: "insertRow(_:after:animated:completion:)")
    }

    /// Inserts rows, in order, right after `afterRow`.
    public func insertRows(_ rows: [UIView], after afterRow: UIView, animated: Bool = false,
                         completion: (() -> Void)? = nil) {
        insertContents(rows.map(RowContent.view), at: .after(afterRow), animated: animated,
                       completion: OnceCompletion(completion), function: "insertRows(_:after:animated:completion:)")
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
    /// Sets one row setting on the rows showing `views` (views not in this stack are skipped).
    private func set<Value>(_ setting: ReferenceWritableKeyPath<ScrollStackRow, Value>, to value: Value,
                            forRows views: [UIView]) {
        for row in views.compactMap({ self.row($0) }) { row[keyPath: setting] = value }
    }
}
#endif
