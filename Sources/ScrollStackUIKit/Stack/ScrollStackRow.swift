#if canImport(UIKit)
import UIKit
#if canImport(ScrollStackCore)
import ScrollStackCore
#endif

/// The line at the end of a row. Its colour and thickness can be set per row; whether it shows is
/// decided by the stack (row and stack settings, and "hide the last visible separator").
public final class ScrollStackSeparator: UIView {
    /// The line's colour.
    public var color: UIColor {
        get { backgroundColor ?? .clear }
        set { backgroundColor = newValue }
    }

    /// The line's thickness in points; `nil` (the default) follows the stack's
    /// ``ScrollStack/separatorThickness``.
    public var thickness: CGFloat? {
        didSet { (superview as? ScrollStackRow)?.separatorDidChange() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        translatesAutoresizingMaskIntoConstraints = false
    }

    /// Storyboard support.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
        translatesAutoresizingMaskIntoConstraints = false
    }
}

/// The wrapper around one row's content (a plain view, or a child controller's view) inside a
/// ``ScrollStack``: margins, padding, background, highlight, tap handling and the separator.
///
/// Settings left unset follow the stack's defaults, also when those change later; setting one on
/// the row keeps it for that row (through axis changes too). Subclass it and return your subclass
/// from ``ScrollStack/cellForRow(_:)`` to add per-row behaviour.
open class ScrollStackRow: UIView, UIGestureRecognizerDelegate {
    /// The row's content: the plain view, or the controller's view.
    public private(set) var contentView: UIView

    /// The child view controller whose view this row shows, if any. The row keeps it alive.
    public internal(set) var controller: UIViewController?

    /// The ID a declarative update (``ScrollStack/setRows(_:animated:completion:)``) gave this row;
    /// nil for rows added any other way.
    public var declaredID: AnyHashable? { declaredKey?.base }
    var declaredKey: RowKey?

    /// The separator line at the row's end.
    public let separatorView = ScrollStackSeparator()

    /// Called when the row is tapped (after a ``Tappable`` content's `didTapView()`). Taps are
    /// delivered only while the content view has `isUserInteractionEnabled`, and never for touches
    /// that land on a `UIControl` inside the row.
    public var onTap: ((ScrollStackRow) -> Void)? {
        didSet { updateTapRecognizer() }
    }

    /// The stack that owns the row, if any.
    public internal(set) weak var stack: ScrollStack?

    /// The engine's identity for this row while it is in a stack.
    var rowID: RowID?

    /// The index the row had when last arranged or removed, for events about removed rows.
    var lastKnownIndex: Int?

    var tapHandler: ((UIView) -> Void)? {
        didSet { updateTapRecognizer() }
    }

    private var insetsOverride: UIEdgeInsets?
    private var paddingOverride: UIEdgeInsets?
    private var separatorInsetsOverride: UIEdgeInsets?
    private var separatorHiddenOverride: Bool?
    private var backgroundColorOverride: UIColor?
    private var highlightColorOverride: UIColor?

    /// Created the first time the row becomes tappable.
    private var tapRecognizer: UITapGestureRecognizer?

