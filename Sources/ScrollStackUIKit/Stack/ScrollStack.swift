#if canImport(UIKit)
import UIKit
#if canImport(ScrollStackCore)
import ScrollStackCore
#endif

// The engine's types, under names that cannot be confused with ScrollStack's nested ones.
typealias EngineVisibility = RowVisibility
typealias EngineScrollPosition = ScrollPosition

/// A scroll view of rows: plain views, or child view controllers' views.
///
/// Rows are laid out by Auto Layout in a stack view, so a row whose content changes size
/// re-measures itself with no call from you. Every rule (order, what a viewport shows, which
/// separator is visible, where a scroll lands, which events fire) comes from the platform-independent
/// ``StackEngine``, which this view keeps in step with what Auto Layout measured.
///
/// Rows are reached three ways, each with the vocabulary of the library it comes from: by index
/// (ScrollStackController), by the view you added (AloeStackView), or by the controller you added
/// (ScrollingStackViewController, on ``ScrollStackController``). Index calls trap on an index
/// outside the stack, naming the index and the count; calls that take a view, controller or row
/// never trap and ignore what is not in this stack. Every completion runs exactly once.
///
/// The scroll view's own `delegate` is yours: the stack reports through ``stackDelegate`` and
/// ``onChangeRow`` and never sets `delegate`.
open class ScrollStack: UIScrollView {
    // MARK: Nested types

    /// How a ``ScrollStackContainableController`` sizes its row along the axis.
    public enum ControllerSize: Hashable, Sendable {
        /// Exactly this many points (a height in a vertical stack).
        case fixed(CGFloat)
        /// Whatever the view's own Auto Layout constraints give.
        case fitLayoutForAxis
    }

    /// Where new rows go.
    public enum InsertLocation {
        /// Before every row.
        case top
        /// After every row.
        case bottom
        /// At this index (0 ... count). Any other index traps, naming the index and the count.
        case atIndex(Int)
        /// After the row showing this view; nothing is inserted if the view is not in this stack.
        case afterView(UIView)
        /// Before the row showing this view; nothing is inserted if the view is not in this stack.
        case beforeView(UIView)
        /// After the row of this controller; nothing is inserted if it is not in this stack.
        case after(UIViewController)
        /// Before the row of this controller; nothing is inserted if it is not in this stack.
        case before(UIViewController)
    }

    /// Where a row ends up when scrolling to it. Positions are measured against the visible area
    /// (the bounds minus `adjustedContentInset`), and targets are clamped to the scrollable range.
    public enum ScrollPosition: Hashable, Sendable {
        /// The row's centre at the visible area's centre.
        case middle
        /// The row's end at the visible area's end.
        case final
        /// The row's start at the visible area's start.
        case initial
        /// The least scrolling that shows the whole row; none if it is already entirely visible.
        case automatic
    }

    /// How much of a row the visible area shows.
    public enum RowVisibility: Hashable, Sendable {
        /// The row is hidden.
        case hidden
        /// Part of the row is visible: the percentage (0–100) of its area.
        case partial(percentage: Double)
        /// The whole row is visible.
        case entire
        /// The row is shown but scrolled out of view.
        case offscreen
        /// The row has been removed from the stack.
        case removed

        /// `true` for `.partial` and `.entire`.
        public var isVisible: Bool {
            switch self {
            case .partial, .entire: true
            case .hidden, .offscreen, .removed: false
            }
        }

        init(_ visibility: EngineVisibility) {
            switch visibility {
            case .hidden: self = .hidden
            case .offscreen: self = .offscreen
            case .partial(let fraction): self = .partial(percentage: fraction * 100)
            case .entire: self = .entire
            case .removed: self = .removed
            }
        }
    }

    /// An animation runner: performs `animations` animated and calls `completion` when done.
    public typealias Animation = @MainActor (_ animations: @escaping () -> Void,
                                             _ completion: ((Bool) -> Void)?) -> Void

    // MARK: Defaults

