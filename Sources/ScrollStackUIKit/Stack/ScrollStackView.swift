// ScrollStackView, the stack: its settings, delegates and state, and the hooks through which the
// classes named after other libraries add their own names.

#if canImport(UIKit)
import UIKit
#if canImport(ScrollStackCore)
@_spi(Hosting) import ScrollStackCore
#endif

/// A scroll view of rows: plain views or child view controllers' views. The stack to use in UIKit
/// (``LazyScrollStackView`` is one set up for thousands of rows).
///
/// The stack's ``StackEngine`` is its only layout, as in a collection view: every row, its content
/// and its separator sit at the frames the engine computes, and the same engine answers what is
/// visible, where a scroll lands and which events fire, so what you see and what the stack reports
/// never drift apart. A row's content keeps using Auto Layout inside its row: the row measures it
/// at the row's width (height, in a horizontal stack), and when its natural size changes the row
/// tells the stack, which lays out again with no call from you.
///
/// Rows can exist all at once (``RowRealization/eager``, the default: every row's view is in the
/// stack) or only near the screen (``RowRealization/lazy(overscan:)``, for thousands of rows): the
/// same rows, separators, highlight, taps and reordering work either way.
///
/// Each operation has one call, and every call takes a row the way you hold it: the view you added
/// (a row itself works wherever a view does), the view controller you added, or the ID its
/// description declared (``setRows(_:animated:completion:)``), as `id:` (your model's identifier:
/// a view passed as `id:` names no row). Calls that take a view, controller, row or ID never trap
/// and ignore what is not in this stack; index arguments trap outside the stack, naming the index
/// and the count. Every completion runs exactly once. The
/// scroll view's own `delegate` is yours: the stack never sets it; ``scrollStackDelegate`` hears
/// the stack's events.
///
/// The classes named after the libraries this one replaces (``ScrollStack``, ``AloeStackView``)
/// are this stack with those libraries' names added, for code written for them.
open class ScrollStackView: UIScrollView {
    // MARK: State

