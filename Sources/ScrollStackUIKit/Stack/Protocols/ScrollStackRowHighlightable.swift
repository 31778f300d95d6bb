// How a row's controller or content shows that its row is touched.

#if canImport(UIKit)
import UIKit

/// A row's controller or content view that shows a highlighted state while it is touched. The
/// stack checks the controller first, then the content view.
@preconcurrency @MainActor
public protocol ScrollStackRowHighlightable {
    /// Whether touching the row highlights it.
    var isHighlightable: Bool { get }
    /// Shows or removes the highlight.
    func setIsHighlighted(_ isHighlighted: Bool)
}

extension ScrollStackRowHighlightable where Self: UIView {
    /// Default for views: highlightable.
    public var isHighlightable: Bool { true }

    /// Default for views: the row's background switches between its highlight and background colours.
    public func setIsHighlighted(_ isHighlighted: Bool) {
        (superview as? ScrollStackRow)?.showDefaultHighlight(isHighlighted)
    }
}
#endif
