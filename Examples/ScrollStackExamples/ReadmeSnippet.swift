#if canImport(UIKit)
// The UIKit example from README.md, kept here so CI type-checks it for iOS. Keep the two in step.
import ScrollStackUIKit
import UIKit

final class ProfileViewController: ScrollStackController, ScrollStackViewDelegate {
    private let stats = UIViewController()
    private let bio = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        let stack = scrollStackView
        stack.automaticallyHidesLastSeparator = true
        stack.scrollStackDelegate = self            // the UIScrollView delegate stays yours

        // Rows show views or child view controllers…
        stack.addRows([UIViewController(), stats])
        stack.insertRow(bio, at: .after(stats), animated: true) {
            print("added")                          // completions run exactly once
        }
        // …each row keeps its own settings…
        bio.isUserInteractionEnabled = true
        stack.row(bio)?.onTap = { [bio] _ in bio.numberOfLines = 0 }
        stack.setRowHidden(bio, isHidden: true, animated: true)
        // …and a row is named by what you hold: a view, a controller, or a declared ID.
        stack.scrollToRow(stats, at: .start, animated: true)
    }

    func scrollStackView(_ stackView: ScrollStackView, visibilityOf row: ScrollStackRow, at index: Int,
                         changedFrom old: ScrollStackView.RowVisibility?, to new: ScrollStackView.RowVisibility) {
        print("row \(index) is now \(new)")         // offscreen → entire jumps included
    }
}
#endif
