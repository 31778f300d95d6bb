// Transitions: an animated change described as a value. Given the engine before and after a change
// and the area on screen, it lists the rows that appear, disappear, move or stay, each with the
// frames and opacity it animates between, plus the timing curve. A host interpolates it frame by
// frame (terminal) or hands the end states to UIKit; tests check the values.

/// How one row takes part in a transition.
public struct RowTransition: Hashable, Sendable {
    /// What happens to the row.
    public enum Kind: Hashable, Sendable {
        /// Inserted or shown: grows from nothing at its new place and fades in.
        case appearing
        /// Removed or hidden: collapses to nothing at the place it leaves and fades out.
        case disappearing
        /// Present before and after, at another place or size.
        case moving
        /// Present before and after, unchanged.
        case stationary
    }

    /// The row.
    public var row: RowID
    /// What happens to it.
    public var kind: Kind
    /// Its frames when the transition starts.
    public var from: RowFrames
    /// Its frames when the transition ends.
    public var to: RowFrames
    /// Its opacity when the transition starts.
    public var fromAlpha: Double
    /// Its opacity when the transition ends.
    public var toAlpha: Double

    /// The frames at `progress` (0 = start, 1 = end; springs may pass 1 briefly).
    ///
    /// A separator that exists at both ends moves and resizes with its row. One that exists at
    /// only one end is shown only at that end: a row that loses its separator (it becomes the last
    /// visible row, or its settings hide it) shows none from the start, and one that gains it shows
    /// it at the end, so a separator never slides over its row's content while the row's length
    /// changes by the separator's thickness. The exception is a row that disappears: its separator
    /// stays at its end edge while it collapses, so it folds away with its row.
    public func frames(atProgress progress: Double) -> RowFrames {
        RowFrames(row: interpolate(from.row, to.row, progress),
                  content: interpolate(from.content, to.content, progress),
                  separator: separator(atProgress: progress))
    }

    /// The opacity at `progress`, clamped to 0…1.
    public func alpha(atProgress progress: Double) -> Double {
        min(1, max(0, fromAlpha + (toAlpha - fromAlpha) * progress))
    }

    private func separator(atProgress progress: Double) -> Rect? {
        switch (from.separator, to.separator) {
        case let (start?, end?):
            interpolate(start, end, progress)
        case let (start?, nil) where kind == .disappearing:
            progress < 1 ? start.offset(byMovingTo: interpolate(from.row, to.row, progress), from: from.row) : nil
        case let (start?, nil):
            progress <= 0 ? start : nil
        case let (nil, end?):
            progress >= 1 ? end : nil
        case (nil, nil):
            nil
        }
    }
}

extension Rect {
    /// This rectangle moved along with `frame` as it goes from `reference` to `frame`, keeping its
    /// distance to the frame's end edges (a separator that stays glued to a collapsing row's end).
    func offset(byMovingTo frame: Rect, from reference: Rect) -> Rect {
        let dx = frame.maxX - reference.maxX
        let dy = frame.maxY - reference.maxY
        return Rect(x: minX + dx, y: minY + dy, width: width, height: height)
    }
}

func interpolate(_ a: Double, _ b: Double, _ t: Double) -> Double { a + (b - a) * t }

func interpolate(_ a: Rect, _ b: Rect, _ t: Double) -> Rect {
    Rect(x: interpolate(a.minX, b.minX, t), y: interpolate(a.minY, b.minY, t),
         width: max(0, interpolate(a.width, b.width, t)), height: max(0, interpolate(a.height, b.height, t)))
}

/// An animated change of a stack, as a value.
public struct Transition: Hashable, Sendable {
    /// The rows that are on screen before or after the change, in their order after it, followed by
    /// rows that disappear (in their order before it).
    public var rows: [RowTransition]
    /// How progress evolves over time.
    public var timing: TimingCurve
    /// The content size before the change.
    public var fromContentSize: Size
    /// The content size after the change.
    public var toContentSize: Size

    /// A transition made of the given row transitions (for models that compute their own, such as
    /// ``StackFlow``).
    public init(rows: [RowTransition], timing: TimingCurve, fromContentSize: Size, toContentSize: Size) {
        self.rows = rows
        self.timing = timing
        self.fromContentSize = fromContentSize
        self.toContentSize = toContentSize
    }

