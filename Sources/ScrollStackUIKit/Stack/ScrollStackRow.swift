// One row of a ScrollStack: the wrapper around its content, placed by frame from the engine. Its
// content keeps using Auto Layout inside it, and the row tells the stack when that content's size
// changes, so rows re-measure themselves with no call from the app.

#if canImport(UIKit)
import UIKit
#if canImport(ScrollStackCore)
import ScrollStackCore
#endif

/// The line at the end of a row. Its colour and thickness can be set per row; whether it shows,
/// and where, is decided by the stack's engine (row and stack settings, and "hide the last
/// visible separator").
public final class ScrollStackSeparator: UIView {
    /// The line's colour.
    public var color: UIColor {
        get { backgroundColor ?? .clear }
        set { backgroundColor = newValue }
    }

    /// The line's thickness in points: this row's own once set, else the thickness the stack's
    /// ``ScrollStackView/separatorThickness`` draws with (which it follows until then; a negative,
    /// infinite or NaN setting draws nothing, and reads 0 here).
    public var thickness: CGFloat {
        get { ownThickness ?? (superview as? ScrollStackRow).map { CGFloat($0.settings.separatorThickness) } ?? 1 }
        set { ownThickness = newValue }
    }

    /// This row's own thickness; `nil` follows the stack's.
    var ownThickness: CGFloat? {
        didSet { (superview as? ScrollStackRow)?.changeSettings { [ownThickness] in $0.separator.thickness = ownThickness.map { Double($0) } } }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Storyboard support.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }
}

/// The wrapper around one row's content (a plain view, or a child controller's view) inside a
/// ``ScrollStackView``: margins, padding, background, highlight, tap handling and the separator.
///
/// The stack places the row, its content and its separator at the frames its engine computes. The
/// content is laid out inside the row by Auto Layout at the row's width (height, in a horizontal
/// stack) and keeps its natural length along the axis: when that length changes (a label's text,
/// a constraint), the row reports it and the stack lays out again at its next layout pass. To
/// animate such a change, make it and then call
/// ``ScrollStackView/invalidateRowSize(_:animated:completion:)-(UIView,_,_)`` with `animated: true`.
///
/// Settings left unset follow the stack's defaults, also when those change later; setting one on
/// the row keeps it for that row (through axis changes too), and keeps it for a view a lazy stack
/// makes again. (``AloeStackView``'s `cellForRow(_:)` may return a subclass.)
open class ScrollStackRow: UIView, UIGestureRecognizerDelegate {
    /// The row's content: the plain view, or the controller's view.
    public private(set) var contentView: UIView

    /// The child view controller whose view this row shows, if any. The row keeps it alive.
    public internal(set) var controller: UIViewController?
    /// The view controller the stack made ``controller`` a child of. The stack lets the controller
    /// go from that parent only: the app may have moved it elsewhere since, and the stack may have
    /// left every controller by the time the row goes (an animated removal ending off screen).
    /// Cleared when the stack lets the controller go, so a parent the app gives it later is the app's.
    weak var controllerParent: UIViewController?
    /// Whether the stack told ``controller`` it is leaving (`willMove(toParent: nil)`) and still owes
    /// it `removeFromParent()`.
    var isReleasingController = false
    /// Whether the app gave ``controller`` a parent of its own while the stack held it: the stack
    /// then leaves its containment to the app.
    var isControllerTheApps = false

    /// The ID a declarative update (``ScrollStackView/setRows(_:animated:completion:)``) gave this row;
    /// nil for rows added any other way.
    public var declaredID: AnyHashable? { declaredKey?.base }
    var declaredKey: RowKey?
    /// The declared ID, or the row itself for a row added without one.
    var identity: AnyHashable { declaredID ?? AnyHashable(ObjectIdentifier(self)) }

    /// The separator line at the row's end.
    public let separatorView = ScrollStackSeparator()

    /// Called when the row is tapped (after a ``Tappable`` content's `didTapView()`). Taps are
    /// delivered only while the content view has `isUserInteractionEnabled`, and never for touches
    /// that land on a control or text view inside the row.
    public var onTap: ((ScrollStackRow) -> Void)? {
        get { own.onTap }
        set {
            own.onTap = newValue
            updateTapRecognizer()
            stack?.rowOwnStateDidChange(self)
        }
    }

    /// The stack that owns the row, if any.
    public internal(set) weak var stack: ScrollStackView?

    /// The engine's identity for this row while it is in a stack.
    var rowID: RowID?

    /// AloeStackView's typed tap handler (`setTapHandler(forRow:handler:)`), kept like ``onTap``.
    var tapHandler: ((UIView) -> Void)? {
        get { own.tapHandler }
        set {
            own.tapHandler = newValue
            updateTapRecognizer()
            stack?.rowOwnStateDidChange(self)
        }
    }

    /// What the row chose for itself (settings, colours, tap handler); the rest follows the stack.
    /// The stack keeps a copy for a row whose view it makes again.
    var own = RowOwnState()