    private var contentConstraints: [NSLayoutConstraint] = []
    private var separatorConstraints: [NSLayoutConstraint] = []
    private var fixedSizeConstraint: NSLayoutConstraint?
    private var lastContentSize = CGSize(width: -1, height: -1)

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
        translatesAutoresizingMaskIntoConstraints = false
        clipsToBounds = true
        insetsLayoutMarginsFromSafeArea = false
        contentView.translatesAutoresizingMaskIntoConstraints = false
        addSubview(contentView)
        addSubview(separatorView)
        backgroundColor = rowBackgroundColor
        installConstraints()
        updateTapRecognizer()
    }

    // MARK: Settings (row overrides over stack defaults)

    /// Margins between the row's edges and its content. Default: the stack's
    /// ``ScrollStack/rowInsets``.
    open var rowInsets: UIEdgeInsets {
        get { insetsOverride ?? stack?.rowInsets ?? ScrollStack.defaultRowInsets }
        set {
            insetsOverride = newValue
            specDidChange()
        }
    }

    /// Extra space between the margins and the content (positive values always move the content
    /// inwards). Default: the stack's ``ScrollStack/rowPadding``.
    open var rowPadding: UIEdgeInsets {
        get { paddingOverride ?? stack?.rowPadding ?? .zero }
        set {
            paddingOverride = newValue
            specDidChange()
        }
    }

    /// The separator's insets: left and right in a vertical stack, top and bottom in a horizontal
    /// one. Default: the stack's ``ScrollStack/separatorInsets``.
    open var separatorInsets: UIEdgeInsets {
        get { separatorInsetsOverride ?? stack?.separatorInsets ?? ScrollStack.defaultSeparatorInsets }
        set {
            separatorInsetsOverride = newValue
            separatorDidChange()
        }
    }

    /// Whether this row hides its separator. Default: the stack's
    /// ``ScrollStack/hidesSeparatorsByDefault``, or `true` for a ``SeparatorHiding`` content view.
    /// Even a shown separator disappears on the last visible row when the stack
    /// ``ScrollStack/automaticallyHidesLastSeparator``.
    open var isSeparatorHidden: Bool {
        get {
            if contentView is SeparatorHiding { return true }
            return separatorHiddenOverride ?? stack?.hidesSeparatorsByDefault ?? false
        }
        set {
            separatorHiddenOverride = newValue
            separatorDidChange()
        }
    }

    /// The separator's colour (a shortcut for `separatorView.color`).
    open var separatorColor: UIColor {
        get { separatorView.color }
        set { separatorView.color = newValue }
    }

    /// The row's background. Default: the stack's ``ScrollStack/rowBackgroundColor``.
    open var rowBackgroundColor: UIColor {
        get { backgroundColorOverride ?? stack?.rowBackgroundColor ?? .clear }
        set {
            backgroundColorOverride = newValue
            if !isHighlighted { backgroundColor = newValue }
        }
    }

    /// The background while the row is highlighted. Default: the stack's
    /// ``ScrollStack/rowHighlightColor``.
    open var rowHighlightColor: UIColor {
        get { highlightColorOverride ?? stack?.rowHighlightColor ?? ScrollStack.defaultRowHighlightColor }
        set { highlightColorOverride = newValue }
    }

    /// The row's index in its stack (O(log n)), or `nil` when it is not in a stack.
    public var index: Int? { stack?.indexOfRow(self) }

    /// Whether the row is being touched and shows its highlight.
    public private(set) var isHighlighted = false

    /// What the engine needs to know about this row's overrides.
    var spec: RowSpec {
        var spec = RowSpec()
        spec.insets = insetsOverride.map(insets)
        spec.padding = paddingOverride.map(insets)
        let hidden: Bool? = contentView is SeparatorHiding ? true : separatorHiddenOverride
        spec.separator = RowSeparator(isHidden: hidden, insets: separatorInsetsOverride.map(insets),
                                      thickness: separatorView.thickness.map { Double($0) })
        return spec
    }

    private func specDidChange() {
        updateContentConstraints()
        stack?.rowSpecDidChange(self)
    }

    func separatorDidChange() {
        installSeparatorConstraints()
        stack?.rowSpecDidChange(self)
    }

    /// Re-reads every setting that follows a stack default (after a stack default changed).
    func stackDefaultsDidChange() {
        updateContentConstraints()
        installSeparatorConstraints()
        if !isHighlighted { backgroundColor = rowBackgroundColor }
        updateTapRecognizer()
    }

    // MARK: Layout

    private var axis: NSLayoutConstraint.Axis { stack?.axis ?? .vertical }

    private func installConstraints() {
        let top = contentView.topAnchor.constraint(equalTo: topAnchor)
        let bottom = contentView.bottomAnchor.constraint(equalTo: bottomAnchor)
        let leading = contentView.leadingAnchor.constraint(equalTo: leadingAnchor)
        let trailing = contentView.trailingAnchor.constraint(equalTo: trailingAnchor)
        // Below required, so a row collapsing to zero (hide animation) never breaks constraints;
        // the row clips its content meanwhile.
        bottom.priority = UILayoutPriority(999)
        trailing.priority = UILayoutPriority(999)
        contentConstraints = [top, bottom, leading, trailing]
        NSLayoutConstraint.activate(contentConstraints)
        updateContentConstraints()
        installSeparatorConstraints()
    }

    private func updateContentConstraints() {
        guard contentConstraints.count == 4 else { return }
        let margins = rowInsets
        let padding = rowPadding
        contentConstraints[0].constant = margins.top + padding.top
        contentConstraints[1].constant = -(margins.bottom + padding.bottom)
        contentConstraints[2].constant = margins.left + padding.left
        contentConstraints[3].constant = -(margins.right + padding.right)
    }

    func installSeparatorConstraints() {
        NSLayoutConstraint.deactivate(separatorConstraints)
        let insets = separatorInsets
        let thickness = separatorView.thickness ?? stack?.separatorThickness ?? 1
        if axis == .vertical {
            separatorConstraints = [
                separatorView.bottomAnchor.constraint(equalTo: bottomAnchor),
                separatorView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: insets.left),
                separatorView.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -insets.right),
                separatorView.heightAnchor.constraint(equalToConstant: thickness),
            ]
        } else {
            separatorConstraints = [
                separatorView.trailingAnchor.constraint(equalTo: trailingAnchor),
                separatorView.topAnchor.constraint(equalTo: topAnchor, constant: insets.top),
                separatorView.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -insets.bottom),
                separatorView.widthAnchor.constraint(equalToConstant: thickness),
            ]
        }
        separatorConstraints.forEach { $0.priority = UILayoutPriority(999) }
        NSLayoutConstraint.activate(separatorConstraints)
    }

    /// Sets or clears the content's fixed extent along the stack's axis. The row owns this one
    /// constraint; constraints the content already has are never touched.
    func setFixedExtent(_ extent: CGFloat?) {
        fixedSizeConstraint?.isActive = false
        fixedSizeConstraint = nil
        guard let extent else { return }
        fixedSizeConstraint = lengthConstraint(for: contentView, along: axis, length: extent)
    }

    /// The content's extent along `axis`, as laid out.
    func contentExtent(along axis: NSLayoutConstraint.Axis) -> CGFloat {
        axis == .vertical ? contentView.bounds.height : contentView.bounds.width
    }

    override open func layoutSubviews() {
        super.layoutSubviews()
        updateAccessibility()
        // Tell the stack when Auto Layout gave the content a new size, so the engine can mirror it.
        let size = contentView.bounds.size
        if size != lastContentSize {
            lastContentSize = size
            stack?.rowContentDidResize(self)
        }
    }

    // MARK: Taps and highlight

    private var wantsTaps: Bool { onTap != nil || tapHandler != nil || contentView is Tappable }

    func updateTapRecognizer() {
        if wantsTaps && tapRecognizer == nil {
            let recognizer = UITapGestureRecognizer(target: self, action: #selector(handleTap(_:)))
            recognizer.delegate = self
            addGestureRecognizer(recognizer)
            tapRecognizer = recognizer
        }
        tapRecognizer?.isEnabled = wantsTaps
        updateAccessibility()
    }

    @objc private func handleTap(_ recognizer: UITapGestureRecognizer) {
        guard recognizer.state == .ended else { return }
        performTap()
    }

    private func performTap() {
        guard contentView.isUserInteractionEnabled else { return }
        (contentView as? Tappable)?.didTapView()
        tapHandler?(contentView)
        onTap?(self)
    }

    // MARK: Accessibility

    /// Makes a tappable row whose content has no controls of its own one VoiceOver element: a
    /// button labelled with its content's text (read again whenever the row lays out); VoiceOver's
    /// double tap lands on the row's centre and runs its tap handling. Rows with controls inside (a switch, a text field) leave those reachable
    /// instead. Runs when tap handling changes and on every layout pass; set the row's
    /// accessibility properties after adding it to override them.
    func updateAccessibility() {
        let isButton = wantsTaps && contentView.isUserInteractionEnabled && !Self.containsControl(contentView)
        guard isButton || isAccessibilityButton else { return }
        isAccessibilityButton = isButton
        isAccessibilityElement = isButton
        if isButton {
            accessibilityTraits.formUnion(buttonAccessibilityTrait)
            accessibilityLabel = contentView.accessibilityLabel ?? Self.spokenText(in: contentView)
        } else {
            accessibilityTraits.subtract(buttonAccessibilityTrait)
            accessibilityLabel = nil
        }
    }

    /// Whether ``updateAccessibility()`` made the row a button (so it can undo that).
    private var isAccessibilityButton = false

    private static func containsControl(_ view: UIView) -> Bool {
        view is UIControl || view is UITextView || view.subviews.contains { containsControl($0) }
    }

    /// The labels of the accessibility elements inside `view`, in subview order, joined.
    private static func spokenText(in view: UIView) -> String? {
        var parts: [String] = []
        func collect(_ view: UIView) {
            if view.isHidden { return }
            if view.isAccessibilityElement, let label = view.accessibilityLabel, !label.isEmpty {
                parts.append(label)
                return
            }
            view.subviews.forEach(collect)
        }
        collect(view)
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    /// Refuses touches that belong to a control inside the row, so buttons and switches keep them.
    open func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        !isOnControl(touch)
    }

    private func isOnControl(_ touch: UITouch) -> Bool {
        var view = touch.view
        while let current = view, current !== self {
            if current is UIControl { return true }
            view = current.superview
        }
        return false
    }

    private var highlightTarget: (isHighlightable: Bool, set: (Bool) -> Void)? {
        if let target = controller as? ScrollStackRowHighlightable {
            return (target.isHighlightable, target.setIsHighlighted)
        }
        if let target = contentView as? ScrollStackRowHighlightable {
            return (target.isHighlightable, target.setIsHighlighted)
        }
        return nil
    }

    /// The highlight views get by default: the row's background switches colour.
    func showDefaultHighlight(_ highlighted: Bool) {
        backgroundColor = highlighted ? rowHighlightColor : rowBackgroundColor
    }

    private func setHighlighted(_ highlighted: Bool) {
        guard highlighted != isHighlighted, let target = highlightTarget, target.isHighlightable else { return }
        isHighlighted = highlighted
        // Fading out of the highlight is animated so a quick tap still shows it briefly.
        if highlighted {
            target.set(true)
        } else {
            UIView.animate(withDuration: 0.2, delay: 0, options: [.allowUserInteraction, .beginFromCurrentState]) {
                target.set(false)
            }
        }
    }

    override open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        if let touch = touches.first, !isOnControl(touch) {
            setHighlighted(true)
        }
    }

    override open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesMoved(touches, with: event)
        guard let touch = touches.first else { return }
        setHighlighted(point(inside: touch.location(in: self), with: event))
    }

    override open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        setHighlighted(false)
    }

    override open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesCancelled(touches, with: event)
        setHighlighted(false)
    }
}
#endif
