// AloeStackView: the stack with that library's names, spelled and meaning as it had them: rows are
// the views you added, first and last rows are views, and cells are StackViewCells.

#if canImport(UIKit)
import UIKit
#if canImport(ScrollStackCore)
@_spi(Hosting) import ScrollStackCore
#endif

/// The stack with AloeStackView's vocabulary, for code written for that library: only the `import`
/// changes. Rows are identified by the view you added; ``firstRow`` and ``lastRow`` are those views;
/// ``cellForRow(_:)`` makes a ``StackViewCell`` and ``configureCell(_:)`` receives one. Everything
/// ``ScrollStackView`` does works here too, except what ScrollStackController's protocols ask of a
/// ``ScrollStack`` (a ``ScrollStackContainableController``'s size rule is not asked for here).
/// As in AloeStackView, separators are one pixel and the background is opaque (the system
/// background, white in light mode).
@preconcurrency @MainActor
open class AloeStackView: ScrollStackView {
    /// Whether the separator thickness is still AloeStackView's default (one pixel of the screen
    /// the stack is on), and whether that default is being applied now.
    private var separatorWidthIsDefault = true
    private var isApplyingDefaultWidth = false

    /// Creates an empty vertical stack.
    public override init() {
        super.init()
        configureAsAloe()
    }

    /// Creates an empty vertical stack with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureAsAloe()
    }

    /// AloeStackView's opaque background and one-pixel separators.
    private func configureAsAloe() {
        backgroundColor = .systemBackground
        applyDefaultSeparatorWidth()
    }

    /// Storyboard and nib support (the background is the one they give).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        applyDefaultSeparatorWidth()
    }

    /// Any thickness the app sets (under any name) replaces the one-pixel default for good.
    open override var separatorThickness: CGFloat {
        didSet { if !isApplyingDefaultWidth { separatorWidthIsDefault = false } }
    }

    /// One pixel of the screen the stack is on (of the main screen's scale until it is in one).
    private func applyDefaultSeparatorWidth() {
        let scale = traitCollection.displayScale > 0 ? traitCollection.displayScale : UITraitCollection.current.displayScale
        guard separatorWidthIsDefault, scale > 0, separatorThickness != 1 / scale else { return }
        isApplyingDefaultWidth = true
        separatorThickness = 1 / scale
        isApplyingDefaultWidth = false
    }

    /// The first row's view (`nil` when empty, or, lazily, when that row is not made now).
    open var firstRow: UIView? { engine.firstRow.flatMap { contents[$0]?.row?.contentView } }

    /// The last row's view (`nil` when empty, or, lazily, when that row is not made now).
    open var lastRow: UIView? { engine.lastRow.flatMap { contents[$0]?.row?.contentView } }

    /// The views of every row, in order.
    open func getAllRows() -> [UIView] {
        rows.map(\.contentView)
    }

    /// Default row margins for rows without their own (``ScrollStackView/rowInsets``).
    open var rowInset: UIEdgeInsets {
        get { rowInsets }
        set { rowInsets = newValue }
    }

    /// Default separator insets for rows without their own (``ScrollStackView/separatorInsets``).
    open var separatorInset: UIEdgeInsets {
        get { separatorInsets }
        set { separatorInsets = newValue }
    }

    /// Separator thickness (``ScrollStackView/separatorThickness``). Default one pixel.
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

    /// Makes the cell for a new row: a ``StackViewCell``. Override to return your own subclass;
    /// the stack applies its defaults afterwards and then calls ``configureCell(_:)``.
    open func cellForRow(_ row: UIView) -> StackViewCell {
        StackViewCell(contentView: row)
    }

    /// Called for every new cell after the stack's defaults were applied; override to customise
    /// it. What you set here is kept. A lazy stack calls it again for each view it makes again,
    /// after giving that view what the row chose earlier, so what it sets wins over that.
    open func configureCell(_ cell: StackViewCell) {}

    override func makeRow(showing content: UIView) -> ScrollStackRow { cellForRow(content) }

    override func rowWasMade(_ row: ScrollStackRow) {
        if let cell = row as? StackViewCell { configureCell(cell) }
    }

    /// One pixel of the screen the stack is on, until a thickness is set.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        applyDefaultSeparatorWidth()
    }

    /// The screen's scale can change (another display): the default follows it.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        applyDefaultSeparatorWidth()
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
@preconcurrency @MainActor
open class AloeStackViewController: UIViewController {
    /// The stack this controller shows.
    public let stackView = AloeStackView()

    /// Flashes the scroll indicators each time the view appears. Default `false`.
    open var automaticallyFlashScrollIndicators = false

    /// Whether the controller came from a storyboard or nib (which then gives its view).
    private let isDecoded: Bool

    /// Creates a controller whose view is an empty stack.
    public init() {
        isDecoded = false
        super.init(nibName: nil, bundle: nil)
    }

    /// Storyboard and nib support: the stack fills the view they give.
    public required init?(coder: NSCoder) {
        isDecoded = true
        super.init(coder: coder)
    }

    /// The stack is the view, as in AloeStackView, unless a storyboard or nib gives one. (Only a
    /// decoded controller loads one: UIKit would otherwise look for a nib named after the class,
    /// and an unrelated `ProfileView.xib` must not become a `ProfileViewController`'s view.)
    open override func loadView() {
        if isDecoded { super.loadView() } else { view = stackView }
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
