#if canImport(UIKit) && os(iOS)
import ScrollStackUIKit
import UIKit

// Code written for AloeStackView (Airbnb), as that library spells it, with only the import
// changed: every public symbol it had. CI type-checks it for iOS; it is never run.

@MainActor
final class AloeTappableLabel: UILabel, Tappable, Highlightable, SeparatorHiding {
    func didTapView() {}
    var isHighlightable: Bool { true }
    func setIsHighlighted(_ isHighlighted: Bool) {}
}

@MainActor
final class AloeCell: StackViewCell {
    override init(contentView: UIView) {
        super.init(contentView: contentView)
        rowInset = .zero
        separatorInset = .zero
        separatorColor = .red
        separatorWidth = 2
        separatorHeight = 2
        isSeparatorHidden = false
        rowBackgroundColor = .white
        rowHighlightColor = .lightGray
        print(self.contentView, separatorAxis)
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }
}

@MainActor
final class AloeStack: AloeStackView {
    override func cellForRow(_ row: UIView) -> StackViewCell {
        AloeCell(contentView: row)
    }

    override func configureCell(_ cell: StackViewCell) {
        cell.rowBackgroundColor = .white
    }
}

@MainActor
final class AloeScreen: AloeStackViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        automaticallyFlashScrollIndicators = true
        let stack: AloeStackView = stackView
        stack.axis = .horizontal
        stackView.axis = .vertical
        let a = UILabel(), b = UILabel(), c = UILabel()
        stack.addRow(a)
        stack.addRow(a, animated: true)
        stack.addRows([a, b], animated: false)
        stack.prependRow(c)
        stack.prependRows([a, b], animated: true)
        stack.insertRow(a, before: b)
        stack.insertRows([a], before: b, animated: true)
        stack.insertRow(a, after: b, animated: false)
        stack.insertRows([a, c], after: b)
        stack.removeRow(a)
        stack.removeRows([a, b], animated: true)
        stack.removeAllRows()
        stack.removeAllRows(animated: true)
        let first: UIView? = stack.firstRow
        let last: UIView? = stack.lastRow
        if let last = stack.lastRow { stack.removeRow(last) }
        let all: [UIView] = stack.getAllRows()
        let contains: Bool = stack.containsRow(a)
        stack.hideRow(a)
        stack.hideRows([a], animated: true)
        stack.showRow(a, animated: true)
        stack.showRows([a, b])
        stack.setRowHidden(a, isHidden: true)
        stack.setRowHidden(a, isHidden: false, animated: true)
        stack.setRowsHidden([a, b], isHidden: true, animated: false)
        let hidden: Bool = stack.isRowHidden(a)
        stack.setTapHandler(forRow: a, handler: { label in print(label.text ?? "") })
        // A bare `nil` leaves the generic view type open (in AloeStackView too): name it.
        stack.setTapHandler(forRow: a, handler: nil as ((UILabel) -> Void)?)
        stack.rowBackgroundColor = .white
        stack.rowHighlightColor = .lightGray
        stack.setBackgroundColor(forRow: a, color: .red)
        stack.setBackgroundColor(forRows: [a, b], color: .blue)
        stack.rowInset = .zero
        stack.setInset(forRow: a, inset: .zero)
        stack.setInset(forRows: [a, b], inset: .zero)
        stack.separatorColor = .gray
        stack.separatorWidth = 1
        stack.separatorHeight = 1
        stack.separatorInset = .zero
        stack.setSeparatorInset(forRow: a, inset: .zero)
        stack.setSeparatorInset(forRows: [a], inset: .zero)
        stack.hidesSeparatorsByDefault = true
        stack.hideSeparator(forRow: a)
        stack.hideSeparators(forRows: [a, b])
        stack.showSeparator(forRow: a)
        stack.showSeparators(forRows: [a])
        stack.automaticallyHidesLastSeparator = true
        stack.scrollRowToVisible(a)
        stack.scrollRowToVisible(a, animated: false)
        let custom = AloeStack()
        let cell: StackViewCell = custom.cellForRow(a)
        // Module-qualified names, as apps with types of the same name wrote them.
        let qualified: AloeStackView.StackViewCell = cell
        let qualifiedStack: AloeStackView.AloeStackView = custom
        print(first as Any, last as Any, all, contains, hidden, qualified, qualifiedStack)
    }
}
#endif
