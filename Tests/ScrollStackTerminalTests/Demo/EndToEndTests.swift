// The real demo in tmux, keys in and screen text out: rows, scrolling, the form, quitting, crashes
// and signals, with the terminal restored every time.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Testing

/// Runs the real demo in tmux, as a user would: keys go in with `send-keys`, the screen comes back
/// with `capture-pane`, and tmux itself reports whether the terminal was restored after quitting.
/// Whether tmux can be run here: the end-to-end tests need it (CI installs it when missing).
let tmuxIsInstalled: Bool = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").contains { FileManager.default.isExecutableFile(atPath: "\($0)/tmux") }
}()

@Suite("Demo end to end", .serialized,
       .enabled(if: tmuxIsInstalled, "tmux is not installed: install it (apt install tmux, brew install tmux) to run the demo end to end"))
struct EndToEndTests {
    /// The demo binary, built next to this test binary by `swift test`.
    static func demoPath() throws -> String { try programPath("scrollstack-demo") }

    /// A program of the package, built next to this test binary by `swift test`.
    static func programPath(_ name: String) throws -> String {
        var directory = URL(fileURLWithPath: ProcessInfo.processInfo.arguments[0]).deletingLastPathComponent()
        for _ in 0 ..< 5 {
            let candidate = directory.appendingPathComponent(name).path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            directory.deleteLastPathComponent()
        }
        throw TmuxError("\(name) was not built next to the tests")
    }

    struct TmuxError: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    /// Runs a tmux command and returns its output. It uses posix_spawn and waitpid directly
    /// (Foundation's Process can miss the exit of a short-lived child on Linux), and output goes
    /// through a file, not a pipe: the first command starts the tmux server, which would keep a
    /// pipe open for ever.
    ///
    /// The tests run their own tmux server (a socket of their own), so it starts with this test
    /// process's environment (a sanitizer run's settings reach the demo) and never meets the
    /// sessions of a tmux the user has open.
    ///
    /// tmux's server exits when its last session ends; a command sent while it is exiting fails
    /// with "server exited unexpectedly" (one test's session just killed, the next one starting),
    /// so such a command is sent again, a moment later, up to three times.
    static let socket = "scrollstack-tests-\(getpid())"

    @discardableResult
    static func tmux(_ arguments: String...) throws -> String {
        try tmux(arguments)
    }

    @discardableResult
    static func tmux(_ arguments: [String]) throws -> String {
        var attempt = 0
        while true {
            do {
                return try run("tmux", ["-L", socket] + arguments)
            } catch let error as TmuxError where error.description.contains("server exited unexpectedly") && attempt < 3 {
                attempt += 1
                Thread.sleep(forTimeInterval: 0.2)
            }
        }
    }

    @discardableResult
    static func run(_ tool: String, _ arguments: [String]) throws -> String {
        let outputPath = FileManager.default.temporaryDirectory.appendingPathComponent("tmux-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: outputPath) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        let argv = ([tool] + arguments).map { strdup($0) } + [nil]
        let environment = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            environment.forEach { free($0) }
        }
        // Start tmux with an empty signal mask and default signal actions, whatever this test
        // thread has: the server and the demo inherit them.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t()
        sigemptyset(&empty)
        var defaults = sigset_t()
        sigfillset(&defaults)
        sigdelset(&defaults, SIGKILL)
        sigdelset(&defaults, SIGSTOP)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, tool, &actions, &attributes, argv, environment)
        guard spawned == 0 else { throw TmuxError("cannot start \(tool) (error \(spawned)); is it installed?") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let text = Self.contents(ofFile: outputPath) ?? ""
        let exited = status & 0x7F == 0
        guard exited && (status >> 8) & 0xFF == 0 else {
            throw TmuxError("\(tool) \(arguments.joined(separator: " ")) failed: \(text)")
        }
        return text
    }

