#if canImport(UIKit)
import ScrollStackUIKit
import UIKit

// The usage examples of ScrollStackController, AloeStackView, ScrollingStackViewController and StackFlowView,
// as their READMEs write them, compiled against ScrollStackKit. Changes are only those MIGRATING.md
// lists (class names) and fixes to snippets that did not compile against the original library
// either (an unwrapped optional, a non-exhaustive switch over a UIKit enum).

// MARK: - ScrollStackController README

final class ReadmeContainerViewController: UIViewController {
    private var stackController = ScrollStackViewController()
    private let contentView = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        stackController.view.frame = contentView.bounds
        contentView.addSubview(stackController.view)
    }
}

@MainActor
func scrollStackControllerReadme(scrollStack: ScrollStack, stackView: ScrollStack, scrollStackView: ScrollStack,
                                 scrollStackController: ScrollStackViewController) {
    let allRows = scrollStack.rows
    let isEmpty = scrollStack.isEmpty
    let notHiddenRows = scrollStack.rows.filter { !$0.isHidden }
    let currentlyVisibleRows = scrollStack.visibleRows
    let entirelyVisibleRows = scrollStack.entirelyVisibleRows
    let firstRow = scrollStack.firstRow
    let lastRow = scrollStack.lastRow
    print(allRows, isEmpty, notHiddenRows, currentlyVisibleRows as Any, entirelyVisibleRows as Any, firstRow as Any, lastRow as Any)

    let welcomeVC = WelcomeVC()
    let notesVC = UIViewController()
    let tagsVC = TagsVC()
    let galleryVC = GalleryVC()
    stackView.addRows(controllers: [welcomeVC, notesVC, tagsVC, galleryVC], animated: false)

    let newVC: UIViewController = UIViewController()
    stackView.replaceRow(index: 1, withRow: newVC, animated: true) {
        print("Gallery controller is now in place!!")
    }

    let randomDst = Int.random(in: 1 ..< stackView.rows.count)
    stackView.moveRow(index: 0, to: randomDst, animated: true, completion: nil)
    stackView.setRowsHidden(indexes: [0, 1, 2], isHidden: true, animated: true)

    scrollStackController.scrollStack.reloadRow(0)

    if let tagsRow = stackView.firstRowForControllerOfType(TagsVC.self) {
        let tagsVCInstance = (tagsRow.controller as! TagsVC)
        tagsVCInstance.isExpanded = !tagsVCInstance.isExpanded
        stackView.reloadRow(tagsRow, animated: true)
    }

    let myCustomView = UIView(frame: .zero)
    myCustomView.backgroundColor = .green
    myCustomView.heightAnchor.constraint(equalToConstant: 300).isActive = true
    stackView.addRow(view: myCustomView)

    scrollStack.firstRow?.onTap = { row in
        print("tapped", row)
    }

    let row = scrollStack.rowForController(tagsVC)
    print(row as Any)

    let newInsets = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    scrollStack.setRowInsets(index: 0, insets: newInsets)
    scrollStack.setRowsInsets(indexes: [0, 1], insets: newInsets)
    scrollStack.rowInsets = newInsets
    scrollStack.axis = .horizontal
    scrollStack.autoHideLastRowSeparator = true

    scrollStackView.onChangeRow = { row, isRemoved in
        if isRemoved {
            print("Row at index \(row.index ?? -1) was removed")
        } else {
            print("A new row is added at index: \(row.index ?? -1). It manages \(type(of: row.controller))")
        }
    }
}

final class ReadmeViewController: ScrollStackViewController, ScrollStackControllerDelegate {
    override func viewDidLoad() {
        super.viewDidLoad()
        self.scrollStack.stackDelegate = self
    }

    func scrollStackDidScroll(_ stackView: ScrollStack, offset: CGPoint) {}

    func scrollStackRowDidBecomeVisible(_ stackView: ScrollStack, row: ScrollStackRow, index: Int,
                                        state: ScrollStack.RowVisibility) {}

    func scrollStackRowDidBecomeHidden(_ stackView: ScrollStack, row: ScrollStackRow, index: Int,
                                       state: ScrollStack.RowVisibility) {}

