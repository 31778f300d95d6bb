// What a stack keeps for each row whether or not its view is made: the view, the description it is
// made from, and what the row chose for itself, which a view made again takes back.

#if canImport(UIKit)
import UIKit
#if canImport(ScrollStackCore)
import ScrollStackCore
#endif

/// What a ``ScrollStackView`` keeps for each row: the row view (while it is made), for a row given by
/// a description how to make and update it, and the row's own state.
struct StackRowContent {
    var row: ScrollStackRow?
    var description: ScrollStackRowDescription?
    /// What the row chose for itself, kept for a view made again (a lazy stack's row coming back).
    var own = RowOwnState()
}

/// What a row chose for itself, through its own properties, the stack's per-row calls or its
/// description; everything else follows the stack's defaults. A row's own separator colour is not
/// kept: it lasts while the view is made.
struct RowOwnState {
    /// Insets, padding, separator and pinning (the engine lays the row out with them).
    var settings = RowSpec()
    var backgroundColor: UIColor?
    var highlightColor: UIColor?
    var onTap: ((ScrollStackRow) -> Void)?
    /// AloeStackView's tap handler, which gets the content view.
    var tapHandler: ((UIView) -> Void)?
    /// The actions a swipe reveals from each edge (RowSwipes.swift).
    var leadingSwipeActions: ScrollStackSwipeActions?
    var trailingSwipeActions: ScrollStackSwipeActions?

    /// This state with every field `other` sets laid over it.
    func overlaid(with other: RowOwnState) -> RowOwnState {
        var result = self
        result.settings = settings.overridden(by: other.settings)
        // Pinning has no "not set": the state laid over (kept, or declared) says it.
        result.settings.isPinned = other.settings.isPinned
        result.backgroundColor = other.backgroundColor ?? backgroundColor
        result.highlightColor = other.highlightColor ?? highlightColor
        result.onTap = other.onTap ?? onTap
        result.tapHandler = other.tapHandler ?? tapHandler
        result.leadingSwipeActions = other.leadingSwipeActions ?? leadingSwipeActions
        result.trailingSwipeActions = other.trailingSwipeActions ?? trailingSwipeActions
        return result
    }
}
#endif
