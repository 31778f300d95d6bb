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
/// on a normal stop, on Ctrl-C (which raw mode delivers as a key: ``runTerminalApplication(mouse:quitsOnInterrupt:tickInterval:wakeup:frame:handle:isAnimating:)``
/// ends its loop on it unless told not to), on
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
    /// The controlling terminal, opened when standard input is a pipe (closed on stop), or -1.
    private var openedTerminal: Int32 = -1
    /// The read end of the pipe signal handlers write to (see ``RestorationState/signalPipe``).
    private var signalPipeRead: Int32 = -1
    /// Whether the session reports the mouse (kept to take the terminal again after a suspension).
    private var reportsMouse = true

    private init() {}

    /// Whether a session can start here: standard output is a terminal, and keys can be read from
    /// standard input or, when that is a pipe (`producer | viewer`), from the controlling terminal.
    public static var isInteractive: Bool {
        guard isatty(STDOUT_FILENO) == 1 else { return false }
        if isatty(STDIN_FILENO) == 1 { return true }
        let terminal = open("/dev/tty", O_RDWR | O_CLOEXEC)
        guard terminal >= 0 else { return false }
        close(terminal)
        return true
    }

    /// Switches the terminal to raw mode and the alternate screen. Keys are read from standard
    /// input, or from the controlling terminal (`/dev/tty`, as `less` does) when standard input is
    /// a pipe, which leaves standard input to the program (`producer | viewer`). Throws
    /// ``TerminalError/notATerminal`` when there is no terminal to read keys from or standard
    /// output is not one, and ``TerminalError/unsupportedTerminal(_:)`` when `TERM` names a terminal
    /// that cannot show a full-screen program (`dumb`).
    public static func start(mouse: Bool = true) throws -> TerminalSession {
        guard isatty(STDOUT_FILENO) == 1 else { throw TerminalError.notATerminal }
        if let term = unsupportedTerminalName { throw TerminalError.unsupportedTerminal(term) }
        var input = STDIN_FILENO
        var opened: Int32 = -1
        if isatty(STDIN_FILENO) != 1 {
            opened = open("/dev/tty", O_RDWR | O_CLOEXEC)
            guard opened >= 0 else { throw TerminalError.notATerminal }
            input = opened
        }
        func failure() -> TerminalError {
            if opened >= 0 { close(opened) }
            return .notATerminal
        }
        var attributes = termios()
        guard tcgetattr(input, &attributes) == 0 else { throw failure() }
        var raw = attributes
        cfmakeraw(&raw)
        guard tcsetattr(input, TCSAFLUSH, &raw) == 0 else { throw failure() }
        let state = restoration
        state.pointee.attributes = attributes
        state.pointee.hasAttributes = true
        state.pointee.inputDescriptor = input
        var ends: [Int32] = [-1, -1]
        if pipe(&ends) == 0 {
            for end in ends {
                _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
                _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            }
            state.pointee.signalPipe = ends[1]
        }
        // A program may inherit these signals blocked (a parent's thread mask survives exec);
        // the session depends on them, so unblock them.
        var handled = sigset_t()
        sigemptyset(&handled)
        for signalNumber in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGWINCH, SIGTSTP, SIGCONT] { sigaddset(&handled, signalNumber) }
        sigprocmask(SIG_UNBLOCK, &handled, nil)
        Self.installStopHandler()
        signal(SIGCONT) { _ in
            restoration.pointee.continued = 1
            notifyLoopOfSignal()
        }
        for signalNumber in [SIGINT, SIGTERM, SIGHUP, SIGQUIT] {
            signal(signalNumber) { number in
                restoreTerminal()
                signal(number, SIG_DFL)
                raise(number)
            }
        }
        signal(SIGWINCH) { _ in
            restoration.pointee.windowSizeChanged = 1
            notifyLoopOfSignal()
        }
        installCrashHandlers()
        captureStandardError()
        let session = TerminalSession()
        session.openedTerminal = opened
        session.signalPipeRead = ends[0]
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
        _ = tcsetattr(restoration.pointee.inputDescriptor, TCSAFLUSH, &raw)
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
        let state = restoration
        if state.pointee.signalPipe >= 0 { close(state.pointee.signalPipe) }
        state.pointee.signalPipe = -1
        if signalPipeRead >= 0 { close(signalPipeRead) }
        signalPipeRead = -1
        state.pointee.inputDescriptor = STDIN_FILENO
        if openedTerminal >= 0 { close(openedTerminal) }
        openedTerminal = -1
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

    /// Waits up to `timeout` milliseconds (-1: until something happens) for input and returns the
    /// bytes that arrived (empty on timeout, on a resize or continue, or on interruption by
    /// another signal), or `nil` once the terminal is gone (end of input or a hang-up), so a
    /// program whose terminal closed stops instead of spinning.
    public func read(timeout: Int32) -> [UInt8]? {
        switch wait(timeout: timeout, wakeup: nil) {
        case .input(let bytes): bytes
        case .nothing, .woken: []
        case .closed, .cancelled: nil
        }
    }

    /// What ``wait(timeout:wakeup:)`` found.
    enum Arrival {
        case input([UInt8])
        /// The wait timed out, or a signal (a resize, a continue) interrupted it.
        case nothing
        /// `wakeup` was woken.
        case woken
        /// The terminal went away.
        case closed
        /// `cancellation` was woken.
        case cancelled
    }

    /// Waits up to `timeout` milliseconds (-1: without limit) for input, a signal the session
    /// handles, `wakeup`, or `cancellation` (which wins over everything); an idle wait costs no CPU.
    func wait(timeout: Int32, wakeup: TerminalWakeup?, cancellation: TerminalWakeup? = nil) -> Arrival {
        var descriptors = [pollfd(fd: restoration.pointee.inputDescriptor, events: Int16(POLLIN), revents: 0),
                           pollfd(fd: signalPipeRead, events: Int16(POLLIN), revents: 0),
                           pollfd(fd: wakeup?.readEnd ?? -1, events: Int16(POLLIN), revents: 0),
                           pollfd(fd: cancellation?.readEnd ?? -1, events: Int16(POLLIN), revents: 0)]
        let ready = poll(&descriptors, nfds_t(descriptors.count), timeout)
        if ready < 0 { return errno == EINTR ? .nothing : .closed }
        if descriptors[3].revents != 0 { return .cancelled }
        if descriptors[1].revents != 0 { drain(signalPipeRead) }
        if descriptors[0].revents != 0 {
            var buffer = [UInt8](repeating: 0, count: 4096)
            let count = buffer.withUnsafeMutableBytes { systemRead($0.baseAddress!, $0.count) }
            if count > 0 { return .input(Array(buffer[..<count])) }
            if count < 0 && (errno == EINTR || errno == EAGAIN) { return .nothing }
            return .closed
        }
        if let wakeup, descriptors[2].revents != 0 {
            drain(wakeup.readEnd)
            return .woken
        }
        return .nothing
    }
}

