// A push/pop flow: StackFlowView's model. Items are pushed one after another; only the newest is
// interactive; older ones fade with their depth; going back means popping. Gestures never change
// the flow: they become requests that the owner answers by pushing or popping (or not).
//
// The flow keeps its items in a StackEngine, newest first, laid out from the head edge (where the
// newest item sits), so every position comes from the same tested layout as a scroll stack. For the
// directions whose head is at the end of the axis (down, right) the frames are mirrored.

/// A push/pop flow in which only the newest item is interactive (StackFlowView's model).
///
/// Hosts push an item with its extent along the flow's axis (measured at the container's cross
/// size, and updated with ``setExtent(_:of:)`` whenever it changes), pop items, show the layouts
/// and transitions the flow computes, and turn gestures into ``FlowRequest``s with
/// ``request(forTapAt:)`` and ``request(forSwipe:)``. Every call that takes an item ignores an
/// unknown one; pops clamp to the items there are, and a negative pop pops nothing.
public struct StackFlow: Sendable {
    /// Newest first.
    private var engine: StackEngine

    /// The edge items are pushed against. Default `.down`.
    public var direction: FlowDirection { didSet { configure() } }
    /// Space between the head edge and the newest item (a negative, infinite or NaN length is
    /// zero, as every length the engine is given). Default 0.
    public var headPadding: Double {
        didSet {
            headPadding = sanitizedLength(headPadding)
            configure()
        }
    }
    /// What separates items. Default a 1-point line.
    public var separation: FlowSeparation { didSet { configure() } }
    /// How older items fade. Default: a tint leaving the item before the newest at 0.9, plus a
    /// 500-point gradient mask (StackFlowView's defaults).
    public var fading: FlowFading
    /// The gestures that make requests. Default: all.
    public var navigationOptions: FlowNavigationOptions
    /// The container's size (its safe area, when the host keeps items inside it), sanitised as
    /// every length the engine is given.
    public var containerSize: Size {
        didSet {
            containerSize = containerSize.sanitized
            configure()
        }
    }
    /// How pushes and pops move. Default: ease-in-out over 0.25 s.
    public var timing: TimingCurve

    /// Creates an empty flow.
    public init(direction: FlowDirection = .down, headPadding: Double = 0, separation: FlowSeparation = .line(thickness: 1),
                fading: FlowFading = .combined([.tint(preLastAlpha: 0.9, alphaDecrement: nil), .gradientMask(effectDistance: 500)]),
                navigationOptions: FlowNavigationOptions = .all, containerSize: Size = .zero,
                timing: TimingCurve = .easeInOut(duration: 0.25)) {
        self.direction = direction
        self.headPadding = sanitizedLength(headPadding)
        self.separation = separation
        self.fading = fading
        self.navigationOptions = navigationOptions
        self.containerSize = containerSize.sanitized
        self.timing = timing
        engine = StackEngine()
        // Nothing commits a flow's engine: its events would pile up for ever.
        engine.recordsEvents = false
        configure()
    }

    private mutating func configure() {
        var configuration = StackConfiguration(axis: direction.axis)
        configuration.containerSize = containerSize
        let padding = headPadding
        configuration.contentInsets = direction.isVertical
            ? Insets(top: padding, left: 0, bottom: 0, right: 0) : Insets(top: 0, left: padding, bottom: 0, right: 0)
        configuration.separatorPlacement = .appended
        configuration.automaticallyHidesLastSeparator = true
        switch separation {
        case .none:
            configuration.hidesSeparatorsByDefault = true
        case .line(let thickness):
            configuration.separatorThickness = thickness
        case .padding(let size):
            configuration.hidesSeparatorsByDefault = true
            configuration.spacing = size
        }
        engine.configuration = configuration
    }

    // MARK: Items

    /// The number of items.
    public var count: Int { engine.count }

    /// Whether the flow has no items.
    public var isEmpty: Bool { engine.count == 0 }

    /// The items, oldest first (the order they were pushed in). O(n).
    public var items: [RowID] { (0 ..< engine.count).reversed().map { engine.row(at: $0) } }

    /// The newest item: the only interactive one.
    public var newestItem: RowID? { isEmpty ? nil : engine.row(at: 0) }

    /// Whether `item` is in the flow.
    public func contains(_ item: RowID) -> Bool { engine.contains(item) }

    /// 0 for the newest item, 1 for the one before it…; nil for an unknown item.
    public func depth(of item: RowID) -> Int? { engine.index(of: item) }

    /// Whether the user may interact with `item`: only the newest item, and never an unknown one.
    public func isInteractive(_ item: RowID) -> Bool { depth(of: item) == 0 }

