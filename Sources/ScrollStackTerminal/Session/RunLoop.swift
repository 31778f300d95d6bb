// The loop of a full-screen terminal program: read input, hand it over, draw a frame, write what
// changed, and give the terminal back however the loop ends.

/// Runs an interactive full-screen program until `handle` returns `false`, the terminal goes
/// away, or `frame` or `handle` throws (the error is rethrown once the terminal is restored).
///
/// It starts a ``TerminalSession`` (restored however the loop ends), draws without colour when
/// `NO_COLOR` is set (``TerminalSession/environmentAllowsColor``), repeats characters with REP
/// where the terminal can (``TerminalSession/environmentRepetition``), draws a frame after every
/// input and resize (and about 60 times a second while `isAnimating` says so), writes only what
/// changed, decodes keys and mouse reports, and turns an Escape that no sequence follows within
/// 30 ms into ``Key/escape``. Ctrl-Z suspends the program (``TerminalSession/suspend()``) and `fg`
/// brings it back with the screen redrawn. Throws ``TerminalError/notATerminal`` when standard
/// input is not a terminal.
///
/// Each turn of the loop, in order:
/// 1. after `fg` or a resize, forget what the terminal shows (the next frame is written whole);
/// 2. if input came or `isAnimating` says so, call `frame` and write the bytes of what changed;
/// 3. wait for input (16 ms while animating, 30 ms while an Escape may start a sequence, 250 ms
///    otherwise); the terminal going away ends the loop;
/// 4. decode the bytes into keys and hand each to `handle` (Ctrl-Z suspends instead); `false`
///    ends the loop.
///
/// - Parameters:
///   - mouse: whether to turn on mouse reporting (clicks, wheel and drags come as ``Key/mouse(_:)``).
///   - frame: draws the screen for a size (columns, rows) at a time (seconds, monotonic). Keep
///     one ``Canvas`` and draw into it each frame without clearing it (make a new one when the size
///     changes): stacks then draw only what changed, and the renderer writes only that.
///   - handle: applies one key at a time; returns `false` to quit.
///   - isAnimating: whether frames must keep coming without input.
public func runTerminalApplication(mouse: Bool = true,
                                   frame: (_ columns: Int, _ rows: Int, _ time: Double) throws -> Canvas,
                                   handle: (_ key: Key, _ time: Double) throws -> Bool,
                                   isAnimating: () -> Bool) throws {
    let session = try TerminalSession.start(mouse: mouse)
    defer { session.stop() }
    var renderer = FrameRenderer()
    renderer.usesColor = TerminalSession.environmentAllowsColor
    renderer.repetition = TerminalSession.environmentRepetition
    var decoder = KeyDecoder()
    var size = TerminalSession.windowSize() ?? (columns: 80, rows: 24)
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
        if needsFrame || isAnimating() {
            session.write(bytes: renderer.render(try frame(size.columns, size.rows, monotonicSeconds())))
            needsFrame = false
        }
        let timeout: Int32 = isAnimating() ? 16 : (decoder.hasPendingInput ? 30 : 250)
        guard let bytes = session.read(timeout: timeout) else { return } // the terminal went away
        var keys = decoder.decode(bytes)
        if bytes.isEmpty && decoder.hasPendingInput { keys += decoder.flush() }
        for key in keys {
            needsFrame = true
            if key == .control("z") {
                session.suspend()
                size = TerminalSession.windowSize() ?? size
                renderer.invalidate()
                continue
            }
            if try !handle(key, monotonicSeconds()) { return }
        }
    }
}
