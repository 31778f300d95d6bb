// Playing transitions over time for a host that draws every frame itself, delivering each
// transition's completion handlers exactly once.

/// A completion handler delivered by a ``TransitionRunner``, with whether its transition ran to
/// the end (`true`) or was interrupted by another one (`false`).
public struct DeliveredCompletion<Handler> {
    /// The handler to call.
    public var handler: Handler
    /// Whether the transition it belongs to finished.
    public var finished: Bool
}

extension DeliveredCompletion: Sendable where Handler: Sendable {}

/// Plays transitions over time for a host that draws every frame itself (the terminal), and
/// delivers each transition's completion handlers exactly once.
///
/// One transition runs at a time. Starting another interrupts it: its handlers are delivered with
/// `finished == false` and the new transition should be built with
/// ``Transition/init(from:to:in:timing:interrupting:)-(StackEngine,_,_,_,_)`` so rows continue from where they are.
public struct TransitionRunner<Handler> {
    /// The transition being played, if any.
    public private(set) var transition: Transition? {
        didSet { isRunning = transition != nil }
    }
    /// When it started, in the host's clock (seconds).
    public private(set) var startTime = 0.0
    private var ledger = CompletionLedger<Handler>()
    private var tokens: [CompletionToken] = []

    /// Creates an idle runner.
    public init() {}

    /// Whether a transition is being played (kept beside it: hosts ask every frame, and looking
    /// at the optional transition copies it).
    public private(set) var isRunning = false

    /// Seconds since the running transition started, at `time`.
    public func elapsed(at time: Double) -> Double { max(0, time - startTime) }

    /// Starts `transition` at `time`, with an optional completion handler. Returns the handlers of an
    /// interrupted transition (not finished), plus this one's if it has nothing to animate (finished).
    public mutating func start(_ transition: Transition, at time: Double, completion: Handler? = nil)
        -> [DeliveredCompletion<Handler>] {
        var delivered = interrupt()
        if transition.duration <= 0 {
            if let completion { delivered.append(DeliveredCompletion(handler: completion, finished: true)) }
            return delivered
        }
        self.transition = transition
        startTime = time
        if let completion { tokens.append(ledger.add(completion)) }
        return delivered
    }

    /// Adds a completion handler to the running transition; with nothing running it is delivered
    /// at once, finished.
    public mutating func addCompletion(_ handler: Handler) -> [DeliveredCompletion<Handler>] {
        guard isRunning else { return [DeliveredCompletion(handler: handler, finished: true)] }
        tokens.append(ledger.add(handler))
        return []
    }

    /// Advances the clock; when the running transition has reached its end its handlers are
    /// delivered (finished) and the runner becomes idle.
    public mutating func advance(to time: Double) -> [DeliveredCompletion<Handler>] {
        guard let transition, elapsed(at: time) >= transition.duration else { return [] }
        return finish(finished: true)
    }

    /// Stops the running transition where it is; its handlers are delivered, not finished.
    public mutating func interrupt() -> [DeliveredCompletion<Handler>] {
        guard isRunning else { return [] }
        return finish(finished: false)
    }

    private mutating func finish(finished: Bool) -> [DeliveredCompletion<Handler>] {
        let delivered = tokens.compactMap { ledger.take($0) }.map { DeliveredCompletion(handler: $0, finished: finished) }
        tokens.removeAll()
        transition = nil
        return delivered
    }

    /// The progress of the running transition at `time` (1 when idle).
    public func progress(at time: Double) -> Double {
        transition?.timing.progress(at: elapsed(at: time)) ?? 1
    }
}

extension TransitionRunner: Sendable where Handler: Sendable {}
