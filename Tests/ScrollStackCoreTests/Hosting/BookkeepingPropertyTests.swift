// The shared host bookkeeping under random streams: a model host drives ChangeTransaction,
// RowContents, a TransitionRunner and FlowPlayback the way the terminal and UIKit hosts do, with
// removals during event delivery, handlers that change the stack again and animations interrupted
// at random, and checks that every removed row is named exactly once, every content is taken down
// exactly once, and every completion runs exactly once, in the order it came, never while a change
// is open and never inside another.

@_spi(Hosting) import ScrollStackCore
import ScrollStackTestSupport
import Testing

/// A host in miniature: rows whose content is a serial number, animated changes on a clock.
private struct ModelStackHost {
    var random: SeededGenerator
    var engine = StackEngine(configuration: StackConfiguration(containerSize: Size(width: 100, height: 300)))
    var contents = RowContents<Int>()
    var runner = TransitionRunner<Int>()
    /// Work is the order it was queued in; `completions` says which completion each one runs.
    var transaction = ChangeTransaction<Int, Int>()
    var animation: AnimationClaim?
    var time = 0.0
    var offset = 0.0
    var serial = 0
    var queued = 0
    var completions: [Int: Int] = [:]
    var lastRun = 0
    var isRunningHandler = false
    var completionRuns: [Int: Int] = [:]
    var takenDown: [Int: Int] = [:]
    var removed: [RowID: Int] = [:]
    var namedRemovals: [RowID: Int] = [:]
    var failure: String?

    init(seed: UInt64) { random = SeededGenerator(seed: seed) }

    var visibleRect: Rect { Rect(x: 0, y: offset, width: 100, height: 300) }

    mutating func completionRan(_ id: Int) {
        completionRuns[id, default: 0] += 1
        if completionRuns[id]! > 1 { failure = "completion \(id) ran twice" }
    }

    mutating func tookDown(_ list: [Int]) {
        for content in list {
            takenDown[content, default: 0] += 1
            if takenDown[content]! > 1 { failure = "content \(content) taken down twice" }
        }
    }

    /// Queues completions to run after the changes, as the hosts do.
    mutating func runAfterChanges(_ handlers: [Int]) {
        for handler in handlers {
            queued += 1
            completions[queued] = handler
            transaction.runAfterChanges(queued)
        }
    }

    /// Runs the waiting completions as the hosts do; a handler sometimes changes the stack.
    mutating func runWaitingWork() {
        guard transaction.startRunningWork() else { return }
        while let order = transaction.nextWork() {
            if transaction.openChanges > 0 { failure = "a completion ran while a change was open" }
            if isRunningHandler { failure = "a completion ran inside another" }
            if order != lastRun + 1 { failure = "completion queued \(order)th ran after the \(lastRun)th" }
            lastRun = order
            isRunningHandler = true
            completionRan(completions.removeValue(forKey: order)!)
            if Int.random(in: 0 ..< 4, using: &random) == 0, let row = randomRow() {
                change(animated: Bool.random(using: &random)) { $0.remove(row) }
            }
            isRunningHandler = false
        }
    }

    /// Ends the running animation's claim: the leaving rows it alone showed go.
    mutating func endAnimation() {
        if let animation { tookDown(transaction.endAnimation(animation, in: &contents).takeDown) }
        animation = nil
    }

    /// One change, animated or not, as TerminalStack.change does it.
    mutating func change(animated: Bool, _ body: (inout ModelStackHost) -> Void) {
        let area = Rect(x: 0, y: offset - 300, width: 100, height: 900)
        let before = engine.layoutSnapshot(around: area)
        serial += 1
        let completion = serial
        completionRuns[completion] = 0
        transaction.begin(&contents)
        body(&self)
        if animated {
            let running = runner.transition.map { ($0, runner.elapsed(at: time)) }
            let transition = Transition(from: before, to: engine, in: area, timing: .linear(duration: 1), interrupting: running)
            let claim = transaction.beginAnimation(moving: transition.rows.map(\.row),
                                                   leaving: transition.rows.filter { $0.kind == .disappearing }.map(\.row),
                                                   in: &contents)
            let interrupted = runner.start(transition, at: time, completion: completion)
            endAnimation()
            animation = claim
            runAfterChanges(interrupted.map(\.handler))
        } else {
            let interrupted = runner.interrupt()
            endAnimation()
            runAfterChanges(interrupted.map(\.handler) + [completion])
        }
        // Leaving rows that no animation shows are taken down now.
        tookDown(transaction.end(&contents))
        runWaitingWork()
    }

