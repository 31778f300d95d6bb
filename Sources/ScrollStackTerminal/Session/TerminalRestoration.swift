// Giving the user's terminal back however a session ends: on a normal stop, on INT/TERM/HUP/QUIT,
// and on a crash (a Swift trap, abort, a bad memory access), with only async-signal-safe calls.

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Everything the signal handlers read, in memory allocated once.
///
/// A handler reads only this plain memory, never a Swift global variable: accesses to globals are
/// checked for exclusivity at run time, which a signal arriving in the middle of one would trip.
/// The saved `termios` in particular must not be a global of that type: Swift 6.3 lays such a
/// global out in 57 bytes but copies 60 into it (a compiler bug that AddressSanitizer reports as a
/// global-buffer-overflow), while heap memory is sized by `MemoryLayout<termios>`.
struct RestorationState {
    /// The terminal attributes before raw mode.
    var attributes = termios()
    var hasAttributes = false
    /// Where keys are read and the attributes set: standard input, or the controlling terminal
    /// (`/dev/tty`) when standard input is a pipe.
    var inputDescriptor: Int32 = STDIN_FILENO
    /// The write end of the pipe the SIGWINCH and SIGCONT handlers write a byte to, so a loop
    /// waiting for input wakes at once; -1 without a session.
    var signalPipe: Int32 = -1
    /// Set by SIGWINCH, cleared by the run loop.
    var windowSizeChanged: sig_atomic_t = 0
    /// Set by SIGCONT after a stop from outside (SIGTSTP), cleared by the run loop, which takes the
    /// terminal again and redraws.
    var continued: sig_atomic_t = 0
    /// While a session runs with standard error on the terminal, what is written there goes to a
    /// temporary file (it would be lost with the alternate screen, and would scribble over the
    /// frames); the original descriptor is kept here, -1 when not capturing.
    var originalStandardError: Int32 = -1
    var capturedStandardError: Int32 = -1
    /// Whether the crash handlers are installed, and what they replaced.
    var crashHandlersInstalled = false
    var previousCrashActions = UnsafeMutablePointer<sigaction>.allocate(capacity: crashSignals.count)
    /// The bytes that give the screen back, and room to copy captured standard error through.
    var restoreSequence = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 64)
    var restoreSequenceLength = 0
    var copyBuffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 4096, alignment: 8)
}

/// The signals that mean the program is crashing: a Swift trap is SIGILL (x86-64) or SIGTRAP
/// (arm64), `abort()` is SIGABRT, bad memory accesses are SIGSEGV and SIGBUS.
let crashSignals: [Int32] = [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS]

/// The position of a crash signal in ``crashSignals``, without touching the array (a signal
/// handler calls it).
private func crashSignalIndex(_ number: Int32) -> Int? {
    switch number {
    case SIGILL: 0
    case SIGTRAP: 1
    case SIGABRT: 2
    case SIGSEGV: 3
    case SIGBUS: 4
    default: nil
    }
}

/// The pointer to the restoration state, shareable between the program and its signal handlers:
/// written only before the handlers are installed or by the handlers themselves.
struct RestorationStatePointer: @unchecked Sendable {
    let pointer: UnsafeMutablePointer<RestorationState>
}

/// The one restoration state, made before any handler is installed (the first session's start),
/// and never freed.
let restorationStorage: RestorationStatePointer = {
    let state = UnsafeMutablePointer<RestorationState>.allocate(capacity: 1)
    state.initialize(to: RestorationState())
    // Stop mouse reports and bracketed paste, reset colours, show the cursor, leave the
    // alternate screen.
    let sequence = Array("\u{1B}[?1000l\u{1B}[?1006l\u{1B}[?2004l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l".utf8)
    _ = state.pointee.restoreSequence.initialize(from: sequence)
    state.pointee.restoreSequenceLength = sequence.count
    return RestorationStatePointer(pointer: state)
}()

/// The restoration state.
var restoration: UnsafeMutablePointer<RestorationState> { restorationStorage.pointer }

