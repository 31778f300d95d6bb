#if canImport(UIKit)
// The UIKit example from README.md, kept here so CI type-checks it for iOS. Keep the two in step.
import ScrollStackUIKit
import UIKit

final class ProfileViewController: ScrollStackController, ScrollStackControllerDelegate {
    private let stats = UIViewController()
    private let bio = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollStack.automaticallyHidesLastSeparator = true
        scrollStack.stackDelegate = self            // the UIScrollView delegate stays yours

        // By index and location…
        scrollStack.addRows(controllers: [UIViewController(), stats])
        scrollStack.addRow(view: bio, at: .after(stats), animated: true) {
            print("added")                          // completions run exactly once
        }
        // …by the view you own…
        bio.isUserInteractionEnabled = true
        scrollStack.setTapHandler(forRow: bio) { label in label.numberOfLines = 0 }
        scrollStack.hideRow(bio, animated: true)
        // …or by controller.
        show(viewController: stats)
        scrollTo(viewController: stats, animated: true)
    }

    func scrollStackRowDidBecomeVisible(_ stackView: ScrollStack, row: ScrollStackRow, index: Int,
                                        state: ScrollStack.RowVisibility) {
        print("row \(index) is now \(state)")       // offscreen → entire jumps included
    }
}
#endif