    /// Created the first time the row becomes tappable.
    var tapRecognizer: UITapGestureRecognizer?
    /// Whether ``updateAccessibility()`` made the row a button (so it can undo that).
    var isAccessibilityButton = false
    /// Whether the app set the row's accessibility label or element flag itself (the row leaves it).
    var appSetAccessibility: (label: Bool, isElement: Bool) = (false, false)
    /// Whether the row itself is setting its accessibility properties (see ``updateAccessibility()``).
    var isWritingAccessibility = false
    /// Whether the row is being touched and shows its highlight.
    public internal(set) var isHighlighted = false

    /// Pin the content's leading edges inside the row; its trailing edge along the axis is free, so
    /// Auto Layout gives the content its natural length there.
    var contentConstraints: [NSLayoutConstraint] = []
    var constrainedAxis: NSLayoutConstraint.Axis?
    var fixedSizeConstraint: NSLayoutConstraint?

    /// Creates a row around `contentView`.
    public init(contentView: UIView) {
        self.contentView = contentView
        super.init(frame: .zero)
        commonInit()
    }

    /// Storyboard support: the row starts with an empty content view.
    public required init?(coder: NSCoder) {
        contentView = UIView()
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        // Placed by frame; its content is placed inside it by constraints.
        translatesAutoresizingMaskIntoConstraints = true
        clipsToBounds = true
        insetsLayoutMarginsFromSafeArea = false
        contentView.translatesAutoresizingMaskIntoConstraints = false
        addSubview(contentView)
        addSubview(separatorView)
        backgroundColor = rowBackgroundColor
        updateTapRecognizer()
    }

    // MARK: Settings (row overrides over stack defaults)

    /// Margins between the row's edges and its content. Default: the stack's
    /// ``ScrollStackView/rowInsets``.
    open var rowInsets: UIEdgeInsets {
        get { edgeInsets(settings.insets) }
        set { changeSettings { $0.insets = insets(newValue) } }
    }

    /// Extra space between the margins and the content (positive values always move the content
    /// inwards). Default: the stack's ``ScrollStackView/rowPadding``.
    open var rowPadding: UIEdgeInsets {
        get { edgeInsets(settings.padding) }
        set { changeSettings { $0.padding = insets(newValue) } }
    }

    /// The separator's insets: left and right in a vertical stack, top and bottom in a horizontal
    /// one. Default: the stack's ``ScrollStackView/separatorInsets``.
    open var separatorInsets: UIEdgeInsets {
        get { edgeInsets(settings.separatorInsets) }
        set { changeSettings { $0.separator.insets = insets(newValue) } }
    }

    /// Whether this row hides its separator. Default: the stack's
    /// ``ScrollStackView/hidesSeparatorsByDefault``, or `true` for a ``SeparatorHiding`` content view.
    /// Even a shown separator disappears on the last visible row when the stack
    /// ``ScrollStackView/automaticallyHidesLastSeparator``.
    open var isSeparatorHidden: Bool {
        get { settings.isSeparatorHidden }
        set { changeSettings { $0.separator.isHidden = newValue } }
    }

    /// Whether the row is pinned, as a section header: while the rows after it scroll past, it
    /// stays at the top of the visible area (the leading edge of a horizontal stack), over them,
    /// until the next pinned row pushes it away. Without a background of its own it gets the
    /// system background. Default `false`.
    open var isPinned: Bool {
        get { own.settings.isPinned }
        set {
            changeSettings { $0.isPinned = newValue }
            if !isHighlighted { backgroundColor = rowBackgroundColor }
        }
    }

    /// The row's settings as the engine combines them with its stack's (or the stack defaults,
    /// outside a stack).
    var settings: RowSettings {
        (stack?.engine.configuration ?? ScrollStackView.initialConfiguration()).settings(of: spec)
    }

    /// The separator's colour (a shortcut for `separatorView.color`).
    open var separatorColor: UIColor {
        get { separatorView.color }
        set { separatorView.color = newValue }
    }

    /// The row's background. Default: the stack's ``ScrollStackView/rowBackgroundColor`` (see ``isPinned``).
    open var rowBackgroundColor: UIColor {
        get {
            if let own = own.backgroundColor { return own }
            let color = stack?.rowBackgroundColor ?? .clear
            return isPinned && color == .clear ? .systemBackground : color
        }
        set {
            own.backgroundColor = newValue
            if !isHighlighted { backgroundColor = newValue }
            stack?.rowOwnStateDidChange(self)
        }
    }

    /// The background while the row is highlighted. Default: the stack's
    /// ``ScrollStackView/rowHighlightColor``.
    open var rowHighlightColor: UIColor {
        get { own.highlightColor ?? stack?.rowHighlightColor ?? ScrollStackView.defaultRowHighlightColor }
        set {
            own.highlightColor = newValue
            stack?.rowOwnStateDidChange(self)
        }
    }

    /// The row's index in its stack (O(log n)), or `nil` when it is not in a stack.
    public var index: Int? { stack?.indexOfRow(self) }

    /// What the engine needs to know about this row's own settings: the ones it chose, and a
    /// hidden separator for ``SeparatorHiding`` content.
    var spec: RowSpec {
        var spec = own.settings
        if contentView is SeparatorHiding { spec.separator.isHidden = true }
        return spec
    }

