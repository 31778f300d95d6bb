// scrollstack-pager: pages a pipe or a file like `less`, on ScrollStackTerminal's public API only.
// `producer | scrollstack-pager`, or `scrollstack-pager FILE`; keys come from the terminal.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ScrollStackTerminal

let arguments = Array(CommandLine.arguments.dropFirst())
let usage = "usage: producer | scrollstack-pager    or    scrollstack-pager FILE"
if arguments.contains("--help") || arguments.contains("-h") {
    print(usage)
    exit(0)
}
guard arguments.count <= 1 else {
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
        wakeup: wakeup,
        frame: { columns, rows, time in
            let arrived = inbox.take()
            pager.take(arrived.lines, ended: arrived.ended)
            pager.stack.tick(at: time)
            return pager.frame(columns: columns, rows: rows)
        },
        handle: { key, _ in pager.handle(key) },
        isAnimating: { pager.stack.isAnimating })
} catch {
    TerminalSession.printError("scrollstack-pager: \(error)")
    exit(1)
}
