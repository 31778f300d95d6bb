#if canImport(UIKit) && os(iOS)
import ScrollStackUIKit
import UIKit

// Code written for ScrollingStackViewController (Just Eat), as that library spells it, with only
// the import changed: every public symbol it had, except `stackView` (a UIStackView: rows are
// placed by frame here; MIGRATING.md names the replacement). CI type-checks it; it is never run.
// (The library's README calls `scrollTo(viewController:action:)`, a label the library never had.)

/// A subclass with its own `init()`, written without `override` (the library declared none).
@MainActor
final class SSVCCustomInit: ScrollingStackViewController {
    init() {
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

@MainActor
final class SSVCScreen: ScrollingStackViewController {
    let first = UIViewController(), second = UIViewController(), third = UIViewController()

    override func viewDidLoad() {
        super.viewDidLoad()
        add(viewController: first)
        add(viewController: second, edgeInsets: UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 8))
        insert(viewController: third, at: 1)
        insert(viewController: third, edgeInsets: nil, at: 0)
        insert(viewController: third, edgeInsets: .zero, at: .end)
        insert(viewController: third, at: .start)
        insert(viewController: third, at: .index(2))
        insert(viewController: third, at: .after(viewController: first))
        insert(viewController: third, at: .before(viewController: second))
        let position: Position = .after(viewController: first)
        let qualified: ScrollingStackViewController.Position = position
        insert(viewController: third, at: qualified)
        show(third, insertIfNeededWith: (position: .end, insets: .zero), animated: true) { finished in print(finished) }
        show(third, insertIfNeededWith: nil)
        remove(third)
        remove(third, animated: true) { finished in print(finished) }
        show(first)
        show(first, animated: false) { finished in print(finished) }
        hide(first)
        hide(first, animated: true, completionHandler: nil)
        set(first, hidden: true, animated: true)
        set(first, hidden: false, animated: false) { finished in print(finished) }
        scrollTo(viewController: second)
        scrollTo(viewController: second) { print("scrolled") }
        let arranged: Bool = isArranged(view: first.view)
        let arrangedOrContained: Bool = isArrangedOrContained(view: first.view)
        let view: UIView? = arrangedView(for: first)
        let index: Int? = arrangedViewIndex(for: first.view)
        let containerIndex: Int? = arrangedViewContainerIndex(for: first.view)
        let either: Int? = arrangedViewOrContainerIndex(for: first.view)
        spacingColor = .lightGray
        let spacing: UIColor = spacingColor
        print(spacing.cgColor)
        borderColor = .darkGray
        borderWidth = 1
        animate = ScrollingStackViewController.defaultAnimate
        scrollAnimate = ScrollingStackViewController.defaultScrollAnimate
        animate = { animations, completion in UIView.animate(withDuration: 1, animations: animations, completion: completion) }
        let scroll: UIScrollView = scrollView
        let background: UIView = stackViewBackgroundView
        print(arranged, arrangedOrContained, view as Any, index as Any, containerIndex as Any, either as Any, scroll, background)
    }
}
#endif
