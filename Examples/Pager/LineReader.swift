// Reading the text to page in the background, line by line, from a pipe or a file, and handing the
// lines to the screen's loop as they arrive.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ScrollStackTerminal

/// Lines read so far and not yet taken, behind a lock: the reader thread adds, the loop takes.
final class Inbox: @unchecked Sendable {
    private var lines: [String] = []
    private var ended = false
    private var lock = pthread_mutex_t()

    init() { pthread_mutex_init(&lock, nil) }
    deinit { pthread_mutex_destroy(&lock) }

    func add(_ new: [String], ended: Bool) {
        pthread_mutex_lock(&lock)
        lines += new
        self.ended = self.ended || ended
        pthread_mutex_unlock(&lock)
    }

    /// Up to `limit` of the lines that arrived, oldest first, whether more are waiting, and
    /// whether the input has ended (and every line was taken).
    func take(limit: Int) -> (lines: [String], more: Bool, ended: Bool) {
        pthread_mutex_lock(&lock)
        defer { pthread_mutex_unlock(&lock) }
        let count = min(limit, lines.count)
        let taken = Array(lines[..<count])
        lines.removeFirst(count)
        return (taken, !lines.isEmpty, ended && lines.isEmpty)
    }
}

/// What the reader thread needs: where to read, where to put lines, whom to wake.
private final class ReaderJob: Sendable {
    let descriptor: Int32
    let inbox: Inbox
    let wakeup: TerminalWakeup

    init(descriptor: Int32, inbox: Inbox, wakeup: TerminalWakeup) {
        self.descriptor = descriptor
        self.inbox = inbox
        self.wakeup = wakeup
    }
}

/// Starts a thread that reads `descriptor` to its end, splitting it into lines (a last line
/// without a line break counts too), adding each batch to `inbox` and waking the loop.
func startReading(_ descriptor: Int32, into inbox: Inbox, wakeup: TerminalWakeup) {
    let job = Unmanaged.passRetained(ReaderJob(descriptor: descriptor, inbox: inbox, wakeup: wakeup))
    #if canImport(Darwin)
    var thread: pthread_t?
    #else
    var thread = pthread_t()
    #endif
    let started = pthread_create(&thread, nil, { pointer in
        // The start routine's argument is optional on Linux and not on Darwin.
        let argument: UnsafeMutableRawPointer? = pointer
        readLines(Unmanaged<ReaderJob>.fromOpaque(argument!).takeRetainedValue())
        return nil
    }, job.toOpaque())
    if started != 0 {
        job.release()
        inbox.add(["(could not start reading: error \(started))"], ended: true)
    }
}

private func readLines(_ job: ReaderJob) {
    var partial: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
        let count = read(job.descriptor, &buffer, buffer.count)
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else { break }
        var lines: [String] = []
        for byte in buffer[0 ..< count] {
            if byte == UInt8(ascii: "\n") {
                if partial.last == UInt8(ascii: "\r") { partial.removeLast() }
                lines.append(String(decoding: partial, as: UTF8.self))
                partial.removeAll(keepingCapacity: true)
            } else {
                partial.append(byte)
            }
        }
        if !lines.isEmpty {
            job.inbox.add(lines, ended: false)
            job.wakeup.wake()
        }
    }
    job.inbox.add(partial.isEmpty ? [] : [String(decoding: partial, as: UTF8.self)], ended: true)
    job.wakeup.wake()
}
