#if canImport(UIKit)
import UIKit
#if canImport(ScrollStackCore)
import ScrollStackCore
#endif

// StackFlowView: a push/pop flow of views in which only the newest is interactive. The rules (where
// items go, how they fade, what a tap or swipe asks for, how a push or pop moves) are the engine's
// StackFlow; this view measures items, places them at the frames it computes and animates them.

/// Hears what a ``StackFlowView`` is asked to do and what it did. Every method is optional.
///
/// Gestures and header buttons never push or pop by themselves: they *request*, and you decide.
/// Without a delegate (or without your own implementation) a pop request pops, and a push request
/// does nothing (only you know what comes next).
@MainActor
public protocol StackFlowDelegate: AnyObject {
    /// A tap on an older item (pop back to it), a swipe toward the head, or a header "back" button
    /// asked to pop `numberOfItems` items (at least 1).
    func stackFlowViewDidRequestPop(_ stackView: StackFlowView, numberOfItems: Int)
    /// A swipe away from the head or a header "next" button asked for the next item.
    func stackFlowViewDidRequestPush(_ stackView: StackFlowView)
    /// An item is about to be popped (called once per item, newest first).
    func stackFlowViewWillPop(_ stackView: StackFlowView)
    /// An item was popped and its animation has finished (once per item).
    func stackFlowViewDidPop(_ stackView: StackFlowView)
    /// `view` is about to be pushed.
    func stackFlowView(_ stackView: StackFlowView, willPush view: UIView)
    /// `view` was pushed and its animation has finished.
    func stackFlowView(_ stackView: StackFlowView, didPush view: UIView)
}

extension StackFlowDelegate {
    /// Default: pops the requested items.
    public func stackFlowViewDidRequestPop(_ stackView: StackFlowView, numberOfItems: Int) {
        stackView.pop(numberOfItems)
    }
    /// Default: nothing.
    public func stackFlowViewDidRequestPush(_ stackView: StackFlowView) {}
    /// Default: nothing.
    public func stackFlowViewWillPop(_ stackView: StackFlowView) {}
    /// Default: nothing.
    public func stackFlowViewDidPop(_ stackView: StackFlowView) {}
    /// Default: nothing.
    public func stackFlowView(_ stackView: StackFlowView, willPush view: UIView) {}
    /// Default: nothing.
    public func stackFlowView(_ stackView: StackFlowView, didPush view: UIView) {}
}

/// How a pushed item looks: its background and its header bar (shown when the item has a title).
public struct StackItemAppearance {
    /// The item's background.
    public var backgroundColor: UIColor
    /// The header bar shown above the item's content when it has a title.
    public var topBarAppearance: TopBar

    /// Creates an appearance; without a top bar, the standard one.
    public init(backgroundColor: UIColor, topBarAppearance: TopBar? = nil) {
        self.backgroundColor = backgroundColor
        self.topBarAppearance = topBarAppearance ?? .standard
    }

    /// A clear item with the standard top bar.
    public static var standard: StackItemAppearance { StackItemAppearance(backgroundColor: .clear) }

    /// A header bar: the title in the middle, a "back" (pop) button at the leading edge of the
    /// newest item when there is an older one, and a "next" (push) button at its trailing edge.
    public struct TopBar {
        /// The bar's background.
        public var backgroundColor: UIColor
        /// The title's font.
        public var titleFont: UIFont
        /// The title's colour.
        public var titleTextColor: UIColor
        /// How the "back" button looks.
        public var popButtonIdentity: Button
        /// How the "next" button looks.
        public var pushButtonIdentity: Button

        /// Creates a bar appearance.
        public init(backgroundColor: UIColor, titleFont: UIFont, titleTextColor: UIColor, popButtonIdentity: Button,
                    pushButtonIdentity: Button) {
            self.backgroundColor = backgroundColor
            self.titleFont = titleFont
            self.titleTextColor = titleTextColor
            self.popButtonIdentity = popButtonIdentity
            self.pushButtonIdentity = pushButtonIdentity
        }

