// How a row's view controller chooses its own size and hears that its stack reloaded it.

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
#endif
