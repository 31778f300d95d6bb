// The test-only control panel of the double: the virtual clock, the run loop it turns, and the failures it records.

@_exported import Foundation

/// Everything a test uses to drive the double that the real SDK does not have. Nothing here is UIKit
/// API: the SDK-interface check skips this namespace by name.
@MainActor
public enum UIKitDouble {
    // MARK: Clock

    /// Virtual seconds since the double started (what `CACurrentMediaTime()` returns). Only
    /// ``advance(by:)`` moves it: nothing in the double waits for real time.
    public private(set) static var now: TimeInterval = 1000

    /// Work due at a virtual time (animation ends, perform-after-delay requests, display links).
    struct Timed {
        let id: Int
        let due: TimeInterval
        let work: @MainActor () -> Void
    }
    static var timed: [Timed] = []
    static var nextID = 0
    /// Work for the next run-loop turn (completions of animations that did not animate, removed
    /// animations' completions, `perform(_:with:afterDelay: 0)`).
    static var nextTurn: [@MainActor () -> Void] = []

    @discardableResult
    static func schedule(after delay: TimeInterval, _ work: @escaping @MainActor () -> Void) -> Int {
        nextID += 1
        timed.append(Timed(id: nextID, due: now + max(0, delay), work: work))
        return nextID
    }

    static func cancel(_ id: Int) { timed.removeAll { $0.id == id } }

    static func onNextTurn(_ work: @escaping @MainActor () -> Void) { nextTurn.append(work) }

    // MARK: Run loop

    /// One turn of the main run loop, as the double models it (ASSUMPTION: the order of a turn: main
    /// queue, then due timers, then next-turn work, then the layout pass of every window, as Core
    /// Animation commits before the run loop sleeps; a simulator trace of F17 would settle it):
    /// 1. jobs on the main queue (`Task { @MainActor in }`, `DispatchQueue.main.async`, `RunLoop.main.perform`);
    /// 2. timers that are due (perform-after-delay, animation ends, display links);
    /// 3. work deferred to "the next run loop cycle" (completions of blocks that animated nothing);
    /// 4. the layout pass: every view in a window marked by `setNeedsLayout()` is laid out.
    public static func runLoopTurn() {
        layoutPassesThisTurn.removeAll()
        drainMainQueue()
        runDueTimers()
        let work = nextTurn
        nextTurn.removeAll()
        for item in work { item() }
        drainMainQueue()
        UIWindow.layOutAllWindows()
    }

    /// Runs turns until nothing is pending now (no main-queue job, next-turn work or dirty window
    /// view); timers in the future stay. At most `limit` turns (a failure is recorded past it).
    public static func settle(limit: Int = 100) {
        for _ in 0 ..< limit {
            runLoopTurn()
            if nextTurn.isEmpty && !UIWindow.anyWindowNeedsLayout && !mainQueueHasWork() { return }
        }
        recordFailure("the run loop did not settle within \(limit) turns")
    }

    /// Moves the virtual clock forward by `seconds`, stopping at every timer that comes due on the
    /// way (an animation's end, a delayed perform, a display-link frame), and runs a run-loop turn
    /// at each stop and at the end.
    public static func advance(by seconds: TimeInterval) {
        let end = now + max(0, seconds)
        while let next = timed.filter({ $0.due <= end }).min(by: { ($0.due, $0.id) < ($1.due, $1.id) }) {
            now = max(now, next.due)
            runLoopTurn()
        }
        now = end
        runLoopTurn()
    }

    /// Whether something waits on the virtual clock: an animation's end, a delayed perform, a
    /// display link. A view taken out of the hierarchy keeps its running animations here, and the
    /// completion of their block may still hold other views in place.
    public static var isWaitingOnTheClock: Bool { !timed.isEmpty }

    static func runDueTimers() {
        while let next = timed.filter({ $0.due <= now }).min(by: { ($0.due, $0.id) < ($1.due, $1.id) }) {
            timed.removeAll { $0.id == next.id }
            next.work()
        }
    }

    /// Runs the main queue's jobs. XCTest runs on the main thread, whose run loop drains the main
    /// dispatch queue, so spinning it for an instant runs what is queued.
    static func drainMainQueue() {
        for _ in 0 ..< 4 { _ = RunLoop.main.run(mode: .default, before: Date()) }
    }

    /// Whether a job is still queued: a marker queued behind it has not run yet.
    static func mainQueueHasWork() -> Bool {
        nonisolated(unsafe) var ran = false
        DispatchQueue.main.async { ran = true }
        _ = RunLoop.main.run(mode: .default, before: Date())
        if !ran { drainMainQueue() }
        return !ran
    }

    // MARK: Failures

    /// Contract violations and runaway passes the double saw, in order. A test fails on any it did
    /// not expect (``failures`` is cleared by ``reset()``).
    public private(set) static var failures: [String] = []

    public static func recordFailure(_ message: String) { failures.append(message) }

    /// A view laid out more than this many times in one run-loop turn is a layout pass that
    /// re-dirties itself: the double records a failure and stops laying it out for the turn.
    public static var layoutPassLimit = 1000
    static var layoutPassesThisTurn: [ObjectIdentifier: Int] = [:]

    /// Forgets failures, pending work and windows, and sets the clock back, between tests.
    public static func reset() {
        failures = []
        timed = []
        nextTurn = []
        layoutPassesThisTurn = [:]
        UIWindow.liveWindows = []
        PerformRequest.pending = []
        UIView.animationContexts = []
        UIResponder.currentFirstResponder = nil
        AccessibilityValues.table = [:]
        UIAccessibility.doubleVoiceOverRunning = false
        UIAccessibility.doubleFocusedElement = nil
        drainMainQueue()
    }
}