    func scrollStackDidUpdateLayout(_ stackView: ScrollStack) {}

    func scrollStackContentSizeDidChange(_ stackView: ScrollStack, from oldValue: CGSize, to newValue: CGSize) {}
}

final class WelcomeVC: UIViewController {}

extension WelcomeVC: ScrollStackRowAnimatable {
    public var animationInfo: ScrollStackAnimationInfo {
        ScrollStackAnimationInfo(duration: 1, delay: 0, springDamping: 0.8)
    }

    public func animateTransition(toHide: Bool) {
        switch toHide {
        case true:
            self.view.transform = CGAffineTransform(translationX: -100, y: 0)
            self.view.alpha = 0
        case false:
            self.view.transform = .identity
            self.view.alpha = 1
        }
    }

    public func willBeginAnimationTransition(toHide: Bool) {
        if toHide == false {
            self.view.transform = CGAffineTransform(translationX: -100, y: 0)
            self.view.alpha = 0
        }
    }
}

final class GalleryVC: UIViewController, ScrollStackContainableController, ScrollStackRowHighlightable {
    public func scrollStackRowSizeForAxis(_ axis: NSLayoutConstraint.Axis, row: ScrollStackRow,
                                          in stackView: ScrollStack) -> ScrollStack.ControllerSize? {
        switch axis {
        case .horizontal:
            return .fixed(300)
        case .vertical:
            return .fixed(500)
        @unknown default:
            return .fitLayoutForAxis
        }
    }

    public func reloadContentFromStackView(stackView: ScrollStack, row: ScrollStackRow, animated: Bool) {
        // update your UI
    }

    public var isHighlightable: Bool {
        return true
    }

    func setIsHighlighted(_ isHighlighted: Bool) {
        self.view.backgroundColor = (isHighlighted ? .red : .white)
    }
}

public class TagsVC: UIViewController, ScrollStackContainableController {
    public var isExpanded = false
    private let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())

    public func scrollStackRowSizeForAxis(_ axis: NSLayoutConstraint.Axis, row: ScrollStackRow,
                                          in stackView: ScrollStack) -> ScrollStack.ControllerSize? {
        return (isExpanded == false ? .fixed(170) : .fixed(170 + collectionView.contentSize.height + 20))
    }
}

// MARK: - AloeStackView README

public class AloeReadmeViewController: AloeStackViewController {
    public override func viewDidLoad() {
        super.viewDidLoad()
        for i in 1 ... 3 {
            let label = UILabel()
            label.text = "Label \(i)"
            stackView.addRow(label)
        }

        let label = UILabel()
        stackView.addRow(label)
        stackView.setTapHandler(
            forRow: label,
            handler: { [weak self] label in
                self?.showAlert(title: "Row Tapped", message: "Tapped on: \(label.text ?? "")")
            })
        label.isUserInteractionEnabled = true

        for i in 1 ... 3 {
            let label = AloeToggleLabel()
            label.text = "Label \(i)"
            label.isUserInteractionEnabled = true
            stackView.addRow(label)
        }

        stackView.setTapHandler(forRow: label, handler: { label in
            label.text = (label.text ?? "") + "\n\nSome more text!"
        })

        stackView.hidesSeparatorsByDefault = true
        stackView.automaticallyHidesLastSeparator = true
        stackView.separatorInset = .zero
        stackView.separatorColor = .blue
        stackView.separatorWidth = 2
    }

    private func showAlert(title: String, message: String) {
        present(UIAlertController(title: title, message: message, preferredStyle: .alert), animated: true)
    }
}

public class AloeToggleLabel: UILabel, Tappable {
    public func didTapView() {
        textColor = textColor == .red ? .black : .red
    }
}

// MARK: - ScrollingStackViewController README

final class SSVCReadmeViewController: ScrollingStackViewController {
    var viewController1: UIViewController!
    var viewController2: UIViewController!
    let viewController3 = UIViewController()
    let viewController4 = UIViewController()

