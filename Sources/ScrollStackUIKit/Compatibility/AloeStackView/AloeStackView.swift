#if canImport(UIKit)
import UIKit
#if canImport(ScrollStackCore)
import ScrollStackCore
#endif

// AloeStackView: the stack with that library's names, spelled and meaning as it had them: rows are
// the views you added, first and last rows are views, and cells are StackViewCells.

/// The stack with AloeStackView's vocabulary, for code written for that library: only the `import`
/// changes. Rows are identified by the view you added; ``firstRow`` and ``lastRow`` are those views;
/// ``cellForRow(_:)`` makes a ``StackViewCell`` and ``configureCell(_:)-(StackViewCell)`` receives one. Everything
/// ``ScrollStackBase`` does works here too. Separators default to one pixel, as in AloeStackView.
@MainActor
open class AloeStackView: ScrollStackBase {
    /// Whether the separator thickness is still AloeStackView's default (one pixel of the screen
    /// the stack is on).
    private var separatorWidthIsDefault = true

    /// The first row's view (`nil` when empty, or, lazily, when that row is not made now).
    open var firstRow: UIView? { engine.firstRow.flatMap { contents[$0]?.row?.contentView } }

    /// The last row's view (`nil` when empty, or, lazily, when that row is not made now).
    open var lastRow: UIView? { engine.lastRow.flatMap { contents[$0]?.row?.contentView } }

    /// The views of every row, in order.
    open func getAllRows() -> [UIView] {
        rows.map(\.contentView)
    }

    /// Default row margins for rows without their own (``ScrollStackBase/rowInsets``).
    open var rowInset: UIEdgeInsets {
        get { rowInsets }
        set { rowInsets = newValue }
    }

    /// Default separator insets for rows without their own (``ScrollStackBase/separatorInsets``).
    open var separatorInset: UIEdgeInsets {
        get { separatorInsets }
        set { separatorInsets = newValue }
    }

    /// Separator thickness (``ScrollStackBase/separatorThickness``). Default one pixel.
    open var separatorWidth: CGFloat {
        get { separatorThickness }
        set {
            separatorWidthIsDefault = false
            separatorThickness = newValue
        }
    }

    /// AloeStackView's older name for ``separatorWidth``.
    open var separatorHeight: CGFloat {
        get { separatorWidth }
        set { separatorWidth = newValue }
    }

    /// Makes the cell for a new row: a ``StackViewCell``. Override to return your own subclass.
    open override func cellForRow(_ row: UIView) -> StackViewCell {
        StackViewCell(contentView: row)
    }

    /// Called for every new cell after the stack's defaults were applied; override to customise it.
    open func configureCell(_ cell: StackViewCell) {}

    /// Hands new rows to ``configureCell(_:)-(StackViewCell)``.
    open override func configureCell(_ cell: ScrollStackRow) {
        if let cell = cell as? StackViewCell { configureCell(cell) }
    }

    /// One pixel of the screen the stack is on, until a thickness is set.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if separatorWidthIsDefault, let scale = window?.screen.scale, scale > 0, separatorThickness != 1 / scale {
            separatorThickness = 1 / scale
        }
    }

    // Module-qualified names: code that wrote `AloeStackView.StackViewCell` (the library's module
    // was named AloeStackView) still finds each type.

    /// `AloeStackView.AloeStackView`.
    public typealias AloeStackView = ScrollStackUIKit.AloeStackView
    /// `AloeStackView.AloeStackViewController`.
    public typealias AloeStackViewController = ScrollStackUIKit.AloeStackViewController
    /// `AloeStackView.StackViewCell`.
    public typealias StackViewCell = ScrollStackUIKit.StackViewCell
    /// `AloeStackView.Highlightable`.
    public typealias Highlightable = ScrollStackUIKit.Highlightable
    /// `AloeStackView.Tappable`.
    public typealias Tappable = ScrollStackUIKit.Tappable
    /// `AloeStackView.SeparatorHiding`.
    public typealias SeparatorHiding = ScrollStackUIKit.SeparatorHiding
}

/// A view controller whose view is an ``AloeStackView`` (AloeStackView's controller): `stackView` is
/// the stack, so `stackView.axis`, `stackView.addRow(_:)` and the rest mean what they meant. Works
/// from code, storyboards and nibs (the stack then fills the view they give).
@MainActor
open class AloeStackViewController: UIViewController {
    /// The stack this controller shows.
    public let stackView = AloeStackView()

    /// Flashes the scroll indicators each time the view appears. Default `false`.
    open var automaticallyFlashScrollIndicators = false

    /// Creates a controller whose view is an empty stack.
    public init() {
        super.init(nibName: nil, bundle: nil)
    }

    /// Storyboard and nib support: the stack fills the view they give.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The stack is the view, unless a storyboard or nib gives one.
    open override func loadView() {
        if nibName == nil { view = stackView } else { super.loadView() }
    }

    /// Puts the stack in a view from a storyboard or nib, filling it and behind its subviews.
    open override func viewDidLoad() {
        super.viewDidLoad()
        guard view !== stackView, stackView.superview == nil else { return }
        stackView.frame = view.bounds
        stackView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.insertSubview(stackView, at: 0)
    }

    /// Flashes the scroll indicators if ``automaticallyFlashScrollIndicators`` is on.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if automaticallyFlashScrollIndicators { stackView.flashScrollIndicators() }
    }
}
#endif
