// ScrollStack, the stack to use: the shared stack plus what only it has, its events delegate, the
// reorder delegate and first and last rows as rows. ScrollStackController's other names for it
// are in Compatibility/ScrollStackController.

#if canImport(UIKit)
import UIKit
#if canImport(ScrollStackCore)
@_spi(Hosting) import ScrollStackCore
#endif

/// A scroll view of rows: plain views, or child view controllers' views. Everything it does is
/// described on ``ScrollStackBase``; this class adds the row-based names of ScrollStackController
/// (``firstRow``, ``lastRow``, rows by index and by controller) and two delegates.
///
/// ```swift
/// let stack = ScrollStack()
/// stack.addRows([titleLabel, bodyLabel])
/// stack.addRow(controller: chartController)
/// stack.hideRow(bodyLabel, animated: true)
/// ```
@preconcurrency @MainActor
open class ScrollStack: ScrollStackBase {
    /// Receives scroll, visibility, layout and content-size events. Setting it leaves the scroll
    /// view's `delegate` alone.
    open weak var stackDelegate: ScrollStackControllerDelegate?

    /// Decides which rows may be dragged and where, and hears drops (``allowsReordering``). Weak.
    public weak var reorderDelegate: ScrollStackReorderDelegate?

    /// The first row, hidden or not (`nil` also when, in a lazy stack, it is not made now).
    open var firstRow: ScrollStackRow? { engine.firstRow.flatMap { contents[$0]?.row } }

    /// The last row, hidden or not (`nil` also when, in a lazy stack, it is not made now).
    open var lastRow: ScrollStackRow? { engine.lastRow.flatMap { contents[$0]?.row } }

    /// The rows at least partly visible (in the bounds minus `adjustedContentInset`), in order.
    /// Never `nil` (optional, as in ScrollStackController, so its code keeps compiling).
    public var visibleRows: [ScrollStackRow]? {
        layoutIfNeededForQuery()
        return contents.contents(of: engine.visibleRows(in: visibleRect)).compactMap(\.row)
    }

    /// The rows entirely visible, in order. Never `nil` (see ``visibleRows``).
    public var entirelyVisibleRows: [ScrollStackRow]? {
        layoutIfNeededForQuery()
        return contents.contents(of: engine.entirelyVisibleRows(in: visibleRect)).compactMap(\.row)
    }
}
#endif
