#if canImport(UIKit)
import ScrollStackUIKit
import UIKit

// The screens of ScrollStackController's demo app, rebuilt on ScrollStackKit with that library's names: a welcome row with a
// custom hide/show animation, notes that grow as you type, collapsible tags, a fixed-size gallery
// and a pricing table that grows as rows are added. Each row is a child view controller.

/// The demo's main screen.
public final class DemoViewController: ScrollStackViewController, ScrollStackControllerDelegate {
    private let welcome = WelcomeController()
    private let notes = NotesController()
    private let tags = TagsController()
    private let gallery = GalleryController()
    private let pricing = PricingController()

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "ScrollStackKit"
        scrollStack.backgroundColor = .systemGroupedBackground
        scrollStack.rowBackgroundColor = .secondarySystemGroupedBackground
        scrollStack.automaticallyHidesLastSeparator = true
        scrollStack.stackDelegate = self
        scrollStack.addRows(controllers: [welcome, notes, tags, gallery, pricing], animated: false)
        scrollStack.firstRowForControllerOfType(GalleryController.self)?.onTap = { [weak self] _ in
            self?.scrollStack.scrollToRow(index: 0, at: .initial, animated: true)
        }
        tags.onToggle = { [weak self] in
            guard let self, let row = self.scrollStack.rowForController(self.tags)?.cell else { return }
            self.scrollStack.reloadRow(row, animated: true)
        }
        pricing.onAddPlan = { [weak self] in
            guard let self else { return }
            self.scrollStack.scrollToBottom(animated: true)
        }
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Welcome", style: .plain, target: self,
                                                            action: #selector(toggleWelcome))
    }

    @objc private func toggleWelcome() {
        guard let index = scrollStack.rowForController(welcome)?.index else { return }
        scrollStack.setRowHidden(index: index, isHidden: !scrollStack.isRowHidden(index: index), animated: true)
    }

    public func scrollStackRowDidBecomeVisible(_ stackView: ScrollStack, row: ScrollStackRow, index: Int,
                                               state: ScrollStack.RowVisibility) {
        print("row \(index) became visible: \(state)")
    }

    public func scrollStackContentSizeDidChange(_ stackView: ScrollStack, from oldValue: CGSize, to newValue: CGSize) {
        print("content size \(oldValue) → \(newValue)")
    }
}

/// A welcome banner that slides out when hidden.
final class WelcomeController: UIViewController, ScrollStackRowAnimatable {
    override func loadView() {
        let label = UILabel()
        label.text = "Welcome! Every row of this screen is a child view controller."
        label.numberOfLines = 0
        label.font = .preferredFont(forTextStyle: .title2)
        view = label
    }

    var animationInfo: ScrollStackAnimationInfo {
        ScrollStackAnimationInfo(duration: 0.6, delay: 0, springDamping: 0.8)
    }

    func willBeginAnimationTransition(toHide: Bool) {
        if !toHide {
            view.transform = CGAffineTransform(translationX: -100, y: 0)
            view.alpha = 0
        }
    }

    func animateTransition(toHide: Bool) {
        view.transform = toHide ? CGAffineTransform(translationX: -100, y: 0) : .identity
        view.alpha = toHide ? 0 : 1
    }
}

/// A text view that grows with its text: it does not scroll, so Auto Layout sizes it, and the row
/// re-measures itself with no call to the stack.
final class NotesController: UIViewController, UITextViewDelegate {
    private let textView = UITextView()

    override func viewDidLoad() {
        super.viewDidLoad()
        textView.isScrollEnabled = false
        textView.font = .preferredFont(forTextStyle: .body)
        textView.text = "Type here: this row grows as you write."
        textView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(textView)
        NSLayoutConstraint.activate([
            textView.topAnchor.constraint(equalTo: view.topAnchor),
            textView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            textView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            textView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            textView.heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
        ])
    }
}

/// Tags that show one line collapsed and all of them expanded; the controller picks its height.
final class TagsController: UIViewController, ScrollStackContainableController {
    var isExpanded = false
    var onToggle: (() -> Void)?
    private let label = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        label.numberOfLines = 0
        label.text = (1 ... 30).map { "#tag\($0)" }.joined(separator: "  ")
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        view.clipsToBounds = true
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: view.topAnchor),
            label.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
        view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(toggle)))
    }

    @objc private func toggle() {
        isExpanded.toggle()
        onToggle?()
    }

    func scrollStackRowSizeForAxis(_ axis: NSLayoutConstraint.Axis, row: ScrollStackRow,
                                   in stackView: ScrollStack) -> ScrollStack.ControllerSize? {
        isExpanded ? .fitLayoutForAxis : .fixed(44)
    }

    func reloadContentFromStackView(stackView: ScrollStack, row: ScrollStackRow, animated: Bool) {
        label.alpha = isExpanded ? 1 : 0.6
    }
}

/// A fixed-size gallery that highlights while touched.
final class GalleryController: UIViewController, ScrollStackContainableController, ScrollStackRowHighlightable {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemTeal
    }

    func scrollStackRowSizeForAxis(_ axis: NSLayoutConstraint.Axis, row: ScrollStackRow,
                                   in stackView: ScrollStack) -> ScrollStack.ControllerSize? {
        axis == .vertical ? .fixed(300) : .fixed(500)
    }

    var isHighlightable: Bool { true }

    func setIsHighlighted(_ isHighlighted: Bool) {
        view.backgroundColor = isHighlighted ? .systemBlue : .systemTeal
    }
}

/// A table whose height follows its content, so the row grows as plans are added.
final class PricingController: UIViewController, UITableViewDataSource, ScrollStackContainableController {
    var onAddPlan: (() -> Void)?
    private var plans = ["Basic — free", "Pro — 9 €/month"]
    private let table = UITableView(frame: .zero, style: .plain)
    private var tableHeight: NSLayoutConstraint?

    override func viewDidLoad() {
        super.viewDidLoad()
        table.dataSource = self
        table.isScrollEnabled = false
        table.register(UITableViewCell.self, forCellReuseIdentifier: "plan")
        table.translatesAutoresizingMaskIntoConstraints = false
        let button = UIButton(type: .system)
        button.setTitle("Add a plan", for: .normal)
        button.addTarget(self, action: #selector(addPlan), for: .touchUpInside)
        button.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(table)
        view.addSubview(button)
        let height = table.heightAnchor.constraint(equalToConstant: 88)
        tableHeight = height
        NSLayoutConstraint.activate([
            table.topAnchor.constraint(equalTo: view.topAnchor),
            table.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            table.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            height,
            button.topAnchor.constraint(equalTo: table.bottomAnchor, constant: 8),
            button.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            button.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // The table's height follows its content; the row re-measures itself.
        if tableHeight?.constant != table.contentSize.height {
            tableHeight?.constant = table.contentSize.height
        }
    }

    @objc private func addPlan() {
        plans.append("Plan \(plans.count + 1)")
        table.reloadData()
        view.setNeedsLayout()
        onAddPlan?()
    }

    func scrollStackRowSizeForAxis(_ axis: NSLayoutConstraint.Axis, row: ScrollStackRow,
                                   in stackView: ScrollStack) -> ScrollStack.ControllerSize? {
        .fitLayoutForAxis
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { plans.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "plan", for: indexPath)
        cell.textLabel?.text = plans[indexPath.row]
        return cell
    }
}
#endif
