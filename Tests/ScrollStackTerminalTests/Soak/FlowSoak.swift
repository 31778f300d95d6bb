// One random stream over a TerminalFlow: pushes, pops, content changes, resizes down to 1×1,
// direction and timing changes mid-animation, keys, clicks and clock ticks, with the checks made
// after every operation and frame.

import ScrollStackCore
import ScrollStackTerminal
import ScrollStackTestSupport

/// Drives one flow with a seeded stream of operations. Step key handlers push steps or change
/// their content from inside `handle`, as the demo's form does; completions and event handlers
/// push, pop, clear, resize and turn the flow from inside its own calls.
final class FlowSoak {
    private var random: SeededGenerator
    private let flow: TerminalFlow
    private var screen = ScreenCheck()
    private let completions = CompletionCounts()
    private var time = 0.0
    /// Every step ever pushed, popped ones included.
    private var known: [RowID] = []
    private var willPushed: Set<RowID> = []
    private var didPushed: Set<RowID> = []
    private var willPopped: Set<RowID> = []
    private var didPopped: Set<RowID> = []
    private var eventFailure: String?
    /// A frame drawn inside an operation that did not match.
    private var settledFailure: String?
    /// Room around the flow in the canvas, and where the flow is drawn in it (now and then moved).
    private let margin: (x: Int, y: Int)
    private var origin = (x: 0, y: 0)
    private var decoder = KeyDecoder()
    private var recent: [String] = []

    init(seed: UInt64, direction: FlowDirection) {
        random = SeededGenerator(seed: seed)
        flow = TerminalFlow(width: Int.random(in: 1 ... 50, using: &random), height: Int.random(in: 1 ... 20, using: &random),
                            direction: direction,
                            fading: [.none, .tint(preLastAlpha: 0.6, alphaDecrement: 0.2), .gradientMask(effectDistance: 6),
                                     .combined([.tint(preLastAlpha: 0.6, alphaDecrement: nil), .gradientMask(effectDistance: 12)])]
                                .randomElement(using: &random)!)
        margin = Bool.random(using: &random) ? (0, 0) : (Int.random(in: 1 ... 3, using: &random), Int.random(in: 1 ... 2, using: &random))
        origin = margin
        flow.timing = randomTiming(&random)
        flow.onEvent = { [unowned self] event in
            self.note(event)
            if Int.random(in: 0 ..< 10, using: &self.random) == 0 { self.reenter() }
        }
        if Bool.random(using: &random) { flow.onRequest = { [unowned self] request in self.requested(request) } }
        // Header words of other lengths and widths (wide, empty), as a translation gives.
        if Bool.random(using: &random) {
            flow.labels = [FlowLabels(back: "‹ Retour", next: "Suivant ›"), FlowLabels(back: "戻る", next: "次へ", compactBack: "", compactNext: ""),
                           FlowLabels(back: "", next: "")][Int.random(in: 0 ..< 3, using: &random)]
        }
    }

    /// Runs `operations` operations; returns a description of the first failed check, or nil.
    func run(operations: Int) -> String? {
        for step in 0 ..< operations {
            let name = applyRandomOperation()
            self.operations += 1
            recent = Array((recent + [name]).suffix(12))
            if let failure = checkState() ?? (Int.random(in: 0 ..< 4, using: &random) == 0 ? nil : drawAndCheck()) {
                return "step \(step): \(failure)\nlast operations: \(recent.joined(separator: "; "))"
            }
        }
        // Let every animation end (a completion or an event handler may start another): each
        // completion must have run exactly once.
        for _ in 0 ..< 16 {
            time += 60
            flow.tick(at: time)
            if let failure = checkState() ?? drawAndCheck() { return "at the end: \(failure)" }
            if !flow.isAnimating { break }
        }
        if completions.neverRun > 0 { return "\(completions.neverRun) completions never ran" }
        if willPushed != didPushed || willPopped != didPopped {
            return "will and did events differ: \(willPushed.subtracting(didPushed)) pushes, \(willPopped.subtracting(didPopped)) pops"
        }
        return nil
    }

    private var keys = 0
    private var operations = 0

    /// What the stream did, for the figures of a long run.
    var statistics: SoakStatistics {
        SoakStatistics(operations: operations, keys: keys, frames: screen.frames, bytes: screen.bytes,
                       completions: completions.counts.count, reentrant: reentrant)
    }

    // MARK: Operations

