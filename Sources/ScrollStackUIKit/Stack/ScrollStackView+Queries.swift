// Asking about rows, one spelling per question: the row, whether it is here, its index, whether it
// is hidden, how much of it shows, and scrolling to it, each for a row named by its view, its
// controller or its declared ID.

#if canImport(UIKit)
import UIKit
#if canImport(ScrollStackCore)
@_spi(Hosting) import ScrollStackCore
#endif

// Answers are brought up to date with the latest changes first (a layout pass runs if one is
// due, unless a change or a layout pass is running). A view, controller or ID that is not a row of
// this stack gets `nil`, `false` or `.removed`, and a scroll to it does not move (its completion
// still runs).
extension ScrollStackView {
    // MARK: The row

    /// The row view showing `view` (or `view` itself, when it is one of this stack's rows), made
    /// if a lazy stack has not made it now (it lets it go again when it is far from the screen;
    /// what you set on it, such as ``ScrollStackRow/rowInsets`` or ``ScrollStackRow/onTap``, is
    /// kept for the view it makes next).
    public func row(_ view: UIView) -> ScrollStackRow? { ownedRowID(for: view).flatMap(madeRow) }

    /// The row view showing `controller`.
    public func row(_ controller: UIViewController) -> ScrollStackRow? { ownedRowID(for: controller).flatMap(madeRow) }

    /// The row view with this declared ID, made from its description if a lazy stack has not made
    /// it now.
    public func row(id: some Hashable & Sendable) -> ScrollStackRow? { rowID(forDeclared: id).flatMap(madeRow) }

    /// The number of rows, hidden ones included, made or not.
    public var numberOfRows: Int { engine.count }

    /// The rows at least partly visible in the bounds less `adjustedContentInset` (`entirely`:
    /// only those entirely visible), in order.
    public func visibleRows(entirely: Bool = false) -> [ScrollStackRow] {
        layoutIfNeededForQuery()
        let ids = entirely ? engine.entirelyVisibleRows(in: visibleRect) : engine.visibleRows(in: visibleRect)
        return contents.contents(of: ids).compactMap(\.row)
    }

    // MARK: Whether it is here

    /// Whether `view` is shown by a row of this stack (or is one).
    public func containsRow(_ view: UIView) -> Bool { ownedRowID(for: view) != nil }

    /// Whether `controller` is shown by a row of this stack.
    public func containsRow(_ controller: UIViewController) -> Bool { ownedRowID(for: controller) != nil }

    /// Whether a row of this stack has this declared ID.
    public func containsRow(id: some Hashable & Sendable) -> Bool { rowID(forDeclared: id) != nil }

    // MARK: Its index

    /// The index of the row showing `view` (or of `view`, when it is a row). O(log n).
    public func indexOfRow(_ view: UIView) -> Int? { ownedRowID(for: view).flatMap(engine.index(of:)) }

    /// The index of the row showing `controller`.
    public func indexOfRow(_ controller: UIViewController) -> Int? { ownedRowID(for: controller).flatMap(engine.index(of:)) }

    /// The index of the row with this declared ID.
    public func indexOfRow(id: some Hashable & Sendable) -> Int? { rowID(forDeclared: id).flatMap(engine.index(of:)) }

    // MARK: Hidden or shown

    /// Whether the row showing `view` is hidden.
    public func isRowHidden(_ view: UIView) -> Bool { ownedRowID(for: view).flatMap(engine.isHidden) ?? false }

    /// Whether the row showing `controller` is hidden.
    public func isRowHidden(_ controller: UIViewController) -> Bool { ownedRowID(for: controller).flatMap(engine.isHidden) ?? false }

    /// Whether the row with this declared ID is hidden.
    public func isRowHidden(id: some Hashable & Sendable) -> Bool { rowID(forDeclared: id).flatMap(engine.isHidden) ?? false }

    // MARK: How much of it shows

    /// How much of the row showing `view` the visible area shows.
    public func rowVisibility(_ view: UIView) -> RowVisibility { visibility(of: ownedRowID(for: view)) }

    /// How much of the row showing `controller` the visible area shows.
    public func rowVisibility(_ controller: UIViewController) -> RowVisibility { visibility(of: ownedRowID(for: controller)) }

    /// How much of the row with this declared ID the visible area shows.
    public func rowVisibility(id: some Hashable & Sendable) -> RowVisibility { visibility(of: rowID(forDeclared: id)) }

    func visibility(of id: RowID?) -> RowVisibility {
        layoutIfNeededForQuery()
        return id.map { engine.visibility(of: $0, in: visibleRect) } ?? .removed
    }

    // MARK: Scrolling to it

    /// Scrolls the row showing `view` to `position` (`.automatic`: the least needed to show it
    /// whole), honouring `adjustedContentInset`; a hidden row does not scroll. In a lazy stack
    /// the rows around the target are made and measured first, so the row lands exactly even if
    /// it was never made.
    public func scrollToRow(_ view: UIView, at position: ScrollPosition = .automatic, animated: Bool = true,
                            completion: (() -> Void)? = nil) {
        scroll(to: ownedRowID(for: view), at: position, animated: animated, completion: OnceCompletion(completion))
    }

    /// Scrolls the row showing `controller` to `position`.
    public func scrollToRow(_ controller: UIViewController, at position: ScrollPosition = .automatic, animated: Bool = true,
                            completion: (() -> Void)? = nil) {
        scroll(to: ownedRowID(for: controller), at: position, animated: animated, completion: OnceCompletion(completion))
    }

    /// Scrolls the row with this declared ID to `position`.
    public func scrollToRow(id: some Hashable & Sendable, at position: ScrollPosition = .automatic, animated: Bool = true,
                            completion: (() -> Void)? = nil) {
        scroll(to: rowID(forDeclared: id), at: position, animated: animated, completion: OnceCompletion(completion))
    }
}
#endif
