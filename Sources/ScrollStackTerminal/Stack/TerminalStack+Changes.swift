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
        let area = transitionArea
        // What the animation starts from: the layout around the screen (copying the engine would
        // cost O(n) once it changes).
        let before = engine.layoutSnapshot(around: area)
        transaction.begin(&contents)
        defer {
            // Rows removed that no animation shows leave now (the frame drawn next shows that).
            _ = transaction.end(&contents)
            runWaitingWork()
        }
        appearanceChanged()
        try body()
        settle()
        clampOffset()
        if animated && timing.duration > 0 {
            let running = runner.transition.map { ($0, runner.elapsed(at: now)) }
            let transition = Transition(from: before, to: engine, in: area, timing: timing, interrupting: running)
            // One animation at a time (a new one continues the running one): no row needs
            // claiming, only the leaving ones holding.
            let claim = transaction.beginAnimation(moving: EmptyCollection(),
                                                   leaving: transition.rows.lazy.filter { $0.kind == .disappearing }.map(\.row),
                                                   in: &contents)
            // Text drawn over text garbles: a row that changes places leaves and arrives instead of
            // sliding over the rows between.
            let interrupted = runner.start(transition.withoutCrossings(), at: now, completion: completion)
            endAnimation()
            animation = claim
            callOut(interrupted.map(\.handler))
        } else {
            let interrupted = runner.interrupt()
            endAnimation()
            callOut(interrupted.map(\.handler) + (completion.map { [$0] } ?? []))
        }
    }

    /// Runs `handlers` now, or, while a change is applied or earlier handlers run, after them.
    func callOut(_ handlers: [() -> Void]) {
        for handler in handlers { transaction.runAfterChanges(handler) }
        runWaitingWork()
    }

    /// Runs what the changes called out to, in order, including what those calls add, one after
    /// another (``ChangeTransaction``'s rule).
    private func runWaitingWork() {
        guard transaction.startRunningWork() else { return }
        while let next = transaction.nextWork() { next() }
    }

    /// Ends the running animation's claim on the leaving rows it showed.
    func endAnimation() {
        if let animation { _ = transaction.endAnimation(animation, in: &contents) }
        animation = nil
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
        if !runner.isRunning { endAnimation() }
        callOut(finished.map(\.handler))
    }
}
