#if canImport(UIKit)
import UIKit

// The stack view the replaced libraries exposed. Rows are placed by the engine, not by a
// UIStackView; code that set the space between rows through one still does.

/// A stand-in for the `UIStackView` that ScrollStackController and ScrollingStackViewController
/// exposed as `stackView`. It is never shown: its `spacing` and `axis` are the stack's
/// ``ScrollStack/spacing`` and ``ScrollStack/axis``; its other settings have no effect (the
/// stack's own properties replace them: `rowInsets`, `borderWidth`, `spacingColor`).
final class StackViewShim: UIStackView {
    weak var owner: ScrollStack?

    override var spacing: CGFloat {
        get { owner?.spacing ?? super.spacing }
        set { owner?.spacing = newValue }
    }

    override var axis: NSLayoutConstraint.Axis {
        get { owner?.axis ?? super.axis }
        set { owner?.axis = newValue }
    }
}

extension ScrollStack {
    /// A stand-in for the stack view of the libraries this one replaces: its `spacing` and `axis`
    /// are this stack's ``spacing`` and ``axis``. Rows are placed by the stack's engine, not by a
    /// stack view, so its other settings do nothing; use the stack's own properties.
    public var stackView: UIStackView {
        if let shim = stackViewShim { return shim }
        let shim = StackViewShim()
        shim.owner = self
        stackViewShim = shim
        return shim
    }
}
#endif
