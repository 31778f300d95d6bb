// The session's input as an asynchronous sequence, in a child process on a pseudo-terminal, driven
// by the bytes a terminal sends: a redraw first, keys as they come, ticks, wakes from a task, and
// the sequence ending on Ctrl-C, on the consumer leaving, or handing Ctrl-C over.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ScrollStackTerminal
import Testing

/// The Getting Started article's Swift concurrency program, compiled as the article shows it.
@MainActor
func concurrentProgram(stack: TerminalStack) async throws {
    let session = try TerminalSession.start()
    defer { session.stop() }
    var renderer = FrameRenderer()
    var canvas = Canvas(width: 80, height: 24)
    for await event in session.events() {
        switch event {
        case .redraw(let columns, let rows):
            canvas = Canvas(width: columns, height: rows)
            stack.resize(width: columns, height: rows)
            renderer.invalidate()
        case .key(.character("q")):
            return
        case .key(let key):
            _ = stack.handle(key)
        case .tick, .wake:
            break
        }
        stack.draw(into: &canvas)
        session.write(bytes: renderer.render(canvas))
    }
}

@Suite("Terminal events")
struct TerminalEventsTests {
    @Test("a redraw first, then the keys typed; Ctrl-C ends the sequence; a task's wake arrives as one")
    func keysWakesAndInterrupt() async {
        await #expect(processExitsWith: .success) {
            alarm(10)
            let master = useNewPseudoTerminal(columns: 30, rows: 5)
            guard let session = try? TerminalSession.start() else { exit(3) }
            let wakeup = TerminalWakeup()
            var events: [TerminalEvent] = []
            for await event in session.events(wakeup: wakeup) {
                events.append(event)
                switch event {
                case .redraw: Task { wakeup.wake() }
                case .wake: _ = write(master, "ab\u{03}c", 4)
                default: break
                }
            }
            session.stop()
            exit(events == [.redraw(columns: 30, rows: 5), .wake, .key(.character("a")), .key(.character("b"))] ? 0 : 1)
        }
    }

    @Test("ticks at the interval; Ctrl-C handed over; leaving the loop ends the reader, and the terminal is restored")
    func ticksAndLeaving() async {
        await #expect(processExitsWith: .success) {
            alarm(10)
            let master = useNewPseudoTerminal()
            var before = termios()
            tcgetattr(STDIN_FILENO, &before)
            guard let session = try? TerminalSession.start() else { exit(3) }
            var ticks = 0
            var interrupted = false
            for await event in session.events(quitsOnInterrupt: false, tickInterval: 0.03) {
                if event == .tick {
                    ticks += 1
                    if ticks == 3 { _ = write(master, "\u{03}", 1) }
                }
                if event == .key(.control("c")) {
                    interrupted = true
                    break
                }
            }
            session.stop()
            var after = termios()
            tcgetattr(STDIN_FILENO, &after)
            exit(ticks >= 3 && interrupted && after.c_lflag == before.c_lflag ? 0 : 1)
        }
    }
}
