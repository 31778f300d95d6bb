// Animated changes: the frames a transition goes through, timing curves, interrupted animations and
// completions that run exactly once.

import ScrollStackCore
import Testing

@Suite("Transitions and timing")
struct TransitionTests {
    @Test("an animated change lists appearing, disappearing, moving and stationary rows with exact frames")
    func transitionKinds() {
        var (engine, ids) = tallStack(rows: 5)
        let before = engine
        engine.remove(ids[1])
        let added = engine.insert(.fixed(100), at: 2)
        engine.setHidden(true, forRow: ids[4])
        let transition = Transition(from: before, to: engine, in: band(0, 1000), timing: .linear(duration: 0.3))

        let stationary = transition.transition(of: ids[0])!
        #expect(stationary.kind == .stationary)
        let moved = transition.transition(of: ids[2])!
        #expect(moved.kind == .moving && moved.from.row.minY == 200 && moved.to.row.minY == 100)
        #expect(transition.transition(of: ids[3])!.kind == .stationary) // 300 → 300
        let appearing = transition.transition(of: added)!
        #expect(appearing.kind == .appearing)
        #expect(appearing.from.row == Rect(x: 0, y: 200, width: 100, height: 0) && appearing.fromAlpha == 0)
        #expect(appearing.to.row == Rect(x: 0, y: 200, width: 100, height: 100) && appearing.toAlpha == 1)
        let removed = transition.transition(of: ids[1])!
        #expect(removed.kind == .disappearing)
        #expect(removed.from.row.minY == 100 && removed.to.row == Rect(x: 0, y: 100, width: 100, height: 0))
        #expect(removed.toAlpha == 0)
        let hidden = transition.transition(of: ids[4])!
        #expect(hidden.kind == .disappearing && hidden.to.row.height == 0 && hidden.to.row.minY == 400)

        // Halfway: frames and opacity are interpolated.
        #expect(moved.frames(atProgress: 0.5).row.minY == 150)
        #expect(appearing.frames(atProgress: 0.5).row.height == 50 && appearing.alpha(atProgress: 0.5) == 0.5)
        #expect(transition.contentSize(at: 0) == Size(width: 100, height: 500))
        #expect(transition.contentSize(at: 0.3) == Size(width: 100, height: 400))
        // Disappearing rows come after the rows on screen afterwards.
        #expect(transition.rows.suffix(2).map(\.kind) == [.disappearing, .disappearing])
    }

    @Test("rows that come on screen only because others moved start from their exact old frames")
    func rowsComingOnScreen() {
        var (engine, ids) = tallStack(rows: 20)
        let before = engine
        engine.remove(at: [0, 1, 2])
        let transition = Transition(from: before, to: engine, in: band(0, 500), timing: .linear(duration: 1))
        let entering = transition.transition(of: ids[7])!
        #expect(entering.kind == .moving && entering.from.row.minY == 700 && entering.to.row.minY == 400)
    }

    @Test("a snapshot of the area around the screen is all a transition needs; rows from beyond it appear")
    func snapshots() {
        var (engine, ids) = tallStack(rows: 1_000)
        let area = band(0, 300)
        let snapshot = engine.layoutSnapshot(around: area)
        // The area and one length beyond it on each side: rows 0 to 5.
        #expect(snapshot.layouts.map(\.id) == Array(ids[0 ..< 6]) && snapshot.contentSize.height == 100_000)
        engine.remove(at: Array(0 ..< 2) + Array(10 ..< 20))
        let transition = Transition(from: snapshot, to: engine, in: area, timing: .linear(duration: 1))
        // Rows 2 and 3 slide up from where they were; rows 20 and up come from 1,700 points away.
        #expect(transition.transition(of: ids[2])!.kind == .moving && transition.transition(of: ids[2])!.from.row.minY == 200)
        #expect(transition.transition(of: ids[20]) == nil)
        #expect(transition.transition(of: ids[0])!.kind == .disappearing)
        // Removing 15 screens' worth brings rows from beyond what the snapshot remembers: they appear.
        let farther = engine.layoutSnapshot(around: area)
        engine.remove(at: Array(0 ..< 15))
        let jump = Transition(from: farther, to: engine, in: area, timing: .linear(duration: 1))
        #expect(engine.rows(intersecting: area).allSatisfy { jump.transition(of: $0)?.kind == .appearing })
    }

    @Test("an interrupting transition starts where the running one is")
    func interruption() {
        var (engine, ids) = tallStack(rows: 3)
        let start = engine
        engine.remove(ids[0])
        let first = Transition(from: start, to: engine, in: band(0, 300), timing: .linear(duration: 1))
        let middle = engine
        engine.insert(.fixed(100), at: 0)
        let second = Transition(from: middle, to: engine, in: band(0, 300), timing: .linear(duration: 1),
                                interrupting: (first, 0.5))
        // Row 1 was halfway from 100 to 0 and now goes back to 100.
        let row = second.transition(of: ids[1])!
        #expect(row.from.row.minY == 50 && row.to.row.minY == 100)
        // The removed row keeps collapsing from where it was.
        let removed = second.transition(of: ids[0])!
        #expect(removed.kind == .disappearing && removed.from.row.height == 50 && removed.fromAlpha == 0.5)
    }

