// A session's input as an asynchronous sequence, for programs written with Swift concurrency: keys,
// redraws, ticks and wakes, read and decoded on a thread of their own so no task ever blocks.

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// What a full-screen program reacts to, one at a time (``TerminalSession/events(quitsOnInterrupt:tickInterval:wakeup:)``).
public enum TerminalEvent: Hashable, Sendable {
    /// A key, a paste or a mouse report.
    case key(Key)
    /// The terminal has this size and must be drawn whole: it was resized, or the program was
    /// continued after a stop (Ctrl-Z or from outside). Make a canvas of this size and invalidate
    /// your ``FrameRenderer``. The sequence starts with one.
    case redraw(columns: Int, rows: Int)
    /// The tick interval passed.
    case tick
    /// The ``TerminalWakeup`` given was woken.
    case wake
}

extension TerminalSession {
    /// The session's input as an asynchronous sequence, for programs written with Swift
    /// concurrency: `for await event in session.events() { … }` on any actor (the main actor, say),
    /// drawing a frame and writing it (``write(bytes:)``) after the events you act on.
    ///
    /// Keys are read and decoded on a thread of the sequence's own, so waiting for one blocks no
    /// task; between events the program uses no CPU. As ``runTerminalApplication(mouse:quitsOnInterrupt:tickInterval:wakeup:frame:handle:isAnimating:)``
    /// does: an Escape that no sequence follows within 30 ms is ``Key/escape``; Ctrl-Z suspends the
    /// program (a ``TerminalEvent/redraw(columns:rows:)`` follows when it continues); Ctrl-C ends the
    /// sequence unless `quitsOnInterrupt` is `false` (it then comes as `.control("c")`); the sequence
    /// also ends when the terminal goes away. A program that animates asks for frames with a
    /// ``TerminalWakeup`` from a task of its own (`wake()`, then sleep 16 ms, while it animates).
    ///
    /// Iterate one sequence at a time, and stop iterating before ``stop()``.
    public func events(quitsOnInterrupt: Bool = true, tickInterval: Double? = nil,
                       wakeup: TerminalWakeup? = nil) -> AsyncStream<TerminalEvent> {
        var made: AsyncStream<TerminalEvent>.Continuation?
        // The building closure runs at once, inside the initialiser (`makeStream` needs iOS 17).
        let stream = AsyncStream<TerminalEvent>(bufferingPolicy: .unbounded) { made = $0 }
        guard let continuation = made else { return stream }
        let reader = EventReader(session: self, continuation: continuation, quitsOnInterrupt: quitsOnInterrupt,
                                 tickInterval: tickInterval, wakeup: wakeup)
        continuation.onTermination = { _ in reader.cancel() }
        reader.start()
        return stream
    }
}

/// The thread behind ``TerminalSession/events(quitsOnInterrupt:tickInterval:wakeup:)``: waits for
/// input, signals, wakes and ticks, and hands each on as an event until the consumer stops, Ctrl-C
/// or the terminal ends it.
private final class EventReader: @unchecked Sendable {
    // The session is used only from the reader's thread while it runs (the consumer only writes,
    // which touches no state); `cancelled` is the one value both sides use, behind a pipe: the
    // consumer's side writes to it, the thread's poll wakes on it.
    private let session: TerminalSession
    private let continuation: AsyncStream<TerminalEvent>.Continuation
    private let quitsOnInterrupt: Bool
    private let tickInterval: Double?
    private let wakeup: TerminalWakeup?
    /// Woken when the consumer stops iterating.
    private let cancellation = TerminalWakeup()

    init(session: TerminalSession, continuation: AsyncStream<TerminalEvent>.Continuation, quitsOnInterrupt: Bool,
         tickInterval: Double?, wakeup: TerminalWakeup?) {
        self.session = session
        self.continuation = continuation
        self.quitsOnInterrupt = quitsOnInterrupt
        self.tickInterval = tickInterval
        self.wakeup = wakeup
    }

    func cancel() { cancellation.wake() }

    func start() {
        let retained = Unmanaged.passRetained(self).toOpaque()
        #if canImport(Darwin)
        var thread: pthread_t?
        #else
        var thread = pthread_t()
        #endif
        let result = pthread_create(&thread, nil, { pointer in
            // The start routine's argument is optional on Linux and not on Darwin: written once for both.
            let argument: UnsafeMutableRawPointer? = pointer
            Unmanaged<EventReader>.fromOpaque(argument!).takeRetainedValue().run()
            return nil
        }, retained)
        if result == 0 {
            #if canImport(Darwin)
            if let thread { pthread_detach(thread) }
            #else
            pthread_detach(thread)
            #endif
        } else {
            Unmanaged<EventReader>.fromOpaque(retained).release()
            continuation.finish()
        }
    }

    private func run() {
        defer { continuation.finish() }
        var input = TerminalInput(session: session, quitsOnInterrupt: quitsOnInterrupt, tickInterval: tickInterval,
                                  wakeup: wakeup, cancellation: cancellation)
        continuation.yield(.redraw(columns: input.size.columns, rows: input.size.rows))
        while let events = input.next() {
            for event in events { continuation.yield(event) }
        }
    }
}