    /// Describes the change from `old` to `new` for the rows on screen in `rect` before or after it.
    ///
    /// `old` is the engine as it was before the change (keep a copy; copying is O(1), and the first
    /// change to either copy copies the storage it touches). Rows that appear start as a zero-length
    /// frame at their new place with opacity 0; rows that disappear end as a zero-length frame at the
    /// place they leave (where the row after them now starts) with opacity 0; every other row moves
    /// from its exact old frame to its new one, including rows that only come on screen because
    /// others moved.
    ///
    /// Pass a running transition and the time since it started as `interrupting` to start from where
    /// it is now (its rows' current frames and opacities) instead of from `old`'s frames.
    public init(from old: StackEngine, to new: StackEngine, in rect: Rect, timing: TimingCurve,
                interrupting running: (transition: Transition, elapsed: Double)? = nil) {
        self.timing = timing
        self.fromContentSize = old.contentSize
        self.toContentSize = new.contentSize
        let axis = new.configuration.axis
        let before = old.layouts(intersecting: rect)
        let after = new.layouts(intersecting: rect)
        var seen = Set<RowID>()
        var result: [RowTransition] = []
        var current: [RowID: (frames: RowFrames, alpha: Double)] = [:]
        if let running {
            let progress = running.transition.timing.progress(at: running.elapsed)
            for row in running.transition.rows {
                current[row.row] = (row.frames(atProgress: progress), row.alpha(atProgress: progress))
            }
        }

        for layout in after {
            seen.insert(layout.id)
            let start: (frames: RowFrames, alpha: Double)
            let kind: RowTransition.Kind
            if let oldLayout = old.layout(of: layout.id), !oldLayout.isHidden {
                start = current[layout.id] ?? (oldLayout.frames, 1)
                kind = start.frames == layout.frames && start.alpha == 1 ? .stationary : .moving
            } else {
                start = current[layout.id] ?? (Self.collapsed(layout.frames, at: layout.frames.row.minMain(axis), axis: axis), 0)
                kind = .appearing
            }
            result.append(RowTransition(row: layout.id, kind: kind, from: start.frames, to: layout.frames,
                                        fromAlpha: start.alpha, toAlpha: 1))
        }

        // Rows on screen before the change that are not on screen (as visible rows) after it.
        for (position, layout) in before.enumerated() where !seen.contains(layout.id) {
            seen.insert(layout.id)
            let start = current[layout.id] ?? (layout.frames, 1)
            if let newLayout = new.layout(of: layout.id), !newLayout.isHidden {
                // Still shown, moved off the rectangle.
                result.append(RowTransition(row: layout.id, kind: .moving, from: start.frames, to: newLayout.frames,
                                            fromAlpha: start.alpha, toAlpha: 1))
                continue
            }
            let target: Double
            if let newLayout = new.layout(of: layout.id) {
                target = newLayout.frames.row.minMain(axis)
            } else {
                target = Self.placeLeft(by: layout, before: before, from: position, old: old, new: new)
            }
            result.append(RowTransition(row: layout.id, kind: .disappearing, from: start.frames,
                                        to: Self.collapsed(layout.frames, at: target, axis: axis),
                                        fromAlpha: start.alpha, toAlpha: 0))
        }
        // Rows still disappearing in an interrupted transition keep going.
        if let running {
            for row in running.transition.rows where !seen.contains(row.row) && row.kind == .disappearing {
                if let start = current[row.row] {
                    result.append(RowTransition(row: row.row, kind: .disappearing, from: start.frames, to: row.to,
                                                fromAlpha: start.alpha, toAlpha: 0))
                }
            }
        }
        rows = result
    }

    /// Where a removed row collapses to: the new start of the first row after it (in the old order)
    /// that still exists, else the new end of the content.
    private static func placeLeft(by layout: RowLayout, before: [RowLayout], from position: Int,
                                  old: StackEngine, new: StackEngine) -> Double {
        let axis = new.configuration.axis
        for later in before[(position + 1)...] {
            if let moved = new.layout(of: later.id) { return moved.frames.row.minMain(axis) }
        }
        var index = layout.index + 1
        while index < old.count {
            if let moved = new.layout(of: old.row(at: index)) { return moved.frames.row.minMain(axis) }
            index += 1
            if index > layout.index + 64 { break }
        }
        return new.contentSize.main(axis) - new.configuration.contentInsets.mainEnd(axis)
    }