    /// The item's extent along the flow's axis; nil for an unknown item.
    public func extent(of item: RowID) -> Double? { engine.contentExtent(of: item) }

    /// Pushes an item `extent` long (along the flow's axis) against the head edge.
    public mutating func push(extent: Double,
                              interrupting running: (transition: Transition, elapsed: Double)? = nil) -> FlowChange {
        let before = self
        let item = engine.insert(RowSpec(size: .fixed(max(0, extent))), at: 0)
        return FlowChange(pushed: item, popped: [], requestedPopCount: nil, willEvents: [.willPush(item)],
                          didEvents: [.didPush(item)], transition: transition(from: before, interrupting: running))
    }

    /// Changes an item's extent (its content was measured again); false for an unknown item.
    @discardableResult
    public mutating func setExtent(_ extent: Double, of item: RowID) -> Bool {
        engine.setSize(.fixed(max(0, extent)), forRow: item)
    }

    /// Pops the `count` newest items: all of them when there are fewer, none when `count` is
    /// negative (see ``FlowChange/wasClamped``).
    public mutating func pop(_ count: Int = 1,
                             interrupting running: (transition: Transition, elapsed: Double)? = nil) -> FlowChange {
        let before = self
        let popped = (0 ..< min(max(0, count), engine.count)).map { engine.row(at: $0) }
        engine.remove(popped)
        return FlowChange(pushed: nil, popped: popped, requestedPopCount: count,
                          willEvents: popped.map(FlowEvent.willPop), didEvents: popped.map(FlowEvent.didPop),
                          transition: transition(from: before, interrupting: running))
    }

    /// Pops every item newer than `item`, so that it becomes the newest; nil for an unknown item.
    public mutating func pop(to item: RowID,
                             interrupting running: (transition: Transition, elapsed: Double)? = nil) -> FlowChange? {
        guard let depth = depth(of: item) else { return nil }
        return pop(depth, interrupting: running)
    }

    /// Pops every item.
    public mutating func clear(interrupting running: (transition: Transition, elapsed: Double)? = nil) -> FlowChange {
        pop(count, interrupting: running)
    }

    // MARK: Layout

    /// Converts a rectangle between the engine's coordinates (head at 0) and the container's.
    private func mirrored(_ rect: Rect) -> Rect {
        guard direction.headIsAtEnd else { return rect }
        let axis = direction.axis
        return Rect(mainStart: containerSize.main(axis) - rect.maxMain(axis), mainExtent: rect.size.main(axis),
                    crossStart: rect.minCross(axis), crossExtent: rect.size.cross(axis), axis: axis)
    }

    private var containerRect: Rect { Rect(x: 0, y: 0, width: containerSize.width, height: containerSize.height) }

    /// Where `item` is and how it looks; nil for an unknown item.
    public func layout(of item: RowID) -> FlowItemLayout? {
        engine.layout(of: item).map { itemLayout($0, newestFarEdge: newestFarEdge) }
    }

    /// The items at least partly inside the container, newest first. O(log n + k).
    public func layouts() -> [FlowItemLayout] {
        let farEdge = newestFarEdge
        return engine.layouts(intersecting: containerRect).map { itemLayout($0, newestFarEdge: farEdge) }
    }

    /// The items entirely outside the container, newest first (a host hides them).
    public var itemsOffScreen: [RowID] {
        let shown = Set(engine.rows(intersecting: containerRect))
        return (0 ..< engine.count).map { engine.row(at: $0) }.filter { !shown.contains($0) }
    }

    /// `newestFarEdge` is passed in: every item's fade depends on it, and finding it is a lookup.
    private func itemLayout(_ layout: RowLayout, newestFarEdge: Double) -> FlowItemLayout {
        let axis = direction.axis
        let fade = fade(depth: layout.index, start: layout.frames.content.minMain(axis), end: layout.frames.content.maxMain(axis),
                        farEdge: newestFarEdge)
        return FlowItemLayout(id: layout.id, depth: layout.index, frame: mirrored(layout.frames.content),
                              separator: layout.frames.separator.map(mirrored), fade: fade)
    }

    /// The item under a point of the container, if any.
    public func item(at point: Point) -> RowID? {
        let axis = direction.axis
        let point = point.sanitized
        let main = direction.headIsAtEnd ? containerSize.main(axis) - point.main(axis) : point.main(axis)
        guard let row = engine.row(at: Point(main: main, cross: point.cross(axis), axis: axis)),
              let content = engine.frames(of: row)?.content,
              main >= content.minMain(axis) && main < content.maxMain(axis) else { return nil }
        return row
    }