    /// Default row insets: 12 points above and below, 16 on the sides (a table cell's margins).
    public static let defaultRowInsets = UIEdgeInsets(top: 12, left: 16, bottom: 12, right: 16)
    /// Default separator insets: aligned with the row's content on the leading side.
    public static let defaultSeparatorInsets = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    /// Default separator colour: the system separator colour.
    public static let defaultSeparatorColor: UIColor = .separator
    /// Default row background: clear.
    public static let defaultRowColor: UIColor = .clear
    /// Default highlight colour: a light grey (0.85).
    public static let defaultRowHighlightColor = UIColor(red: 0.85, green: 0.85, blue: 0.85, alpha: 1)

    /// The default hide/show/insert/remove animation: a 0.3 s spring with damping 1 (no bounce),
    /// interruptible and starting from the current state.
    public static func defaultAnimate(_ animations: @escaping () -> Void, completion: ((Bool) -> Void)?) {
        UIView.animate(withDuration: 0.3, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                       options: [.allowUserInteraction, .beginFromCurrentState], animations: animations,
                       completion: completion)
    }

    /// The default scroll animation: 0.3 s ease in-out, like `setContentOffset(_:animated:)`.
    public static func defaultScrollAnimate(_ animations: @escaping () -> Void, completion: ((Bool) -> Void)?) {
        UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseInOut, .allowUserInteraction, .beginFromCurrentState],
                       animations: animations, completion: completion)
    }

    // MARK: State

    var engine: StackEngine
    var rowsByID: [RowID: ScrollStackRow] = [:]
    var rowsByController: [ObjectIdentifier: ScrollStackRow] = [:]
    /// Rows removed since the last event dispatch, so their events can name them.
    var departedRows: [RowID: ScrollStackRow] = [:]
    /// Removed rows still animating out: arranged (collapsed) until their animation ends.
    var departingRows: [ObjectIdentifier: ScrollStackRow] = [:]
    /// Rows whose content Auto Layout resized since the engine last looked.
    var resizedRows: [ObjectIdentifier: ScrollStackRow] = [:]
    var lastReportedOffset: CGPoint?
    var isDispatchingEvents = false
    /// True while `layoutSubviews` runs: rows reporting new sizes then need no further pass.
    private var isInLayoutPass = false
    /// The last visible row when separators were last refreshed (its separator may need to return).
    private var separatorsLastVisibleRow: RowID?
    private var crossConstraint: NSLayoutConstraint?
    /// The drag to reorder in progress, if any.
    var reorderDrag: ReorderDrag?
    lazy var reorderRecognizer: UILongPressGestureRecognizer = {
        let recognizer = UILongPressGestureRecognizer(target: self, action: #selector(handleReorderGesture(_:)))
        recognizer.isEnabled = false
        return recognizer
    }()

    /// Whether a long press on a row lets the user drag it to another place. Default `false`.
    /// The other rows move aside as the row passes their middle (the engine's
    /// ``StackEngine/reorderDestination(of:draggedTo:)``, which never flips back and forth), the
    /// stack scrolls when the finger rests near an edge, and ``reorderDelegate`` may refuse a row
    /// or a place; it hears the move (first and last index) when the row is dropped. Rows of the
    /// other vocabularies keep working during a drag: index calls see the row where it is now.
    public var allowsReordering = false {
        didSet { updateReorderRecognizer() }
    }

    /// Decides which rows may be dragged and where; hears drops. Weak.
    public weak var reorderDelegate: ScrollStackReorderDelegate?
    private lazy var keyboardAvoider = KeyboardAvoider(scrollView: self) { [unowned self] frame in
        layoutIfNeededForQuery()
        return cgPoint(engine.scrollOffset(toReveal: rect(frame), margin: Double(KeyboardAvoider.margin), in: viewport))
    }

    /// Whether the stack keeps editing reachable above the keyboard: it adds the keyboard's overlap
    /// to its bottom inset (keeping the insets you set) and scrolls the text field or view being
    /// edited into view, 16 points clear of the keyboard, with the keyboard's animation. Default
    /// `true`; turn it off when something above the stack already avoids the keyboard (a container
    /// that resizes with `keyboardLayoutGuide`, say), or the inset would be applied twice.
    public var avoidsKeyboard: Bool {
        get { keyboardAvoider.isEnabled }
        set { keyboardAvoider.isEnabled = newValue }
    }
    private var backgroundInsetConstraints: [NSLayoutConstraint] = []

    /// The stack view the rows are arranged in. Use the row API to add, move or remove rows;
    /// arranging views in it directly is not supported. Its `spacing` is the space between rows.
    public let stackView: UIStackView = ArrangementView()

    /// The view behind the rows: its colour shows through the spacing between rows
    /// (``spacingColor``) and it carries the border (``borderColor``, ``borderWidth``).
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

    private static func initialConfiguration() -> StackConfiguration {
        StackConfiguration(rowInsets: insets(defaultRowInsets), separatorThickness: 1,
                           separatorInsets: insets(defaultSeparatorInsets), separatorPlacement: .overlay)
    }

    /// The rows VoiceOver reads, in order.
    var rowsInReadingOrder: [ScrollStackRow] { engine.shownRows.compactMap { rowsByID[$0] } }

    /// Scrolls the row holding a newly VoiceOver-focused element into view (least scrolling).
    @objc private func accessibilityFocusDidChange(_ notification: Notification) {
        guard let element = notification.userInfo?[UIAccessibility.focusedElementUserInfoKey] else { return }
        var view = element as? UIView ?? (element as? UIAccessibilityElement)?.accessibilityContainer as? UIView
        while let current = view, !(current is ScrollStackRow) { view = current.superview }
        guard let row = view as? ScrollStackRow, row.stack === self else { return }
        scroll(to: row, at: .automatic, animated: false, completion: OnceCompletion(nil))
    }

    /// Text size changed: every row is laid out and mirrored into the engine again after the next
    /// pass, whether or not its size changed (rows whose controller gives a fixed size are asked
    /// again too), so no size measured at the old text size survives.
    @objc private func contentSizeCategoryDidChange(_ notification: Notification) {
        for row in rows {
            row.contentView.invalidateIntrinsicContentSize()
            row.setNeedsLayout()
            applySize(of: row)
            resizedRows[ObjectIdentifier(row)] = row
        }
        setNeedsLayout()
    }

    private func commonInit() {
        (stackView as? ArrangementView)?.owner = self
        NotificationCenter.default.addObserver(self, selector: #selector(accessibilityFocusDidChange(_:)),
                                               name: UIAccessibility.elementFocusedNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(contentSizeCategoryDidChange(_:)),
                                               name: UIContentSizeCategory.didChangeNotification, object: nil)
        stackView.axis = .vertical
        stackView.alignment = .fill
        stackView.distribution = .fill
        stackView.translatesAutoresizingMaskIntoConstraints = false
        stackBackgroundView.translatesAutoresizingMaskIntoConstraints = false
        stackBackgroundView.layer.borderColor = borderColor.cgColor
        addSubview(stackBackgroundView)
        addSubview(stackView)
        NSLayoutConstraint.activate([
            stackBackgroundView.topAnchor.constraint(equalTo: contentLayoutGuide.topAnchor),
            stackBackgroundView.bottomAnchor.constraint(equalTo: contentLayoutGuide.bottomAnchor),
            stackBackgroundView.leadingAnchor.constraint(equalTo: contentLayoutGuide.leadingAnchor),
            stackBackgroundView.trailingAnchor.constraint(equalTo: contentLayoutGuide.trailingAnchor),
        ])
        backgroundInsetConstraints = [
            stackView.topAnchor.constraint(equalTo: stackBackgroundView.topAnchor),
            stackBackgroundView.bottomAnchor.constraint(equalTo: stackView.bottomAnchor),
            stackView.leadingAnchor.constraint(equalTo: stackBackgroundView.leadingAnchor),
            stackBackgroundView.trailingAnchor.constraint(equalTo: stackView.trailingAnchor),
        ]
        NSLayoutConstraint.activate(backgroundInsetConstraints)
        installCrossConstraint()
        _ = keyboardAvoider   // starts observing the keyboard
    }

    /// Rows fill the container across the axis: the width of a vertical stack, the height of a
    /// horizontal one.
    private func installCrossConstraint() {
        crossConstraint?.isActive = false
        crossConstraint = axis == .vertical
            ? stackBackgroundView.widthAnchor.constraint(equalTo: frameLayoutGuide.widthAnchor)
            : stackBackgroundView.heightAnchor.constraint(equalTo: frameLayoutGuide.heightAnchor)
        crossConstraint?.isActive = true
    }

    // MARK: Stack settings

    /// The direction rows follow one another in. Default `.vertical`. Changing it keeps every row's
    /// own settings; controllers that choose their size are asked again for the new axis.
    open var axis: NSLayoutConstraint.Axis = .vertical {
        didSet {
            guard axis != oldValue else { return }
            stackView.axis = axis
            installCrossConstraint()
            engine.configuration.axis = stackAxis(axis)
            alwaysBounceVertical = axis == .vertical
            alwaysBounceHorizontal = axis == .horizontal
            for row in rows {
                row.installSeparatorConstraints()
                applySize(of: row)
                // Measurements were along the other axis: take new ones at the next layout pass.
                resizedRows[ObjectIdentifier(row)] = row
            }
            setNeedsLayout()
        }
    }

    /// Default margins between a row's edges and its content, for rows that have not set their own
    /// (existing rows included). Default ``defaultRowInsets``.
    open var rowInsets: UIEdgeInsets = ScrollStack.defaultRowInsets {
        didSet {
            engine.configuration.rowInsets = insets(rowInsets)
            defaultsDidChange()
        }
    }

    /// Default extra space between a row's margins and its content (positive moves the content
    /// inwards on every side). Default `.zero`.
    open var rowPadding: UIEdgeInsets = .zero {
        didSet {
            engine.configuration.rowPadding = insets(rowPadding)
            defaultsDidChange()
        }
    }

    /// Default separator insets (left/right in a vertical stack, top/bottom in a horizontal one)
    /// for rows that have not set their own. Default ``defaultSeparatorInsets``.
    open var separatorInsets: UIEdgeInsets = ScrollStack.defaultSeparatorInsets {
        didSet {
            engine.configuration.separatorInsets = insets(separatorInsets)
            defaultsDidChange()
        }
    }

    /// Separator thickness in points, for rows that have not set their own. Default 1.
    open var separatorThickness: CGFloat = 1 {
        didSet {
            engine.configuration.separatorThickness = Double(separatorThickness)
            defaultsDidChange()
        }
    }

    /// Separator colour of every row. Setting it recolours existing separators. Default
    /// ``defaultSeparatorColor``.
    open var separatorColor: UIColor = ScrollStack.defaultSeparatorColor {
        didSet { rows.forEach { $0.separatorView.color = separatorColor } }
    }

    /// Whether separators are hidden unless a row shows its own. Applies to existing rows that have
    /// not chosen. Default `false`.
    open var hidesSeparatorsByDefault = false {
        didSet {
            engine.configuration.hidesSeparatorsByDefault = hidesSeparatorsByDefault
            defaultsDidChange()
        }
    }

    /// Hides the separator of the last *visible* row (hidden rows after it do not count), and
    /// follows along as rows are hidden, shown, added and removed. Default `false`.
    open var automaticallyHidesLastSeparator = false {
        didSet {
            engine.configuration.automaticallyHidesLastSeparator = automaticallyHidesLastSeparator
            refreshSeparators()
        }
    }

    /// Background of rows that have not set their own. Default clear.
    open var rowBackgroundColor: UIColor = ScrollStack.defaultRowColor {
        didSet { defaultsDidChange() }
    }

    /// Highlight colour of rows that have not set their own. Default ``defaultRowHighlightColor``.
    open var rowHighlightColor: UIColor = ScrollStack.defaultRowHighlightColor

    /// Space between rows (the stack view's spacing). Hidden rows take none. Default 0.
    open var spacing: CGFloat {
        get { stackView.spacing }
        set { stackView.spacing = newValue }
    }

    /// The colour seen in the spacing between rows (and behind rows with a clear background).
    open var spacingColor: UIColor? {
        get { stackBackgroundView.backgroundColor }
        set { stackBackgroundView.backgroundColor = newValue }
    }

    /// Colour of the border around the rows. Default gray; it shows once ``borderWidth`` is set.
    open var borderColor: UIColor = .gray {
        didSet { stackBackgroundView.layer.borderColor = borderColor.cgColor }
    }

    /// Width of the border around the rows; the rows are inset by it on every side. Default 0.
    /// Safe to set at any time, before or after the view is loaded.
    open var borderWidth: CGFloat = 0 {
        didSet {
            stackBackgroundView.layer.borderWidth = borderWidth
            for constraint in backgroundInsetConstraints { constraint.constant = borderWidth }
            engine.configuration.contentInsets = Insets(all: Double(borderWidth))
            setNeedsLayout()
        }
    }

    /// Whether hiding a row also fades it out (and showing fades it in) while it collapses.
    /// Default `true`.
    open var fadesRowsWhenHiding = true

    /// Runs insert, remove, hide, show, move and reload animations. Replace it to change their
    /// timing; default ``defaultAnimate(_:completion:)``.
    open var animate: Animation = { ScrollStack.defaultAnimate($0, completion: $1) }

    /// Runs animated scrolls. Default ``defaultScrollAnimate(_:completion:)``.
    open var scrollAnimate: Animation = { ScrollStack.defaultScrollAnimate($0, completion: $1) }

    /// Receives scroll, visibility, layout and content-size events. Setting it leaves the scroll
    /// view's `delegate` alone.
    open weak var stackDelegate: ScrollStackControllerDelegate?

    /// Called after a row was added (`isRemoved == false`) or removed (`true`), once per row, after
    /// the layout pass that follows the change.
    open var onChangeRow: ((_ row: ScrollStackRow, _ isRemoved: Bool) -> Void)?

    /// Called when the stack view's spacing changed, however it was set.
    fileprivate func spacingDidChange() {
        engine.configuration.spacing = Double(stackView.spacing)
        setNeedsLayout()
    }

    private func defaultsDidChange() {
        for row in rows { row.stackDefaultsDidChange() }
        refreshSeparators()
        setNeedsLayout()
    }

    // MARK: Rows

    /// Every row, in order, hidden ones included.
    public var rows: [ScrollStackRow] { engine.rows.compactMap { rowsByID[$0] } }

    /// Whether the stack has no rows.
    public var isEmpty: Bool { engine.isEmpty }

    /// The first row, hidden or not.
    open var firstRow: ScrollStackRow? { engine.firstRow.flatMap { rowsByID[$0] } }

    /// The last row, hidden or not.
    open var lastRow: ScrollStackRow? { engine.lastRow.flatMap { rowsByID[$0] } }

    /// The rows at least partly visible (in the bounds minus `adjustedContentInset`), in order.
    public var visibleRows: [ScrollStackRow] {
        layoutIfNeededForQuery()
        return engine.visibleRows(in: visibleRect).compactMap { rowsByID[$0] }
    }

    /// The rows entirely visible, in order.
    public var entirelyVisibleRows: [ScrollStackRow] {
        layoutIfNeededForQuery()
        return engine.entirelyVisibleRows(in: visibleRect).compactMap { rowsByID[$0] }
    }

    /// Misspelt name of ``entirelyVisibleRows`` kept for code written for ScrollStackController.
    @available(*, deprecated, renamed: "entirelyVisibleRows")
    public var enterlyVisibleRows: [ScrollStackRow] { entirelyVisibleRows }

    /// The part of the content the user sees: the bounds minus the adjusted content inset.
    var visibleRect: Rect { rect(bounds.inset(by: adjustedContentInset)) }

    var viewport: Viewport {
        Viewport(offset: Point(x: Double(contentOffset.x), y: Double(contentOffset.y)),
                 size: Size(width: Double(bounds.width), height: Double(bounds.height)),
                 insets: insets(adjustedContentInset))
    }

    /// Brings the engine up to date before answering a question, unless a layout pass is running.
    func layoutIfNeededForQuery() {
        if !isDispatchingEvents { layoutIfNeeded() }
    }

    /// The row whose content is `view`, if it belongs to this stack (a view in another stack is not
    /// found here).
    func ownedRow(for view: UIView) -> ScrollStackRow? {
        guard let row = view.superview as? ScrollStackRow, row.stack === self, row.contentView === view else { return nil }
        return row
    }

    func ownedRow(for controller: UIViewController) -> ScrollStackRow? {
        rowsByController[ObjectIdentifier(controller)]
    }

    /// The row at `index`, trapping with the caller's name, the index and the count otherwise.
    func checkedRow(at index: Int, in function: StaticString) -> ScrollStackRow {
        guard index >= 0 && index < engine.count else {
            fatalError("\(function): row index \(index) is out of range; the stack has \(engine.count) rows")
        }
        return rowsByID[engine.row(at: index)]!
    }

    // MARK: Engine sync

    /// What the engine should know about a row: its overrides and its size rule.
    func spec(for row: ScrollStackRow) -> RowSpec {
        var spec = row.spec
        if let size = controllerSize(of: row), case .fixed(let extent) = size {
            spec.size = .fixed(Double(extent))
        } else {
            // Until Auto Layout has measured the row, the stack's estimate stands in for it.
            let extent = row.contentExtent(along: axis)
            spec.size = extent > 0 ? .estimated(Double(extent)) : .fitting
        }
        return spec
    }

    func controllerSize(of row: ScrollStackRow) -> ControllerSize? {
        (row.controller as? ScrollStackContainableController)?.scrollStackRowSizeForAxis(axis, row: row, in: self)
    }

    /// Applies a containable controller's size rule to its row (constraint and engine).
    func applySize(of row: ScrollStackRow) {
        guard let id = row.rowID else { return }
        if case .fixed(let extent)? = controllerSize(of: row) {
            row.setFixedExtent(extent)
            engine.setSize(.fixed(Double(extent)), forRow: id)
        } else {
            row.setFixedExtent(nil)
            if case .fixed = engine.spec(of: id)?.size {
                let extent = row.contentExtent(along: axis)
                engine.setSize(extent > 0 ? .estimated(Double(extent)) : .fitting, forRow: id)
            }
        }
        setNeedsLayout()
    }

    func rowSpecDidChange(_ row: ScrollStackRow) {
        guard let id = row.rowID else { return }
        let spec = row.spec
        engine.updateSpec(ofRow: id) { current in
            current.insets = spec.insets
            current.padding = spec.padding
            current.separator = spec.separator
        }
        refreshSeparators([row])
        setNeedsLayout()
    }

    func rowContentDidResize(_ row: ScrollStackRow) {
        resizedRows[ObjectIdentifier(row)] = row
        if !isInLayoutPass { setNeedsLayout() }
    }

    /// Shows or hides separators as the engine decides (row settings, stack defaults and "hide the
    /// last visible separator"), for the rows whose settings changed (every row when `nil`) and for
    /// the last visible row before and after the change, the only other ones that can change.
    func refreshSeparators(_ touched: [ScrollStackRow]? = nil) {
        var candidates = touched ?? rows
        let lastVisible = engine.lastVisibleRow
        for id in [separatorsLastVisibleRow, lastVisible].compactMap({ $0 }) {
            if let row = rowsByID[id] { candidates.append(row) }
        }
        separatorsLastVisibleRow = lastVisible
        for row in candidates {
            guard row.stack === self, let id = row.rowID else { continue }
            let shows = engine.frames(of: id)?.separator != nil
            if row.separatorView.isHidden == shows { row.separatorView.isHidden = !shows }
        }
    }

    override open func layoutSubviews() {
        super.layoutSubviews()
        isInLayoutPass = true
        defer { isInLayoutPass = false }
        // Lay the rows out now, so the sizes read below are this pass's.
        stackView.layoutIfNeeded()
        engine.configuration.containerSize = Size(width: Double(bounds.width), height: Double(bounds.height))
        for row in resizedRows.values {
            if let id = row.rowID { engine.setMeasuredExtent(Double(row.contentExtent(along: axis)), of: id) }
        }
        resizedRows.removeAll()
        dispatchEvents()
    }

    /// Reports what changed since the last layout pass, once: scrolling, added and removed rows,
    /// visibility changes, the content size and "layout updated".
    private func dispatchEvents() {
        guard !isDispatchingEvents else { return }
        isDispatchingEvents = true
        defer {
            isDispatchingEvents = false
            departedRows.removeAll()
        }
        let events = engine.commit(visibleRect: visibleRect)
        if lastReportedOffset != contentOffset {
            lastReportedOffset = contentOffset
            stackDelegate?.scrollStackDidScroll(self, offset: contentOffset)
        }
        for event in events {
            switch event {
            case .rowInserted(let id, _):
                if let row = rowsByID[id] { onChangeRow?(row, false) }
            case .rowRemoved(let id, _):
                if let row = departedRows[id] ?? rowsByID[id] { onChangeRow?(row, true) }
            case .rowMoved:
                break
            case .visibilityChanged(let change):
                report(change)
            case .contentSizeChanged(let from, let to):
                stackDelegate?.scrollStackContentSizeDidChange(self, from: cgSize(from), to: cgSize(to))
            case .layoutUpdated:
                stackDelegate?.scrollStackDidUpdateLayout(self)
            }
        }
    }

    private func report(_ change: VisibilityChange) {
        guard let delegate = stackDelegate, let row = rowsByID[change.row] ?? departedRows[change.row] else { return }
        let index = change.index ?? row.lastKnownIndex ?? 0
        let new = RowVisibility(change.new)
        delegate.scrollStackRowVisibilityDidChange(self, row: row, index: index, from: change.old.map(RowVisibility.init),
                                                   to: new)
        // The ScrollStackController events: more visible, or less visible, by kind.
        if change.becameMoreVisible {
            delegate.scrollStackRowDidBecomeVisible(self, row: row, index: index, state: new)
        } else if change.becameLessVisible {
            delegate.scrollStackRowDidBecomeHidden(self, row: row, index: index, state: new)
        }
    }

    // MARK: Extension points

    /// Returns the row wrapper for a new row. Override to return a ``ScrollStackRow`` subclass;
    /// the stack applies its defaults afterwards and then calls ``configureCell(_:)``.
    open func cellForRow(_ row: UIView) -> ScrollStackRow {
        ScrollStackRow(contentView: row)
    }

    /// Called for every new row after the stack's defaults were applied; override to customise rows.
    /// What you set here is kept.
    open func configureCell(_ cell: ScrollStackRow) {}

    // MARK: Child view controllers

    /// The view controller this stack's view belongs to: the first one up the responder chain.
    /// Controllers shown in rows become its children.
    public var containingViewController: UIViewController? { nearestViewController(of: self) }

    /// Makes a row's controller (its view already in the row) a child of the containing
    /// controller; deferred until the stack has one.
    func adopt(_ controller: UIViewController) {
        contain(controller, in: containingViewController)
    }

    override open func didMoveToSuperview() {
        super.didMoveToSuperview()
        adoptAllControllers()
    }

    override open func didMoveToWindow() {
        super.didMoveToWindow()
        adoptAllControllers()
    }

    private func adoptAllControllers() {
        for row in rowsByController.values {
            if let controller = row.controller { adopt(controller) }
        }
    }
}

/// The stack view rows are arranged in; it tells its stack when its spacing changes, whoever
/// changed it.
final class ArrangementView: UIStackView {
    weak var owner: ScrollStack?

    override var spacing: CGFloat {
        didSet { owner?.spacingDidChange() }
    }

    /// VoiceOver reads the rows in the stack's order (the engine's ``StackEngine/shownRows``):
    /// hidden rows and rows animating out are skipped, whatever their frames.
    override var accessibilityElements: [Any]? {
        get { owner?.rowsInReadingOrder ?? super.accessibilityElements }
        set { super.accessibilityElements = newValue }
    }
}
#endif