    private static func collapsed(_ frames: RowFrames, at start: Double, axis: StackAxis) -> RowFrames {
        func squash(_ rect: Rect) -> Rect {
            Rect(mainStart: start, mainExtent: 0, crossStart: rect.minCross(axis), crossExtent: rect.size.cross(axis), axis: axis)
        }
        return RowFrames(row: squash(frames.row), content: squash(frames.content), separator: nil)
    }

    /// The transition of `row`, or `nil` if it is not part of it.
    public func transition(of row: RowID) -> RowTransition? {
        rows.first { $0.row == row }
    }

    /// The animation's length in seconds.
    public var duration: Double { timing.duration }

    /// The content size `time` seconds after the start.
    public func contentSize(at time: Double) -> Size {
        let p = timing.progress(at: time)
        return Size(width: max(0, interpolate(fromContentSize.width, toContentSize.width, p)),
                    height: max(0, interpolate(fromContentSize.height, toContentSize.height, p)))
    }
}

/// Hands out completion handlers exactly once each.
///
/// Hosts register a handler when an operation starts and take it back when the operation ends,
/// whether it finished, was interrupted, or had nothing to animate. Taking a handler twice, or
/// taking one that was never registered, yields `nil`, so a handler can never run twice.
public struct CompletionLedger<Handler> {
    private var handlers: [UInt64: Handler] = [:]
    private var order: [UInt64] = []
    private var nextToken: UInt64 = 1

    /// Creates an empty ledger.
    public init() {}

    /// Registers `handler` and returns the token that takes it back.
    public mutating func add(_ handler: Handler) -> CompletionToken {
        let token = CompletionToken(value: nextToken)
        nextToken += 1
        handlers[token.value] = handler
        order.append(token.value)
        return token
    }

    /// The handler registered under `token`, the first time only; `nil` afterwards.
    public mutating func take(_ token: CompletionToken) -> Handler? {
        guard let handler = handlers.removeValue(forKey: token.value) else { return nil }
        if let position = order.firstIndex(of: token.value) { order.remove(at: position) }
        return handler
    }

    /// Every handler not yet taken, in the order they were added.
    public mutating func takeAll() -> [Handler] {
        let result = order.compactMap { handlers[$0] }
        handlers.removeAll()
        order.removeAll()
        return result
    }

    /// How many handlers are waiting.
    public var pendingCount: Int { handlers.count }
}

extension CompletionLedger: Sendable where Handler: Sendable {}

/// Tracks the parts of one operation (several rows animating at once) so its completion fires once,
/// when the last part has ended, or at once if there was nothing to wait for.
///
/// Call ``enter()`` for each part as it starts, ``leave()`` as each ends, and
/// ``finishScheduling()`` after starting them all. Exactly one of those calls returns `true`: that
/// caller runs the completion.
public struct PendingParts: Hashable, Sendable {
    private var outstanding = 0
    private var scheduling = true
    private var completed = false

    /// Creates a tracker with no parts.
    public init() {}

    /// A part started.
    public mutating func enter() {
        outstanding += 1
    }

    /// A part ended; `true` if the whole operation is now complete (for the first time).
    public mutating func leave() -> Bool {
        outstanding = max(0, outstanding - 1)
        return completeIfDone()
    }

    /// Every part has been started; `true` if none is still running (the operation is complete).
    public mutating func finishScheduling() -> Bool {
        scheduling = false
        return completeIfDone()
    }

    /// Whether the completion has been due.
    public var isComplete: Bool { completed }

    private mutating func completeIfDone() -> Bool {
        guard !completed, !scheduling, outstanding == 0 else { return false }
        completed = true
        return true
    }
}

/// Identifies a handler in a ``CompletionLedger``.
public struct CompletionToken: Hashable, Sendable {
    let value: UInt64
}

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
/// ``Transition/init(from:to:in:timing:interrupting:)`` so rows continue from where they are.
public struct TransitionRunner<Handler> {
    /// The transition being played, if any.
    public private(set) var transition: Transition?
    /// When it started, in the host's clock (seconds).
    public private(set) var startTime = 0.0
    private var ledger = CompletionLedger<Handler>()
    private var tokens: [CompletionToken] = []

    /// Creates an idle runner.
    public init() {}

    /// Whether a transition is being played.
    public var isRunning: Bool { transition != nil }

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
        guard transition != nil else { return [DeliveredCompletion(handler: handler, finished: true)] }
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
        guard transition != nil else { return [] }
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
