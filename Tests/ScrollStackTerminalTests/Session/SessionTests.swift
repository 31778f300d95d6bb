// The terminal session: raw mode entered and restored, restoration after crashes and signals,
// suspending and resuming, and what the environment says about colour and repetition.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ScrollStackTerminal
import Testing

@Suite("Terminal session")
struct SessionTests {
    /// In a child process whose standard input and output are a pseudo-terminal: the program draws
    /// a frame, its key handler throws, and afterwards the terminal must be back in the mode it
    /// was in, with the restoring sequence written last.
    @Test("a thrown error ends the program with the terminal restored, and reaches the caller")
    func thrownErrorRestoresTheTerminal() async {
        await #expect(processExitsWith: .success) {
            let master = useNewPseudoTerminal()
            var before = termios()
            tcgetattr(STDIN_FILENO, &before)

            struct Failure: Error {}
            var caught = false
            var framesDrawn = 0
            var wasRaw = false
            do {
                try runTerminalApplication(
                    frame: { columns, rows, _ in
                        var current = termios()
                        tcgetattr(STDIN_FILENO, &current)
                        wasRaw = current.c_lflag & tcflag_t(ECHO | ICANON) == 0
                        framesDrawn += 1
                        // The user presses a key once the program is running.
                        _ = write(master, "x", 1)
                        var canvas = Canvas(width: columns, height: rows)
                        canvas.draw("hello", x: 0, y: 0)
                        return canvas
                    },
                    handle: { _, _ in throw Failure() },
                    isAnimating: { false })
            } catch is Failure {
                caught = true
            } catch {}

            var after = termios()
            tcgetattr(STDIN_FILENO, &after)
            let modeRestored = after.c_lflag == before.c_lflag && after.c_iflag == before.c_iflag
                && after.c_oflag == before.c_oflag && after.c_cflag == before.c_cflag
            let text = readAvailable(from: master)
            let screenRestored = text.contains("\u{1B}[?1049h") && text.contains("hello")
                && text.hasSuffix("\u{1B}[?25h\u{1B}[?1049l")
            exit(caught && framesDrawn == 1 && wasRaw && modeRestored && screenRestored ? 0 : 1)
        }
    }

    @Test("without a terminal (none on standard input, none controlling) the session does not start")
    func notATerminal() async {
        await #expect(processExitsWith: .success) {
            // A session of its own has no controlling terminal: /dev/tty cannot be opened either.
            _ = setsid()
            let null = open("/dev/null", O_RDWR)
            dup2(null, STDIN_FILENO)
            var ran = false
            do {
                try runTerminalApplication(frame: { _, _, _ in Canvas(width: 1, height: 1) },
                                           handle: { _, _ in ran = true; return false }, isAnimating: { false })
                exit(1)
            } catch TerminalError.notATerminal {
                exit(ran || TerminalSession.isInteractive ? 1 : 0)
            } catch {
                exit(1)
            }
        }
    }
}