        /// A white bar with the system font, a dark grey title and blue "Back" and "Next" buttons.
        public static var standard: TopBar {
            TopBar(backgroundColor: .white, titleFont: .systemFont(ofSize: 17), titleTextColor: .darkGray,
                   popButtonIdentity: Button(title: NSAttributedString(string: "Back", attributes: [.foregroundColor: UIColor.systemBlue])),
                   pushButtonIdentity: Button(title: NSAttributedString(string: "Next", attributes: [.foregroundColor: UIColor.systemBlue])))
        }

        /// A header button: an image or an attributed title.
        public struct Button {
            /// The image, for an icon button.
            public var icon: UIImage?
            /// The title, for a text button.
            public var title: NSAttributedString?

            /// An icon button.
            public init(icon: UIImage) { self.icon = icon }

            /// A text button.
            public init(title: NSAttributedString) { self.title = title }
        }
    }
}

/// A push/pop flow of views (StackFlowView): each pushed view sits against the growth edge, older
/// ones move away from it and fade, and only the newest is interactive. Going back means popping.
///
/// Items are measured when pushed and again on every layout pass while on screen, with Auto Layout
/// when the view has constraints (so a view sized only by constraints does not collapse) and from
/// its bounds otherwise; with ``isAutoresizingItems`` they fill the width (or height) of the flow.
/// Items that no longer fit are clipped at the edge opposite the head.
///
/// Calls that take a view never trap: pushing a view that is already in the flow does nothing, and
/// pops clamp to the items there are (a negative count pops nothing). `did` events and completions
/// run once, when the animation has finished or was interrupted by the next push or pop.
@MainActor
open class StackFlowView: UIView {
    /// The edge new items are pushed against.
    public typealias Direction = FlowDirection
    /// The gestures that make requests: `.swipe`, `.tap`; `.none` and `.all` are option sets.
    public typealias NavigationOptions = FlowNavigationOptions

    /// What separates items.
    public enum SeparationStyle {
        /// Items touch.
        case none
        /// A line between items.
        case line(thickness: CGFloat, color: UIColor)
        /// Empty space between items.
        case padding(size: CGFloat)

        /// StackFlowView's misspelt name for ``line(thickness:color:)``.
        @available(*, deprecated, renamed: "line(thickness:color:)")
        public static func line(thikness: CGFloat, color: UIColor) -> SeparationStyle {
            .line(thickness: thikness, color: color)
        }

        var model: FlowSeparation {
            switch self {
            case .none: .none
            case let .line(thickness, _): .line(thickness: Double(thickness))
            case let .padding(size): .padding(size: Double(size))
            }
        }
    }

    /// How older items fade.
    public indirect enum FadingStyle {
        /// No fading.
        case none
        /// Older items are covered by `color`: the item before the newest with opacity
        /// `1 - preLastAlpha`, each older one `alphaDecrement` more (nil: all alike). The colour is
        /// really shown.
        case tint(color: UIColor, preLastAlpha: CGFloat, alphaDecrement: CGFloat?)
        /// Content fades out from the far edge of the newest item over `effectDistance` points.
        case gradientMask(effectDistance: CGFloat)
        /// Several styles at once.
        case combined([FadingStyle])

        /// StackFlowView's spelling of ``combined(_:)``.
        public static func combined(styles: [FadingStyle]) -> FadingStyle { .combined(styles) }

        var model: FlowFading {
            switch self {
            case .none: .none
            case let .tint(_, preLastAlpha, alphaDecrement):
                .tint(preLastAlpha: Double(preLastAlpha), alphaDecrement: alphaDecrement.map(Double.init))
            case let .gradientMask(effectDistance): .gradientMask(effectDistance: Double(effectDistance))
            case let .combined(styles): .combined(styles.map(\.model))
            }
        }

        /// The tint colour (the first one, when several tints are combined).
        var tintColor: UIColor? {
            switch self {
            case .none, .gradientMask: nil
            case let .tint(color, _, _): color
            case let .combined(styles): styles.lazy.compactMap(\.tintColor).first
            }
        }
    }