    // MARK: Fading

    /// The mask's opacity at a distance from the head edge: 1 up to the far edge of the newest item,
    /// then falling to 0 over the effect distance. Combined masks multiply.
    public func maskOpacity(atDistanceFromHead distance: Double) -> Double {
        let farEdge = newestFarEdge
        return maskBreakpoints(fading, farEdge: farEdge).isEmpty ? 1 : maskOpacity(fading, at: sanitizedPosition(distance), farEdge: farEdge)
    }

    /// The far edge of the newest item, measured from the head edge.
    private var newestFarEdge: Double {
        guard let newest = newestItem, let frames = engine.frames(of: newest) else { return headPadding }
        return frames.content.maxMain(direction.axis)
    }

    private func maskOpacity(_ style: FlowFading, at distance: Double, farEdge start: Double) -> Double {
        switch style {
        case .none, .tint: return 1
        case .gradientMask(let effectDistance):
            if distance <= start { return 1 }
            guard effectDistance > 0 else { return 0 }
            return max(0, 1 - (distance - start) / effectDistance)
        case .combined(let styles):
            return styles.reduce(1) { $0 * maskOpacity($1, at: distance, farEdge: start) }
        }
    }

    /// Distances from the head where some mask's slope changes.
    private func maskBreakpoints(_ style: FlowFading, farEdge: Double) -> [Double] {
        switch style {
        case .none, .tint: return []
        case .gradientMask(let effectDistance): return [farEdge, farEdge + max(0, effectDistance)]
        case .combined(let styles): return styles.flatMap { maskBreakpoints($0, farEdge: farEdge) }
        }
    }

    private func tintVisibility(_ style: FlowFading, depth: Int) -> Double {
        switch style {
        case .none, .gradientMask: return 1
        case let .tint(preLastAlpha, alphaDecrement):
            guard depth > 0 else { return 1 }
            return min(1, max(0, preLastAlpha - (alphaDecrement ?? 0) * Double(depth - 1)))
        case .combined(let styles):
            return styles.reduce(1) { $0 * tintVisibility($1, depth: depth) }
        }
    }

    /// The fade of an item `depth` deep lying from `start` to `end` (distances from the head),
    /// with the newest item's far edge at `farEdge`.
    private func fade(depth: Int, start: Double, end: Double, farEdge: Double) -> FlowItemFade {
        let tint = 1 - tintVisibility(fading, depth: depth)
        let breakpoints = maskBreakpoints(fading, farEdge: farEdge)
        guard !breakpoints.isEmpty else { return FlowItemFade(tintOpacity: tint) }
        let length = end - start
        guard length > 0 else {
            return FlowItemFade(tintOpacity: tint, mask: [FlowMaskStop(location: 0, opacity: maskOpacity(fading, at: start, farEdge: farEdge))])
        }
        let inside = breakpoints.filter { $0 > start && $0 < end }
        let distances = ([start] + inside.sorted() + [end])
        var stops: [FlowMaskStop] = []
        for distance in distances {
            let stop = FlowMaskStop(location: (distance - start) / length, opacity: maskOpacity(fading, at: distance, farEdge: farEdge))
            if stops.last?.location != stop.location { stops.append(stop) }
        }
        // Fully visible everywhere: no mask needed.
        if stops.allSatisfy({ $0.opacity >= 1 }) { stops = [] }
        return FlowItemFade(tintOpacity: tint, mask: stops)
    }

    // MARK: Requests

    /// What a tap on `item` asks for: popping back to it when it is older than the newest and taps
    /// are enabled; nil otherwise (the newest item, an unknown one, or taps disabled).
    public func request(forTapOn item: RowID) -> FlowRequest? {
        guard navigationOptions.contains(.tap), let depth = depth(of: item), depth > 0 else { return nil }
        return .pop(count: depth)
    }

    /// What a tap at a point of the container asks for (see ``request(forTapOn:)``).
    public func request(forTapAt point: Point) -> FlowRequest? {
        item(at: point).flatMap(request(forTapOn:))
    }

    /// What a swipe in `swipeDirection` (the way the finger moved) asks for: toward the head, a pop
    /// of one item (when there is one); away from it, a push; across the axis, nothing.
    public func request(forSwipe swipeDirection: FlowDirection) -> FlowRequest? {
        guard navigationOptions.contains(.swipe), swipeDirection.isVertical == direction.isVertical else { return nil }
        if swipeDirection == direction { return isEmpty ? nil : .pop(count: 1) }
        return .push
    }

