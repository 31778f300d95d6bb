// ScrollStackController's protocols, with the same names and shapes, so existing
// conformances keep compiling. Every requirement has a default, so a type adopts only what it needs.

#if canImport(UIKit)
import UIKit

/// A view controller shown in a ``ScrollStack`` row that wants to choose its own size or to hear
/// when the stack reloads it. Both requirements are optional.
@preconcurrency @MainActor
public protocol ScrollStackContainableController: UIViewController {
    /// The size of the controller's view along `axis` (its height in a vertical stack). Return
    /// `.fixed(value)` for a fixed extent, `.fitLayoutForAxis` (or `nil`, the default) to let Auto
    /// Layout size the view from its own constraints. Asked when the row is added, when the axis
    /// changes and when the row is reloaded.
    func scrollStackRowSizeForAxis(_ axis: NSLayoutConstraint.Axis, row: ScrollStackRow,
                                   in stackView: ScrollStack) -> ScrollStack.ControllerSize?

    /// Called by ``ScrollStack/reloadRow(index:animated:completion:)`` and the other reload calls
    /// before the row is measured again (as ScrollStackController called it): update the content
    /// here; when `animated` is `true`, the row's new size then animates.
    func reloadContentFromStackView(stackView: ScrollStack, row: ScrollStackRow, animated: Bool)
}

extension ScrollStackContainableController {
    /// Default: no explicit size; Auto Layout decides.
    public func scrollStackRowSizeForAxis(_ axis: NSLayoutConstraint.Axis, row: ScrollStackRow,
                                          in stackView: ScrollStack) -> ScrollStack.ControllerSize? { nil }

    /// Default: nothing to reload.
    public func reloadContentFromStackView(stackView: ScrollStack, row: ScrollStackRow, animated: Bool) {}
}

/// Timing of a row's custom hide/show animation (see ``ScrollStackRowAnimatable``). The delay is
/// honoured.
public struct ScrollStackAnimationInfo: Hashable, Sendable {
    /// Seconds the animation lasts.
    public var duration: TimeInterval
    /// Seconds before it starts.
    public var delay: TimeInterval
    /// The spring's damping ratio: 1 settles without overshooting, lower values bounce.
    public var springDamping: CGFloat

    /// Creates timing; the defaults are 0.25 s, no delay, damping 0.8.
    public init(duration: TimeInterval = 0.25, delay: TimeInterval = 0, springDamping: CGFloat = 0.8) {
        self.duration = duration
        self.delay = delay
        self.springDamping = springDamping
    }
}

/// A row's controller (or, if it has none, its content view) that animates itself when the row is
/// hidden or shown. The stack checks the controller first, then the content view.
@preconcurrency @MainActor
public protocol ScrollStackRowAnimatable {
    /// The timing of the transition.
    var animationInfo: ScrollStackAnimationInfo { get }
    /// Called before the transition starts, outside the animation: put the content in its starting
    /// state here.
    func willBeginAnimationTransition(toHide: Bool)
    /// Called when the transition has ended (finished or interrupted).
    func didEndAnimationTransition(toHide: Bool)
    /// Called inside the animation block: set the content's final state here.
    func animateTransition(toHide: Bool)
}

extension ScrollStackRowAnimatable {
    /// Default: 0.25 s, no delay, damping 0.8.
    public var animationInfo: ScrollStackAnimationInfo { ScrollStackAnimationInfo() }
    /// Default: nothing.
    public func willBeginAnimationTransition(toHide: Bool) {}
    /// Default: nothing.
    public func didEndAnimationTransition(toHide: Bool) {}
    /// Default: nothing.
    public func animateTransition(toHide: Bool) {}
}

/// A row's controller or content view that shows a highlighted state while it is touched. The
/// stack checks the controller first, then the content view.
@preconcurrency @MainActor
public protocol ScrollStackRowHighlightable {
    /// Whether touching the row highlights it.
    var isHighlightable: Bool { get }
    /// Shows or removes the highlight.
    func setIsHighlighted(_ isHighlighted: Bool)
}

extension ScrollStackRowHighlightable where Self: UIView {
    /// Default for views: highlightable.
    public var isHighlightable: Bool { true }

    /// Default for views: the row's background switches between its highlight and background colours.
    public func setIsHighlighted(_ isHighlighted: Bool) {
        (superview as? ScrollStackRow)?.showDefaultHighlight(isHighlighted)
    }
}

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
