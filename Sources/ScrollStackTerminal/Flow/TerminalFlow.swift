// A push/pop flow drawn in a terminal: StackFlowView's behaviour with the engine's StackFlow deciding
// where each step goes, how older steps fade, what a key or click asks for and how a push or pop
// moves, and the shared FlowPlayback ordering events, transitions and completions. This view
// measures steps in cells, draws them, and animates on the host's clock.

@_spi(Hosting) import ScrollStackCore

/// A push/pop flow in a terminal: each pushed step sits against the growth edge (the bottom by
/// default), older steps move away from it and fade, and only the newest step takes keys.
///
/// Going back is a request, as in StackFlowView: Escape asks to pop the newest step (when there is
/// an older one), a click on an older step asks to pop back to it, and clicks on the newest step's
/// header buttons ask to pop one or to push. ``onRequest`` decides; without it, pop requests pop.
/// Other keys go to the newest step's handler.
///
/// Animations run on the host's clock: call ``tick(at:)`` before drawing and keep drawing while
/// ``isAnimating``. `did` events and completions come when a transition ends or is interrupted.
public final class TerminalFlow {
    /// The model: items, layout, fading, requests.
    public private(set) var flow: StackFlow {
        didSet { revision &+= 1 }
    }
    /// Grows whenever the flow changes (its steps, their extents, its size or direction): a frame
    /// after one then draws everything; otherwise only steps whose content changed.
    var revision: UInt64 = 0
    /// What the last frames drew, per canvas.
    var drawnFrames = DrawnFrames<FlowFrame>()
    /// Columns: 1 to 65,535.
    public private(set) var width: Int
    /// Lines: 1 to 65,535.
    public private(set) var height: Int
    /// Decides what a request does. Default (nil): a pop request pops, and no step shows the next
    /// button, so no push request is made that nothing would hear.
    public var onRequest: ((FlowRequest) -> Void)?
    /// The header buttons' words; set them to translate the flow. Default: English.
    public var labels = FlowLabels() {
        didSet { revision &+= 1 }
    }
    /// Hears `willPush` / `willPop` at once and `didPush` / `didPop` when their transition ends.
    public var onEvent: ((FlowEvent) -> Void)?

    struct Step {
        var content: any TerminalRowContent
        var title: String?
        /// Whether the header shows the next button (while ``onRequest`` is set).
        var showsNext: Bool
        var onKey: ((Key) -> Bool)?
        var wrapped = WrappedLines()
        /// Grows when the content is replaced, so lines wrapped from the old content are not kept.
        var version: UInt64 = 0

        mutating func lines(width: Int) -> [StyledLine] {
            wrapped.lines(of: content, width: width)
        }
    }

    /// Keeps the lines `step` (a copy taken out to measure or draw, so its content ran with no
    /// access to the flow in progress) wrapped, unless the step's content was replaced meanwhile.
    func keepLines(of step: Step, for item: RowID) {
        steps.update(item) { if $0.version == step.version { $0.wrapped = step.wrapped } }
    }

    /// The steps; popped ones leave and are drawn until no transition shows them.
    var steps = RowContents<Step>()
    var playback = FlowPlayback<() -> Void>()
    var now = 0.0
    var origin = (x: 0, y: 0)

    /// Creates an empty flow of the given size in cells (each side 1 to 65,535; other values are
    /// clamped). The default fading suits a terminal: older steps dimmed, and steps more than 12
    /// lines (columns) past the newest one fading out.
    public init(width: Int, height: Int, direction: FlowDirection = .down,
                fading: FlowFading = .combined([.tint(preLastAlpha: 0.6, alphaDecrement: nil), .gradientMask(effectDistance: 12)])) {
        self.width = clampedSide(width, minimum: 1)
        self.height = clampedSide(height, minimum: 1)
        flow = StackFlow(direction: direction, separation: .line(thickness: 1), fading: fading,
                         containerSize: Size(width: Double(self.width), height: Double(self.height)),
                         timing: .easeInOut(duration: 0.25))
    }

    /// The edge steps are pushed against. Changing it lays every step out again.
    public var direction: FlowDirection {
        get { flow.direction }
        set {
            guard newValue != flow.direction else { return }
            flow.direction = newValue
            remeasure()
        }
    }

    /// How long pushes and pops take, and how they ease. Default 0.25 s ease-in-out.
    public var timing: TimingCurve {
        get { flow.timing }
        set { flow.timing = newValue }
    }

