// StackViewCell: AloeStackView's row, with that library's names for its settings.

#if canImport(UIKit)
import UIKit

/// The cell an ``AloeStackView`` wraps each row's view in: a ``ScrollStackRow`` with AloeStackView's
/// names for its settings. Subclass it and return it from ``AloeStackView/cellForRow(_:)``.
@preconcurrency @MainActor
open class StackViewCell: ScrollStackRow {
    /// The margins around the content (``ScrollStackRow/rowInsets``).
    open var rowInset: UIEdgeInsets {
        get { rowInsets }
        set { rowInsets = newValue }
    }

    /// The separator's insets (``ScrollStackRow/separatorInsets``).
    open var separatorInset: UIEdgeInsets {
        get { separatorInsets }
        set { separatorInsets = newValue }
    }

    /// The separator's thickness: this cell's own, or the stack's when it has none.
    open var separatorWidth: CGFloat {
        get { separatorView.thickness }
        set { separatorView.thickness = newValue }
    }

    /// AloeStackView's older name for ``separatorWidth``.
    open var separatorHeight: CGFloat {
        get { separatorWidth }
        set { separatorWidth = newValue }
    }

    /// The axis the separator lies along: across the stack's axis (horizontal in a vertical stack).
    /// The stack sets it; in AloeStackView it could be written, here it follows the stack's axis.
    open var separatorAxis: NSLayoutConstraint.Axis {
        (stack?.axis ?? .vertical) == .vertical ? .horizontal : .vertical
    }
}
#endif