    mutating func remove(_ row: RowID) {
        guard let index = engine.remove(row) else { return }
        if contents.remove(row, index: index) != nil { removed[row] = 0 }
    }

    mutating func randomRow() -> RowID? {
        engine.count > 0 ? engine.row(at: Int.random(in: 0 ..< engine.count, using: &random)) : nil
    }

    mutating func step() {
        switch Int.random(in: 0 ..< 10, using: &random) {
        case 0, 1:
            let index = Int.random(in: 0 ... engine.count, using: &random)
            change(animated: Bool.random(using: &random)) { host in
                host.serial += 1
                let row = host.engine.insert(.fixed(Double(Int.random(in: 10 ... 120, using: &host.random))), at: index)
                host.contents.insert(host.serial, for: row)
            }
        case 2, 3:
            guard let row = randomRow() else { return }
            change(animated: Bool.random(using: &random)) { host in
                host.remove(row)
                // Sometimes the removal runs code that makes a change of its own, inside this one.
                if Int.random(in: 0 ..< 3, using: &host.random) == 0, let other = host.randomRow() {
                    host.change(animated: Bool.random(using: &host.random)) { $0.remove(other) }
                }
            }
        case 4:
            guard let row = randomRow() else { return }
            let hidden = Bool.random(using: &random)
            change(animated: Bool.random(using: &random)) { $0.engine.setHidden(hidden, forRow: row) }
        case 5:
            time += [0.1, 0.3, 0.6, 1.5][Int.random(in: 0 ..< 4, using: &random)]
            let finished = runner.advance(to: time)
            if !runner.isRunning { endAnimation() }
            runAfterChanges(finished.map(\.handler))
            runWaitingWork()
        case 6:
            offset = Double(Int.random(in: 0 ... 2_000, using: &random))
        default:
            dispatch(removingDuringDelivery: Int.random(in: 0 ..< 3, using: &random) == 0)
        }
    }

    /// Commits and names the events; sometimes a listener removes rows while they are delivered.
    mutating func dispatch(removingDuringDelivery: Bool) {
        let named = contents.beginDispatch(engine.commit(visibleRect: visibleRect))
        for event in named {
            if case .rowRemoved(let row, _) = event.event {
                namedRemovals[row, default: 0] += 1
                if event.content == nil { failure = "removal of \(row) named without its content" }
            }
            if case .visibilityChanged(let change) = event.event, event.content == nil {
                failure = "visibility change of \(change.row) without its content"
            }
            if removingDuringDelivery, Int.random(in: 0 ..< 4, using: &random) == 0, let row = randomRow() {
                change(animated: Bool.random(using: &random)) { $0.remove(row) }
            }
        }
        contents.endDispatch()
    }

    /// Lets everything finish and checks the totals.
    mutating func finish() -> String? {
        time += 100
        runAfterChanges(runner.advance(to: time).map(\.handler))
        endAnimation()
        runWaitingWork()
        if transaction.hasWaitingWork || transaction.openChanges != 0 { return "work or a change left open" }
        if !transaction.animatingRows.isEmpty { return "rows still claimed by an ended animation" }
        // Every change has ended and every hold too: nothing may be left to take down.
        if !contents.takeDown(Array(removed.keys)).isEmpty { return "rows removed by a change were never taken down" }
        dispatch(removingDuringDelivery: false)
        dispatch(removingDuringDelivery: false)
        if let failure { return failure }
        if let row = removed.keys.first(where: { namedRemovals[$0] != 1 }) {
            return "\(row) was named removed \(namedRemovals[row] ?? 0) times"
        }
        if let content = takenDown.first(where: { $0.value != 1 }) { return "content \(content.key) taken down \(content.value) times" }
        if takenDown.count != removed.count { return "\(removed.count) rows removed, \(takenDown.count) taken down" }
        if let completion = completionRuns.first(where: { $0.value != 1 }) {
            return "completion \(completion.key) ran \(completion.value) times"
        }
        if contents.leavingCount != 0 { return "\(contents.leavingCount) leaving rows never forgotten" }
        if contents.count != engine.count { return "\(contents.count) contents for \(engine.count) rows" }
        return nil
    }
}

