// ScrollStackController's other names for the stack's settings, and what it exposed that cannot
// exist here, with the replacement the compiler names.

#if canImport(UIKit)
import UIKit
#if canImport(ScrollStackCore)
import ScrollStackCore
#endif

extension ScrollStack {
    /// ScrollStackController's default separator insets: the same as ``ScrollStackView/defaultSeparatorInsets``.
    public static var defaultSeparatorInset: UIEdgeInsets { defaultSeparatorInsets }

    /// ScrollStackController's name for ``ScrollStackView/automaticallyHidesLastSeparator``.
    public var autoHideLastRowSeparator: Bool {
        get { automaticallyHidesLastSeparator }
        set { automaticallyHidesLastSeparator = newValue }
    }

    /// ScrollStackController's name for ``ScrollStackView/hidesSeparatorsByDefault`` (every row without a
    /// setting of its own hides its separator).
    public var isSeparatorHidden: Bool {
        get { hidesSeparatorsByDefault }
        set { hidesSeparatorsByDefault = newValue }
    }

    /// ScrollStackController's second name for ``ScrollStackView/hidesSeparatorsByDefault``.
    public var hideSeparators: Bool {
        get { hidesSeparatorsByDefault }
        set { hidesSeparatorsByDefault = newValue }
    }

    /// ScrollStackController's misspelt name, kept so its code compiles: use
    /// ``entirelyVisibleRows``.
    @available(*, deprecated, renamed: "entirelyVisibleRows")
    public var enterlyVisibleRows: [ScrollStackRow]? { entirelyVisibleRows }

    /// ScrollStackController exposed the `UIStackView` that held its rows. Rows are placed by the
    /// stack's engine, by frame, so there is none: the stack's own settings replace it.
    @available(*, unavailable, message: "rows are placed by the stack, not a UIStackView: use the stack's spacing, axis, rowInsets and rows")
    public var stackView: UIStackView { fatalError("unavailable") }
}

extension ScrollStackRow {
    /// Removes this row from its stack, without animation (ScrollStackController's call). Nothing
    /// happens for a row that is in no stack. The stack reports the removal like any other.
    public func removeFromStackView() {
        stack?.removeRow(self, animated: false)
    }
}
#endif
