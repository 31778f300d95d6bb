// A lazy stack's prefetching, between the engine and the delegate: the engine's updates turned
// into the app's row IDs, and told in the order they were worked out, once each.

#if canImport(UIKit)
import UIKit
#if canImport(ScrollStackCore)
@_spi(Hosting) import ScrollStackCore
#endif

extension LazyScrollStackView {
    /// Queues `update` for `delegate`, naming its rows by their declared IDs (rows given as views
    /// have none and are not named). A removed row's cancel finds its ID where it was named.
    func enqueuePrefetching(_ update: PrefetchUpdate, to delegate: (any LazyScrollStackDelegate)?) {
        guard !update.isEmpty else { return }
        let cancelled = update.cancel.compactMap { prefetchedIDs.removeValue(forKey: $0) }
        // Rows answered since (made) are no longer named.
        if !prefetchedIDs.isEmpty {
            let outstanding = engine.prefetchedRows
            prefetchedIDs = prefetchedIDs.filter { outstanding.contains($0.key) }
        }
        var named: [AnyHashable] = []
        for row in update.prefetch {
            guard let id = contents[row]?.description?.id.base else { continue }
            prefetchedIDs[row] = id
            named.append(id)
        }
        guard !named.isEmpty || !cancelled.isEmpty else { return }
        prefetchingToTell.append((named, cancelled, delegate))
    }

    /// Tells the queued updates, oldest first: cancels, then names. Reentrant calls (a delegate
    /// that makes the stack leave the window) add to the queue, told after the running one.
    func deliverPrefetching() {
        guard !isTellingPrefetching else { return }
        isTellingPrefetching = true
        defer { isTellingPrefetching = false }
        // Rows the delegate's code removes stay known until it returns.
        contents.beginDispatch()
        while !prefetchingToTell.isEmpty {
            let (named, cancelled, delegate) = prefetchingToTell.removeFirst()
            if !cancelled.isEmpty { delegate?.lazyScrollStack(self, cancelPrefetchingRows: cancelled) }
            if !named.isEmpty { delegate?.lazyScrollStack(self, prefetchRows: named) }
        }
        contents.endDispatch()
    }
}
#endif
