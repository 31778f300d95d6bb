// What a lazy stack tells its delegate: a row's content made near the screen, and let go far from it.

#if canImport(UIKit)
import UIKit

/// Hears when a ``LazyScrollStackView`` makes a row's content and when it lets it go.
@preconcurrency @MainActor
public protocol LazyScrollStackDelegate: AnyObject {
    /// A row came near the screen and its content was made (or made again).
    func lazyScrollStack(_ stack: LazyScrollStackView, didRealize view: UIView, forRow id: AnyHashable)
    /// A row went far from the screen, or was removed, and its content was released.
    func lazyScrollStack(_ stack: LazyScrollStackView, didRelease view: UIView, forRow id: AnyHashable)
}

extension LazyScrollStackDelegate {
    /// Default: nothing.
    public func lazyScrollStack(_ stack: LazyScrollStackView, didRealize view: UIView, forRow id: AnyHashable) {}
    /// Default: nothing.
    public func lazyScrollStack(_ stack: LazyScrollStackView, didRelease view: UIView, forRow id: AnyHashable) {}
}
#endif
