// AloeStackView's protocols for content views: handling a tap, being highlighted, hiding the
// separator. Every stack honours them.

#if canImport(UIKit)
import UIKit

/// A content view that handles taps on its row itself. Conforming is enough to make the row
/// tappable; `didTapView()` runs before any handler set with
/// ``ScrollStackBase/setTapHandler(forRow:handler:)``.
@preconcurrency @MainActor
public protocol Tappable {
    /// The row was tapped.
    func didTapView()
}

/// AloeStackView's name for ``ScrollStackRowHighlightable``: the same protocol, so a view conforming
/// under either name is highlighted the same way.
public typealias Highlightable = ScrollStackRowHighlightable

/// A content view whose row never shows a separator.
public protocol SeparatorHiding {}
#endif
