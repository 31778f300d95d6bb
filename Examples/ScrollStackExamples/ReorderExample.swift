#if canImport(UIKit)
import ScrollStackUIKit
import UIKit

/// A playlist the user orders by dragging; the header row stays first.
final class PlaylistViewController: ScrollStackController, ScrollStackReorderDelegate {
    private let header = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        header.text = "Up next"
        scrollStack.addRow(view: header)
        scrollStack.addRows(views: (1 ... 30).map { number in
            let label = UILabel()
            label.text = "Song \(number)"
            return label
        })
        scrollStack.allowsReordering = true
        scrollStack.reorderDelegate = self
    }

    func scrollStack(_ stack: ScrollStack, canMoveRow row: ScrollStackRow) -> Bool {
        row.contentView !== header
    }

    func scrollStack(_ stack: ScrollStack, shouldMoveRow row: ScrollStackRow, to destination: Int) -> Bool {
        destination > 0   // nothing goes above the header
    }

    func scrollStack(_ stack: ScrollStack, didMoveRow row: ScrollStackRow, from source: Int, to destination: Int) {
        print("moved from \(source) to \(destination)")
    }
}
#endif