/// How long the bookkeeping soaks run: `swift test` runs 6,000 steps of the stack host (four seeds
/// of 1,500) and 4,000 of the flow host (four of 1,000); a long run sets
/// `SCROLLSTACK_BOOKKEEPING_STEPS` (steps per host model, in all) and `SCROLLSTACK_BOOKKEEPING_SEED`
/// (the first seed; the others count up from it, and the flow host's are set apart by 2^32).
enum BookkeepingSoak {
    static let stack = SoakLength(operationsVariable: "SCROLLSTACK_BOOKKEEPING_STEPS", defaultOperations: 6_000,
                                  seedVariable: "SCROLLSTACK_BOOKKEEPING_SEED", defaultSeed: 0xB00C_0001,
                                  operationsPerSeed: 1_500)
    static let flow = SoakLength(operationsVariable: "SCROLLSTACK_BOOKKEEPING_STEPS", defaultOperations: 4_000,
                                 seedVariable: "SCROLLSTACK_BOOKKEEPING_SEED", defaultSeed: 0xB00C_0001,
                                 operationsPerSeed: 1_000)

    static var stackSeeds: [EngineSoak.Seed] { stack.seeds().map { EngineSoak.Seed(value: $0.seed, operations: $0.operations) } }
    static var flowSeeds: [EngineSoak.Seed] { flow.seeds(stream: 1).map { EngineSoak.Seed(value: $0.seed, operations: $0.operations) } }

    /// Printed after a seed when the length was set from the environment.
    static func report(_ model: String, _ seed: EngineSoak.Seed) {
        guard stack.isFromEnvironment else { return }
        print("bookkeeping soak (\(model)): seed 0x\(String(seed.value, radix: 16)), \(seed.operations) steps checked")
    }
}

@Suite("Host bookkeeping under random streams")
struct BookkeepingPropertyTests {
    @Test("removals during delivery and interrupted animations: named once, taken down once, completed once",
          arguments: BookkeepingSoak.stackSeeds)
    func stackHost(seed: EngineSoak.Seed) {
        var host = ModelStackHost(seed: seed.value)
        for step in 0 ..< seed.operations {
            host.step()
            if let failure = host.failure {
                Issue.record("seed \(String(seed.value, radix: 16)), step \(step): \(failure)")
                return
            }
        }
        if let failure = host.finish() { Issue.record("seed \(String(seed.value, radix: 16)): \(failure)") }
        BookkeepingSoak.report("stack host", seed)
    }

    @Test("flow playback under random pushes, pops, interruptions and re-entrant changes",
          arguments: BookkeepingSoak.flowSeeds)
    func flowPlayback(seed: EngineSoak.Seed) {
        var model = ModelFlowHost(seed: seed.value)
        for step in 0 ..< seed.operations {
            model.step()
            if let failure = model.failure {
                Issue.record("seed \(String(seed.value, radix: 16)), step \(step): \(failure)")
                return
            }
        }
        if let failure = model.finish() { Issue.record("seed \(String(seed.value, radix: 16)): \(failure)") }
        BookkeepingSoak.report("flow host", seed)
    }
}

