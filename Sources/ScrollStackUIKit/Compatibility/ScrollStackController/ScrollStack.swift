// ScrollStack, ScrollStackController's stack: a ScrollStackView with that library's names, its
// events delegate and row closure, first and last rows as rows, and its controllers' size rule.
// Its index and controller calls are in ScrollStack+Indexes.swift, its other names in
// ScrollStack+Names.swift.

#if canImport(UIKit)
import UIKit
#if canImport(ScrollStackCore)
@_spi(Hosting) import ScrollStackCore
#endif

/// A ``ScrollStackView`` with ScrollStackController's vocabulary: code written for that library
/// compiles with only its `import` changed and means what it meant (rows by index and by
/// controller, ``stackDelegate``, ``onChangeRow``, ``firstRow`` and ``lastRow`` as rows). New code
/// uses ``ScrollStackView``, which does all of this under one name per operation.
///
/// ```swift
/// let stack = ScrollStack()
/// stack.addRows(views: [titleLabel, bodyLabel])
/// stack.addRow(controller: chartController)
/// stack.setRowHidden(index: 1, isHidden: true, animated: true)
/// ```
@preconcurrency @MainActor
open class ScrollStack: ScrollStackView {
    /// Receives scroll, visibility, layout and content-size events, as ScrollStackController's
    /// delegate did. Setting it leaves the scroll view's `delegate` alone.
    open weak var stackDelegate: ScrollStackControllerDelegate?

    /// Called after a row was added (`isRemoved == false`) or removed (`true`), once per row, after
    /// the layout pass that follows the change (for a stack out of the window, which is not laid
    /// out, on the next turn of the main queue).
    open var onChangeRow: ((_ row: ScrollStackRow, _ isRemoved: Bool) -> Void)?

    /// The first row, hidden or not (`nil` also when, in a lazy stack, it is not made now).
    open var firstRow: ScrollStackRow? { engine.firstRow.flatMap { contents[$0]?.row } }

    /// The last row, hidden or not (`nil` also when, in a lazy stack, it is not made now).
    open var lastRow: ScrollStackRow? { engine.lastRow.flatMap { contents[$0]?.row } }

    /// The rows at least partly visible, in order (``ScrollStackView/visibleRows(entirely:)``).
    /// Never `nil` (optional, as in ScrollStackController, so its code keeps compiling).
    public var visibleRows: [ScrollStackRow]? { visibleRows(entirely: false) }

    /// The rows entirely visible, in order. Never `nil` (see ``visibleRows``).
    public var entirelyVisibleRows: [ScrollStackRow]? { visibleRows(entirely: true) }

    // MARK: ScrollStackController's events, besides the stack's own

    override func reportScroll() {
        super.reportScroll()
        stackDelegate?.scrollStackDidScroll(self, offset: contentOffset)
    }

    override func reportRowChange(_ row: ScrollStackRow, isRemoved: Bool) {
        super.reportRowChange(row, isRemoved: isRemoved)
        onChangeRow?(row, isRemoved)
    }

    override func reportVisibilityChange(of row: ScrollStackRow, at index: Int, _ change: VisibilityChange) {
        super.reportVisibilityChange(of: row, at: index, change)
        guard let delegate = stackDelegate else { return }
        let new = RowVisibility(change.new)
        delegate.scrollStackRowVisibilityDidChange(self, row: row, index: index, from: change.old.map(RowVisibility.init), to: new)
        // ScrollStackController's own events: more visible, or less visible.
        if change.becameMoreVisible {
            delegate.scrollStackRowDidBecomeVisible(self, row: row, index: index, state: new)
        } else if change.becameLessVisible {
            delegate.scrollStackRowDidBecomeHidden(self, row: row, index: index, state: new)
        }
    }

    override func reportLayoutUpdate() {
        super.reportLayoutUpdate()
        stackDelegate?.scrollStackDidUpdateLayout(self)
    }

    override func reportContentSizeChange(from old: CGSize, to new: CGSize) {
        super.reportContentSizeChange(from: old, to: new)
        stackDelegate?.scrollStackContentSizeDidChange(self, from: old, to: new)
    }

    // MARK: ScrollStackContainableController

    /// How a ``ScrollStackContainableController`` sizes its row along the axis.
    public enum ControllerSize: Hashable, Sendable {
        /// Exactly this many points (a height in a vertical stack).
        case fixed(CGFloat)
        /// Whatever the view's own Auto Layout constraints give.
        case fitLayoutForAxis
    }

    override func fixedLength(askedBy row: ScrollStackRow) -> CGFloat? {
        let size = (row.controller as? ScrollStackContainableController)?.scrollStackRowSizeForAxis(axis, row: row, in: self)
        if case .fixed(let length)? = size { return length }
        return nil
    }

    override func rowWillReload(_ row: ScrollStackRow, animated: Bool) {
        (row.controller as? ScrollStackContainableController)?.reloadContentFromStackView(stackView: self, row: row, animated: animated)
    }
}
#endif