/// Puts the terminal back: the restoring bytes, the saved attributes, and whatever was written to
/// standard error meanwhile, now on the real standard error. Only async-signal-safe calls, so a
/// signal handler may run it; running it again does no harm.
func restoreTerminal() {
    let state = restoration
    _ = write(STDOUT_FILENO, state.pointee.restoreSequence.baseAddress, state.pointee.restoreSequenceLength)
    if state.pointee.hasAttributes {
        _ = tcsetattr(state.pointee.inputDescriptor, TCSAFLUSH, &state.pointee.attributes)
    }
    let original = state.pointee.originalStandardError
    let captured = state.pointee.capturedStandardError
    guard original >= 0 else { return }
    state.pointee.originalStandardError = -1
    _ = dup2(original, STDERR_FILENO)
    _ = lseek(captured, 0, SEEK_SET)
    let buffer = state.pointee.copyBuffer
    while true {
        let count = read(captured, buffer.baseAddress, buffer.count)
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else { break }
        var written = 0
        while written < count {
            let result = write(STDERR_FILENO, buffer.baseAddress! + written, count - written)
            if result < 0 && errno == EINTR { continue }
            guard result > 0 else { break }
            written += result
        }
    }
    _ = close(captured)
    _ = close(original)
    state.pointee.capturedStandardError = -1
}

/// Sends standard error to a temporary file until ``restoreTerminal()``, when it is a terminal
/// (text written there during a session would land on the alternate screen and vanish with it).
func captureStandardError() {
    let state = restoration
    guard state.pointee.originalStandardError < 0, isatty(STDERR_FILENO) == 1, let file = tmpfile() else { return }
    let captured = dup(fileno(file))
    fclose(file)
    let original = dup(STDERR_FILENO)
    guard captured >= 0, original >= 0, dup2(captured, STDERR_FILENO) >= 0 else {
        if captured >= 0 { close(captured) }
        if original >= 0 { close(original) }
        return
    }
    state.pointee.capturedStandardError = captured
    state.pointee.originalStandardError = original
}

/// Restores the terminal, then lets the crash go on as it would have: the handler that was there
/// before (Swift's crash reporter, or the default action) runs with the original signal, so the
/// crash is still reported and the exit status still says which signal ended the program.
private func crashSignalHandler(_ number: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _: UnsafeMutableRawPointer?) {
    restoreTerminal()
    let state = restoration
    if let index = crashSignalIndex(number) {
        _ = sigaction(number, state.pointee.previousCrashActions + index, nil)
    }
    // A fault raised by the processor (a trap instruction, a bad access) happens again when the
    // handler returns, now reaching the previous handler with its real context. A signal sent by
    // a process (`abort()`, `kill`) does not: send it again; it arrives once this handler returns.
    if (info?.pointee.si_code ?? 0) <= 0 {
        raise(number)
    }
}

/// Installs the crash handlers (once), on an alternate stack so a stack overflow is handled too.
func installCrashHandlers() {
    let state = restoration
    guard !state.pointee.crashHandlersInstalled else { return }
    state.pointee.crashHandlersInstalled = true
    var current = stack_t()
    if sigaltstack(nil, &current) == 0, current.ss_flags & Int32(SS_DISABLE) != 0 {
        let size = 64 * 1024
        if let memory = malloc(size) {
            var alternate = stack_t()
            alternate.ss_sp = memory
            alternate.ss_size = numericCast(size)
            alternate.ss_flags = 0
            _ = sigaltstack(&alternate, nil)
        }
    }
    var action = sigaction()
    #if canImport(Darwin)
    action.__sigaction_u.__sa_sigaction = crashSignalHandler
    #else
    action.__sigaction_handler.sa_sigaction = crashSignalHandler
    #endif
    action.sa_flags = SA_SIGINFO | SA_ONSTACK
    sigemptyset(&action.sa_mask)
    for number in crashSignals {
        _ = sigaction(number, &action, state.pointee.previousCrashActions + crashSignalIndex(number)!)
    }
}

/// Puts back the handlers the crash handlers replaced.
func removeCrashHandlers() {
    let state = restoration
    guard state.pointee.crashHandlersInstalled else { return }
    state.pointee.crashHandlersInstalled = false
    for number in crashSignals {
        _ = sigaction(number, state.pointee.previousCrashActions + crashSignalIndex(number)!, nil)
    }
}
