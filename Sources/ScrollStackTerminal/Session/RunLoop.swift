// The loop of a full-screen terminal program: read input, hand it over, draw a frame, write what
// changed, sleep until something happens, and give the terminal back however the loop ends.

/// Runs an interactive full-screen program until `handle` returns `false`, Ctrl-C is pressed (by
/// default), the terminal goes away, or `frame` or `handle` throws (the error is rethrown once the
/// terminal is restored).
///
/// It starts a ``TerminalSession`` (restored however the loop ends; keys come from the controlling
/// terminal when standard input is a pipe, so `producer | program` works), draws without colour
/// when `NO_COLOR` is set (``TerminalSession/environmentAllowsColor``), repeats characters with REP
/// where the terminal can (``TerminalSession/environmentRepetition``), decodes keys and mouse
/// reports, and turns an Escape that no sequence follows within 30 ms into ``Key/escape``. Ctrl-Z
/// suspends the program (``TerminalSession/suspend()``) and `fg` brings it back with the screen
/// redrawn.
///
/// A frame is drawn after every input, resize and continue, on every ``TerminalWakeup/wake()`` of
/// `wakeup`, once per `tickInterval` when one is given, and about 60 times a second while
/// `isAnimating` says so; only what changed is written. Between them the loop sleeps: a program
/// that nothing happens to uses no CPU.
///
/// Each turn of the loop, in order:
/// 1. after `fg` or a resize, forget what the terminal shows (the next frame is written whole);
/// 2. if a frame is due, call `frame` and write the bytes of what changed;
/// 3. wait for input, a signal, a wake or the next tick (16 ms while animating, 30 ms while an
///    Escape may start a sequence); the terminal going away ends the loop;
/// 4. decode the bytes into keys and hand each to `handle` (Ctrl-Z suspends instead, and Ctrl-C
///    ends the loop unless `quitsOnInterrupt` is `false`); `false` ends the loop.
///
/// Throws ``TerminalError/notATerminal`` when there is no terminal to run in and
/// ``TerminalError/unsupportedTerminal(_:)`` for `TERM=dumb`: print the error (its description is
/// written for the user) and exit non-zero.
///
/// - Parameters:
///   - mouse: whether to turn on mouse reporting (clicks, wheel and drags come as ``Key/mouse(_:)``).
///   - quitsOnInterrupt: whether Ctrl-C ends the loop, as users expect of any terminal program
///     (default). With `false`, Ctrl-C reaches `handle` as `.control("c")`: ask before quitting,
///     or cancel something first.
///   - tickInterval: seconds between frames drawn without input (a clock, a progress bar that
///     moves on its own), or `nil` (default): frames only when something happens.
///   - wakeup: lets other threads and tasks have a frame drawn when they have something new
///     (``TerminalWakeup``); take what they handed over in `frame`.
///   - frame: draws the screen for a size (columns, rows) at a time (seconds, monotonic). Keep
///     one ``Canvas`` and draw into it each frame without clearing it (make a new one when the size
///     changes): stacks then draw only what changed, and the renderer writes only that.
///   - handle: applies one key at a time; returns `false` to quit.
///   - isAnimating: whether frames must keep coming without input (an animation runs).
public func runTerminalApplication(mouse: Bool = true,
                                   quitsOnInterrupt: Bool = true,
                                   tickInterval: Double? = nil,
                                   wakeup: TerminalWakeup? = nil,
                                   frame: (_ columns: Int, _ rows: Int, _ time: Double) throws -> Canvas,
                                   handle: (_ key: Key, _ time: Double) throws -> Bool,
                                   isAnimating: () -> Bool = { false }) throws {
    let session = try TerminalSession.start(mouse: mouse)
    defer { session.stop() }
    var renderer = FrameRenderer()
    renderer.usesColor = TerminalSession.environmentAllowsColor
    renderer.repetition = TerminalSession.environmentRepetition
    var decoder = KeyDecoder()
    var size = TerminalSession.windowSize() ?? (columns: 80, rows: 24)
    var ticks = TickSchedule(interval: tickInterval, now: monotonicSeconds())
    var needsFrame = true
    while true {
        if session.takeContinuation() {
            renderer.invalidate()
            needsFrame = true
        }
        if session.takeResize(), let newSize = TerminalSession.windowSize() {
            size = newSize
            renderer.invalidate()
            needsFrame = true
        }
        if ticks.isDue(at: monotonicSeconds()) { needsFrame = true }
        if needsFrame || isAnimating() {
            session.write(bytes: renderer.render(try frame(size.columns, size.rows, monotonicSeconds())))
            needsFrame = false
        }
        let timeout: Int32 = isAnimating() ? 16 : (decoder.hasPendingInput ? 30 : ticks.millisecondsToNext(from: monotonicSeconds()))
        var keys: [Key] = []
        switch session.wait(timeout: timeout, wakeup: wakeup) {
        case .closed, .cancelled: return // the terminal went away
        case .woken: needsFrame = true
        case .nothing: if decoder.hasPendingInput { keys = decoder.flush() }
        case .input(let bytes): keys = decoder.decode(bytes)
        }
        for key in keys {
            needsFrame = true
            if key == .control("z") {
                session.suspend()
                size = TerminalSession.windowSize() ?? size
                renderer.invalidate()
                continue
            }
            if quitsOnInterrupt && key == .control("c") { return }
            if try !handle(key, monotonicSeconds()) { return }
        }
    }
}

/// When the next tick of a loop with a tick interval is due.
struct TickSchedule {
    private let interval: Double?
    private var next: Double

    /// Ticks every `interval` seconds from `now` (at most 1,000 a second), or never for `nil`.
    init(interval: Double?, now: Double) {
        self.interval = interval.map { $0.isFinite ? max($0, 0.001) : 86_400 }
        next = now + (self.interval ?? 0)
    }

    /// Whether a tick is due at `now`; if so, the next one is scheduled (ticks missed while the
    /// program was busy are not made up).
    mutating func isDue(at now: Double) -> Bool {
        guard let interval, now >= next else { return false }
        next += interval
        if next <= now { next = now + interval }
        return true
    }

    /// How long a wait may last before the next tick (-1: no tick, wait without limit).
    func millisecondsToNext(from now: Double) -> Int32 {
        guard interval != nil else { return -1 }
        return Int32(min(86_400_000, max(0, ((next - now) * 1000).rounded(.up))))
    }
}