    var engine: StackEngine
    /// Each row's content: its row view when made, and the description it is made from.
    var contents = RowContents<StackRowContent>()
    /// The engine's layout revision the rows were last placed at; `nil` forces a placement.
    var placedRevision: UInt64?
    /// The pinned row placed stuck at the top by the last pass (ScrollStackView+Pinning.swift).
    var stuckRowID: RowID?
    /// Row controllers made children before the stack joined a controller's view, awaiting `didMove`.
    var controllersAwaitingDidMove: [UIViewController] = []
    /// The change bookkeeping every host shares (``ChangeTransaction``): layout passes never nest
    /// and wait while a change is applied, rows a change removed leave when it ends or when the
    /// animation showing them does, and completions run only once no change is open, one after
    /// another.
    var transaction = ChangeTransaction<StackRowContent, () -> Void>()
    /// Rows whose content reported a new natural length since the last layout pass.
    var resizedRows: [RowID: CGFloat] = [:]
    var lastReportedOffset: CGPoint?
    /// Whether a layout pass has been asked for from the main queue (see ``requestLaterPass()``).
    var awaitsLaterPass = false
    /// The length along the axis last reported as the intrinsic size (``sizing``).
    var reportedLength: CGFloat?
    /// Whether a ``ScrollStackList`` made the stack (SwiftUI sizes it, in its own transactions).
    var isInSwiftUIList = false
    /// Rows whose content the app is moving elsewhere; they leave at the next layout pass.
    var rowsLosingContent: [ScrollStackRow] = []
    /// The visible area's end across the bounds at the last pass (width less right inset: for right to left).
    var lastVisibleEnd: CGFloat?
    /// The text field or view being edited inside the stack, if any (its row is never released).
    weak var editingView: UIView?
    /// The rows' swipe actions, made when a row first has some (RowSwipes.swift).
    var swipes: RowSwipes?
    /// The drag to reorder in progress, if any.
    var reorderGesture: ReorderGesture?
    lazy var reorderRecognizer: UILongPressGestureRecognizer = {
        let recognizer = UILongPressGestureRecognizer(target: self, action: #selector(handleReorderGesture(_:)))
        recognizer.isEnabled = false
        recognizer.delegate = reorderFilter
        return recognizer
    }()
    /// Keeps long presses on controls and text for them (see ``ReorderTouchFilter``).
    lazy var reorderFilter = ReorderTouchFilter(stack: self)

    /// Whether a long press on a row lets the user drag it to another place. Default `false`. The
    /// other rows move aside as the row passes their middle (``StackEngine/reorderDestination(of:draggedTo:)``,
    /// which never flips back and forth), the stack scrolls when the finger rests near an edge, and
    /// ``reorderDelegate`` may refuse a row or a place; it hears the move (first and last index) on
    /// the drop. Other vocabularies keep working during a drag: index calls see the row where it is.
    public var allowsReordering = false {
        didSet { updateReorderRecognizer() }
    }

    #if os(iOS)
    lazy var keyboardAvoider = KeyboardAvoider(scrollView: self, isActive: { [unowned self] in
        KeyboardInset.applies(to: stackAxis(axis), isEnabled: avoidsKeyboard, insideAnAvoidingStack: isInsideKeyboardAvoidingStack)
    }, revealOffset: { [unowned self] frame in
        layoutIfNeededForQuery()
        return cgPoint(engine.scrollOffset(toReveal: rect(frame), margin: Double(KeyboardAvoider.margin), in: viewport))
    })
    #endif

    /// Whether the stack keeps editing reachable above the keyboard: it adds the keyboard's overlap
    /// to its bottom inset (keeping the inset you set, even if set while the keyboard shows) and
    /// scrolls the text field or view being edited into view, 16 points clear of the keyboard, with
    /// the keyboard's animation. Default `true` (`false` in ``ScrollStackList``, where SwiftUI avoids
    /// the keyboard). Only a vertical stack avoids it, and of stacks inside one another only the
    /// outermost; turn it off when something above the stack already avoids the keyboard (a
    /// container resizing with `keyboardLayoutGuide`), or the inset is applied twice. iOS only.
    public var avoidsKeyboard = true {
        didSet { keyboardSettingsDidChange() }
    }

    /// The view behind the rows, covering the content area: its colour shows through the spacing
    /// between rows (``spacingColor``) and it carries the border (``borderColor``, ``borderWidth``).
    public let stackBackgroundView = UIView()

    // MARK: Initialisers

    /// Creates an empty vertical stack.
    public init() {
        engine = StackEngine(configuration: Self.initialConfiguration())
        super.init(frame: .zero)
        commonInit()
    }

    /// Creates an empty vertical stack with a frame.
    public override init(frame: CGRect) {
        engine = StackEngine(configuration: Self.initialConfiguration())
        super.init(frame: frame)
        commonInit()
    }

    /// Storyboard and XIB support.
    public required init?(coder: NSCoder) {
        engine = StackEngine(configuration: Self.initialConfiguration())
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        observeSystemEvents()
        stackBackgroundView.isUserInteractionEnabled = false
        stackBackgroundView.layer.borderColor = borderColor.cgColor
        addSubview(stackBackgroundView)
        alwaysBounceVertical = true
        #if os(iOS)
        _ = keyboardAvoider   // starts observing the keyboard
        #endif
    }

    // MARK: Stack settings

    /// The direction rows follow one another in. Default `.vertical`. Changing it keeps every row's
    /// own settings and measures every row again; controllers that choose their size are asked
    /// again for the new axis.
    open var axis: NSLayoutConstraint.Axis = .vertical {
        didSet {
            guard axis != oldValue else { return }
            engine.configuration.axis = stackAxis(axis)
            axisOrSizingDidChange(sizingChanged: false)
            for row in madeRows { applySize(of: row) }
            keyboardSettingsDidChange()
            setNeedsLayout()
        }
    }

    /// Which rows have their view in the stack: every row (`.eager`, the default) or only those
    /// near the visible area (`.lazy`). See ``RowRealization``.
    open var realization: RowRealization = .eager {
        didSet {
            guard realization != oldValue else { return }
            // The engine still knows which rows are in the stack: the next pass releases those
            // the new realization does not want and realizes the rest (forgetting them would
            // leave them in the stack, never placed or released again).
            setNeedsLayout()
        }
    }

    /// How long the stack is along its axis: as its constraints make it (`.fixed`, the default),
    /// or as long as its rows up to a maximum (`.fitsContent(upTo:)`), past which it scrolls: for a
    /// stack in a card, a sheet, a table cell or a SwiftUI stack. See <doc:SizingToContent>.
    open var sizing: Sizing = .fixed {
        didSet { if sizing != oldValue { axisOrSizingDidChange(sizingChanged: true) } }
    }

    /// Default margins between a row's edges and its content, for rows that have not set their own
    /// (existing rows included). Default ``defaultRowInsets``.
    open var rowInsets: UIEdgeInsets = ScrollStackView.defaultRowInsets {
        didSet { setConfiguration { $0.rowInsets = insets(rowInsets) } }
    }

    /// Default extra space between a row's margins and its content (positive moves the content
    /// inwards on every side). Default `.zero`.
    open var rowPadding: UIEdgeInsets = .zero {
        didSet { setConfiguration { $0.rowPadding = insets(rowPadding) } }
    }

    /// Default separator insets (left/right in a vertical stack, top/bottom in a horizontal one)
    /// for rows that have not set their own. Default ``defaultSeparatorInsets``.
    open var separatorInsets: UIEdgeInsets = ScrollStackView.defaultSeparatorInsets {
        didSet { setConfiguration { $0.separatorInsets = insets(separatorInsets) } }
    }

    /// Separator thickness in points, for rows that have not set their own. Default 1.
    open var separatorThickness: CGFloat = 1 {
        didSet { setConfiguration { $0.separatorThickness = Double(separatorThickness) } }
    }

    /// Separator colour of every row. Setting it recolours existing separators. Default
    /// ``defaultSeparatorColor``.
    open var separatorColor: UIColor = ScrollStackView.defaultSeparatorColor {
        didSet { madeRows.forEach { $0.separatorView.color = separatorColor } }
    }

    /// Whether separators are hidden unless a row shows its own. Applies to existing rows that have
    /// not chosen. Default `false`.
    open var hidesSeparatorsByDefault = false {
        didSet { setConfiguration { $0.hidesSeparatorsByDefault = hidesSeparatorsByDefault } }
    }

    /// Hides the separator of the last *visible* row (hidden rows after it do not count), and
    /// follows along as rows are hidden, shown, added and removed. Default `false`.
    open var automaticallyHidesLastSeparator = false {
        didSet { setConfiguration { $0.automaticallyHidesLastSeparator = automaticallyHidesLastSeparator } }
    }

    /// Background of rows that have not set their own. Default clear.
    open var rowBackgroundColor: UIColor = ScrollStackView.defaultRowColor {
        didSet { madeRows.forEach { $0.stackDefaultsDidChange() } }
    }

    /// Highlight colour of rows that have not set their own. Default ``defaultRowHighlightColor``.
    open var rowHighlightColor: UIColor = ScrollStackView.defaultRowHighlightColor

    /// Space between rows. Hidden rows take none. Default 0.
    open var spacing: CGFloat = 0 {
        didSet { setConfiguration { $0.spacing = Double(spacing) } }
    }

    /// The colour seen in the spacing between rows (and behind rows with a clear background).
    open var spacingColor: UIColor? {
        get { stackBackgroundView.backgroundColor }
        set { stackBackgroundView.backgroundColor = newValue }
    }

    /// Colour of the border around the rows. Default gray; it shows once ``borderWidth`` is set.
    open var borderColor: UIColor = .gray {
        didSet { applyBorderColor() }
    }

    /// Width of the border around the rows; the rows are inset by it on every side. Default 0.
    /// Safe to set at any time, before or after the view is loaded.
    open var borderWidth: CGFloat = 0 {
        didSet {
            stackBackgroundView.layer.borderWidth = borderWidth
            setConfiguration { $0.contentInsets = Insets(all: Double(borderWidth)) }
        }
    }

    /// Whether hiding a row also fades it out (and showing fades it in) while it collapses.
    /// Default `true`.
    open var fadesRowsWhenHiding = true

    /// Runs insert, remove, hide, show, move and reload animations. Replace it to change their
    /// timing; default ``defaultAnimate(_:completion:)``.
    ///
    /// A replacement must run the animations and call the completion exactly once, finished or
    /// not (as `UIView.animate` does): removed rows stay in the view hierarchy, and their
    /// controllers stay children, until it is called.
    open var animate: Animation = { ScrollStackView.defaultAnimate($0, completion: $1) }

    /// Runs animated scrolls. Default ``defaultScrollAnimate(_:completion:)``.
    open var scrollAnimate: Animation = { ScrollStackView.defaultScrollAnimate($0, completion: $1) }

    // MARK: Rows

    /// VoiceOver reads the rows in the stack's order (the engine's ``StackEngine/shownRows``):
    /// hidden rows, rows animating out and rows not made are skipped.
    open override var accessibilityElements: [Any]? {
        get {
            // Only realized rows have views.
            contents.contents(of: engine.shownRows(among: engine.realizedRows)).compactMap { $0.row?.superview === self ? $0.row : nil }
        }
        set { super.accessibilityElements = newValue }
    }

    // MARK: Delegates

    /// Hears scrolling, rows added and removed, visibility, layout and content-size changes. Weak.
    /// Setting it leaves the scroll view's own `delegate` alone.
    public weak var scrollStackDelegate: (any ScrollStackViewDelegate)?

    /// Decides which rows may be dragged and where, and hears drops (``allowsReordering``). Weak.
    public weak var reorderDelegate: (any ScrollStackReorderDelegate)?

    // MARK: Hooks: the stack calls these, and ScrollStack and AloeStackView override them to add
    // their own delegates and rows (this module only: nothing outside it sees them).

    /// Makes the row view that shows `content` (AloeStackView asks its `cellForRow(_:)`).
    func makeRow(showing content: UIView) -> ScrollStackRow { ScrollStackRow(contentView: content) }

    /// A row was made and given the stack's defaults (AloeStackView calls `configureCell(_:)`).
    func rowWasMade(_ row: ScrollStackRow) {}

    /// The content offset changed since the last report.
    func reportScroll() { scrollStackDelegate?.scrollStackViewDidScroll(self) }

    /// A row was added (`isRemoved == false`) or removed, reported after the layout pass.
    func reportRowChange(_ row: ScrollStackRow, isRemoved: Bool) {
        if isRemoved { scrollStackDelegate?.scrollStackView(self, didRemoveRow: row) } else { scrollStackDelegate?.scrollStackView(self, didAddRow: row) }
    }

    /// A row's visibility changed (from `nil` for a row added since the last report).
    func reportVisibilityChange(of row: ScrollStackRow, at index: Int, _ change: VisibilityChange) {
        scrollStackDelegate?.scrollStackView(self, visibilityOf: row, at: index, changedFrom: change.old, to: change.new)
    }

    /// Some row's frame or a stack setting changed.
    func reportLayoutUpdate() { scrollStackDelegate?.scrollStackViewDidUpdateLayout(self) }

    /// The content size changed.
    func reportContentSizeChange(from old: CGSize, to new: CGSize) {
        scrollStackDelegate?.scrollStackView(self, contentSizeDidChangeFrom: old, to: new)
    }

    /// The fixed length a row's controller asks for along the axis, if any (ScrollStack asks
    /// ScrollStackContainableController); `nil`: Auto Layout sizes it.
    func fixedLength(askedBy row: ScrollStackRow) -> CGFloat? { nil }

    /// A row is about to be measured again by a reload (ScrollStack tells its controller).
    func rowWillReload(_ row: ScrollStackRow, animated: Bool) {}

    /// A pass realized rows, then (`delivering`) reported its events: a lazy stack works out the
    /// rows to prefetch for what it realized, then tells its delegate.
    func prefetchStep(delivering: Bool) {}

    // MARK: Child view controllers

    /// Makes row controllers children of the view controller the stack joins, before their views
    /// reach a window, so UIKit tells them they appear; call `super` when overriding.
    override open func willMove(toSuperview newSuperview: UIView?) {
        super.willMove(toSuperview: newSuperview)
        // Row controllers become children before their views reach a window with the stack, so
        // UIKit tells them they appear (a view that reaches a window before its controller is a
        // child never gets viewWillAppear). A stack that is a controller's own view belongs to that
        // controller, not to the one whose view it joins.
        if let newSuperview, let parent = (next as? UIViewController) ?? nearestViewController(of: newSuperview) {
            beginContainingControllers(in: parent)
        }
    }

    /// Brings row controllers' containment up to date with the new superview; call `super` when
    /// overriding.
    override open func didMoveToSuperview() {
        super.didMoveToSuperview()
        updateControllerContainment()
    }

    /// Brings row controllers' containment up to date with the new window; call `super` when
    /// overriding.
    override open func didMoveToWindow() {
        super.didMoveToWindow()
        updateControllerContainment()
        // Changes made just before the stack left the window are reported without a layout pass.
        if window == nil && engine.hasPendingEvents { requestLaterPass() }
    }

    /// A row came into the view hierarchy (lazy stacks tell their delegate).
    open func rowDidRealize(_ row: ScrollStackRow) {}

    /// A row left the view hierarchy, far from the screen.
    open func rowDidRelease(_ row: ScrollStackRow) {}

    // MARK: Layout

    /// Sized to its content (``sizing``), the stack's length along its axis (its rows and
    /// `adjustedContentInset`, up to the maximum); no length across it. Otherwise none.
    override open var intrinsicContentSize: CGSize { fittedSize(super.intrinsicContentSize) }

    /// Sized to its content, `size` with the stack's length along its axis for `size`'s width (its
    /// height, horizontally); otherwise the scroll view's answer.
    override open func sizeThatFits(_ size: CGSize) -> CGSize { fittedSize(super.sizeThatFits(size), across: size) }

    /// A new inset (a bar, the safe area, your `contentInset`) changes a stack sized to its content.
    override open func adjustedContentInsetDidChange() {
        super.adjustedContentInsetDidChange()
        updateFittedLength()
    }

    /// Lays the rows out by frame as the engine places them (unless a change or an animation is
    /// doing so), then reports the events, outside any animation block; call `super` when overriding.
    override open func layoutSubviews() {
        super.layoutSubviews()
        layOutStack()
    }

    /// A dynamic border colour follows appearance changes (dark mode, contrast); layoutSubviews
    /// re-applies it too.
    override open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        applyBorderColor()
    }
}
#endif