    override func viewDidLoad() {
        super.viewDidLoad()
        viewController1 = UIViewController()
        viewController2 = UIViewController()
        add(viewController: viewController1)
        add(viewController: viewController2)

        insert(viewController: viewController3, at: .index(1))
        insert(viewController: viewController4,
               edgeInsets: UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 8),
               at: .after(viewController3))
        remove(viewController: viewController3)
        show(viewController: viewController1)

        animate = { animations, completion in
            UIView.animate(withDuration: 1, animations: animations, completion: completion)
        }

        spacingColor = UIColor.lightGray
        scrollStackView.spacing = 0.5   // stackView (a UIStackView) has no equivalent: see MIGRATING.md

        borderColor = UIColor.darkGray
        borderWidth = 1

        scrollTo(viewController: viewController2) { print("Done scrolling!") }

        scrollAnimate = { animations, completion in
            UIView.animate(withDuration: 1, animations: animations, completion: completion)
        }

        scrollView.alwaysBounceVertical = false
        scrollStackView.spacing = 1
        stackViewBackgroundView.alpha = 0
    }
}
// MARK: - StackFlowView README

/// StackFlowView's README, with `.line(thikness:)` spelled `.line(thickness:)` (MIGRATING.md), its
/// `log(message:from:)` and `Utils.randomPastelColor()` helpers written out, its constant
/// `preferIconsOverText` made a property, and `FlowStep` (a name the README never declares) read as
/// `MyFlowStep`.
final class StackFlowReadmeViewController: UIViewController, StackFlowDelegate {
    private func log(message: String, from sender: AnyObject) { print(message, sender) }
    private func randomPastelColor() -> UIColor {
        UIColor(hue: .random(in: 0 ... 1), saturation: 0.3, brightness: 0.95, alpha: 1)
    }
    private func goToNextStep() {}
    /// The README's local `let preferIconsOverText = false`, as a setting.
    var preferIconsOverText = false

    override func viewDidLoad() {
        super.viewDidLoad()
        let stackView = StackFlowView() // StackFlowView(frame: ...)
        stackView.delegate = self

        view.addSubview(stackView)
        stackView.translatesAutoresizingMaskIntoConstraints = false

        ([
            NSLayoutConstraint(item: stackView, attribute: .top, relatedBy: .equal, toItem: view, attribute: .top, multiplier: 1.0, constant: 0),
            NSLayoutConstraint(item: stackView, attribute: .bottom, relatedBy: .equal, toItem: view, attribute: .bottom, multiplier: 1.0, constant: 0),
            NSLayoutConstraint(item: stackView, attribute: .leading, relatedBy: .equal, toItem: view, attribute: .leading, multiplier: 1.0, constant: 0),
            NSLayoutConstraint(item: stackView, attribute: .trailing, relatedBy: .equal, toItem: view, attribute: .trailing, multiplier: 1.0, constant: 0),
        ]).forEach { $0.isActive = true }

        view.setNeedsLayout()
        view.layoutIfNeeded()

        stackView.headPadding = 0
        stackView.growthDirection = .down
        stackView.separationStyle = .line(thickness: 2.0, color: .black)
        stackView.fadingStyle = .combined(styles:
            [
                .tint(color: .white, preLastAlpha: 0.9, alphaDecrement: 0.1),
                .gradientMask(effectDistance: stackView.bounds.height * 0.7),
            ]
        )
        stackView.userNavigationOptions = [.swipe, .tap]
        stackView.transitionDuration = 0.25
        stackView.isSeekingSafeArea = true
        stackView.isAutoresizingItems = true

        let myCustomView = UIView()
        stackView.push(myCustomView)
        stackView.push(myCustomView, title: "Step ♦️")

        let topBarAppearance: StackItemAppearance.TopBar = {
            let popButtonAppearance: StackItemAppearance.TopBar.Button
            let pushButtonAppearance: StackItemAppearance.TopBar.Button
            if preferIconsOverText {
                popButtonAppearance = StackItemAppearance.TopBar.Button(icon: UIImage(named: "back")!)
                pushButtonAppearance = StackItemAppearance.TopBar.Button(icon: UIImage(named: "forth")!)
            } else {
                let popButtonTitle = NSAttributedString(string: "♦️⬅️", attributes: [.foregroundColor: UIColor.blue])
                popButtonAppearance = StackItemAppearance.TopBar.Button(title: popButtonTitle)
                let pushButtonTitle = NSAttributedString(string: "➡️💎", attributes: [.foregroundColor: UIColor.blue])
                pushButtonAppearance = StackItemAppearance.TopBar.Button(title: pushButtonTitle)
            }
            let customBarAppearance = StackItemAppearance.TopBar(backgroundColor: randomPastelColor(), titleFont: .italicSystemFont(ofSize: 17.0),
                                                                 titleTextColor: .white, popButtonIdentity: popButtonAppearance,
                                                                 pushButtonIdentity: pushButtonAppearance)
            return customBarAppearance
        }()
        let customAppearance = StackItemAppearance(backgroundColor: randomPastelColor(), topBarAppearance: topBarAppearance)
        stackView.push(myCustomView, title: "Step ♦️", customAppearance: customAppearance)

        let numberOfItems = 2
        stackView.pop()
        stackView.pop(numberOfItems)
    }

