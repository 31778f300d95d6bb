// One random stream over a TerminalStack: every public operation, animated or not, with the clock
// advancing between frames, and the checks made after every operation and frame.

import ScrollStackCore
import ScrollStackTerminal
import ScrollStackTestSupport

/// Drives one stack with a seeded stream of operations. Row actions, completions and event handlers
/// re-enter the stack (StackSoak+Reentrancy.swift), as apps do.
final class StackSoak {
    var random: SeededGenerator
    let stack: TerminalStack
    private var screen = ScreenCheck()
    let completions = CompletionCounts()
    private var time = 0.0
    /// Every row ever inserted, removed ones included, so stale IDs are passed too.
    var known: [RowID] = []
    var controllers: [SoakController] = []
    private var removedInEvents: Set<RowID> = []
    var eventFailure: String?
    private let margin: (x: Int, y: Int)
    private var decoder = KeyDecoder()
    private var recent: [String] = []
    /// The IDs of the last declarative update, and the last ID handed out.
    var declaredKeys: [Int] = []
    var nextKey = 0
    /// How deeply handlers are nested inside the stack's own calls, and what they did (see
    /// StackSoak+Reentrancy.swift).
    var reentrancy = Reentrancy()
    /// What prefetching told the stream (StackSoak+Prefetching.swift).
    var prefetchLog = PrefetchLog()

    init(seed: UInt64, axis: StackAxis) {
        random = SeededGenerator(seed: seed)
        stack = TerminalStack(width: Int.random(in: 1 ... 50, using: &random), height: Int.random(in: 1 ... 20, using: &random),
                              axis: axis)
        margin = Int.random(in: 0 ..< 3, using: &random) == 0 ? (0, 0) : (Int.random(in: 1 ... 3, using: &random), Int.random(in: 1 ... 2, using: &random))
        stack.timing = randomTiming(&random)
        stack.onEvent = { [unowned self] event in
            self.note(event)
            if Int.random(in: 0 ..< 12, using: &self.random) == 0 { self.reenter() }
        }
        known += stack.append(contentsOf: (0 ..< Int.random(in: 0 ... 40, using: &random)).map { _ in randomContent(&random) })
        startPrefetching()
    }

    /// Runs `operations` operations; returns a description of the first failed check, or nil.
    func run(operations: Int) -> String? {
        for step in 0 ..< operations {
            let name = applyRandomOperation()
            self.operations += 1
            recent = Array((recent + [name]).suffix(12))
            if let failure = checkState() ?? (Int.random(in: 0 ..< 4, using: &random) == 0 ? nil : drawUntilSettledAndCheck()) {
                return "step \(step): \(failure)\nlast operations: \(recent.joined(separator: "; "))"
            }
        }
        // Let every animation end (a completion or an event handler may start another): each
        // completion must have run exactly once.
        for _ in 0 ..< 16 {
            time += 60
            stack.tick(at: time)
            if let failure = drawUntilSettledAndCheck() { return "at the end: \(failure)" }
            if !stack.isAnimating { break }
        }
        if completions.neverRun > 0 { return "\(completions.neverRun) completions never ran" }
        return nil
    }

    private var keys = 0
    private var operations = 0

    /// What the stream did, for the figures of a long run.
    var statistics: SoakStatistics {
        SoakStatistics(operations: operations, keys: keys, frames: screen.frames, bytes: screen.bytes,
                       completions: completions.counts.count, reentrant: reentrancy.operations)
    }

    // MARK: Operations

    func randomRow() -> RowID? {
        if Int.random(in: 0 ..< 5, using: &random) == 0 || known.isEmpty {
            return stack.engine.count > 0 ? stack.engine.row(at: Int.random(in: 0 ..< stack.engine.count, using: &random)) : known.last
        }
        return known.randomElement(using: &random)
    }

    var animated: Bool { Int.random(in: 0 ..< 3, using: &random) != 0 }

    func randomPosition() -> InsertPosition {
        switch Int.random(in: 0 ..< 5, using: &random) {
        case 0: return .top
        case 1: return .bottom
        case 2: return .index(Int.random(in: 0 ... stack.engine.count, using: &random))
        case 3: return randomRow().map { .before($0) } ?? .top
        default: return randomRow().map { .after($0) } ?? .bottom
        }
    }

    func action() -> ((RowID) -> Void)? {
        Int.random(in: 0 ..< 3, using: &random) == 0 ? nil : { [unowned self] row in self.rowActionRan(row) }
    }

