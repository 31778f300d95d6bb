// A pseudo-terminal for tests that run a full-screen program in a child process: the program's
// side (the slave) and the side a user's terminal would be (the master).
//
// Glibc declares these only under _XOPEN_SOURCE, which Swift's Glibc module does not define; they
// are plain C functions with these signatures in every glibc.

#if canImport(Glibc)
import Glibc

@_silgen_name("posix_openpt") private func posix_openpt(_ flags: Int32) -> Int32
@_silgen_name("grantpt") private func grantpt(_ descriptor: Int32) -> Int32
@_silgen_name("unlockpt") private func unlockpt(_ descriptor: Int32) -> Int32
@_silgen_name("ptsname") private func ptsname(_ descriptor: Int32) -> UnsafeMutablePointer<CChar>?
#elseif canImport(Darwin)
import Darwin
#endif

/// Opens a pseudo-terminal of `columns` × `rows` and returns its master and slave descriptors, or
/// exits the (child) process with status 2 if it cannot. With `controlling`, the calling process
/// starts a session of its own and the slave becomes its controlling terminal (`/dev/tty`).
func openPseudoTerminal(columns: UInt16 = 20, rows: UInt16 = 4, controlling: Bool = false) -> (master: Int32, slave: Int32) {
    if controlling { _ = setsid() }
    let master = posix_openpt(O_RDWR | O_NOCTTY)
    guard master >= 0, grantpt(master) == 0, unlockpt(master) == 0, let name = ptsname(master) else { exit(2) }
    let slave = open(name, controlling ? O_RDWR : O_RDWR | O_NOCTTY)
    guard slave >= 0 else { exit(2) }
    var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(slave, UInt(TIOCSWINSZ), &size)
    return (master, slave)
}

/// Makes a new pseudo-terminal of `columns` × `rows` the process's standard input and output, as a
/// terminal program's are, and returns its master (where the user's keys go in).
func useNewPseudoTerminal(columns: UInt16 = 20, rows: UInt16 = 4) -> Int32 {
    let (master, slave) = openPseudoTerminal(columns: columns, rows: rows)
    dup2(slave, STDIN_FILENO)
    dup2(slave, STDOUT_FILENO)
    return master
}

/// Everything the program wrote to the terminal so far, read from the master without waiting.
func readAvailable(from master: Int32) -> String {
    _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
    var output: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
        let count = read(master, &buffer, buffer.count)
        if count <= 0 { break }
        output += buffer[0 ..< count]
    }
    return String(decoding: output, as: UTF8.self)
}
