// The lazy stack's prefetching under the soak's random streams: whatever the stream does (edits,
// axis and direction changes, realization switches, leaving the window, changes from inside
// callbacks), a row named to prefetch is not named again before it is answered, a cancel names
// only a row that was named, and when the stack has left the window nothing is left named.

import ScrollStackUIKit
import UIKit

/// What a lazy stack named to its delegate and has not answered yet, and what broke the promise.
@MainActor final class PrefetchSoakLedger: LazyScrollStackDelegate {
    var outstanding: Set<AnyHashable> = []
    var named = 0
    var problems: [String] = []

    func lazyScrollStack(_ stack: LazyScrollStackView, prefetchRows ids: [AnyHashable]) {
        if SoakKnobs.trace { print("  prefetch \(ids)") }
        for id in ids where !outstanding.insert(id).inserted { problems.append("\(id) named twice") }
        named += ids.count
    }

    func lazyScrollStack(_ stack: LazyScrollStackView, cancelPrefetchingRows ids: [AnyHashable]) {
        if SoakKnobs.trace { print("  cancel prefetching \(ids)") }
        for id in ids where outstanding.remove(id) == nil { problems.append("\(id) cancelled but not named") }
    }

    func lazyScrollStack(_ stack: LazyScrollStackView, didRealize view: UIView, forRow id: AnyHashable) {
        if SoakKnobs.trace { print("  realized \(id)") }
        outstanding.remove(id)
    }
}

extension StackSoak {
    /// A prefetch distance for the lazy stack: a little or more than a screen, or (`allowingNone`)
    /// none.
    func pickPrefetchDistance(allowingNone: Bool = true) {
        guard let lazy else { return }
        lazy.prefetchDistance = h.pick(allowingNone ? [0, 150, 900] : [150, 900])!
        h.note("prefetchDistance = \(lazy.prefetchDistance)")
    }

    /// Fails the stream on a broken promise; `settled`: the stack has left the window, so nothing
    /// may be left named.
    func checkPrefetching(settled: Bool = false) {
        if let problem = prefetchLedger.problems.first { h.fail("prefetching: \(problem)") }
        if settled && !prefetchLedger.outstanding.isEmpty {
            h.fail("prefetching: \(prefetchLedger.outstanding.count) rows still named after the stack left the window")
        }
    }
}