    /// What a row's action does: often something to the stack itself, from inside `handle`.
    private func rowActionRan(_ row: RowID) {
        switch Int.random(in: 0 ..< 4, using: &random) {
        case 0: stack.remove(row, animated: animated, completion: completion())
        case 1: stack.setContent(randomContent(&random), forRow: row, animated: animated)
        case 2: reenter()
        default: break
        }
    }

    private func applyRandomOperation() -> String {
        let roll = Int.random(in: 0 ..< 100, using: &random)
        switch roll {
        case 0 ..< 8:
            let isAnimated = animated
            known.append(stack.append(randomContent(&random), action: action(), animated: isAnimated))
            return "append animated: \(isAnimated)"
        case 8 ..< 10:
            let controller = SoakController(randomContent(&random))
            controllers.append(controller)
            known.append(stack.append(controller: controller, action: action(), animated: animated))
            return "append controller"
        case 10 ..< 12:
            let count = Int.random(in: 0 ..< 40, using: &random) == 0 ? 2_000 : Int.random(in: 0 ... 30, using: &random)
            known += stack.append(contentsOf: (0 ..< count).map { _ in randomContent(&random) })
            return "append \(count)"
        case 12 ..< 20:
            let position = randomPosition()
            if let row = stack.insert(randomContent(&random), at: position, action: action(), animated: animated) { known.append(row) }
            return "insert at \(position)"
        case 20 ..< 28:
            guard let row = randomRow() else { return "remove: no row" }
            stack.remove(row, animated: animated, completion: completion())
            return "remove \(row)"
        case 28 ..< 34:
            guard let row = randomRow() else { return "hide: no row" }
            let hidden = Bool.random(using: &random)
            stack.setHidden(hidden, forRow: row, animated: animated, completion: completion())
            return "hidden \(hidden) \(row)"
        case 34 ..< 38:
            guard let row = randomRow(), stack.engine.count > 0 else { return "move: no row" }
            let index = Int.random(in: 0 ..< stack.engine.count, using: &random)
            stack.move(row, to: index, animated: animated, completion: completion())
            return "move \(row) to \(index)"
        case 38 ..< 42:
            guard let row = randomRow() else { return "set content: no row" }
            stack.setContent(randomContent(&random), forRow: row, animated: animated)
            return "set content \(row)"
        case 42 ..< 44:
            guard let controller = controllers.randomElement(using: &random), let row = randomRow() else { return "controller: none" }
            controller.content = randomContent(&random)
            stack.contentDidChange(forRow: row, animated: animated)
            return "content did change"
        case 44 ..< 46:
            guard let row = randomRow() else { return "action: no row" }
            guard Bool.random(using: &random) else {
                stack.setAction(action(), forRow: row)
                return "set action"
            }
            // A row's menu actions, which change the stack from inside its menu, and say at random
            // whether they completed.
            let actions = (0 ..< Int.random(in: 0 ... 3, using: &random)).map { index in
                TerminalRowAction("Action \(index)", isDestructive: index == 2) { [unowned self] row in
                    rowActionRan(row)
                    return Bool.random(using: &random)
                }
            }
            stack.setActions(leading: Array(actions.prefix(1)), trailing: Array(actions.dropFirst()), forRow: row)
            return "set \(actions.count) menu actions"
        case 46 ..< 49:
            let row = Bool.random(using: &random) ? randomRow() : nil
            stack.focus(row)
            return "focus \(String(describing: row))"
        case 49 ..< 51:
            stack.tapFocusedRow()
            return "tap focused"
        case 51 ..< 65:
            let key = randomKey(&random, width: stack.width + 2 * margin.x, height: stack.height + 2 * margin.y)
            _ = stack.handle(key)
            keys += 1
            return "key \(key)"
        case 65 ..< 68:
            let bytes = randomBytes(&random, width: stack.width + 2 * margin.x, height: stack.height + 2 * margin.y)
            var keys = decoder.decode(bytes)
            if Bool.random(using: &random) { keys += decoder.flush() }
            for key in keys { _ = stack.handle(key) }
            self.keys += keys.count
            return "bytes \(bytes)"
        case 68 ..< 72:
            let lines = Int.random(in: 0 ..< 30, using: &random) == 0 ? [Int.max, Int.min, 1 << 62][Int.random(in: 0 ..< 3, using: &random)]
                : Int.random(in: -40 ... 40, using: &random)
            stack.scroll(by: lines)
            return "scroll by \(lines)"
        case 72 ..< 74:
            Bool.random(using: &random) ? stack.scrollToStart() : stack.scrollToEnd()
            return "scroll to an end"
        case 74 ..< 77:
            guard let row = randomRow() else { return "scroll to: no row" }
            let position = [ScrollPosition.automatic, .start, .center, .end].randomElement(using: &random)!
            stack.scroll(to: row, at: position)
            return "scroll to \(row) at \(position)"
        case 77 ..< 81:
            let small = Bool.random(using: &random)
            let width = small ? Int.random(in: 1 ... 4, using: &random) : Int.random(in: 5 ... 60, using: &random)
            let height = small ? Int.random(in: 1 ... 4, using: &random) : Int.random(in: 5 ... 24, using: &random)
            stack.resize(width: width, height: height)
            return "resize \(width)×\(height)"
        case 81 ..< 83:
            stack.axis = stack.axis == .vertical ? .horizontal : .vertical
            return "axis \(stack.axis)"
        case 83 ..< 84:
            guard let row = randomRow() else { return "pin: no row" }
            let pinned = Bool.random(using: &random)
            stack.setPinned(pinned, forRow: row)
            return "pin \(row): \(pinned)"
        case 84 ..< 85:
            // Drawing settings: the scroll indicator, the focus marker, a row's separator; and
            // the prefetch distance.
            switch Int.random(in: 0 ..< 4, using: &random) {
            case 3:
                return changePrefetching()
            case 0:
                stack.showsScrollIndicator.toggle()
                return "indicator \(stack.showsScrollIndicator)"
            case 1:
                stack.focusMarker = stack.focusMarker == nil ? "▌" : nil
                return "focus marker \(String(describing: stack.focusMarker))"
            default:
                let hidden = Bool.random(using: &random)
                guard let row = randomRow() else { return "separator of no row" }
                return "separator hidden \(hidden) of \(row): \(stack.setSeparatorHidden(hidden, forRow: row))"
            }
        case 85 ..< 86:
            stack.timing = randomTiming(&random)
            return "timing \(stack.timing)"
        case 86 ..< 88:
            return setRandomRows()
        case 88 ..< 92:
            return Bool.random(using: &random) ? applyRandomBatch() : applyRandomSetting()
        default:
            time += [0, 0.01, 0.05, 0.1, 0.3, 2][Int.random(in: 0 ..< 6, using: &random)]
            stack.tick(at: time)
            return "tick to \(time)"
        }
    }