    /// Lays what `state` sets over the row's own state (what its class or `cellForRow` gave it
    /// stays where `state` sets nothing), without telling the stack: a view made again for a row
    /// the stack kept the state of.
    func restore(_ state: RowOwnState) {
        own = own.overlaid(with: state)
        if !isHighlighted { backgroundColor = rowBackgroundColor }
        updateTapRecognizer()
        updateSwipeAccessibility()
    }

    func changeSettings(_ change: (inout RowSpec) -> Void) {
        change(&own.settings)
        stack?.rowSettingsDidChange(self)
    }

    /// Re-reads every setting that follows a stack default (after a stack default changed).
    func stackDefaultsDidChange() {
        if !isHighlighted { backgroundColor = rowBackgroundColor }
        updateTapRecognizer()
    }

    // MARK: Staying in step with the stack

    /// Hides or shows the row. A row in a stack is hidden the stack's way (the engine takes the
    /// change, the rows after it close up, events follow), not only as a view, so what the stack
    /// reports never drifts from what is shown.
    override open var isHidden: Bool {
        get { super.isHidden }
        set {
            guard let stack, let id = rowID, !isShowingStackState else { return super.isHidden = newValue }
            stack.setHidden(newValue, rows: [id], animated: false, completion: OnceCompletion(nil))
        }
    }

    /// Whether the stack is setting the row's view state (its own writes are not requests).
    private var isShowingStackState = false

    /// Shows the engine's hidden state as the view's.
    func setShownHidden(_ hidden: Bool) {
        isShowingStackState = true
        super.isHidden = hidden
        isShowingStackState = false
    }

    /// Whether the content is still in this row (the app may have moved it into another view).
    var holdsItsContent: Bool { contentView.superview === self }

    /// The content moved into another view by the app: the row has nothing to show and leaves its
    /// stack at the next layout pass (otherwise the stack would keep an empty strip the app can no
    /// longer name). Not now: UIKit is in the middle of moving the view.
    override open func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        if subview === contentView, let stack, rowID != nil { stack.contentWillLeave(self) }
    }

    /// The content came back (the app borrowed it for a moment): leaving took its constraints with
    /// it, so they are made again at the next placement.
    override open func didAddSubview(_ subview: UIView) {
        super.didAddSubview(subview)
        if subview === contentView, constrainedAxis != nil, let stack {
            constrainedAxis = nil
            // Every row is placed again at the next pass (a rare event; placement is skipped when
            // nothing moved).
            stack.placedRevision = nil
            stack.setNeedsLayout()
        }
    }

    /// Updates the row's accessibility and has the stack check the content's natural length against
    /// its measurement; call `super` when overriding.
    override open func layoutSubviews() {
        super.layoutSubviews()
        updateAccessibility()
        // Auto Layout has given the content its natural length: the stack checks it against its
        // engine's measurement.
        stack?.rowContentDidLayOut(self)
    }

    // MARK: Accessibility set by the app

    /// The row's VoiceOver label: the row sets it for a tappable row (its content's text) until
    /// you set one yourself, which then stays.
    override open var accessibilityLabel: String? {
        get { super.accessibilityLabel }
        set {
            super.accessibilityLabel = newValue
            onMainActor { if !isWritingAccessibility { appSetAccessibility.label = true } }
        }
    }

    /// Whether VoiceOver sees the row as one element: the row sets it for a tappable row until you
    /// set it yourself, which then stays.
    override open var isAccessibilityElement: Bool {
        get { super.isAccessibilityElement }
        set {
            super.isAccessibilityElement = newValue
            onMainActor { if !isWritingAccessibility { appSetAccessibility.isElement = true } }
        }
    }

    // MARK: Touches

    /// Refuses touches that belong to a control inside the row, so buttons and switches keep them.
    open func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        !isOnControl(touch) && !isSwipeHoldingTaps
    }

    /// VoiceOver's double tap on a tappable row runs the row's tap handling, wherever the row is
    /// on screen: without this, VoiceOver touches the row's centre, which for a row taller than the
    /// screen may be off it or under a bar.
    override open func accessibilityActivate() -> Bool {
        onMainActor {
            guard isAccessibilityButton else { return super.accessibilityActivate() }
            performTap()
            return true
        }
    }

    /// Highlights the row while a touch that is not on one of its controls is down; call `super`
    /// when overriding.
    override open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        if let touch = touches.first, !isOnControl(touch) {
            setHighlighted(true)
        }
    }

    /// Keeps the highlight only while the touch stays on the row; call `super` when overriding.
    override open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesMoved(touches, with: event)
        guard let touch = touches.first else { return }
        setHighlighted(point(inside: touch.location(in: self), with: event))
    }

    /// Ends the highlight (the tap itself is recognised by the row's tap recognizer); call `super`
    /// when overriding.
    override open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        setHighlighted(false)
    }

    /// Ends the highlight; call `super` when overriding.
    override open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesCancelled(touches, with: event)
        setHighlighted(false)
    }
}
#endif
