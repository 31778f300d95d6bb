#if canImport(UIKit)
import ScrollStackUIKit
import UIKit

/// A log of 10,000 entries: only the rows near the screen exist; "jump" lands on entry 7,500
/// although it was never made.
final class LazyLogViewController: UIViewController, LazyScrollStackDelegate {
    private let stack = LazyScrollStackView()
    private let entries = (1 ... 10_000).map { "Entry \($0): " + String(repeating: "words ", count: $0 % 40) }

    override func viewDidLoad() {
        super.viewDidLoad()
        stack.frame = view.bounds
        stack.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        stack.rowInsets = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
        stack.lazyDelegate = self
        view.addSubview(stack)
        let rows = entries.enumerated().map { index, text in
            ScrollStackRowDescription.view(id: index, estimatedSize: 60, make: { UILabel() }, update: { label in
                label.numberOfLines = 0
                label.text = text
            })
        }
        try! stack.setRows(rows)   // IDs are the indexes: never repeated
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Jump", style: .plain, target: self, action: #selector(jump))
    }

    @objc private func jump() {
        stack.scrollToRow(id: 7_499, at: .start, animated: true)
    }

    func lazyScrollStack(_ stack: LazyScrollStackView, didRealize view: UIView, forRow id: AnyHashable) {
        print("made row \(id)")
    }
}
#endif
