// Playing a flow's changes for a host, one after another: the will-events, the transition to show,
// the did-events and completion when it ends or is interrupted, and when popped items may go.

/// What a host does next while playing a flow (see ``FlowPlayback``).
@_spi(Hosting)
public enum FlowPlaybackStep<Handler> {
    /// Tell the delegate (or `onEvent`).
    case event(FlowEvent)
    /// Run this completion handler.
    case completion(Handler)
    /// Start showing this transition; report its end with ``FlowPlayback/transitionEnded(_:)``
    /// (a host with its own clock calls ``FlowPlayback/advance(to:)`` instead).
    case show(Transition, PlaybackToken)
    /// These popped items are shown by no transition any more: take them down.
    case release([RowID])
}

extension FlowPlaybackStep: Sendable where Handler: Sendable {}

/// Identifies one shown transition of a ``FlowPlayback``.
@_spi(Hosting)
public struct PlaybackToken: Hashable, Sendable {
    let value: UInt64
}

/// Plays a ``StackFlow``'s changes for a host, in order, through one queue.
///
/// The host hands each change to ``begin(_:at:completion:)`` and then takes steps with ``next()``
/// until there are none, doing what each says (deliver an event, run a completion, animate a
/// transition, take popped items down). The order is the contract of StackFlowView's delegate:
/// a change's will-events come before its transition; its did-events and completion come when
/// the transition ends or the next change interrupts it, and always before the next change's
/// will-events. A change begun while steps are being taken (from a completion, say) waits its
/// turn, and a transition that was superseded before the host took it is never shown. Popped
/// items are released only when no transition still moves them.
///
/// Like ``RowContents`` it calls nothing back, so a host may begin changes while it handles steps.
@_spi(Hosting)
public struct FlowPlayback<Handler> {
    fileprivate struct Running {
        var transition: Transition
        var start: Double
        var token: PlaybackToken
        var didEvents: [FlowEvent]
        var completion: Handler?
    }

    private var queue: [FlowPlaybackStep<Handler>] = []
    private var head = 0
    private var running: Running?
    private var popped: [RowID] = []
    private var nextToken: UInt64 = 1

    /// Creates an idle playback.
    public init() {}

    /// Whether a change's transition is playing.
    public var isRunning: Bool { running != nil }

    /// The transition playing and how long it has played at `time`, for the next change's
    /// `interrupting:` and for drawing; `nil` when idle.
    public func running(at time: Double) -> (transition: Transition, elapsed: Double)? {
        running.map { ($0.transition, max(0, time - $0.start)) }
    }

    /// Items popped by changes whose transitions may still show them.
    public var departingItems: [RowID] { popped }

    /// Queues a change made at `time`: first what ends the change it interrupts, then its
    /// will-events and its transition. A change that changed nothing only queues its completion
    /// (a running transition goes on). A zero-length transition completes at once.
    public mutating func begin(_ change: FlowChange, at time: Double, completion: Handler?) {
        guard !change.isEmpty else {
            if let completion { queue.append(.completion(completion)) }
            return
        }
        if let current = running { finish(current, releasing: false) }
        queue.append(contentsOf: change.willEvents.map(FlowPlaybackStep.event))
        popped.append(contentsOf: change.popped)
        let token = PlaybackToken(value: nextToken)
        nextToken += 1
        let current = Running(transition: change.transition, start: time, token: token, didEvents: change.didEvents,
                              completion: completion)
        guard change.transition.duration > 0 else {
            finish(current, releasing: true)
            return
        }
        running = current
        queue.append(.show(change.transition, token))
    }

    /// The transition shown for `token` ended (a host's animation completion). Only the newest
    /// transition counts: the end of one that was interrupted is ignored.
    public mutating func transitionEnded(_ token: PlaybackToken) {
        guard let current = running, current.token == token else { return }
        finish(current, releasing: true)
    }

    /// Advances a host's own clock: the running transition ends once its duration has passed.
    public mutating func advance(to time: Double) {
        guard let current = running, time - current.start >= current.transition.duration else { return }
        finish(current, releasing: true)
    }

    /// Queues a change's did-events and completion; `releasing` when nothing runs after it, so its
    /// popped items (and those of the changes it interrupted) may go.
    private mutating func finish(_ current: Running, releasing: Bool) {
        running = nil
        queue.append(contentsOf: current.didEvents.map(FlowPlaybackStep.event))
        if let completion = current.completion { queue.append(.completion(completion)) }
        if releasing && !popped.isEmpty {
            queue.append(.release(popped))
            popped.removeAll()
        }
    }

    /// The next step to take, or `nil` when there is none. Transitions superseded before they were
    /// taken are skipped.
    public mutating func next() -> FlowPlaybackStep<Handler>? {
        while head < queue.count {
            let step = queue[head]
            head += 1
            if head == queue.count {
                queue.removeAll(keepingCapacity: true)
                head = 0
            }
            if case .show(_, let token) = step, running?.token != token { continue }
            return step
        }
        return nil
    }
}

extension FlowPlayback: Sendable where Handler: Sendable {}
extension FlowPlayback.Running: Sendable where Handler: Sendable {}
