// How a content view handles taps on its row itself.

#if canImport(UIKit)
import UIKit

/// A content view that handles taps on its row itself. Conforming is enough to make the row
/// tappable; `didTapView()` runs before the row's ``ScrollStackRow/onTap`` (and AloeStackView's
/// tap handler).
@preconcurrency @MainActor
public protocol Tappable {
    /// The row was tapped.
    func didTapView()
}
#endif