    /// Handlers running now, one inside another, and the operations they performed.
    private var depth = 0
    private var reentrant = 0

    /// A counted completion handler that now and then changes the flow when it runs.
    private func completion() -> () -> Void {
        let counted = completions.make()
        guard Int.random(in: 0 ..< 3, using: &random) == 0 else { return counted }
        return { [unowned self] in
            counted()
            self.reenter()
        }
    }

    /// One random change of the flow from inside one of its handlers (at most two deep).
    private func reenter() {
        guard depth < 2 else { return }
        depth += 1
        defer { depth -= 1 }
        reentrant += 1
        switch Int.random(in: 0 ..< 7, using: &random) {
        case 0, 1: push()
        case 2: flow.pop(Int.random(in: 1 ... 2, using: &random), completion: completion())
        case 3: flow.clear(completion: completion())
        case 4: flow.resize(width: Int.random(in: 1 ... 50, using: &random), height: Int.random(in: 1 ... 20, using: &random))
        case 5: flow.direction = FlowDirection.allCases.randomElement(using: &random)!
        default:
            // Another screen, drawn from inside the handler.
            var canvas = Canvas(width: flow.width, height: flow.height)
            flow.draw(into: &canvas)
        }
    }

    private func randomItem() -> RowID? {
        Bool.random(using: &random) ? flow.items.randomElement(using: &random) : known.randomElement(using: &random)
    }

    private func push() {
        let title: String? = Bool.random(using: &random) ? ["Step", "A much longer title than fits", "字幕 🌵", ""][Int.random(in: 0 ..< 4, using: &random)] : nil
        let handler: ((Key) -> Bool)? = Bool.random(using: &random) ? { [unowned self] key in self.stepHandled(key) } : nil
        known.append(flow.push(randomContent(&random), title: title, showsNext: Int.random(in: 0 ..< 4, using: &random) != 0,
                               onKey: handler, completion: completion()))
    }

    /// A step's key handler: sometimes it pushes, changes the step or pops, from inside `handle`.
    private func stepHandled(_ key: Key) -> Bool {
        switch Int.random(in: 0 ..< 5, using: &random) {
        case 0: push()
        case 1: if let newest = flow.newestItem { flow.setContent(randomContent(&random), forItem: newest) }
        case 2: flow.pop(1, completion: completion())
        default: return false
        }
        return true
    }

    private func requested(_ request: FlowRequest) {
        switch request {
        case .pop(let count): flow.pop(count, completion: completion())
        case .push: push()
        }
    }

    private func applyRandomOperation() -> String {
        switch Int.random(in: 0 ..< 100, using: &random) {
        case 0 ..< 18:
            push()
            return "push"
        case 18 ..< 28:
            let count = Int.random(in: -1 ... 3, using: &random)
            flow.pop(count, completion: completion())
            return "pop \(count)"
        case 28 ..< 32:
            guard let item = randomItem() else { return "pop to: none" }
            flow.pop(to: item, completion: completion())
            return "pop to \(item)"
        case 32 ..< 34:
            flow.clear(completion: completion())
            return "clear"
        case 34 ..< 37:
            guard let item = randomItem() else { return "set content: none" }
            flow.setContent(randomContent(&random), forItem: item)
            return "set content \(item)"
        case 37 ..< 40:
            // A choice moved (the same extent: the next frame draws this step alone), or a step
            // becoming a choice; often in a settled flow, where only changed steps are drawn.
            if Bool.random(using: &random) {
                time += 5
                flow.tick(at: time)
                settledFailure = settledFailure ?? drawAndCheck().map { "settled, before the choice moved: \($0)" }
            }
            guard let item = flow.items.randomElement(using: &random) else { return "choice: none" }
            if let choice = flow.content(ofItem: item) as? ChoiceContent {
                flow.setContent(choice.movingSelection(by: Bool.random(using: &random) ? 1 : -1), forItem: item)
                return "choice moved in \(item)"
            }
            flow.setContent(ChoiceContent(["one", "two", "three"], selectedIndex: Int.random(in: 0 ... 2, using: &random)), forItem: item)
            return "choice in \(item)"
        case 40 ..< 45:
            let small = Bool.random(using: &random)
            let width = small ? Int.random(in: 1 ... 4, using: &random) : Int.random(in: 5 ... 60, using: &random)
            let height = small ? Int.random(in: 1 ... 4, using: &random) : Int.random(in: 5 ... 24, using: &random)
            flow.resize(width: width, height: height)
            return "resize \(width)×\(height)"
        case 45 ..< 48:
            flow.direction = FlowDirection.allCases.randomElement(using: &random)!
            return "direction \(flow.direction)"
        case 48 ..< 50:
            flow.timing = randomTiming(&random)
            return "timing \(flow.timing)"
        case 50 ..< 70:
            let key = randomKey(&random, width: flow.width + 2 * margin.x, height: flow.height + 2 * margin.y)
            _ = flow.handle(key)
            keys += 1
            return "key \(key)"
        case 70 ..< 74:
            let bytes = randomBytes(&random, width: flow.width + 2 * margin.x, height: flow.height + 2 * margin.y)
            var keys = decoder.decode(bytes)
            if Bool.random(using: &random) { keys += decoder.flush() }
            for key in keys { _ = flow.handle(key) }
            self.keys += keys.count
            return "bytes \(bytes)"
        default:
            time += [0, 0.01, 0.05, 0.1, 0.3, 2][Int.random(in: 0 ..< 6, using: &random)]
            flow.tick(at: time)
            return "tick to \(time)"
        }
    }

