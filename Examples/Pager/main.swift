// scrollstack-pager: pages a pipe or a file like `less`, on ScrollStackTerminal's public API only.
// `producer | scrollstack-pager`, or `scrollstack-pager FILE`; keys come from the terminal.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import ScrollStackTerminal

// ProcessInfo rather than CommandLine: older SDKs declare CommandLine.arguments as unprotected
// mutable state, which Swift 6 rejects.
let arguments = Array(ProcessInfo.processInfo.arguments.dropFirst())
let usage = "usage: producer | scrollstack-pager    or    scrollstack-pager FILE"
let help = """
    \(usage)

    Pages text while it is still arriving; keys come from the terminal.
      ↑ ↓ j k, PgUp PgDn space, f b (page), d u (half page), g G Home End   move
      /  search (Enter alone repeats it), n N next and previous match, Esc clears the highlight
      &  show only the lines containing a text (Enter alone shows every line again)
      F  follow new lines as they arrive (↑ stops following)
      m  mark the first line on screen, '  go to the next mark
      q  quit (Ctrl-C too; while typing a search, Ctrl-C or Esc cancels it)
    """
if arguments == ["--help"] || arguments == ["-h"] {
    print(help)
    exit(0)
}
guard arguments.count <= 1, !(arguments.first?.hasPrefix("-") ?? false) else {
    TerminalSession.printError(usage)
    exit(2)
}
let descriptor: Int32
if let path = arguments.first {
    descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
        TerminalSession.printError("scrollstack-pager: cannot open \(path): \(String(cString: strerror(errno)))")
        exit(1)
    }
    var status = stat()
    if fstat(descriptor, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR {
        TerminalSession.printError("scrollstack-pager: \(path) is a directory")
        exit(1)
    }
} else if isatty(STDIN_FILENO) == 1 {
    TerminalSession.printError("scrollstack-pager: nothing to page: pipe text into it or name a file\n\(usage)")
    exit(2)
} else {
    descriptor = STDIN_FILENO
}

let pager = Pager(name: arguments.first ?? "standard input")
let inbox = Inbox()
let wakeup = TerminalWakeup()
startReading(descriptor, into: inbox, wakeup: wakeup)
do {
    try runTerminalApplication(
        quitsOnInterrupt: false,  // Ctrl-C cancels a search or filter being typed, and quits otherwise
        wakeup: wakeup,
        frame: { columns, rows, time in
            // A frame takes a slice of what arrived, so keys are read between slices however fast
            // the input comes, and asks for another frame while more is waiting.
            let arrived = inbox.take(limit: 20_000)
            pager.take(arrived.lines, ended: arrived.ended)
            if arrived.more { wakeup.wake() }
            pager.stack.tick(at: time)
            return pager.frame(columns: columns, rows: rows)
        },
        handle: { key, _ in pager.handle(key) },
        isAnimating: { pager.stack.isAnimating })
} catch {
    TerminalSession.printError("scrollstack-pager: \(error)")
    exit(1)
}