/// A flow host in miniature: a StackFlow played by FlowPlayback, whose completions sometimes push
/// or pop (re-entrant changes), with stale transition ends reported at random.
private struct ModelFlowHost {
    var random: SeededGenerator
    var flow = StackFlow(containerSize: Size(width: 100, height: 300), timing: .linear(duration: 1))
    var playback = FlowPlayback<Int>()
    var time = 0.0
    var serial = 0
    var completionRuns: [Int: Int] = [:]
    /// Completions that push or pop when they run.
    var reentrant: [Int: Bool] = [:]
    var willPushed: [RowID: Int] = [:]
    var didPushed: [RowID: Int] = [:]
    var willPopped: [RowID: Int] = [:]
    var didPopped: [RowID: Int] = [:]
    var released: [RowID: Int] = [:]
    var everPopped: Set<RowID> = []
    var tokens: [PlaybackToken] = []
    var shown: PlaybackToken?
    var failure: String?

    init(seed: UInt64) { random = SeededGenerator(seed: seed) }

    mutating func newCompletion() -> Int {
        serial += 1
        completionRuns[serial] = 0
        reentrant[serial] = Int.random(in: 0 ..< 4, using: &random) == 0
        return serial
    }

    mutating func push() {
        let change = flow.push(extent: Double(Int.random(in: 10 ... 80, using: &random)), interrupting: playback.running(at: time))
        playback.begin(change, at: time, completion: newCompletion())
    }

    mutating func pop(_ count: Int) {
        let change = flow.pop(count, interrupting: playback.running(at: time))
        everPopped.formUnion(change.popped)
        playback.begin(change, at: time, completion: newCompletion())
    }

    /// Takes every step, doing what it says; completions may begin new changes meanwhile.
    mutating func drain() {
        while let step = playback.next() {
            switch step {
            case .event(let event):
                switch event {
                case .willPush(let item): willPushed[item, default: 0] += 1
                case .didPush(let item):
                    didPushed[item, default: 0] += 1
                    if willPushed[item] != 1 { failure = "didPush(\(item)) without its willPush" }
                case .willPop(let item): willPopped[item, default: 0] += 1
                case .didPop(let item):
                    didPopped[item, default: 0] += 1
                    if willPopped[item] != 1 { failure = "didPop(\(item)) without its willPop" }
                }
            case .completion(let id):
                completionRuns[id, default: 0] += 1
                if completionRuns[id]! > 1 { failure = "completion \(id) ran twice" }
                if reentrant[id] == true { Bool.random(using: &random) ? push() : pop(1) }
            case .show(_, let token):
                shown = token
                tokens.append(token)
                if !playback.isRunning { failure = "a transition shown while nothing runs" }
            case .release(let items):
                for item in items {
                    released[item, default: 0] += 1
                    if released[item]! > 1 { failure = "\(item) released twice" }
                    if flow.contains(item) { failure = "\(item) released while still in the flow" }
                }
            }
        }
    }

    mutating func step() {
        switch Int.random(in: 0 ..< 8, using: &random) {
        case 0, 1, 2: push()
        case 3, 4: pop(Int.random(in: -1 ... 3, using: &random))
        case 5:
            time += [0.2, 0.5, 1.2][Int.random(in: 0 ..< 3, using: &random)]
            playback.advance(to: time)
        case 6:
            // A UIKit host: an animation's completion, perhaps of an interrupted one.
            if let token = tokens.randomElement(using: &random) { playback.transitionEnded(token) }
        default:
            if let current = shown { playback.transitionEnded(current) }
        }
        drain()
    }

    mutating func finish() -> String? {
        time += 100
        playback.advance(to: time)
        drain()
        while playback.isRunning {
            time += 100
            playback.advance(to: time)
            drain()
        }
        if let failure { return failure }
        if let id = completionRuns.first(where: { $0.value != 1 }) { return "completion \(id.key) ran \(id.value) times" }
        if willPushed.count != didPushed.count || willPushed.values.contains(where: { $0 != 1 }) {
            return "\(willPushed.count) willPush and \(didPushed.count) didPush"
        }
        if willPopped.count != didPopped.count || didPopped.values.contains(where: { $0 != 1 }) {
            return "\(willPopped.count) willPop and \(didPopped.count) didPop"
        }
        if Set(released.keys) != everPopped { return "\(everPopped.count) popped, \(released.count) released" }
        return nil
    }
}