    // MARK: Checks

    private func note(_ event: FlowEvent) {
        func insert(_ item: RowID, into set: inout Set<RowID>, after earlier: Set<RowID>?, _ name: String) {
            if !set.insert(item).inserted { eventFailure = "\(name) \(item) twice" }
            if let earlier, !earlier.contains(item) { eventFailure = "\(name) \(item) before its will event" }
        }
        switch event {
        case .willPush(let item): insert(item, into: &willPushed, after: nil, "willPush")
        case .didPush(let item): insert(item, into: &didPushed, after: willPushed, "didPush")
        case .willPop(let item): insert(item, into: &willPopped, after: nil, "willPop")
        case .didPop(let item): insert(item, into: &didPopped, after: willPopped, "didPop")
        }
    }

    private func checkState() -> String? {
        if let failure = eventFailure ?? settledFailure { return failure }
        if let repeated = completions.firstRepeated { return "completion \(repeated) ran \(completions.counts[repeated]) times" }
        if flow.items.contains(where: { !known.contains($0) }) { return "the flow holds a step never pushed" }
        return nil
    }

    /// The canvas frames are drawn into, kept from frame to frame as an application keeps its
    /// screen's, so the flow draws only the steps that changed.
    private var canvas: Canvas?

    /// Draws a frame into the kept canvas (now and then after writing over part of it, as an
    /// overlay would), replays it through the renderer and compares, and checks it equals the
    /// flow drawn whole into a new canvas; every eighth frame also draws it again over junk.
    private func drawAndCheck() -> String? {
        let width = flow.width + 2 * margin.x, height = flow.height + 2 * margin.y
        if canvas?.width != width || canvas?.height != height { canvas = Canvas(width: width, height: height) }
        if Int.random(in: 0 ..< 10, using: &random) == 0 {
            canvas!.draw("overlay", x: Int.random(in: 0 ..< width, using: &random), y: Int.random(in: 0 ..< height, using: &random),
                         style: TextStyle(reverse: true))
        }
        if Int.random(in: 0 ..< 10, using: &random) == 0 {
            origin = (Int.random(in: 0 ... 2 * margin.x, using: &random), Int.random(in: 0 ... 2 * margin.y, using: &random))
        }
        flow.draw(into: &canvas!, x: origin.x, y: origin.y)
        let canvas = canvas!
        if let mismatch = screen.mismatch(showing: canvas) { return mismatch }
        var whole = Canvas(width: width, height: height)
        flow.draw(into: &whole, x: origin.x, y: origin.y)
        for y in origin.y ..< origin.y + flow.height {
            for x in origin.x ..< origin.x + flow.width where whole[x, y] != canvas[x, y] {
                return "drawn into the kept canvas, (\(x), \(y)) shows \(canvas[x, y]) where a whole drawing shows \(whole[x, y]):\n"
                    + "\(canvas.text)\ndrawn whole:\n\(whole.text)"
            }
        }
        guard screen.frames % 8 == 0 else { return nil }
        return junkMismatch(canvas, x: origin.x, y: origin.y, width: flow.width, height: flow.height) {
            flow.draw(into: &$0, x: origin.x, y: origin.y)
        }
    }
}
