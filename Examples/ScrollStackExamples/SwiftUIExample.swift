#if canImport(UIKit) && canImport(SwiftUI)
import ScrollStackUIKit
import SwiftUI
import UIKit

/// A SwiftUI screen built on ScrollStackList: rows keep their state across updates, and
/// `withAnimation` animates inserts, removals and moves.
struct ChecklistScreen: View {
    struct Chore: Identifiable, Hashable, Sendable {
        let id: Int
        var title: String
    }

    @State private var chores = (1 ... 5).map { Chore(id: $0, title: "Chore \($0)") }

    var body: some View {
        VStack {
            ScrollStackList(chores) { chore in
                Text(chore.title).padding()
            }
            Button("Shuffle") { withAnimation { chores.shuffle() } }
        }
    }
}

/// SwiftUI content as a row of a UIKit stack: contained as a child controller and sized by SwiftUI
/// at the row's width.
final class MixedViewController: ScrollStackController {
    override func viewDidLoad() {
        super.viewDidLoad()
        scrollStackView.addRow(UILabel())
        scrollStackView.addRow(ScrollStackHostingController(rootView: Text("Rendered by SwiftUI").padding()))
    }
}
#endif