    /// A declarative update: some declared rows kept (reordered), some new, now and then an ID
    /// listed twice (which must change nothing).
    func setRandomRows() -> String {
        var keys = declaredKeys.filter { _ in Int.random(in: 0 ..< 4, using: &random) != 0 }
        for _ in 0 ..< Int.random(in: 0 ... 4, using: &random) {
            nextKey += 1
            keys.insert(nextKey, at: Int.random(in: 0 ... keys.count, using: &random))
        }
        if keys.count > 2 && Int.random(in: 0 ..< 3, using: &random) == 0 { keys.swapAt(0, keys.count - 1) }
        let duplicate = !keys.isEmpty && Int.random(in: 0 ..< 15, using: &random) == 0
        if duplicate { keys.append(keys[0]) }
        let rows = keys.map { key in
            Int.random(in: 0 ..< 6, using: &random) == 0
                ? TerminalRowDescription(id: key, controller: SoakController(randomContent(&random)), action: action())
                : TerminalRowDescription(id: key, content: randomContent(&random), action: action())
        }
        let before = stack.engine.rows
        let isAnimated = animated
        do {
            // A refused update does not complete: only an accepted one gets a counted completion.
            known += try stack.setRows(rows, animated: isAnimated, completion: duplicate ? {} : completion())
            declaredKeys = keys
            if duplicate { eventFailure = "setRows accepted a repeated ID" }
        } catch {
            if !duplicate { eventFailure = "setRows threw \(error)" }
            if stack.engine.rows != before { eventFailure = "a refused setRows changed the rows" }
        }
        for case let controller as SoakController in rows.compactMap(\.controller) { controllers.append(controller) }
        return "set \(keys.count) rows animated: \(isAnimated)"
    }

    // MARK: Checks

    private func note(_ event: StackEvent) {
        switch event {
        case .rowRemoved(let row, _):
            if !known.contains(row) { reportedBeforeKnown.insert(row) }
            if !removedInEvents.insert(row).inserted { eventFailure = "\(row) reported removed twice" }
        case .rowInserted(let row, _):
            if !known.contains(row) { reportedBeforeKnown.insert(row) }
        default:
            break
        }
    }

    /// Rows events named before the soak knew them: a handler may draw (and so report) a row
    /// before the call that inserted it has returned it. By the end of the operation every one
    /// must be a row some call returned.
    private var reportedBeforeKnown: Set<RowID> = []

