// Terminal control with the C library only: raw mode, the alternate screen, a hidden cursor, the
// window size, and restoring all of it however the program ends.

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// An interactive terminal session: raw input, the alternate screen, no cursor, and bracketed
/// paste (pasted text arrives as ``Key/paste(_:)``, never as keys).
///
/// Create one with ``start(mouse:)`` and end it with ``stop()``. The original terminal state comes back
/// on a normal stop, on Ctrl-C (which raw mode delivers as a key, so the program decides), on
/// SIGINT, SIGTERM, SIGHUP and SIGQUIT sent from outside, when the program ends by an error (as
/// long as ``stop()`` runs in a `defer`), and when it crashes: a failed precondition or other
/// trap, `abort()`, or a bad memory access (SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS). A crash is
/// then reported as before, by Swift's crash reporter or the default action.
///
/// While the session runs, text written to standard error (when it is the terminal) is held back
/// and written out once the terminal is restored, so a message printed just before a crash is
/// not lost with the alternate screen.
public final class TerminalSession {
    private var isActive = false
    /// Whether the session reports the mouse (kept to take the terminal again after a suspension).
    private var reportsMouse = true

    private init() {}

    /// Whether standard input and output are both terminals.
    public static var isInteractive: Bool {
        isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
    }

    /// Switches the terminal to raw mode and the alternate screen. Throws if standard input is not
    /// a terminal.
    public static func start(mouse: Bool = true) throws -> TerminalSession {
        var attributes = termios()
        guard tcgetattr(STDIN_FILENO, &attributes) == 0 else { throw TerminalError.notATerminal }
        let state = restoration
        state.pointee.attributes = attributes
        state.pointee.hasAttributes = true
        var raw = attributes
        cfmakeraw(&raw)
        guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) == 0 else { throw TerminalError.notATerminal }
        // A program may inherit these signals blocked (a parent's thread mask survives exec);
        // the session depends on them, so unblock them.
        var handled = sigset_t()
        sigemptyset(&handled)
        for signalNumber in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGWINCH, SIGTSTP, SIGCONT] { sigaddset(&handled, signalNumber) }
        sigprocmask(SIG_UNBLOCK, &handled, nil)
        Self.installStopHandler()
        signal(SIGCONT) { _ in restoration.pointee.continued = 1 }
        for signalNumber in [SIGINT, SIGTERM, SIGHUP, SIGQUIT] {
            signal(signalNumber) { number in
                restoreTerminal()
                signal(number, SIG_DFL)
                raise(number)
            }
        }
        signal(SIGWINCH) { _ in restoration.pointee.windowSizeChanged = 1 }
        installCrashHandlers()
        captureStandardError()
        let session = TerminalSession()
        session.isActive = true
        session.reportsMouse = mouse
        session.write(Self.enterSequence(mouse: mouse))
        return session
    }

    /// Alternate screen, no cursor, a clear screen and, if asked, mouse reports.
    private static func enterSequence(mouse: Bool) -> String {
        "\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J\u{1B}[?2004h" + (mouse ? "\u{1B}[?1000h\u{1B}[?1006h" : "")
    }

    /// Suspends the program as Ctrl-Z does in a shell (raw mode delivers Ctrl-Z as a key, so the
    /// program decides): the terminal is given back, the process stops, and when the shell
    /// continues it (`fg`) the session takes the terminal again. Draw the whole screen afresh
    /// afterwards (``FrameRenderer/invalidate()``).
    public func suspend() {
        guard isActive else { return }
        restoreTerminal()
        signal(SIGTSTP, SIG_DFL)
        raise(SIGTSTP)
        takeTerminalAgain()
    }

    /// Whether the program was stopped from outside and has just continued (the terminal is taken
    /// again; draw the whole screen afresh).
    public func takeContinuation() -> Bool {
        guard restoration.pointee.continued != 0 else { return false }
        restoration.pointee.continued = 0
        takeTerminalAgain()
        return true
    }

    /// Raw mode, the alternate screen and the signal that gives them back on a stop, again.
    private func takeTerminalAgain() {
        guard isActive else { return }
        restoration.pointee.continued = 0
        var raw = restoration.pointee.attributes
        cfmakeraw(&raw)
        _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw)
        Self.installStopHandler()
        captureStandardError()
        write(Self.enterSequence(mouse: reportsMouse))
    }

    /// Stopped from outside (kill -TSTP; Ctrl-Z itself arrives as a key, see ``suspend()``): the
    /// terminal is given back first, then the stop goes ahead with its default action; the
    /// handler is installed again when the program continues.
    private static func installStopHandler() {
        signal(SIGTSTP) { _ in
            restoreTerminal()
            signal(SIGTSTP, SIG_DFL)
            raise(SIGTSTP)
        }
    }

    /// Restores the terminal. Safe to call more than once.
    public func stop() {
        guard isActive else { return }
        isActive = false
        restoreTerminal()
        for signalNumber in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGWINCH, SIGTSTP, SIGCONT] { signal(signalNumber, SIG_DFL) }
        removeCrashHandlers()
    }

    deinit { stop() }

    /// Writes text to the terminal as is.
    public func write(_ text: String) {
        Self.writeAll(Array(text.utf8))
    }

    /// Writes bytes (for example a ``FrameRenderer``'s output) to the terminal.
    public func write(bytes: [UInt8]) {
        Self.writeAll(bytes)
    }

    /// Writes bytes to standard output, retrying short writes.
    static func writeAll(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(buffer.baseAddress! + offset, buffer.count - offset)
                if written <= 0 {
                    if errno == EINTR { continue }
                    return
                }
                offset += written
            }
        }
    }

    /// Writes a line to standard error (unbuffered, safe at any time).
    public static func printError(_ message: String) {
        let bytes = Array((message + "\n").utf8)
        bytes.withUnsafeBufferPointer { _ = systemWriteError($0.baseAddress!, $0.count) }
    }

    /// The window size in cells, or `nil` if it cannot be read.
    public static func windowSize() -> (columns: Int, rows: Int)? {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
        return (Int(size.ws_col), Int(size.ws_row))
    }

    /// Whether the window was resized since the last call.
    public func takeResize() -> Bool {
        guard restoration.pointee.windowSizeChanged != 0 else { return false }
        restoration.pointee.windowSizeChanged = 0
        return true
    }

    /// Waits up to `timeout` milliseconds for input and returns the bytes that arrived (empty on
    /// timeout or interruption by a signal), or `nil` once the terminal is gone (end of input or a
    /// hang-up), so a program whose terminal closed stops instead of spinning.
    public func read(timeout: Int32) -> [UInt8]? {
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        let ready = poll(&descriptor, 1, timeout)
        if ready < 0 { return errno == EINTR ? [] : nil }
        if ready == 0 { return [] }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = buffer.withUnsafeMutableBytes { systemRead($0.baseAddress!, $0.count) }
        if count > 0 { return Array(buffer[..<count]) }
        if count < 0 && (errno == EINTR || errno == EAGAIN) { return [] }
        return nil
    }
}