/// Why a terminal session could not start.
public enum TerminalError: Error, Hashable, CustomStringConvertible {
    /// There is no terminal to run in: standard output is not one, or keys cannot be read
    /// (standard input is not a terminal and there is no controlling terminal to open).
    case notATerminal
    /// `TERM` names a terminal that cannot show a full-screen program (`dumb`: Emacs' shell, some
    /// IDE consoles). Full-screen programs need a terminal that speaks the xterm (ECMA-48) sequences
    /// every terminal emulator in use understands; any other name (or none) is taken to.
    case unsupportedTerminal(String)

    /// A message for the user, naming what to do.
    public var description: String {
        switch self {
        case .notATerminal:
            "not running in a terminal: standard output must be a terminal, and keys are read from standard input or /dev/tty"
        case .unsupportedTerminal(let name):
            "this program draws full screen, which TERM=\(name) cannot show; "
                + "run it in a terminal emulator (TERM=xterm-256color or similar)"
        }
    }
}

extension TerminalSession {
    /// The `TERM` value a full-screen program cannot run with (`dumb`), or `nil`.
    static var unsupportedTerminalName: String? {
        let name = getenv("TERM").map { String(cString: $0) }
        return name == "dumb" ? name : nil
    }
}

/// Wakes a loop waiting for input (a SIGWINCH or SIGCONT handler calls it): writes one byte to
/// the session's signal pipe. Async-signal-safe; keeps `errno` as it was.
private func notifyLoopOfSignal() {
    let saved = errno
    let descriptor = restoration.pointee.signalPipe
    if descriptor >= 0 {
        var byte: UInt8 = 1
        _ = write(descriptor, &byte, 1)
    }
    errno = saved
}

/// Reads a non-blocking pipe empty.
func drain(_ descriptor: Int32) {
    var buffer = [UInt8](repeating: 0, count: 64)
    while buffer.withUnsafeMutableBytes({ read(descriptor, $0.baseAddress, $0.count) }) > 0 {}
}

@inline(__always)
private func systemWrite(_ pointer: UnsafePointer<UInt8>, _ count: Int) -> Int {
    write(STDOUT_FILENO, pointer, count)
}

@inline(__always)
private func systemRead(_ pointer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(restoration.pointee.inputDescriptor, pointer, count)
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
