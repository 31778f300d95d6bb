// StackFlowView: a push/pop flow of views in which only the newest is interactive. The rules (where
// items go, how they fade, what a tap or swipe asks for, how a push or pop moves) are the engine's
// StackFlow, played in order by the shared FlowPlayback; this view measures items, places them at
// the frames the flow computes and animates them.

#if canImport(UIKit)
import UIKit
#if canImport(ScrollStackCore)
@_spi(Hosting) import ScrollStackCore
#endif

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
@preconcurrency @MainActor
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
        didSet {
            flow.direction = growthDirection
            updateRecognizers()
            setNeedsLayout()
        }
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
    public var itemContents: [UIView] { items.contents(of: flow.items).map(\.content) }

    var flow = StackFlow()
    /// The items by ID, found by their pushed view; popped ones leave and stay until no transition
    /// shows them.
    var items = RowContents<StackFlowItemView>()
    /// Plays the flow's changes: events, transitions, completions and releases, in order.
    var playback = FlowPlayback<() -> Void>()
    var separators: [RowID: UIView] = [:]
    let gestureFilter = StackFlowGestureFilter()
    lazy var tapRecognizer = UITapGestureRecognizer(target: self, action: #selector(handleTap(_:)))
    lazy var swipeRecognizers: [UISwipeGestureRecognizer] = [
        UISwipeGestureRecognizer.Direction.up, .down, .left, .right,
    ].map { direction in
        let recognizer = UISwipeGestureRecognizer(target: self, action: #selector(handleSwipe(_:)))
        recognizer.direction = direction
        return recognizer
    }

    /// Creates an empty flow with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// Storyboard and XIB support.
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

    /// Only the swipes along the flow's axis listen (the flow's ``StackFlow/swipeDirections``): one
    /// across it (a slider's drag in the newest item) stays with the content.
    private func updateRecognizers() {
        tapRecognizer.isEnabled = userNavigationOptions.contains(.tap)
        let listening = flow.swipeDirections
        for recognizer in swipeRecognizers { recognizer.isEnabled = listening.contains(Self.flowDirection(of: recognizer)) }
    }

    static func flowDirection(of recognizer: UISwipeGestureRecognizer) -> FlowDirection {
        switch recognizer.direction {
        case .up: .up
        case .down: .down
        case .left: .left
        default: .right
        }
    }

    /// Measures the items on screen again and places them where the flow puts them for the view's
    /// current size; call `super` when overriding.
    override open func layoutSubviews() {
        super.layoutSubviews()
        layOutFlow()
    }

    /// VoiceOver's "go back" (the two-finger scrub) asks to pop the newest item when it can go
    /// back, as its header's back button does; so untitled steps can be left too.
    override open func accessibilityPerformEscape() -> Bool {
        onMainActor {
            guard let request = flow.backRequest else { return false }
            forward(request)
            return true
        }
    }

    var containerRect: CGRect {
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
        let key = RowKey(ObjectIdentifier(view))
        guard items.row(forKey: key) == nil else {
            completion?()
            return
        }
        // A view pushed again while its old item still animates out: that item goes now.
        if let leaving = items.leavingRow(forKey: key) { takeDown([leaving], finishing: true) }
        layoutIfNeeded()
        let item = StackFlowItemView(content: view, title: title, appearance: customAppearance ?? .standard)
        item.onPop = { [weak self] in self?.forward(.pop(count: 1)) }
        item.onPush = { [weak self] in self?.forward(.push) }
        flow.containerSize = Size(width: Double(containerRect.width), height: Double(containerRect.height))
        let change = flow.push(extent: measure(item), interrupting: currentTransition())
        if let id = change.pushed {
            items.insert(item, for: id, keys: [key])
            addSubview(item)
        }
        perform(change, completion: completion)
    }

    /// Pops the `numberOfItems` newest items (all of them when there are fewer; none when the
    /// count is negative).
    public func pop(_ numberOfItems: Int = 1, completion: (() -> Void)? = nil) {
        perform(flow.pop(numberOfItems, interrupting: currentTransition()), completion: completion)
    }

    /// Pops every item newer than the one showing `view`; nothing when `view` is not in the flow.
    public func pop(to view: UIView, completion: (() -> Void)? = nil) {
        let item = items.row(forKey: RowKey(ObjectIdentifier(view)))
        perform(item.flatMap { flow.pop(to: $0, interrupting: currentTransition()) }, completion: completion)
    }

    /// Pops every item.
    public func clean(completion: (() -> Void)? = nil) {
        pop(flow.count, completion: completion)
    }

    private func currentTransition() -> (transition: Transition, elapsed: Double)? {
        playback.running(at: CACurrentMediaTime())
    }

    /// Plays a change through the playback: the delegate hears will-events before the change shows,
    /// did-events and the completion when its animation ends or the next change interrupts it; a
    /// change made from a completion waits its turn.
    /// `nil` (nothing to do, or a view not in the flow) runs the completion at once.
    private func perform(_ change: FlowChange?, completion: (() -> Void)?) {
        guard let change else { return completion?() ?? () }
        for id in change.popped { items.remove(id, index: nil, awaitsReport: false) }
        playback.begin(change, at: CACurrentMediaTime(), completion: completion ?? {})
        drain()
    }

    /// Does what the playback says, in order.
    private func drain() {
        while let step = playback.next() {
            switch step {
            case .event(let event): deliver(event)
            case .completion(let handler): handler()
            case .show(let transition, let token): show(transition, token: token)
            case .release(let ids): takeDown(ids, finishing: false)
            }
        }
    }

    private func deliver(_ event: FlowEvent) {
        switch event {
        case .willPush(let id): if let item = items.named(id) { delegate?.stackFlowView(self, willPush: item.content) }
        case .didPush(let id): if let item = items.named(id) { delegate?.stackFlowView(self, didPush: item.content) }
        case .willPop: delegate?.stackFlowViewWillPop(self)
        case .didPop: delegate?.stackFlowViewDidPop(self)
        }
    }

    /// Animates a transition from its start frames (where things are now: a running animation is
    /// stopped there first, so the two never add up) to its end frames.
    private func show(_ transition: Transition, token: PlaybackToken) {
        let origin = containerRect.origin
        UIView.performWithoutAnimation {
            for row in transition.rows {
                items.named(row.row)?.layer.removeAllAnimations()
                separators[row.row]?.layer.removeAllAnimations()
                place(row.row, frames: row.from, alpha: row.fromAlpha, origin: origin)
            }
        }
        UIView.animate(withDuration: transitionDuration, delay: 0, options: [.curveEaseInOut, .allowUserInteraction]) {
            for row in transition.rows { self.place(row.row, frames: row.to, alpha: row.toAlpha, origin: origin) }
            self.applyAppearance(hidesInvisibleItems: false)
        } completion: { [weak self] _ in
            guard let self else { return }
            self.playback.transitionEnded(token)
            self.drain()
            self.setNeedsLayout()
        }
    }

    /// Takes popped items down (their views and separators out). `finishing` ends an item's stay
    /// even if a transition still shows it (its view is being pushed again).
    private func takeDown(_ ids: [RowID], finishing: Bool) {
        for id in ids { separators.removeValue(forKey: id)?.removeFromSuperview() }
        let views = finishing ? ids.compactMap { items.finishLeaving($0) } : items.takeDown(ids)
        for item in views { item.removeFromSuperview() }
    }
}
#endif
