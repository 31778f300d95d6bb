#if canImport(UIKit)
import UIKit
#if canImport(ScrollStackCore)
import ScrollStackCore
#endif

// The completion helpers every animated call goes through, on the engine's exactly-once rules.

/// A completion handler that runs at most once, however many paths reach it: the animation's own
/// completion, an interruption, or "nothing to animate". Every public call with a completion
/// parameter funnels through one of these, so the caller's handler runs exactly once (the rule is
/// the engine's ``CompletionLedger``, tested there).
@MainActor
final class OnceCompletion {
    private var ledger = CompletionLedger<() -> Void>()
    private var token: CompletionToken?

    init(_ handler: (() -> Void)?) {
        if let handler { token = ledger.add(handler) }
    }

    func callAsFunction() {
        guard let token, let handler = ledger.take(token) else { return }
        handler()
    }
}

/// Runs a completion once every part of an operation has ended, or at once if nothing was started
/// (the rule is the engine's ``PendingParts``, tested there).
@MainActor
final class CompletionGroup {
    private var parts = PendingParts()
    private let completion: OnceCompletion

    init(_ completion: OnceCompletion) {
        self.completion = completion
    }

    func enter() { parts.enter() }

    func leave() {
        if parts.leave() { completion() }
    }

    /// Call after starting every part.
    func finishScheduling() {
        if parts.finishScheduling() { completion() }
    }
}
#endif
