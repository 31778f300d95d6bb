#if canImport(UIKit)
import ScrollStackUIKit
import UIKit

// Rows identified by the view you own with AloeStackView's names, and child
// controllers shown, hidden and scrolled to with ScrollingStackViewController's names.

/// A settings-like form: labels and switches added as plain views.
public final class FormViewController: UIViewController {
    private let stack = AloeStackView()

    private let toggleLabel = ToggleLabel()
    private let details = UILabel()

    public override func viewDidLoad() {
        super.viewDidLoad()
        stack.frame = view.bounds
        stack.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(stack)
        stack.hidesSeparatorsByDefault = false
        stack.separatorInsets = .zero
        for i in 1 ... 3 {
            let label = UILabel()
            label.text = "Label \(i)"
            label.isUserInteractionEnabled = true
            stack.addRow(label)
            stack.setTapHandler(forRow: label) { [weak self] label in
                self?.details.text = "Tapped \(label.text ?? "")"
                self?.stack.showRow(self?.details ?? label, animated: true)
            }
        }
        toggleLabel.text = "Tap to change colour"
        toggleLabel.isUserInteractionEnabled = true
        stack.prependRow(toggleLabel)
        let switchRow = UISwitch()
        stack.insertRow(switchRow, after: toggleLabel)
        details.numberOfLines = 0
        stack.addRow(details)
        stack.hideRow(details)
        stack.setInset(forRow: details, inset: UIEdgeInsets(top: 20, left: 24, bottom: 20, right: 24))
        stack.setBackgroundColor(forRow: details, color: .secondarySystemBackground)
        stack.hideSeparator(forRow: details)
        stack.automaticallyHidesLastSeparator = true
    }
}

/// A label that handles its own taps.
final class ToggleLabel: UILabel, Tappable, Highlightable {
    func didTapView() {
        textColor = textColor == .systemRed ? .label : .systemRed
    }
}

/// An order screen made of child controllers that are shown and hidden as the order changes.
public final class OrderViewController: ScrollingStackViewController {
    private let summary = SectionController(title: "Summary", color: .systemGray5)
    private let delivery = SectionController(title: "Delivery", color: .systemGray6)
    private let payment = SectionController(title: "Payment", color: .systemGray5)
    private let help = SectionController(title: "Help", color: .systemGray6)

    public override func viewDidLoad() {
        super.viewDidLoad()
        add(viewController: summary)
        add(viewController: delivery)
        insert(viewController: payment, edgeInsets: UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 8),
               at: .after(viewController: delivery))
        spacingColor = .lightGray
        scrollStackView.spacing = 0.5
        borderColor = .darkGray
        borderWidth = 1
        animate = { animations, completion in
            UIView.animate(withDuration: 0.4, animations: animations, completion: completion)
        }
        hide(viewController: delivery, animated: false)
    }

    func orderWasPlaced() {
        show(viewController: delivery)
        show(help, insertIfNeededWith: (position: .end, insets: .zero))
        scrollTo(viewController: help) { print("Done scrolling!") }
    }
}

final class SectionController: UIViewController {
    private let titleText: String
    private let color: UIColor

    init(title: String, color: UIColor) {
        titleText = title
        self.color = color
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        titleText = ""
        color = .clear
        super.init(coder: coder)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = color
        let label = UILabel()
        label.text = titleText
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: view.topAnchor, constant: 16),
            label.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -16),
            label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
        ])
    }
}
#endif