    // MARK: Configuration

    /// Hears requests and events. Weak: the flow never keeps its delegate alive.
    public weak var delegate: (any StackFlowDelegate)?

    /// Space between the growth edge and the newest item. Default 0.
    public var headPadding: CGFloat = 0 {
        didSet { flow.headPadding = Double(headPadding); setNeedsLayout() }
    }

    /// The edge new items are pushed against. Default `.down`. Changing it moves every item
    /// (and the head padding) to the new edge.
    public var growthDirection: Direction = .down {
        didSet { flow.direction = growthDirection; setNeedsLayout() }
    }

    /// What separates items. Default a 1-point white line.
    public var separationStyle: SeparationStyle = .line(thickness: 1, color: .white) {
        didSet { flow.separation = separationStyle.model; setNeedsLayout() }
    }

    /// How older items fade. Default: a black tint leaving the item before the newest at 0.9, plus
    /// a 500-point gradient mask.
    public var fadingStyle: FadingStyle = .combined(styles: [.tint(color: .black, preLastAlpha: 0.9, alphaDecrement: nil),
                                                            .gradientMask(effectDistance: 500)]) {
        didSet { flow.fading = fadingStyle.model; setNeedsLayout() }
    }

    /// The gestures that make requests. Default `[.swipe, .tap]`.
    public var userNavigationOptions: NavigationOptions = [.swipe, .tap] {
        didSet { flow.navigationOptions = userNavigationOptions; updateRecognizers() }
    }

    /// Seconds a push or pop takes (ease in and out). Default 0.25.
    public var transitionDuration: Double = 0.25 {
        didSet { flow.timing = .easeInOut(duration: max(0, transitionDuration)) }
    }

    /// Whether items stay inside the safe area. Default `true`.
    public var isSeekingSafeArea = true {
        didSet { setNeedsLayout() }
    }

    /// Whether items fill the flow across its axis (width of a vertical flow). Default `true`;
    /// when `false` an item keeps its own width (height) and sits at the leading (top) edge.
    public var isAutoresizingItems = true {
        didSet { setNeedsLayout() }
    }

    // MARK: State

    /// The area items are laid out in: the bounds, inside the safe area when
    /// ``isSeekingSafeArea``. Size views with it before pushing them.
    public var safeSize: CGSize { containerRect.size }

    /// The number of items.
    public var numberOfItems: Int { flow.count }

    /// The newest item's view.
    public var lastItemContent: UIView? { flow.newestItem.flatMap { items[$0]?.content } }

    /// The pushed views, oldest first.
    public var itemContents: [UIView] { flow.items.compactMap { items[$0]?.content } }