    /// The swipes that can ask for something: the two along the flow's axis, when swipes are on.
    /// A host listens for these only, so a swipe across the axis (a slider's drag) stays with the
    /// content.
    public var swipeDirections: [FlowDirection] {
        guard navigationOptions.contains(.swipe) else { return [] }
        return direction.isVertical ? [.up, .down] : [.left, .right]
    }

    /// What the platform's "go back" gesture asks for (Escape in a terminal, VoiceOver's two-finger
    /// scrub): a pop of the newest item when it can go back, as its header's back button does; `nil`
    /// when it cannot.
    public var backRequest: FlowRequest? {
        guard let newest = newestItem, headerButtons(of: newest).pop else { return nil }
        return .pop(count: 1)
    }

    /// Which header buttons `item` shows: "back" (a pop of one) on the newest item when an older
    /// one exists, "next" (a push) on the newest item. Older items show neither.
    public func headerButtons(of item: RowID) -> (pop: Bool, push: Bool) {
        guard isInteractive(item) else { return (false, false) }
        return (count > 1, true)
    }

    // MARK: Transitions

    /// The transition from `old` (this flow before a change) to this flow.
    private func transition(from old: StackFlow, interrupting running: (transition: Transition, elapsed: Double)?) -> Transition {
        var current: [RowID: (frame: Rect, separator: Rect?, alpha: Double)] = [:]
        if let running {
            let progress = running.transition.timing.progress(at: running.elapsed)
            for row in running.transition.rows {
                let frames = row.frames(atProgress: progress)
                current[row.row] = (frames.content, frames.separator, row.alpha(atProgress: progress))
            }
        }
        var rows: [RowTransition] = []
        var seen = Set<RowID>()
        for layout in layouts() {
            seen.insert(layout.id)
            let end = RowFrames(row: layout.frame, content: layout.frame, separator: layout.separator)
            let start: (frame: Rect, separator: Rect?, alpha: Double)
            let kind: RowTransition.Kind
            if let oldLayout = old.layout(of: layout.id) {
                start = current[layout.id] ?? (oldLayout.frame, oldLayout.separator, 1)
                kind = start.frame == layout.frame && start.separator == layout.separator && start.alpha == 1 ? .stationary : .moving
            } else {
                start = current[layout.id] ?? (beyondHead(layout.frame), nil, 1)
                kind = .appearing
            }
            rows.append(RowTransition(row: layout.id, kind: kind, from: RowFrames(row: start.frame, content: start.frame, separator: start.separator),
                                      to: end, fromAlpha: start.alpha, toAlpha: 1))
        }
        for layout in old.layouts() where !seen.contains(layout.id) {
            seen.insert(layout.id)
            let start = current[layout.id] ?? (layout.frame, layout.separator, 1)
            let from = RowFrames(row: start.frame, content: start.frame, separator: start.separator)
            if let moved = self.layout(of: layout.id) {
                // Still in the flow, moved out of the container.
                rows.append(RowTransition(row: layout.id, kind: .moving, from: from,
                                          to: RowFrames(row: moved.frame, content: moved.frame, separator: moved.separator),
                                          fromAlpha: start.alpha, toAlpha: 1))
            } else {
                let gone = beyondHead(layout.frame)
                rows.append(RowTransition(row: layout.id, kind: .disappearing, from: from,
                                          to: RowFrames(row: gone, content: gone, separator: nil), fromAlpha: start.alpha, toAlpha: 0))
            }
        }
        // Items still leaving in an interrupted transition keep leaving.
        if let running {
            for row in running.transition.rows where !seen.contains(row.row) && row.kind == .disappearing {
                guard let start = current[row.row] else { continue }
                rows.append(RowTransition(row: row.row, kind: .disappearing,
                                          from: RowFrames(row: start.frame, content: start.frame, separator: start.separator),
                                          to: row.to, fromAlpha: start.alpha, toAlpha: 0))
            }
        }
        for index in rows.indices { rows[index].axis = direction.axis }
        return Transition(rows: rows, timing: timing, fromContentSize: old.containerSize, toContentSize: containerSize)
    }

    /// `frame` moved past the head edge, just out of the container.
    private func beyondHead(_ frame: Rect) -> Rect {
        let axis = direction.axis
        let start = direction.headIsAtEnd ? containerSize.main(axis) : -frame.size.main(axis)
        return Rect(mainStart: start, mainExtent: frame.size.main(axis), crossStart: frame.minCross(axis),
                    crossExtent: frame.size.cross(axis), axis: axis)
    }
}
