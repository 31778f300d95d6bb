// What a full-screen program waits for, one turn at a time: keys decoded from the terminal (an
// Escape on its own, Ctrl-Z suspending, Ctrl-C ending the input), redraws after a resize or a
// continue, ticks and wakes; the one rule both the run loop and the events sequence read input by.

/// The input side of a full-screen program, read a turn at a time from a running session.
struct TerminalInput {
    private let session: TerminalSession
    private let quitsOnInterrupt: Bool
    private let wakeup: TerminalWakeup?
    private let cancellation: TerminalWakeup?
    private var decoder = KeyDecoder()
    private var ticks: TickSchedule
    /// Set once Ctrl-C ended the input: the keys before it were handed out, nothing after.
    private var ended = false
    /// The terminal's size as of the last redraw.
    private(set) var size: (columns: Int, rows: Int)

    init(session: TerminalSession, quitsOnInterrupt: Bool, tickInterval: Double?, wakeup: TerminalWakeup?,
         cancellation: TerminalWakeup? = nil) {
        self.session = session
        self.quitsOnInterrupt = quitsOnInterrupt
        self.wakeup = wakeup
        self.cancellation = cancellation
        ticks = TickSchedule(interval: tickInterval, now: monotonicSeconds())
        size = TerminalSession.windowSize() ?? (columns: 80, rows: 24)
    }

    /// What happened next: a redraw or a tick that is due now, or else what a wait of at most
    /// `longestWait` milliseconds (-1: until something happens; shorter while an Escape may start a
    /// sequence or a tick is near) brings. Empty when the wait brought nothing; `nil` once the input
    /// has ended (the terminal went away, `cancellation` was woken, or Ctrl-C when it quits).
    mutating func next(longestWait: Int32 = -1) -> [TerminalEvent]? {
        guard !ended else { return nil }
        var events: [TerminalEvent] = []
        let continued = session.takeContinuation()
        let resized = session.takeResize()
        if continued || resized { events.append(redraw()) }
        if ticks.isDue(at: monotonicSeconds()) { events.append(.tick) }
        guard events.isEmpty else { return events }
        let ownWait = decoder.hasPendingInput ? 30 : ticks.millisecondsToNext(from: monotonicSeconds())
        let timeout = ownWait < 0 ? longestWait : (longestWait < 0 ? ownWait : min(ownWait, longestWait))
        var keys: [Key] = []
        switch session.wait(timeout: timeout, wakeup: wakeup, cancellation: cancellation) {
        case .closed, .cancelled: return nil
        case .woken: return [.wake]
        case .nothing: if decoder.hasPendingInput { keys = decoder.flush() }
        case .input(let bytes): keys = decoder.decode(bytes)
        }
        for key in keys {
            if key == .control("z") {
                session.suspend()
                events.append(redraw())
            } else if quitsOnInterrupt && key == .control("c") {
                ended = true
                return events
            } else {
                events.append(.key(key))
            }
        }
        return events
    }

    /// A redraw at the terminal's size now (the last one known if it cannot be read).
    private mutating func redraw() -> TerminalEvent {
        size = TerminalSession.windowSize() ?? size
        return .redraw(columns: size.columns, rows: size.rows)
    }
}

/// When the next tick of a loop with a tick interval is due.
struct TickSchedule {
    private let interval: Double?
    private var next: Double

    /// Ticks every `interval` seconds from `now` (at most 1,000 a second), or never for `nil`.
    init(interval: Double?, now: Double) {
        self.interval = interval.map { $0.isFinite ? max($0, 0.001) : 86_400 }
        next = now + (self.interval ?? 0)
    }

    /// Whether a tick is due at `now`; if so, the next one is scheduled (ticks missed while the
    /// program was busy are not made up).
    mutating func isDue(at now: Double) -> Bool {
        guard let interval, now >= next else { return false }
        next += interval
        if next <= now { next = now + interval }
        return true
    }

    /// How long a wait may last before the next tick (-1: no tick, wait without limit).
    func millisecondsToNext(from now: Double) -> Int32 {
        guard interval != nil else { return -1 }
        return Int32(min(86_400_000, max(0, ((next - now) * 1000).rounded(.up))))
    }
}
