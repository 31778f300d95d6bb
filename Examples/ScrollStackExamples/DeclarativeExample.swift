#if canImport(UIKit)
import ScrollStackUIKit
import UIKit

/// A settings screen described as data: every change of `items` calls `setRows`, which keeps the
/// rows that stay (and their state), makes new ones, removes the rest and animates the difference.
final class DeclarativeSettingsController: ScrollStackController {
    struct Item: Hashable, Sendable {
        var id: String
        var title: String
    }

    var items: [Item] = [Item(id: "wifi", title: "Wi-Fi"), Item(id: "bluetooth", title: "Bluetooth")] {
        didSet { render(animated: true) }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        render(animated: false)
    }

    private func render(animated: Bool) {
        let rows = items.map { item in
            ScrollStackRowDescription.view(id: item.id, make: { UILabel() }, update: { label in
                label.text = item.title
            })
            .rowInsets(UIEdgeInsets(top: 12, left: 20, bottom: 12, right: 20))
            .onTap { [weak self] _ in self?.open(item) }
        } + [.controller(id: "footer", make: { UIViewController() }).separatorHidden()]
        do {
            try scrollStackView.setRows(rows, animated: animated) { print("rows updated") }
        } catch {
            // Only a repeated ID can fail; the stack is left as it was.
            assertionFailure("\(error)")
        }
    }

    private func open(_ item: Item) {
        print("open \(item.title)")
    }
}
#endif