    private var flow = StackFlow()
    private var items: [RowID: StackFlowItemView] = [:]
    /// Popped items, kept until their animation ends.
    private var departing: [RowID: StackFlowItemView] = [:]
    private var separators: [RowID: UIView] = [:]
    private var running: (transition: Transition, start: CFTimeInterval)?
    /// The running change's `did` events and completion, called when it ends or is superseded.
    /// Only the animation whose finisher is still this one clears ``running`` and ``departing``.
    private var finishRunning: OnceCompletion?
    private let gestureFilter = StackFlowGestureFilter()
    private lazy var tapRecognizer = UITapGestureRecognizer(target: self, action: #selector(handleTap(_:)))
    private lazy var swipeRecognizers: [UISwipeGestureRecognizer] = [
        UISwipeGestureRecognizer.Direction.up, .down, .left, .right,
    ].map { direction in
        let recognizer = UISwipeGestureRecognizer(target: self, action: #selector(handleSwipe(_:)))
        recognizer.direction = direction
        return recognizer
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        clipsToBounds = true
        flow.separation = separationStyle.model
        flow.fading = fadingStyle.model
        gestureFilter.owner = self
        tapRecognizer.cancelsTouchesInView = false
        tapRecognizer.delegate = gestureFilter
        addGestureRecognizer(tapRecognizer)
        for recognizer in swipeRecognizers {
            recognizer.delegate = gestureFilter
            addGestureRecognizer(recognizer)
        }
        updateRecognizers()
    }

    private func updateRecognizers() {
        tapRecognizer.isEnabled = userNavigationOptions.contains(.tap)
        for recognizer in swipeRecognizers { recognizer.isEnabled = userNavigationOptions.contains(.swipe) }
    }

    private var containerRect: CGRect {
        isSeekingSafeArea ? bounds.inset(by: safeAreaInsets) : bounds
    }

    // MARK: Push and pop

    /// Pushes `view` against the growth edge, with a header bar when `title` is given. A view
    /// already in the flow is not pushed again (`completion` still runs, at once).
    ///
    /// The item's length is measured now and on every layout pass of the flow: with Auto Layout
    /// (`systemLayoutSizeFitting` across the flow's width or height) when ``isAutoresizingItems``,
    /// else, or when that gives nothing, from the view's frame. After changing a step's content so
    /// that its size changes, call `setNeedsLayout()` on the flow (inside an animation block with
    /// `layoutIfNeeded()` to animate it).
    public func push(_ view: UIView, title: String? = nil, customAppearance: StackItemAppearance? = nil,
                     completion: (() -> Void)? = nil) {
        guard !items.values.contains(where: { $0.content === view }) else {
            completion?()
            return
        }
        layoutIfNeeded()
        let item = StackFlowItemView(content: view, title: title, appearance: customAppearance ?? .standard)
        item.onPop = { [weak self] in self?.forward(.pop(count: 1)) }
        item.onPush = { [weak self] in self?.forward(.push) }
        flow.containerSize = Size(width: Double(containerRect.width), height: Double(containerRect.height))
        let change = flow.push(extent: measure(item), interrupting: currentTransition())
        guard let id = change.pushed else { return }
        items[id] = item
        addSubview(item)
        perform(change, completion: completion)
    }

    /// Pops the `numberOfItems` newest items (all of them when there are fewer; none when the
    /// count is negative).
    public func pop(_ numberOfItems: Int = 1, completion: (() -> Void)? = nil) {
        let change = flow.pop(numberOfItems, interrupting: currentTransition())
        guard !change.isEmpty else {
            completion?()
            return
        }
        for id in change.popped {
            departing[id] = items.removeValue(forKey: id)
        }
        perform(change, completion: completion)
    }

    /// Pops every item newer than the one showing `view`; nothing when `view` is not in the flow.
    public func pop(to view: UIView, completion: (() -> Void)? = nil) {
        guard let id = items.first(where: { $0.value.content === view })?.key, let depth = flow.depth(of: id) else {
            completion?()
            return
        }
        pop(depth, completion: completion)
    }

    /// Pops every item.
    public func clean(completion: (() -> Void)? = nil) {
        pop(flow.count, completion: completion)
    }

    private func currentTransition() -> (transition: Transition, elapsed: Double)? {
        running.map { ($0.transition, CACurrentMediaTime() - $0.start) }
    }

    private func deliver(_ events: [FlowEvent], views: [RowID: UIView]) {
        for event in events {
            switch event {
            case .willPush(let id): if let view = views[id] { delegate?.stackFlowView(self, willPush: view) }
            case .didPush(let id): if let view = views[id] { delegate?.stackFlowView(self, didPush: view) }
            case .willPop: delegate?.stackFlowViewWillPop(self)
            case .didPop: delegate?.stackFlowViewDidPop(self)
            }
        }
    }

    /// Tells the delegate, shows the change's transition, and when it ends tells the delegate again
    /// and runs `completion`. A change made while another animates first finishes the earlier one's
    /// `did` events and completion, so the delegate always sees will/did pairs in order; popped
    /// items leave the view hierarchy when the newest animation ends, since it may still move them.
    private func perform(_ change: FlowChange, completion: (() -> Void)?) {
        finishRunning?()
        var views: [RowID: UIView] = [:]
        for id in [change.pushed].compactMap({ $0 }) + change.popped {
            views[id] = (items[id] ?? departing[id])?.content
        }
        deliver(change.willEvents, views: views)
        let origin = containerRect.origin
        let transition = change.transition
        UIView.performWithoutAnimation {
            for row in transition.rows { place(row.row, frames: row.from, alpha: row.fromAlpha, origin: origin) }
        }
        applyAppearance()
        running = (transition, CACurrentMediaTime())
        let finish = OnceCompletion { [weak self] in
            guard let self else { return }
            self.deliver(change.didEvents, views: views)
            completion?()
        }
        finishRunning = finish
        UIView.animate(withDuration: transitionDuration, delay: 0,
                       options: [.curveEaseInOut, .beginFromCurrentState, .allowUserInteraction]) {
            for row in transition.rows { self.place(row.row, frames: row.to, alpha: row.toAlpha, origin: origin) }
        } completion: { [weak self] _ in
            finish()
            guard let self, self.finishRunning === finish else { return }
            self.running = nil
            self.finishRunning = nil
            for (id, item) in self.departing {
                item.removeFromSuperview()
                self.separators.removeValue(forKey: id)?.removeFromSuperview()
            }
            self.departing.removeAll()
            self.setNeedsLayout()
        }
    }

    // MARK: Layout

    /// The item's extent along the flow's axis: its header plus its content, measured at the
    /// flow's cross size.
    private func measure(_ item: StackFlowItemView) -> Double {
        let vertical = growthDirection.isVertical
        let container = containerRect.size
        let content = item.content
        var main: CGFloat
        if isAutoresizingItems {
            let target = vertical
                ? CGSize(width: container.width, height: UIView.layoutFittingCompressedSize.height)
                : CGSize(width: UIView.layoutFittingCompressedSize.width, height: max(0, container.height - item.headerHeight))
            let fitted = content.systemLayoutSizeFitting(target,
                                                         withHorizontalFittingPriority: vertical ? .required : .fittingSizeLevel,
                                                         verticalFittingPriority: vertical ? .fittingSizeLevel : .required)
            main = vertical ? fitted.height : fitted.width
        } else {
            main = 0
        }
        // Views without constraints report nothing: their own frame decides.
        if main <= 0 { main = vertical ? content.bounds.height : content.bounds.width }
        return Double(main + (vertical ? item.headerHeight : 0))
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let container = containerRect
        flow.containerSize = Size(width: Double(container.width), height: Double(container.height))
        // Items on screen are measured again: content may have changed size since it was pushed.
        for layout in flow.layouts() {
            if let item = items[layout.id] { flow.setExtent(measure(item), of: layout.id) }
        }
        // While a push or pop animates, its end frames are already set.
        if running == nil {
            var onScreen = Set<RowID>()
            for layout in flow.layouts() {
                onScreen.insert(layout.id)
                place(layout.id, frames: RowFrames(row: layout.frame, content: layout.frame, separator: layout.separator),
                      alpha: 1, origin: container.origin)
            }
            for (id, item) in items where !onScreen.contains(id) {
                item.isHidden = true
                separators[id]?.isHidden = true
            }
        }
        applyAppearance()
    }

    /// Puts an item (and its separator) at frames given in the container's coordinates.
    private func place(_ id: RowID, frames: RowFrames, alpha: Double, origin: CGPoint) {
        guard let item = items[id] ?? departing[id] else { return }
        item.isHidden = false
        item.frame = cgRect(frames.content).offsetBy(dx: origin.x, dy: origin.y)
        item.alpha = CGFloat(alpha)
        item.layoutContent(autoresizing: isAutoresizingItems)
        if let separatorFrame = frames.separator, case let .line(_, color) = separationStyle {
            let separator = separators[id] ?? {
                let view = UIView()
                view.isUserInteractionEnabled = false
                insertSubview(view, at: 0)
                separators[id] = view
                return view
            }()
            separator.backgroundColor = color
            separator.isHidden = false
            separator.frame = cgRect(separatorFrame).offsetBy(dx: origin.x, dy: origin.y)
            separator.alpha = CGFloat(alpha)
        } else {
            separators[id]?.isHidden = true
        }
    }

    /// Fading, interactivity and header buttons of the items on screen, from the flow's layout.
    private func applyAppearance() {
        let tintColor = fadingStyle.tintColor ?? .black
        for layout in flow.layouts() {
            guard let item = items[layout.id] else { continue }
            item.isUserInteractionEnabled = layout.isInteractive
            // VoiceOver reads the current step; the header's back button goes back.
            item.content.accessibilityElementsHidden = !layout.isInteractive
            item.apply(fade: layout.fade, tintColor: tintColor, direction: growthDirection)
            let buttons = flow.headerButtons(of: layout.id)
            item.setButtons(pop: buttons.pop, push: buttons.push)
        }
        for item in departing.values { item.isUserInteractionEnabled = false }
    }

    // MARK: Gestures

    fileprivate func shouldReceive(_ recognizer: UIGestureRecognizer, at point: CGPoint) -> Bool {
        // Taps inside the newest item belong to its content.
        guard recognizer === tapRecognizer, let newest = flow.newestItem, let item = items[newest] else { return true }
        return !item.frame.contains(point)
    }

    @objc private func handleTap(_ recognizer: UITapGestureRecognizer) {
        let location = recognizer.location(in: self)
        let origin = containerRect.origin
        let point = Point(x: Double(location.x - origin.x), y: Double(location.y - origin.y))
        if let request = flow.request(forTapAt: point) { forward(request) }
    }

    @objc private func handleSwipe(_ recognizer: UISwipeGestureRecognizer) {
        let direction: FlowDirection
        switch recognizer.direction {
        case .up: direction = .up
        case .down: direction = .down
        case .left: direction = .left
        default: direction = .right
        }
        if let request = flow.request(forSwipe: direction) { forward(request) }
    }

    /// Hands a request to the delegate; without one, a pop request pops.
    private func forward(_ request: FlowRequest) {
        switch request {
        case .pop(let count):
            if let delegate { delegate.stackFlowViewDidRequestPop(self, numberOfItems: count) } else { pop(count) }
        case .push:
            delegate?.stackFlowViewDidRequestPush(self)
        }
    }
}

/// Keeps the flow's tap recognizer out of the newest item, so its buttons and fields work.
@MainActor
private final class StackFlowGestureFilter: NSObject, UIGestureRecognizerDelegate {
    weak var owner: StackFlowView?

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        guard let owner else { return true }
        return owner.shouldReceive(gestureRecognizer, at: touch.location(in: owner))
    }
}

/// One item: an optional header bar, the pushed view, and the tint and mask that fade it.
@MainActor
final class StackFlowItemView: UIView {
    let content: UIView
    private let header: UIView?
    private let titleLabel = UILabel()
    private let popButton = UIButton(type: .system)
    private let pushButton = UIButton(type: .system)
    private let tintOverlay = UIView()
    private let maskLayer = CAGradientLayer()
    var onPop: (() -> Void)?
    var onPush: (() -> Void)?

