// The pager example in tmux with piped input, at a normal and a small size: keys in, screen text
// out. It pages what arrives, searches, filters, marks, follows a slow producer, sleeps when
// nothing happens, and quits on q or Ctrl-C with the terminal restored.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Testing

@Suite("Pager end to end", .serialized,
       .enabled(if: tmuxIsInstalled, "tmux is not installed: install it (apt install tmux, brew install tmux) to run the pager end to end"))
struct PagerEndToEndTests {
    typealias Tmux = EndToEndTests

    /// Starts `command | pager` in a new tmux session of the given size.
    static func start(_ session: String, producer: String, columns: Int, rows: Int) throws {
        let pager = try Tmux.programPath("scrollstack-pager")
        try Tmux.tmux("new-session", "-d", "-s", session, "-x", "\(columns)", "-y", "\(rows)",
                      "\(producer) | \(pager); echo EXITED:$?; sleep 60")
    }

    func send(_ session: String, _ keys: String...) throws {
        try Tmux.tmux(["send-keys", "-t", session] + keys)
    }

    @Test("100 × 30: pages 20,000 piped lines; End, search, filter, a mark; q restores the terminal", arguments: [(100, 30), (40, 12)])
    func browse(columns: Int, rows: Int) throws {
        let session = "pager-\(getpid())-\(columns)"
        try Self.start(session, producer: "seq 1 20000 | sed 's/^/entry /'", columns: columns, rows: rows)
        defer { _ = try? Tmux.tmux("kill-session", "-t", session) }
        let first = try Tmux.screen(of: session) { $0.contains("20000 lines") && $0.contains("end of input") }
        let lines = Tmux.lines(first)
        #expect(lines.count == rows && lines[1].hasPrefix("│ entry 1 ") && lines.allSatisfy { $0.count <= columns })
        #expect(lines[rows - 1].hasPrefix(" q quit"))

        try send(session, "G")
        let end = try Tmux.screen(of: session) { Tmux.lines($0)[rows - 3].hasPrefix("│ entry 20000") }
        #expect(!end.contains("entry 1 "))

        // Search: "/" opens the line, the field shows what is typed, Enter goes to the match.
        try send(session, "g", "/", "1", "2", "3", "4", "5")
        _ = try Tmux.screen(of: session) { Tmux.lines($0)[rows - 1].hasPrefix("/12345") }
        try send(session, "Enter")
        let found = try Tmux.screen(of: session) { $0.contains("│ entry 12345 ") }
        #expect(Tmux.lines(found)[rows - 1].hasPrefix(" q quit"))

        // Filter: only lines containing "777" stay, and the status line counts them.
        try send(session, "&", "7", "7", "7", "Enter")
        let filtered = try Tmux.screen(of: session) { $0.contains("matches \"777\"") }
        let shown = Tmux.lines(filtered)[1 ..< rows - 2].filter { $0.hasPrefix("│ entry") || $0.hasPrefix("● entry") }
        #expect(!shown.isEmpty && shown.allSatisfy { $0.contains("777") })
        #expect(filtered.contains("38 matches") || columns < 60)

        // A mark on the first line shown; clearing the filter keeps it.
        try send(session, "g", "m")
        _ = try Tmux.screen(of: session) { Tmux.lines($0)[1].hasPrefix("● entry 777") }
        try send(session, "&", "C-u", "Enter")
        let cleared = try Tmux.screen(of: session) { !$0.contains("matches \"") && $0.contains("● entry 777") }
        #expect(cleared.contains("│ entry 776") || cleared.contains("│ entry 778"))

        try send(session, "q")
        _ = try Tmux.screen(of: session) { $0.contains("EXITED:0") }
        #expect(try Tmux.tmux("display", "-p", "-t", session, "#{alternate_on} #{cursor_flag}").hasPrefix("0 1"))
    }

    @Test("follows a slow producer line by line, sleeps without CPU once it ends, and quits on Ctrl-C")
    func follow() throws {
        let session = "pager-follow-\(getpid())"
        try Self.start(session, producer: "(for i in $(seq 1 12); do echo event $i; sleep 0.1; done)", columns: 40, rows: 12)
        defer { _ = try? Tmux.tmux("kill-session", "-t", session) }
        _ = try Tmux.screen(of: session) { $0.contains("event 1") }
        try send(session, "F")
        let followed = try Tmux.screen(of: session) { $0.contains("event 12") && $0.contains("12 lines") }
        #expect(Tmux.lines(followed)[9].hasPrefix("│ event 12") && followed.contains("FOLLOW"))
        _ = try Tmux.screen(of: session) { $0.contains("FOLLOW · end of input") }

        // Nothing arrives and no key comes: the process uses no CPU for a second.
        let shell = try Tmux.tmux("list-panes", "-t", session, "-F", "#{pane_pid}").trimmingCharacters(in: .whitespacesAndNewlines)
        #if os(Linux)
        let pager = Self.child(of: shell, named: "scrollstack-pager")
        let cpuBefore = pager.flatMap(Self.cpuTicks)
        #expect(cpuBefore != nil, "the pager's process was not found under the pane's shell \(shell)")
        if let pager, let cpuBefore {
            Thread.sleep(forTimeInterval: 1)
            #expect(Self.cpuTicks(pager) == cpuBefore, "the idle pager used CPU")
        }
        #endif

        // Ctrl-C while typing a search cancels the search; then it quits.
        try send(session, "/", "x")
        _ = try Tmux.screen(of: session) { Tmux.lines($0)[11].hasPrefix("/x") }
        try send(session, "C-c")
        _ = try Tmux.screen(of: session) { Tmux.lines($0)[11].hasPrefix(" q quit") }
        try send(session, "C-c")
        _ = try Tmux.screen(of: session) { $0.contains("EXITED:0") }
        #expect(try Tmux.tmux("display", "-p", "-t", session, "#{alternate_on}").hasPrefix("0"))
    }

    /// The process named `name` whose parent is `parent`, from /proc (Linux), or `nil`.
    static func child(of parent: String, named name: String) -> String? {
        let processes = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return processes.first { pid in
            guard pid.allSatisfy(\.isNumber), let stat = Tmux.contents(ofFile: "/proc/\(pid)/stat"),
                  let open = stat.firstIndex(of: "("), let close = stat.lastIndex(of: ")") else { return false }
            let command = stat[stat.index(after: open) ..< close]
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            return name.hasPrefix(command) && fields.count > 1 && fields[1] == parent
        }
    }

    /// User and system CPU ticks a process has used, from /proc (Linux), or `nil` elsewhere.
    static func cpuTicks(_ pid: String) -> Int? {
        guard !pid.isEmpty, let stat = Tmux.contents(ofFile: "/proc/\(pid)/stat"),
              let close = stat.lastIndex(of: ")") else { return nil }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 13, let user = Int(fields[11]), let system = Int(fields[12]) else { return nil }
        return user + system
    }
}
