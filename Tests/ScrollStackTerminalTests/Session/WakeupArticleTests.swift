// The Getting Started article's streaming program, compiled as the article shows it, and the
// wakeup it relies on: safe to call from any thread, never blocking, however often it is called.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ScrollStackTerminal
import Testing

/// The article's "your own" store: a lock around an array of lines.
final class Inbox: @unchecked Sendable {
    private var lines: [String] = []
    private var lock = pthread_mutex_t()

    init() { pthread_mutex_init(&lock, nil) }
    deinit { pthread_mutex_destroy(&lock) }

    func append(_ line: String) {
        pthread_mutex_lock(&lock)
        lines.append(line)
        pthread_mutex_unlock(&lock)
    }

    func takeAll() -> [String] {
        pthread_mutex_lock(&lock)
        defer { pthread_mutex_unlock(&lock) }
        let taken = lines
        lines = []
        return taken
    }
}

/// The article's program, as it shows it (`startReading` stands for the app's own reader).
func streamingProgram(stack: TerminalStack, canvas: inout Canvas,
                      startReading: @escaping @Sendable (@escaping @Sendable (String) -> Void) -> Void) throws {
    let wakeup = TerminalWakeup()
    let inbox = Inbox()  // your own: a lock around an array of lines
    startReading { line in      // another thread, or a Task
        inbox.append(line)
        wakeup.wake()
    }
    try runTerminalApplication(wakeup: wakeup, frame: { columns, rows, time in
        stack.append(contentsOf: inbox.takeAll().map { TextContent($0) })
        stack.draw(into: &canvas)
        return canvas
    }, handle: { key, _ in key != .character("q") })
}

@Suite("Terminal wakeup")
struct WakeupTests {
    @Test("wakes from many tasks at once, far more than the pipe holds, never block")
    func wakesNeverBlock() async {
        let wakeup = TerminalWakeup()
        await withTaskGroup(of: Void.self) { group in
            for _ in 0 ..< 8 {
                group.addTask { for _ in 0 ..< 20_000 { wakeup.wake() } }
            }
        }
        let inbox = Inbox()
        inbox.append("one")
        #expect(inbox.takeAll() == ["one"] && inbox.takeAll().isEmpty)
    }
}
