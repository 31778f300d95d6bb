#if canImport(UIKit)
import ScrollStackUIKit
import UIKit

/// A playlist the user orders by dragging; the header row stays first.
final class PlaylistViewController: ScrollStackController, ScrollStackReorderDelegate {
    private let header = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        header.text = "Up next"
        scrollStackView.addRow(header)
        scrollStackView.addRows((1 ... 30).map { number in
            let label = UILabel()
            label.text = "Song \(number)"
            return label
        })
        scrollStackView.allowsReordering = true
        scrollStackView.reorderDelegate = self
    }

    func scrollStackView(_ stack: ScrollStackView, canMoveRow row: ScrollStackRow) -> Bool {
        row.contentView !== header
    }

    func scrollStackView(_ stack: ScrollStackView, shouldMoveRow row: ScrollStackRow, to destination: Int) -> Bool {
        destination > 0   // nothing goes above the header
    }

    func scrollStackView(_ stack: ScrollStackView, didMoveRow row: ScrollStackRow, from source: Int, to destination: Int) {
        print("moved from \(source) to \(destination)")
    }
}
#endif
