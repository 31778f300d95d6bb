// What a stack asks and tells its delegate about drag to reorder: which rows may move, where, and
// the moves made.

#if canImport(UIKit)
import UIKit

/// Decides and hears drag-to-reorder on a ``ScrollStackView`` (``ScrollStackView/allowsReordering``).
/// Every method is optional.
@preconcurrency @MainActor
public protocol ScrollStackReorderDelegate: AnyObject {
    /// Whether a long press on `row` may start dragging it. Default `true`.
    func scrollStackView(_ stackView: ScrollStackView, canMoveRow row: ScrollStackRow) -> Bool
    /// Whether the dragged `row` may take `destination` (its index after the move). Asked each
    /// time the drag reaches a new place; refusing leaves the row where it is. Default `true`.
    func scrollStackView(_ stackView: ScrollStackView, shouldMoveRow row: ScrollStackRow, to destination: Int) -> Bool
    /// The drag ended with `row` at a new index. Not called when it ended where it began.
    func scrollStackView(_ stackView: ScrollStackView, didMoveRow row: ScrollStackRow, from source: Int, to destination: Int)
}

extension ScrollStackReorderDelegate {
    /// Every row can be dragged unless the delegate says otherwise.
    public func scrollStackView(_ stackView: ScrollStackView, canMoveRow row: ScrollStackRow) -> Bool { true }
    /// Every place is allowed unless the delegate says otherwise.
    public func scrollStackView(_ stackView: ScrollStackView, shouldMoveRow row: ScrollStackRow, to destination: Int) -> Bool { true }
    /// Nothing to do after a move unless the delegate wants to hear of it.
    public func scrollStackView(_ stackView: ScrollStackView, didMoveRow row: ScrollStackRow, from source: Int, to destination: Int) {}
}
#endif
