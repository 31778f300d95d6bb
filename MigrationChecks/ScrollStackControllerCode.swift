#if canImport(UIKit) && os(iOS)
import ScrollStackUIKit
import UIKit

// Code written for ScrollStackController (malcommac), as that library spells it, with only the
// import changed: every public symbol it had. It compiles (CI type-checks it for iOS) or the
// change that broke it breaks CI. Never run: it only has to type-check.

@MainActor
final class SSGallery: UIViewController, ScrollStackContainableController, ScrollStackRowHighlightable,
                       ScrollStackRowAnimatable {
    func scrollStackRowSizeForAxis(_ axis: NSLayoutConstraint.Axis, row: ScrollStackRow,
                                   in stackView: ScrollStack) -> ScrollStack.ControllerSize? {
        axis == .vertical ? .fixed(120) : .fitLayoutForAxis
    }

    func reloadContentFromStackView(stackView: ScrollStack, row: ScrollStackRow, animated: Bool) {}

    var isHighlightable: Bool { true }

    func setIsHighlighted(_ isHighlighted: Bool) {}

    var animationInfo: ScrollStackAnimationInfo { ScrollStackAnimationInfo(duration: 0.3, delay: 0, springDamping: 0.8) }

    func willBeginAnimationTransition(toHide: Bool) {}
    func didEndAnimationTransition(toHide: Bool) {}
    func animateTransition(toHide: Bool) {}
}

@MainActor
final class SSScreen: ScrollStackViewController, ScrollStackControllerDelegate {
    func scrollStackDidScroll(_ stackView: ScrollStack, offset: CGPoint) {}
    func scrollStackRowDidBecomeVisible(_ stackView: ScrollStack, row: ScrollStackRow, index: Int, state: ScrollStack.RowVisibility) {}
    func scrollStackRowDidBecomeHidden(_ stackView: ScrollStack, row: ScrollStackRow, index: Int, state: ScrollStack.RowVisibility) {}
    func scrollStackDidUpdateLayout(_ stackView: ScrollStack) {}
    func scrollStackContentSizeDidChange(_ stackView: ScrollStack, from oldValue: CGSize, to newValue: CGSize) {}

    override func viewDidLoad() {
        super.viewDidLoad()
        automaticallyFlashScrollIndicators = true
        let stack: ScrollStack = scrollStack
        stack.stackDelegate = self
        stack.axis = .horizontal
        stack.rowInsets = ScrollStack.defaultRowInsets
        stack.rowPadding = .zero
        stack.separatorColor = ScrollStack.defaultSeparatorColor
        stack.separatorThickness = 1
        stack.separatorInsets = ScrollStack.defaultSeparatorInset
        stack.isSeparatorHidden = false
        stack.autoHideLastRowSeparator = true
        stack.hideSeparators = false
        stack.rowBackgroundColor = ScrollStack.defaultRowColor
        stack.rowHighlightColor = ScrollStack.defaultRowHighlightColor
        stack.preservesSuperviewLayoutMargins = true
        stack.onChangeRow = { row, isRemoved in print(row, isRemoved) }

        let gallery = SSGallery()
        let rows: [ScrollStackRow] = stack.setRows(controllers: [gallery])
        let viewRows: [ScrollStackRow] = stack.setRows(views: [UILabel()])
        let added: ScrollStackRow? = stack.addRow(view: UILabel(), at: .top, animated: true) {}
        let addedController: ScrollStackRow? = stack.addRow(controller: UIViewController(), at: .bottom, animated: false) {}
        let batch: [ScrollStackRow] = stack.addRows(views: [UILabel()], at: .atIndex(0), animated: true)
        let controllers: [ScrollStackRow] = stack.addRows(controllers: [UIViewController()], at: .after(gallery), animated: false)
        stack.addRow(view: UILabel(), at: .afterView(UILabel()))
        stack.addRow(view: UILabel(), at: .beforeView(UILabel()))
        stack.addRow(view: UILabel(), at: .before(gallery))
        stack.reloadRow(index: 0, animated: true) {}
        stack.reloadRows(indexes: [0], animated: false) {}
        stack.reloadAllRows(animated: true) {}
        let removed: UIViewController? = stack.removeRow(index: 0, animated: true)
        if let removedControllers = stack.removeRows(indexes: [0, 1], animated: false) { print(removedControllers) }
        stack.replaceRow(index: 0, withRow: UILabel(), animated: true) {}
        stack.replaceRow(index: 0, withRow: UIViewController(), animated: false) {}
        stack.moveRow(index: 0, to: 1, animated: true) {}
        stack.setRowHidden(index: 0, isHidden: true, animated: true)
        stack.setRowHidden(index: 0, isHidden: false, animated: false) {}
        stack.setRowsHidden(indexes: [0, 1], isHidden: true, animated: true) {}
        let typed: ScrollStackRow? = stack.firstRowForControllerOfType(SSGallery.self)
        if let (index, cell) = stack.rowForView(UILabel()) { print(index, cell) }
        if let found = stack.rowForController(gallery) { print(found.index, found.cell) }
        let contains: Bool = stack.containsRowForController(gallery)
        stack.setRowInsets(index: 0, insets: .zero)
        stack.setRowsInsets(indexes: [0], insets: .zero)
        stack.setRowPadding(index: 0, padding: .zero)
        stack.setRowPadding(indexes: [0], padding: .zero)
        let visibility: ScrollStack.RowVisibility = stack.isRowVisible(index: 0)
        switch visibility {
        case .hidden, .entire, .offscreen, .removed: break
        case .partial(let percentage): print(percentage)
        }
        let hidden: Bool = stack.isRowHidden(index: 0)
        stack.scrollToRow(index: 0, at: .middle, animated: true)
        stack.scrollToRow(index: 0, at: .final)
        stack.scrollToRow(index: 0, at: .initial)
        stack.scrollToRow(index: 0, at: .automatic)
        stack.scrollToTop(animated: true)
        stack.scrollToBottom()
        stack.toggleAxis(animated: true) {}
        stack.removeAllRows(animated: false)
        let all: [ScrollStackRow] = stack.rows
        let visible: [ScrollStackRow]? = stack.visibleRows
        let empty: Bool = stack.isEmpty
        let first: ScrollStackRow? = stack.firstRow
        let last: ScrollStackRow? = stack.lastRow
        print(rows, viewRows, added as Any, addedController as Any, batch, controllers, removed as Any, typed as Any, contains,
              hidden, all, visible as Any, empty, first as Any, last as Any)

        if let row = last {
            let index: Int? = row.index
            row.onTap = { tapped in print(tapped) }
            let controller: UIViewController? = row.controller
            let content: UIView? = row.contentView
            row.rowInsets = .zero
            row.rowPadding = .zero
            row.separatorInsets = .zero
            row.isSeparatorHidden = true
            row.rowBackgroundColor = .clear
            row.rowHighlightColor = .lightGray
            let separator: ScrollStackSeparator = row.separatorView
            separator.color = .red
            separator.thickness = 2
            let thickness: CGFloat = separator.thickness + 1
            print(thickness)
            row.removeFromStackView()
            print(index as Any, controller as Any, content as Any)
        }
        // The controller's view is the stack, as in ScrollStackController.
        if let viewStack = view as? ScrollStack { print(viewStack) }
        // Module-qualified names, as apps with types of the same name wrote them.
        let qualified: ScrollStackController.ScrollStackRow? = stack.firstRow
        let qualifiedStack: ScrollStackController.ScrollStack = stack
        print(qualified as Any, qualifiedStack)
    }
}
#endif