    @Test("a critically damped spring starts at 0, ends exactly at 1 on time and never overshoots")
    func criticallyDampedSpring() {
        let curve = TimingCurve.spring(duration: 0.5, dampingRatio: 1)
        #expect(curve.duration == 0.5)
        #expect(curve.progress(at: 0) == 0 && curve.progress(at: -1) == 0)
        #expect(curve.progress(at: 0.5) == 1 && curve.progress(at: 2) == 1)
        var previous = 0.0
        for step in 1 ... 100 {
            let value = curve.progress(at: 0.5 * Double(step) / 100)
            #expect(value >= previous && value <= 1)
            previous = value
        }
        // Settled to within the threshold just before the end.
        #expect(1 - curve.progress(at: 0.4999) <= SpringCurve.settlingThreshold * 1.01)
    }

    @Test("an underdamped spring overshoots, and the initial velocity sets the starting slope")
    func underdampedSpring() {
        let bouncy = SpringCurve(duration: 0.75, dampingRatio: 0.3)
        let peak = (1 ... 300).map { bouncy.progress(at: 0.75 * Double($0) / 300) }.max()!
        #expect(peak > 1.2)
        let fast = SpringCurve(duration: 1, dampingRatio: 1, initialVelocity: 5)
        let slow = SpringCurve(duration: 1, dampingRatio: 1, initialVelocity: 0)
        let dt = 1e-6
        #expect(abs(fast.progress(at: dt) / dt - 5) < 0.01)
        #expect(abs(slow.progress(at: dt) / dt) < 0.01)
        // An overdamped spring is slower than a critically damped one at first.
        let heavy = SpringCurve(duration: 1, dampingRatio: 3)
        #expect(heavy.progress(at: 0.99999) > 0.99)
        // Zero damping is clamped so the spring can still settle.
        #expect(SpringCurve(duration: 1, dampingRatio: 0).dampingRatio == 0.01)
        #expect(SpringCurve(duration: -1, dampingRatio: 1).progress(at: 0) == 1)
    }

    @Test("ease curves follow UIKit's control points")
    func easeCurves() {
        #expect(abs(TimingCurve.easeInOut(duration: 2).progress(at: 1) - 0.5) < 1e-9)
        let easeIn = TimingCurve.easeIn(duration: 1).progress(at: 0.5)
        let easeOut = TimingCurve.easeOut(duration: 1).progress(at: 0.5)
        #expect(easeIn < 0.5 && easeOut > 0.5)
        #expect(abs(easeIn + easeOut - 1) < 1e-9) // the two are mirror images
        #expect(TimingCurve.linear(duration: 4).progress(at: 1) == 0.25)
        #expect(TimingCurve.immediate.progress(at: 0) == 1)
    }

    @Test("a completion handed to the ledger comes back exactly once")
    func ledgerDeliversOnce() {
        var ledger = CompletionLedger<String>()
        let a = ledger.add("a")
        let b = ledger.add("b")
        #expect(ledger.take(a) == "a")
        #expect(ledger.take(a) == nil)
        _ = ledger.add("c")
        #expect(ledger.pendingCount == 2)
        #expect(ledger.takeAll() == ["b", "c"])
        #expect(ledger.take(b) == nil && ledger.takeAll().isEmpty)
    }

    @Test("a once-completion runs its handler once, however often and from wherever it is reached")
    func onceCompletion() {
        var runs = 0
        var completion: OnceCompletion!
        completion = OnceCompletion {
            runs += 1
            completion()            // reaching itself again from inside runs nothing
        }
        #expect(!completion.hasRun)
        completion()
        completion()
        #expect(runs == 1 && completion.hasRun)
        let empty = OnceCompletion(nil)
        empty()
        #expect(empty.hasRun)
    }

    @Test("the runner finishes, interrupts and handles empty transitions with one delivery per handler")
    func runnerDeliversOnce() {
        var (engine, ids) = tallStack(rows: 3)
        let before = engine
        engine.remove(ids[2])
        let transition = Transition(from: before, to: engine, in: band(0, 300), timing: .linear(duration: 1))
        var runner = TransitionRunner<String>()

        #expect(runner.start(transition, at: 10, completion: "first").isEmpty)
        #expect(runner.addCompletion("also first").isEmpty)
        #expect(runner.advance(to: 10.5).isEmpty && runner.progress(at: 10.5) == 0.5)
        let interrupted = runner.start(transition, at: 10.5, completion: "second")
        #expect(interrupted.map(\.handler) == ["first", "also first"] && interrupted.allSatisfy { !$0.finished })
        let finished = runner.advance(to: 11.5)
        #expect(finished.map(\.handler) == ["second"] && finished[0].finished)
        #expect(runner.advance(to: 20).isEmpty && !runner.isRunning)

        // Nothing to animate: delivered at once, finished.
        let immediate = runner.start(Transition(from: engine, to: engine, in: band(0, 300), timing: .immediate),
                                     at: 30, completion: "now")
        #expect(immediate.map(\.handler) == ["now"] && immediate[0].finished)
        #expect(runner.addCompletion("idle").map(\.finished) == [true])
        #expect(runner.interrupt().isEmpty)
    }
}