    /// A file's text, read with the C library (Foundation's `String(contentsOfFile:)` leaks a
    /// buffer on Linux, which LeakSanitizer reports), or nil if it cannot be read.
    static func contents(ofFile path: String) -> String? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            bytes += buffer[0 ..< count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Polls the screen until `condition` holds (or 15 s pass) and returns the last screen.
    static func screen(of session: String, until condition: (String) -> Bool) throws -> String {
        var last = ""
        for _ in 0 ..< 150 {
            last = try tmux("capture-pane", "-p", "-t", session)
            if condition(last) { return last }
            Thread.sleep(forTimeInterval: 0.1)
        }
        Issue.record("timed out waiting for the screen; last screen:\n\(last)")
        return last
    }

    /// The screen's lines (capture-pane ends with a newline, which is not a line).
    /// Whether `screen` shows the demo's whole first frame: tmux may be captured while it is still
    /// reading the frame, with its top drawn and its help line not yet.
    static func isWholeFirstFrame(_ screen: String) -> Bool {
        screen.contains("┌ Welcome") && (lines(screen).last ?? "").contains("quit")
    }

    static func lines(_ screen: String) -> [String] {
        var lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    @Test("the demo shows rows, scrolls, collapses a hidden row, re-wraps on resize and restores the terminal on q")
    func demoInTmux() throws {
        let demo = try Self.demoPath()
        let session = "scrollstack-e2e-\(ProcessInfo.processInfo.processIdentifier)"
        try Self.tmux("new-session", "-d", "-s", session, "-x", "80", "-y", "24", "\(demo); echo EXITED:$?; sleep 60")
        defer { _ = try? Self.tmux("kill-session", "-t", session) }

        // Rows, the status line and the help line.
        let start = try Self.screen(of: session, until: Self.isWholeFirstFrame)
        #expect(start.contains("┌ Notes") && start.contains("Tags") && start.contains("┌ Gallery"))
        #expect(Self.lines(start).last?.contains("↑↓ focus") == true && Self.lines(start).last?.hasSuffix("? help  q quit") == true)
        #expect(try Self.tmux("display", "-p", "-t", session, "#{alternate_on}").hasPrefix("1"))

        // Scrolling: a page down takes the welcome box off the top.
        try Self.tmux("send-keys", "-t", session, "PageDown")
        let scrolled = try Self.screen(of: session) { !$0.contains("┌ Welcome") && $0.contains("Sync over cellular") }
        #expect(scrolled.contains("Sync over cellular") && !scrolled.contains("┌ Notes"))

        // A hidden row collapses and the rows below move up.
        try Self.tmux("send-keys", "-t", session, "Home")
        let before = try Self.screen(of: session) { $0.contains("┌ Welcome") }
        let galleryBefore = Self.lines(before).firstIndex { $0.contains("┌ Gallery") }
        try Self.tmux("send-keys", "-t", session, "h")
        // The tags (two lines and a separator) collapse; the gallery ends three lines higher.
        let hidden = try Self.screen(of: session) { screen in
            Self.lines(screen).firstIndex { $0.contains("┌ Gallery") } == galleryBefore.map { $0 - 3 }
        }
        #expect(!hidden.contains("#swift") && hidden.contains("Tags hidden"))
        #expect(galleryBefore != nil)

        // Resizing re-wraps the rows to the new width.
        try Self.tmux("resize-window", "-t", session, "-x", "50", "-y", "20")
        let narrow = try Self.screen(of: session) { $0.contains("│ ScrollStackKit: rows that scroll, in UIKit  │") }
        #expect(Self.lines(narrow).count == 20 && Self.lines(narrow).allSatisfy { $0.count <= 50 })

        // Quitting leaves the alternate screen, shows the cursor and exits cleanly.
        try Self.tmux("send-keys", "-t", session, "q")
        let end = try Self.screen(of: session) { $0.contains("EXITED:0") }
        #expect(!end.contains("Welcome"))
        #expect(try Self.tmux("display", "-p", "-t", session, "#{alternate_on} #{cursor_flag}").hasPrefix("0 1"))
    }

    /// Starts the demo in a new session and waits for its first screen.
    static func startDemo(_ session: String) throws {
        try tmux("new-session", "-d", "-s", session, "-x", "60", "-y", "16", "\(try demoPath()); echo EXITED:$?; sleep 60")
        _ = try screen(of: session) { $0.contains("┌ Welcome") }
        #expect(try tmux("display", "-p", "-t", session, "#{alternate_on} #{cursor_flag}").hasPrefix("1 0"))
    }

    @Test("the order form: f opens it, a choice decides the next step, Esc goes back and closes it")
    func orderForm() throws {
        let session = "scrollstack-form-\(ProcessInfo.processInfo.processIdentifier)"
        try Self.startDemo(session)
        defer { _ = try? Self.tmux("kill-session", "-t", session) }
        try Self.tmux("send-keys", "-t", session, "f")
        let first = try Self.screen(of: session) { $0.contains("1. What would you like?") }
        #expect(first.contains("● Coffee") && first.contains("○ Tea") && !first.contains("┌ Welcome"))

        // Choosing tea brings a question only tea has; the first step stays above it.
        try Self.tmux("send-keys", "-t", session, "Down", "Enter")
        let second = try Self.screen(of: session) { $0.contains("2. Which tea?") && $0.contains("Earl Grey") }
        let lines = Self.lines(second)
        let stepOne = lines.firstIndex { $0.contains("1. What would you like?") }
        let stepTwo = lines.firstIndex { $0.contains("2. Which tea?") }
        #expect(stepOne != nil && stepTwo != nil && stepOne! < stepTwo!)
        #expect(second.contains("● Tea") && second.contains("‹ Back"))

        // Escape pops the newest step; on the first step it closes the form.
        try Self.tmux("send-keys", "-t", session, "Escape")
        let back = try Self.screen(of: session) { !$0.contains("2. Which tea?") && $0.contains("Back to step 1") }
        #expect(back.contains("1. What would you like?") && back.contains("● Tea"))
        try Self.tmux("send-keys", "-t", session, "Escape")
        let closed = try Self.screen(of: session) { $0.contains("┌ Welcome") }
        #expect(!closed.contains("What would you like?") && closed.contains("Form closed"))
        try Self.tmux("send-keys", "-t", session, "q")
        _ = try Self.screen(of: session) { $0.contains("EXITED:0") }
    }

    /// The reliability review's P1: a bracketed paste of 200,000 bytes of "lorem ipsum dolor q "
    /// at the home screen quit the demo (exit status 0): after its first 64 KiB the rest of the
    /// paste was decoded as typed keys, and the first `q` in it was the quit key.
    @Test("a 200 KB paste with q in it is pasted text: the demo says where pastes go and keeps running")
    func longPaste() throws {
        let session = "scrollstack-paste-\(ProcessInfo.processInfo.processIdentifier)"
        try Self.startDemo(session)
        defer { _ = try? Self.tmux("kill-session", "-t", session) }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("scrollstack-paste-\(getpid()).txt")
        try String(repeating: "lorem ipsum dolor q ", count: 10_000).write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        try Self.tmux("load-buffer", "-b", session, file.path)
        // -p: as a terminal pastes, between the bracketed-paste markers the demo asked for.
        try Self.tmux("paste-buffer", "-p", "-d", "-b", session, "-t", session)
        _ = try Self.screen(of: session) { $0.contains("Pasted text goes into the notes") }
        // A key typed after the paste reaches the demo after all of it: still running, it answers.
        try Self.tmux("send-keys", "-t", session, "?")
        let help = try Self.screen(of: session) { $0.contains("EXITED") || $0.contains("Help: every key") }
        #expect(!help.contains("EXITED") && help.contains("Help: every key"))
        // Escape closes the help; q, sent once it has (in one write, Escape q would be Alt-q), quits.
        try Self.tmux("send-keys", "-t", session, "Escape")
        _ = try Self.screen(of: session) { !$0.contains("Help: every key") }
        try Self.tmux("send-keys", "-t", session, "q")
        _ = try Self.screen(of: session) { $0.contains("EXITED:0") }
    }

    @Test("Ctrl-C quits and restores the terminal")
    func controlC() throws {
        let session = "scrollstack-ctrl-c-\(ProcessInfo.processInfo.processIdentifier)"
        try Self.startDemo(session)
        defer { _ = try? Self.tmux("kill-session", "-t", session) }
        try Self.tmux("send-keys", "-t", session, "C-c")
        let end = try Self.screen(of: session) { $0.contains("EXITED:0") }
        #expect(!end.contains("Welcome"))
        #expect(try Self.tmux("display", "-p", "-t", session, "#{alternate_on} #{cursor_flag}").hasPrefix("0 1"))
    }

    @Test("a crash gives the terminal back, and is still reported, with its message and the signal in the exit status")
    func crashRestoresTheTerminal() throws {
        let session = "scrollstack-crash-\(ProcessInfo.processInfo.processIdentifier)"
        let directory = FileManager.default.temporaryDirectory.path
        let before = "\(directory)/\(session).before"
        let after = "\(directory)/\(session).after"
        defer {
            try? FileManager.default.removeItem(atPath: before)
            try? FileManager.default.removeItem(atPath: after)
        }
        // The shell records the terminal's mode before and after the demo (after: before it says
        // EXITED, so the file is written by the time the test reads it).
        try Self.tmux("new-session", "-d", "-s", session, "-x", "80", "-y", "24",
                      "stty -g > \(before); \(try Self.demoPath()) --crash-for-testing; status=$?; stty -g > \(after); echo EXITED:$status; sleep 60")
        defer { _ = try? Self.tmux("kill-session", "-t", session) }
        _ = try Self.screen(of: session) { $0.contains("┌ Welcome") }
        #expect(try Self.tmux("display", "-p", "-t", session, "#{alternate_on} #{cursor_flag}").hasPrefix("1 0"))

        // The first key traps. Swift's crash reporter may then wait for a key before it exits
        // (it does on a terminal): by then the terminal must already be restored.
        try Self.tmux("send-keys", "-t", session, "x")
        let crashed = try Self.screen(of: session) { $0.contains("EXITED:") || $0.contains("Press space to interact") }
        #expect(try Self.tmux("display", "-p", "-t", session, "#{alternate_on} #{cursor_flag}").hasPrefix("0 1"))
        if !crashed.contains("EXITED:") { try Self.tmux("send-keys", "-t", session, "q") }
        let end = try Self.screen(of: session) { $0.contains("EXITED:") }
        // SIGILL on x86-64, SIGTRAP on arm64: the shell reports 128 + the signal.
        #expect(end.contains("EXITED:132") || end.contains("EXITED:133"), "the screen at the end:\n\(end)")
        // The message the runtime wrote while the alternate screen was up is shown after it.
        let history = try Self.tmux("capture-pane", "-p", "-J", "-S", "-1000", "-t", session)
        #expect(history.contains("Fatal error: scrollstack-demo: the crash --crash-for-testing asked for"))
        #expect(!history.contains("┌ Welcome"))
        let modeBefore = Self.contents(ofFile: before) ?? ""
        #expect(!modeBefore.isEmpty && Self.contents(ofFile: after) == modeBefore)
    }

    @Test("SIGTERM from outside restores the terminal before the demo dies")
    func terminate() throws {
        let session = "scrollstack-term-\(ProcessInfo.processInfo.processIdentifier)"
        try Self.startDemo(session)
        defer { _ = try? Self.tmux("kill-session", "-t", session) }
        let shell = try Self.tmux("display", "-p", "-t", session, "#{pane_pid}").trimmingCharacters(in: .whitespacesAndNewlines)
        try Self.run("pkill", ["-TERM", "-P", shell])
        let end = try Self.screen(of: session) { $0.contains("EXITED:143") }
        #expect(!end.contains("Welcome"))
        #expect(try Self.tmux("display", "-p", "-t", session, "#{alternate_on} #{cursor_flag}").hasPrefix("0 1"))
    }
}
