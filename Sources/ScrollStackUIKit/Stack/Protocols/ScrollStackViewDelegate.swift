// What a stack tells its delegate: scrolling, rows added and removed, rows' visibility, layout and
// content size.

#if canImport(UIKit)
import UIKit

/// What a ``ScrollStackView`` tells its ``ScrollStackView/scrollStackDelegate``, once per change,
/// after the layout pass that shows it (for a stack outside a window, rows added and removed are
/// reported on the next turn of the main queue). Every method has a default that does nothing, so
/// a delegate implements only what it needs. The scroll view's own `delegate` stays yours.
@preconcurrency @MainActor
public protocol ScrollStackViewDelegate: AnyObject {
    /// The content offset changed (read it from `stackView.contentOffset`).
    func scrollStackViewDidScroll(_ stackView: ScrollStackView)

    /// A row was added to the stack.
    func scrollStackView(_ stackView: ScrollStackView, didAddRow row: ScrollStackRow)

    /// A row was removed from the stack (its view and controller are let go after this call).
    func scrollStackView(_ stackView: ScrollStackView, didRemoveRow row: ScrollStackRow)

    /// A row's visibility changed, including a partly visible row's visible fraction (for impression
    /// tracking). `old` is `nil` for a row added since the previous report; `index` is the row's
    /// index, or the index it had for a removed row.
    func scrollStackView(_ stackView: ScrollStackView, visibilityOf row: ScrollStackRow, at index: Int,
                         changedFrom old: ScrollStackView.RowVisibility?, to new: ScrollStackView.RowVisibility)

    /// Some row's frame or a stack setting changed (not called for scrolling alone).
    func scrollStackViewDidUpdateLayout(_ stackView: ScrollStackView)

    /// The content size changed.
    func scrollStackView(_ stackView: ScrollStackView, contentSizeDidChangeFrom old: CGSize, to new: CGSize)
}

extension ScrollStackViewDelegate {
    /// Default: nothing.
    public func scrollStackViewDidScroll(_ stackView: ScrollStackView) {}
    /// Default: nothing.
    public func scrollStackView(_ stackView: ScrollStackView, didAddRow row: ScrollStackRow) {}
    /// Default: nothing.
    public func scrollStackView(_ stackView: ScrollStackView, didRemoveRow row: ScrollStackRow) {}
    /// Default: nothing.
    public func scrollStackView(_ stackView: ScrollStackView, visibilityOf row: ScrollStackRow, at index: Int,
                                changedFrom old: ScrollStackView.RowVisibility?, to new: ScrollStackView.RowVisibility) {}
    /// Default: nothing.
    public func scrollStackViewDidUpdateLayout(_ stackView: ScrollStackView) {}
    /// Default: nothing.
    public func scrollStackView(_ stackView: ScrollStackView, contentSizeDidChangeFrom old: CGSize, to new: CGSize) {}
}
#endif