    /// Changes the size in cells (each side 1 to 65,535; other values are clamped); steps are
    /// measured again.
    public func resize(width: Int, height: Int) {
        self.width = clampedSide(width, minimum: 1)
        self.height = clampedSide(height, minimum: 1)
        flow.containerSize = Size(width: Double(self.width), height: Double(self.height))
        remeasure()
    }

    // MARK: Steps

    /// The steps, oldest first.
    public var items: [RowID] { flow.items }

    /// The newest step: the only one that takes keys.
    public var newestItem: RowID? { flow.newestItem }

    /// A step's content, or nil for an unknown step.
    public func content(ofItem item: RowID) -> (any TerminalRowContent)? { steps[item]?.content }

    /// A step's content, or nil for an unknown step.
    @available(*, deprecated, renamed: "content(ofItem:)")
    public func content(of item: RowID) -> (any TerminalRowContent)? { content(ofItem: item) }

    /// The content of a step, live or leaving.
    func step(_ item: RowID) -> Step? { steps.named(item) }

    /// Pushes a step with an optional title, shown in a header line with the back button (when an
    /// older step exists) and the next button while the step is the newest (``labels``). `onKey`
    /// receives the keys the flow does not use while this step is the newest, with mouse presses
    /// (clicks) and wheel turns but never releases or drags; it returns whether it used the key.
    /// `showsNext` says whether the header shows the next button, whose click is a
    /// `FlowRequest.push` request to ``onRequest``; pass `false` for a last step. It is never shown
    /// without ``onRequest``, where a push request would go nowhere.
    @discardableResult
    public func push(_ content: any TerminalRowContent, title: String? = nil, showsNext: Bool = true,
                     onKey: ((Key) -> Bool)? = nil, completion: (() -> Void)? = nil) -> RowID {
        var step = Step(content: content, title: title, showsNext: showsNext, onKey: onKey)
        let extent = measure(&step)
        let change = flow.push(extent: extent, interrupting: running)
        let item = change.pushed!
        steps.insert(step, for: item)
        perform(change, completion: completion)
        return item
    }

    /// Pops the `count` newest steps (all when there are fewer; none when `count` is negative).
    public func pop(_ count: Int = 1, completion: (() -> Void)? = nil) {
        let change = flow.pop(count, interrupting: running)
        // Popped steps are not named in events; they go when the playback releases them.
        for item in change.popped { steps.remove(item, index: nil, awaitsReport: false) }
        perform(change, completion: completion)
    }

    /// Pops every step newer than `item`; false (and nothing popped) for an unknown step.
    @discardableResult
    public func pop(to item: RowID, completion: (() -> Void)? = nil) -> Bool {
        guard let depth = flow.depth(of: item) else {
            completion?()
            return false
        }
        pop(depth, completion: completion)
        return true
    }

    /// Pops every step.
    public func clear(completion: (() -> Void)? = nil) {
        pop(flow.count, completion: completion)
    }

    /// Replaces a step's content (a new selection, say); it is measured again. False for an
    /// unknown step.
    @available(*, deprecated, renamed: "setContent(_:forItem:)")
    @discardableResult
    public func setContent(_ content: any TerminalRowContent, of item: RowID) -> Bool {
        setContent(content, forItem: item)
    }

    /// Replaces a step's content (a new selection, say); it is measured again. False for an
    /// unknown step.
    @discardableResult
    public func setContent(_ content: any TerminalRowContent, forItem item: RowID) -> Bool {
        guard steps[item] != nil else { return false }
        steps.update(item) { step in
            step.content = content
            step.wrapped.forget()
            step.version &+= 1
        }
        guard var step = steps[item] else { return true }
        let extent = measure(&step)
        // Content of the same extent leaves the layout as it is: the next frame draws this step only.
        if flow.extent(of: item) != extent { flow.setExtent(extent, of: item) }
        keepLines(of: step, for: item)
        return true
    }

    var running: (transition: Transition, elapsed: Double)? {
        playback.running(at: now)
    }

    /// Shows a change through the playback: a transition still running is finished first (its
    /// `did` events and completions come before this change's `will` events), and a change begun
    /// from one of those completions comes after this one.
    func perform(_ change: FlowChange, completion: (() -> Void)?) {
        playback.begin(change, at: now, completion: completion)
        drain()
    }

    /// Does what the playback says, in order. Drawing follows the running transition by itself.
    func drain() {
        while let step = playback.next() {
            switch step {
            case .event(let event): onEvent?(event)
            case .completion(let handler): handler()
            case .show: break
            case .release(let items): _ = steps.takeDown(items)
            }
        }
    }

    /// Whether a push or pop is animating (keep calling ``tick(at:)`` and drawing).
    public var isAnimating: Bool { playback.isRunning }

