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
    var input = TerminalInput(session: session, quitsOnInterrupt: quitsOnInterrupt, tickInterval: tickInterval, wakeup: wakeup)
    var needsFrame = true
    while true {
        if needsFrame || isAnimating() {
            session.write(bytes: renderer.render(try frame(input.size.columns, input.size.rows, monotonicSeconds())))
            needsFrame = false
        }
        // The terminal going away, or Ctrl-C, ends the input and the loop.
        guard let events = input.next(longestWait: isAnimating() ? 16 : -1) else { return }
        for event in events {
            needsFrame = true
            switch event {
            case .redraw: renderer.invalidate()
            case .tick, .wake: break
            case .key(let key): if try !handle(key, monotonicSeconds()) { return }
            }
        }
    }
}