    func stackFlowViewDidRequestPop(_ stackView: StackFlowView, numberOfItems: Int) {
        log(message: "Requested to go \(numberOfItems) steps back", from: self)
        stackView.pop(numberOfItems)
    }

    func stackFlowViewDidRequestPush(_ stackView: StackFlowView) {
        log(message: "Requested next item", from: self)
        goToNextStep()
    }

    func stackFlowViewWillPop(_ stackView: StackFlowView) {
        log(message: "About to go one item back", from: self)
    }

    func stackFlowViewDidPop(_ stackView: StackFlowView) {
        log(message: "Went one item back", from: self)
    }

    func stackFlowView(_ stackView: StackFlowView, willPush view: UIView) {
        log(message: "About to to go to the next step", from: self)
    }

    func stackFlowView(_ stackView: StackFlowView, didPush view: UIView) {
        log(message: "Went to next step with view: \(view)", from: self)
    }
}

/// The README's "simplest flow logic example".
class MyFlowController: UIViewController {
    enum MyFlowStep: Int {
        case none = -1
        case one = 0, two, three, four

        static var count: Int { return 4 }

        var title: String {
            switch self {
            default:
                return "Step \(shortSymbol)"
            }
        }

        var shortSymbol: String {
            switch self {
            case .one: return "♦️"
            case .two: return "♠️"
            case .three: return "💎"
            case .four: return "🔮"
            case .none: return ""
            }
        }

        var prevStep: MyFlowStep? {
            let prevValue = rawValue - 1
            return prevValue >= 0 ? MyFlowStep(rawValue: prevValue) : nil
        }

        var nextStep: MyFlowStep? {
            let nextValue = rawValue + 1
            return nextValue < MyFlowStep.count ? MyFlowStep(rawValue: nextValue) : nil
        }
    }

    private let stackView = StackFlowView()

    private var currentStep: MyFlowStep = .none {
        didSet {
            let itemTitle = currentStep.title
            let prevItemSymbol = currentStep.prevStep?.shortSymbol
            let nextItemSymbol = currentStep.nextStep?.shortSymbol
            print(prevItemSymbol as Any, nextItemSymbol as Any)
            let itemView = stepView(for: currentStep)
            stackView.push(itemView, title: itemTitle)
        }
    }

    private func stepView(for step: MyFlowStep) -> UIView {
        let stepView: UIView
        let safeStackFlowViewWidth = stackView.safeSize.width
        switch step {
        case .one:
            stepView = UIView(frame: CGRect(x: 0, y: 0, width: safeStackFlowViewWidth, height: 100.0))
        case .two:
            stepView = UIView(frame: CGRect(x: 0, y: 0, width: safeStackFlowViewWidth, height: 200.0))
        default:
            stepView = UIView(frame: CGRect(x: 0, y: 0, width: safeStackFlowViewWidth, height: 300.0))
        }
        return stepView
    }
}
#endif