    var headerHeight: CGFloat { header == nil ? 0 : 44 }

    init(content: UIView, title: String?, appearance: StackItemAppearance) {
        self.content = content
        header = title == nil ? nil : UIView()
        super.init(frame: .zero)
        clipsToBounds = true
        backgroundColor = appearance.backgroundColor
        addSubview(content)
        if let header, let title {
            let bar = appearance.topBarAppearance
            header.backgroundColor = bar.backgroundColor
            titleLabel.text = title
            titleLabel.font = bar.titleFont
            titleLabel.textColor = bar.titleTextColor
            titleLabel.textAlignment = .center
            header.addSubview(titleLabel)
            configure(popButton, bar.popButtonIdentity, label: "Back", action: #selector(popTapped))
            configure(pushButton, bar.pushButtonIdentity, label: "Next", action: #selector(pushTapped))
            header.addSubview(popButton)
            header.addSubview(pushButton)
            addSubview(header)
        }
        tintOverlay.isUserInteractionEnabled = false
        tintOverlay.isHidden = true
        addSubview(tintOverlay)
    }

    required init?(coder: NSCoder) {
        fatalError("StackFlowItemView is created by StackFlowView only")
    }

    private func configure(_ button: UIButton, _ identity: StackItemAppearance.TopBar.Button, label: String, action: Selector) {
        if let icon = identity.icon { button.setImage(icon, for: .normal) }
        if let title = identity.title { button.setAttributedTitle(title, for: .normal) }
        button.accessibilityLabel = identity.title?.string ?? label
        button.addTarget(self, action: action, for: .touchUpInside)
        button.isHidden = true
    }

    @objc private func popTapped() { onPop?() }
    @objc private func pushTapped() { onPush?() }

    func setButtons(pop: Bool, push: Bool) {
        popButton.isHidden = !pop
        pushButton.isHidden = !push
    }

    /// Lays out the header and the content inside the item's bounds.
    func layoutContent(autoresizing: Bool) {
        let top = headerHeight
        if let header {
            header.frame = CGRect(x: 0, y: 0, width: bounds.width, height: top)
            let margin: CGFloat = 20
            popButton.sizeToFit()
            pushButton.sizeToFit()
            popButton.frame.origin = CGPoint(x: margin, y: (top - popButton.bounds.height) / 2)
            pushButton.frame.origin = CGPoint(x: bounds.width - margin - pushButton.bounds.width, y: (top - pushButton.bounds.height) / 2)
            let side = max(popButton.bounds.width, pushButton.bounds.width) + margin * 2
            titleLabel.frame = CGRect(x: side, y: 0, width: max(0, bounds.width - side * 2), height: top)
        }
        let area = CGRect(x: 0, y: top, width: bounds.width, height: max(0, bounds.height - top))
        if autoresizing {
            content.frame = area
        } else {
            content.frame = CGRect(origin: area.origin, size: CGSize(width: min(content.bounds.width, area.width),
                                                                      height: min(content.bounds.height, area.height)))
        }
        tintOverlay.frame = bounds
        maskLayer.frame = bounds
    }

    /// Shows the fade the flow computed: the tint over the item, and the mask along it (head side
    /// first).
    func apply(fade: FlowItemFade, tintColor: UIColor, direction: FlowDirection) {
        tintOverlay.backgroundColor = tintColor
        tintOverlay.alpha = CGFloat(fade.tintOpacity)
        tintOverlay.isHidden = fade.tintOpacity <= 0
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        if fade.mask.isEmpty {
            layer.mask = nil
        } else {
            maskLayer.frame = bounds
            maskLayer.colors = fade.mask.map { UIColor.black.withAlphaComponent(CGFloat($0.opacity)).cgColor }
            maskLayer.locations = fade.mask.map { NSNumber(value: $0.location) }
            switch direction {
            case .up: (maskLayer.startPoint, maskLayer.endPoint) = (CGPoint(x: 0.5, y: 0), CGPoint(x: 0.5, y: 1))
            case .down: (maskLayer.startPoint, maskLayer.endPoint) = (CGPoint(x: 0.5, y: 1), CGPoint(x: 0.5, y: 0))
            case .left: (maskLayer.startPoint, maskLayer.endPoint) = (CGPoint(x: 0, y: 0.5), CGPoint(x: 1, y: 0.5))
            case .right: (maskLayer.startPoint, maskLayer.endPoint) = (CGPoint(x: 1, y: 0.5), CGPoint(x: 0, y: 0.5))
            }
            layer.mask = maskLayer
        }
        CATransaction.commit()
        isHidden = fade.isInvisible
    }
}
#endif
