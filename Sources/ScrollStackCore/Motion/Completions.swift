// Completion handlers that run exactly once: a ledger that hands each back once, and a wrapper a
// host funnels every path of one call through.

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

/// Identifies a handler in a ``CompletionLedger``.
public struct CompletionToken: Hashable, Sendable {
    let value: UInt64
}

/// A completion handler that runs at most once, however many paths reach it: an animation's end,
/// an interruption, or "nothing to animate". A host funnels every call that takes a completion
/// through one, so the caller's handler runs exactly once whichever way the call ends. Not
/// `Sendable`: it belongs to the host's thread.
package final class OnceCompletion {
    private var handler: (() -> Void)?

    /// Wraps `handler` (`nil`: nothing runs).
    package init(_ handler: (() -> Void)?) {
        self.handler = handler
    }

    /// Runs the handler if it has not run yet. It is let go before it runs, so a handler that
    /// reaches its own completion again does not run twice.
    package func callAsFunction() {
        guard let handler else { return }
        self.handler = nil
        handler()
    }

    /// Whether the handler has run (or there was none).
    package var hasRun: Bool { handler == nil }
}
