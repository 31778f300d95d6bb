#if canImport(UIKit)
import ScrollStackUIKit
import SwiftUI
import UIKit

/// An order summary card in the middle of a screen: as tall as its items, up to 320 points, after
/// which the items scroll inside it; "Add" and "Remove" animate the card's height with the rows,
/// and the "Pay" button below the card moves with it. No height constraint anywhere.
final class OrderSummaryViewController: UIViewController {
    private let items = ScrollStackView()
    private let card = UIView()
    private let pay = UIButton(type: .system)
    private var count = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        card.backgroundColor = .secondarySystemGroupedBackground
        card.layer.cornerRadius = 12
        card.clipsToBounds = true
        items.sizing = .fitsContent(upTo: 320)
        pay.setTitle("Pay", for: .normal)
        for subview in [card, items, pay] { subview.translatesAutoresizingMaskIntoConstraints = false }
        view.addSubview(card)
        card.addSubview(items)
        view.addSubview(pay)
        NSLayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
            card.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            card.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            items.topAnchor.constraint(equalTo: card.topAnchor),
            items.bottomAnchor.constraint(equalTo: card.bottomAnchor),
            items.leadingAnchor.constraint(equalTo: card.leadingAnchor),
            items.trailingAnchor.constraint(equalTo: card.trailingAnchor),
            pay.topAnchor.constraint(equalTo: card.bottomAnchor, constant: 16),
            pay.centerXAnchor.constraint(equalTo: view.centerXAnchor),
        ])
        for _ in 0 ..< 2 { addItem(animated: false) }
        navigationItem.rightBarButtonItems = [
            UIBarButtonItem(title: "Add", style: .plain, target: self, action: #selector(add)),
            UIBarButtonItem(title: "Remove", style: .plain, target: self, action: #selector(removeItem)),
        ]
    }

    @objc private func add() { addItem(animated: true) }

    private func addItem(animated: Bool) {
        count += 1
        let label = UILabel()
        label.text = "Item \(count)"
        items.addRow(label, animated: animated)
    }

    @objc private func removeItem() {
        guard let last = items.rows.last else { return }
        items.removeRow(last, animated: true)
    }
}

/// The documentation's example: a stack in a card, as tall as its rows up to 400 points.
@MainActor func addSizedStack(to card: UIView) -> ScrollStackView {
    let stack = ScrollStackView()
    stack.sizing = .fitsContent(upTo: 400)
    stack.translatesAutoresizingMaskIntoConstraints = false
    card.addSubview(stack)
    NSLayoutConstraint.activate([
        stack.topAnchor.constraint(equalTo: card.topAnchor),
        stack.bottomAnchor.constraint(equalTo: card.bottomAnchor),
        stack.leadingAnchor.constraint(equalTo: card.leadingAnchor),
        stack.trailingAnchor.constraint(equalTo: card.trailingAnchor),
    ])
    // No height constraint: the card is as tall as the stack's rows, up to 400 points.
    return stack
}

/// The documentation's SwiftUI example: a list as tall as its rows, a label right below it.
struct SizedListExample: View {
    struct Entry: Identifiable {
        let id: Int
        var title: String { "Entry \(id)" }
    }

    let items: [Entry]

    var body: some View {
        VStack {
            ScrollStackList(items) { item in Text(item.title).padding() }
                .sizing(.fitsContent(upTo: 400))
            Text("Below the list")
        }
    }
}

/// The same in SwiftUI: a list as tall as its rows (up to 320 points) with a button right below.
struct OrderSummaryView: View {
    struct Item: Identifiable {
        let id: Int
    }

    @State private var items = (1 ... 2).map(Item.init)

    var body: some View {
        VStack(spacing: 16) {
            ScrollStackList(items) { item in Text("Item \(item.id)").padding() }
                .sizing(.fitsContent(upTo: 320))
            Button("Add") { withAnimation { items.append(Item(id: items.count + 1)) } }
            Spacer()
        }
    }
}
#endif
