// How a terminal stack applies a change: one engine change, measured, animated from where things
// are (continuing a running animation), and the code it calls out to (completions, controllers)
// run only once the stack is consistent again, so that code may change the stack itself.

@_spi(Hosting) import ScrollStackCore

extension TerminalStack {
    /// Applies one change, measuring what it brought into view, and animates it from where things
    /// are now (continuing from a running animation) when asked. Rows it removed that no animation
    /// shows are taken down at once.
    ///
    /// Completions (this change's, when it is not animated, and those of an animation it
    /// interrupts) and whatever else the change calls out to run after it, when the stack is
    /// consistent again: one that changes the stack makes a change of its own, after this one.
    /// Made from inside one of those handlers, a change's own handlers run once that one returns.
    func change(animated: Bool, completion: (() -> Void)?, _ body: () throws -> Void) rethrows {
        changeDepth += 1
        defer {
            changeDepth -= 1
            if changeDepth == 0 { runCallouts() }
        }
        let area = transitionArea
        // What the animation starts from: the layout around the screen (copying the engine would
        // cost O(n) once it changes).
        let before = engine.layoutSnapshot(around: area)
        // Rows removed that no animation shows leave when the change ends.
        contents.beginChange()
        defer { _ = contents.endChange() }
        appearanceChanged()
        try body()
        settle()
        clampOffset()
        if animated && timing.duration > 0 {
            let running = runner.transition.map { ($0, runner.elapsed(at: now)) }
            let transition = Transition(from: before, to: engine, in: area, timing: timing, interrupting: running)
            let newHold = contents.hold(transition.rows.lazy.filter { $0.kind == .disappearing }.map(\.row))
            let interrupted = runner.start(transition, at: now, completion: completion)
            endHold()
            hold = newHold
            callOut(interrupted.map(\.handler))
        } else {
            let interrupted = runner.interrupt()
            endHold()
            callOut(interrupted.map(\.handler) + (completion.map { [$0] } ?? []))
        }
    }

    /// Runs `handlers` now, or, while a change is applied or earlier handlers run, after them.
    func callOut(_ handlers: [() -> Void]) {
        callouts += handlers
        if changeDepth == 0 { runCallouts() }
    }

    /// Runs what the changes called out to, in order, including what those calls add. Handlers
    /// run one after another, never one inside another: a change made by a handler calls out
    /// after that handler returns.
    private func runCallouts() {
        guard !isRunningCallouts else { return }
        isRunningCallouts = true
        defer { isRunningCallouts = false }
        while !callouts.isEmpty {
            let next = callouts.removeFirst()
            next()
        }
    }

    /// Ends the running animation's claim on the leaving rows it showed.
    func endHold() {
        if let hold { _ = contents.end(hold) }
        hold = nil
    }

    /// The rows an animation must cover: the viewport and a screen beyond it on each side.
    private var transitionArea: Rect {
        let size = viewportSize
        return Rect(mainStart: Double(offset) - size.main(axis), mainExtent: size.main(axis) * 3,
                    crossStart: 0, crossExtent: size.cross(axis), axis: axis)
    }

    /// Whether an animation is running (keep calling ``tick(at:)`` and drawing).
    public var isAnimating: Bool { runner.isRunning }

    /// Advances the animation clock to `time` (seconds, any monotonic origin). Finished animations
    /// run their completions here, once the rows they showed leaving are gone.
    public func tick(at time: Double) {
        now = time
        guard runner.isRunning else { return }
        let finished = runner.advance(to: time)
        if !runner.isRunning { endHold() }
        callOut(finished.map(\.handler))
    }
}
