// What a lazy stack tells its delegate: a row's content made near the screen, let go far from it,
// and rows to prefetch before they are made.

#if canImport(UIKit)
import UIKit

/// Hears when a ``LazyScrollStackView`` makes a row's content and when it lets it go.
@preconcurrency @MainActor
public protocol LazyScrollStackDelegate: AnyObject {
    /// A row came near the screen and its content was made (or made again).
    func lazyScrollStack(_ stack: LazyScrollStackView, didRealize view: UIView, forRow id: AnyHashable)
    /// A row went far from the screen, or was removed, and its content was released.
    func lazyScrollStack(_ stack: LazyScrollStackView, didRelease view: UIView, forRow id: AnyHashable)
    /// Rows came within ``LazyScrollStackView/prefetchDistance`` of being made, from farther away,
    /// in order: start loading what they show (images, records). Each is answered once: it is made
    /// (``lazyScrollStack(_:didRealize:forRow:)``), or named in
    /// ``lazyScrollStack(_:cancelPrefetchingRows:)``. Rows a jump passes over are never named.
    func lazyScrollStack(_ stack: LazyScrollStackView, prefetchRows ids: [AnyHashable])
    /// Rows named in ``lazyScrollStack(_:prefetchRows:)`` moved away, were hidden or removed, or the
    /// stack left the window, before they were made: stop loading for them.
    func lazyScrollStack(_ stack: LazyScrollStackView, cancelPrefetchingRows ids: [AnyHashable])
}

extension LazyScrollStackDelegate {
    /// Default: nothing.
    public func lazyScrollStack(_ stack: LazyScrollStackView, didRealize view: UIView, forRow id: AnyHashable) {}
    /// Default: nothing.
    public func lazyScrollStack(_ stack: LazyScrollStackView, didRelease view: UIView, forRow id: AnyHashable) {}
    /// Default: nothing.
    public func lazyScrollStack(_ stack: LazyScrollStackView, prefetchRows ids: [AnyHashable]) {}
    /// Default: nothing.
    public func lazyScrollStack(_ stack: LazyScrollStackView, cancelPrefetchingRows ids: [AnyHashable]) {}
}
#endif