    private func checkState() -> String? {
        if let eventFailure { return eventFailure }
        if let row = reportedBeforeKnown.first(where: { !known.contains($0) }) { return "an event named a row never inserted: \(row)" }
        reportedBeforeKnown.removeAll()
        if let repeated = completions.firstRepeated { return "completion \(repeated) ran \(completions.counts[repeated]) times" }
        if let row = stack.focusedRow, !(stack.isInteractive(row) && stack.engine.isHidden(row) == false) {
            return "the focused row \(row) is not an interactive, shown row"
        }
        // A row has content exactly while it is in the stack.
        for _ in 0 ..< 8 {
            guard let row = known.randomElement(using: &random) else { break }
            if (stack.content(ofRow: row) != nil) != stack.engine.contains(row) {
                return "\(row) has content: \(stack.content(ofRow: row) != nil), is in the stack: \(stack.engine.contains(row))"
            }
        }
        if let controller = controllers.first(where: { !(0 ... 1).contains($0.appeared - $0.disappeared) }) {
            return "a controller appeared \(controller.appeared) times and disappeared \(controller.disappeared) times"
        }
        return nil
    }

    /// The canvas frames are drawn into, kept from frame to frame as an application keeps its
    /// screen's, so the stack draws only what changed.
    private var canvas: Canvas?

    /// Draws a frame at the current time into the kept canvas (now and then after writing over part
    /// of it, as an overlay would), checks it equals the stack drawn whole into a new canvas,
    /// replays it through the renderer and compares; every eighth frame also draws it again over junk.
    /// An event handler that changed the stack while the frame was drawn makes the comparisons
    /// meaningless (the stack is no longer what was drawn): `settled` is then false, and the next
    /// frame shows the change.
    private func drawAndCheck() -> (failure: String?, settled: Bool) {
        let width = stack.width + 2 * margin.x, height = stack.height + 2 * margin.y
        if canvas?.width != width || canvas?.height != height { canvas = Canvas(width: width, height: height) }
        if Int.random(in: 0 ..< 10, using: &random) == 0 {
            canvas!.draw("overlay", x: Int.random(in: 0 ..< width, using: &random), y: Int.random(in: 0 ..< height, using: &random),
                         style: TextStyle(reverse: true))
        }
        let before = reentrancy.mutations
        let earlier = canvas!
        stack.draw(into: &canvas!, x: margin.x, y: margin.y)
        let canvas = canvas!
        if stack.offset < 0 { return ("offset \(stack.offset) after a frame", true) }
        if let mismatch = screen.mismatch(showing: canvas) { return (mismatch, true) }
        guard reentrancy.mutations == before, stack.width + 2 * margin.x == width, stack.height + 2 * margin.y == height else {
            return (nil, false)
        }
        // Around the stack's area the canvas is as it was.
        for y in 0 ..< height {
            for x in 0 ..< width where !(margin.x ..< margin.x + stack.width).contains(x) || !(margin.y ..< margin.y + stack.height).contains(y) {
                guard canvas[x, y] == earlier[x, y] else {
                    return ("(\(x), \(y)), outside the stack's area, was \(earlier[x, y]) and shows \(canvas[x, y]):\n\(canvas.text)", true)
                }
            }
        }
        var whole = Canvas(width: width, height: height)
        stack.draw(into: &whole, x: margin.x, y: margin.y)
        guard reentrancy.mutations == before else { return (nil, false) }
        for y in margin.y ..< margin.y + stack.height {
            for x in margin.x ..< margin.x + stack.width where whole[x, y] != canvas[x, y] {
                return ("drawn into the kept canvas, (\(x), \(y)) shows \(canvas[x, y]) where a whole drawing shows \(whole[x, y]):\n"
                    + "\(canvas.text)\ndrawn whole:\n\(whole.text)", true)
            }
        }
        guard screen.frames % 8 == 0 else { return (nil, true) }
        let junk = junkMismatch(canvas, x: margin.x, y: margin.y, width: stack.width, height: stack.height) {
            stack.draw(into: &$0, x: margin.x, y: margin.y)
        }
        return (reentrancy.mutations == before ? junk : nil, true)
    }

    /// Draws frames until one is drawn without a handler changing the stack meanwhile (at most
    /// eight), checking each; returns the first failure.
    func drawUntilSettledAndCheck() -> String? {
        for _ in 0 ..< 8 {
            let (failure, settled) = drawAndCheck()
            if let failure = failure ?? checkPrefetching(settled: settled) { return failure }
            if settled { return nil }
        }
        return nil
    }
}