/// Why a terminal session could not start.
public enum TerminalError: Error, CustomStringConvertible {
    /// Standard input is not a terminal (a pipe or a file).
    case notATerminal

    /// A short readable form, for logs and test failures.
    public var description: String { "standard input is not a terminal" }
}

@inline(__always)
private func systemWrite(_ pointer: UnsafePointer<UInt8>, _ count: Int) -> Int {
    write(STDOUT_FILENO, pointer, count)
}

@inline(__always)
private func systemRead(_ pointer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(STDIN_FILENO, pointer, count)
}

@inline(__always)
private func systemWriteError(_ pointer: UnsafePointer<UInt8>, _ count: Int) -> Int {
    write(STDERR_FILENO, pointer, count)
}

/// Seconds on a monotonic clock (any origin), for animation timing.
public func monotonicSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1_000_000_000
}

extension TerminalSession {
    /// Whether colour may be used: `false` when the `NO_COLOR` environment variable is set to
    /// anything but an empty string, the convention terminal programs follow (no-color.org).
    public static var environmentAllowsColor: Bool {
        guard let value = getenv("NO_COLOR") else { return true }
        return value.pointee == 0
    }

    /// Which characters the terminal running the program repeats with REP (`CSI n b`), as far as
    /// its environment tells: ASCII only inside tmux (`TMUX` set), any character in xterm
    /// (`XTERM_VERSION` set) and kitty (`TERM` is `xterm-kitty`), and none elsewhere, as many
    /// terminals that call themselves `xterm-256color` have no REP.
    public static var environmentRepetition: FrameRenderer.Repetition {
        func variable(_ name: String) -> String? { getenv(name).map { String(cString: $0) } }
        if variable("TMUX")?.isEmpty == false { return .ascii }
        if variable("XTERM_VERSION")?.isEmpty == false || variable("TERM") == "xterm-kitty" { return .anyCharacter }
        return .never
    }
}
