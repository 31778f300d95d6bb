// What a stack tells its delegate: scrolling, rows becoming visible or hidden, layout and content
// size.

#if canImport(UIKit)
import UIKit

/// What a ``ScrollStack`` tells its ``ScrollStack/stackDelegate``. Every method has a default that
/// does nothing, so a delegate implements only what it needs. Setting a stack delegate never
/// touches the scroll view's own `delegate`.
@preconcurrency @MainActor
public protocol ScrollStackControllerDelegate: AnyObject {
    /// The content offset changed (once per change, after layout).
    func scrollStackDidScroll(_ stackView: ScrollStack, offset: CGPoint)
    /// A row became more visible: it came into view (partly or entirely) or went from partly to
    /// entirely visible. `state` is its new visibility.
    func scrollStackRowDidBecomeVisible(_ stackView: ScrollStack, row: ScrollStackRow, index: Int,
                                        state: ScrollStack.RowVisibility)
    /// A row became less visible: from entirely to partly visible, or out of view (offscreen,
    /// hidden or removed; for a removed row `index` is the index it had).
    func scrollStackRowDidBecomeHidden(_ stackView: ScrollStack, row: ScrollStackRow, index: Int,
                                       state: ScrollStack.RowVisibility)
    /// Some row's frame or a stack setting changed (not called for scrolling alone).
    func scrollStackDidUpdateLayout(_ stackView: ScrollStack)
    /// The content size changed.
    func scrollStackContentSizeDidChange(_ stackView: ScrollStack, from oldValue: CGSize, to newValue: CGSize)
    /// Every change of a row's visibility, including a partly visible row's percentage, for
    /// impression tracking. `from` is `nil` for a row inserted since the previous layout.
    func scrollStackRowVisibilityDidChange(_ stackView: ScrollStack, row: ScrollStackRow, index: Int,
                                           from: ScrollStack.RowVisibility?, to: ScrollStack.RowVisibility)
}

extension ScrollStackControllerDelegate {
    /// Default: nothing.
    public func scrollStackDidScroll(_ stackView: ScrollStack, offset: CGPoint) {}
    /// Default: nothing.
    public func scrollStackRowDidBecomeVisible(_ stackView: ScrollStack, row: ScrollStackRow, index: Int,
                                               state: ScrollStack.RowVisibility) {}
    /// Default: nothing.
    public func scrollStackRowDidBecomeHidden(_ stackView: ScrollStack, row: ScrollStackRow, index: Int,
                                              state: ScrollStack.RowVisibility) {}
    /// Default: nothing.
    public func scrollStackDidUpdateLayout(_ stackView: ScrollStack) {}
    /// Default: nothing.
    public func scrollStackContentSizeDidChange(_ stackView: ScrollStack, from oldValue: CGSize, to newValue: CGSize) {}
    /// Default: nothing.
    public func scrollStackRowVisibilityDidChange(_ stackView: ScrollStack, row: ScrollStackRow, index: Int,
                                                  from: ScrollStack.RowVisibility?, to: ScrollStack.RowVisibility) {}
}
#endif