    /// Advances the animation clock to `time` (seconds); finished transitions deliver their `did`
    /// events and completions here.
    public func tick(at time: Double) {
        now = time
        playback.advance(to: time)
        drain()
    }

    // MARK: Measuring

    /// A step's extent along the flow's axis in cells: its header line and content lines (a
    /// vertical flow), or the columns it wants (a horizontal one). Content is inset by one column
    /// on each side.
    func measure(_ step: inout Step) -> Double {
        if flow.direction.isVertical {
            return Double((step.title == nil ? 0 : 1) + step.lines(width: max(1, width - 2)).count)
        }
        let preferred = step.content.preferredWidth(height: max(1, height - (step.title == nil ? 0 : 1)))
        let header = step.title.map { displayWidth(of: $0) + 4 } ?? 0
        return Double(min(width, max(preferred, header) + 2))
    }

    func remeasure() {
        for item in flow.items {
            guard var step = steps[item] else { continue }
            let extent = measure(&step)
            flow.setExtent(extent, of: item)
            keepLines(of: step, for: item)
        }
    }

    // MARK: Keys and clicks

    /// Handles a key: Escape asks to go back one step, a click on an older step asks to go back to
    /// it, clicks on the header buttons ask to go back or forward; anything else goes to the newest
    /// step's handler. Returns whether the key was used.
    public func handle(_ key: Key) -> Bool {
        switch key {
        case .escape:
            guard let request = flow.backRequest else { return false }
            forward(request)
            return true
        case .mouse(let event):
            switch event.kind {
            case .press:
                if let request = request(forClickAtX: event.x, y: event.y) {
                    forward(request)
                    return true
                }
                return newestHandles(key)
            case .release, .drag:
                // The end or the middle of a click: the press was the click. A step's handler
                // never hears them, so one that acts on any input does not act twice.
                return false
            case .wheelUp, .wheelDown:
                return newestHandles(key)
            }
        default:
            return newestHandles(key)
        }
    }

    func newestHandles(_ key: Key) -> Bool {
        guard let newest = flow.newestItem, let handler = steps[newest]?.onKey else { return false }
        return handler(key)
    }

    /// What a click at a screen cell asks for: a header button of the newest step, or popping back
    /// to an older step.
    func request(forClickAtX x: Int, y: Int) -> FlowRequest? {
        // In Double: a click reported anywhere cannot overflow.
        let localX = Double(x) - Double(origin.x)
        let localY = Double(y) - Double(origin.y)
        let point = Point(x: localX + 0.5, y: localY + 0.5)
        // A step that is not drawn (faded out, or an older step that does not fit) is not there.
        guard let item = flow.item(at: point), let layout = flow.layout(of: item),
              showsStep(item, frame: layout.frame, fade: layout.fade, alpha: 1) else { return nil }
        let frame = shownFrame(of: item, layout.frame)
        if layout.isInteractive, steps[item]?.title != nil, localY == Double(cell(frame.minY)) {
            let buttons = headerButtons(of: item)
            let left = Double(cell(frame.minX))
            let right = Double(cell(frame.maxX))
            let header = FlowHeaderLine(title: steps[item]?.title ?? "", columns: Int(right - left), labels: labels, buttons: buttons)
            if buttons.pop && localX < left + Double(header.backArea) { return .pop(count: 1) }
            if buttons.push && localX >= right - Double(header.nextArea) { return .push }
            return nil
        }
        return flow.request(forTapOn: item)
    }

    /// Where a screen cell falls in the newest step's content: the content line (0 is the first,
    /// below the header) and the width its lines were wrapped at; `nil` off the content. For steps
    /// that act on a click inside them, such as a list of choices.
    public func newestStepLine(atX x: Int, y: Int) -> (line: Int, width: Int)? {
        guard let newest = flow.newestItem, let step = steps[newest], let layout = flow.layout(of: newest) else { return nil }
        let frame = shownFrame(of: newest, layout.frame)
        let top = cell(frame.minY) + (step.title == nil ? 0 : 1)
        let localX = x - origin.x
        let localY = y - origin.y
        guard localX > cell(frame.minX), localX < cell(frame.maxX) - 1, localY >= top, localY < cell(frame.maxY) else { return nil }
        return (localY - top, max(1, (flow.direction.isVertical ? width : cell(frame.width)) - 2))
    }

    /// Hands a request to ``onRequest``, or, without one, pops for a pop request (no push request
    /// is made without one: see ``headerButtons(of:)``).
    func forward(_ request: FlowRequest) {
        if let onRequest {
            onRequest(request)
        } else if let count = request.popCountWithoutOwner {
            pop(count)
        }
    }
}
