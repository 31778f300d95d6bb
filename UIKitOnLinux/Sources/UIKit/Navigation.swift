// UINavigationController as far as the device checks use it: a stack of controllers, the top one's view under a bar that takes safe area.

import Foundation

/// https://developer.apple.com/documentation/uikit/uinavigationbar : a view at the top of its
/// controller's view; nothing is drawn.
@MainActor
open class UINavigationBar: UIView {
    /// https://developer.apple.com/documentation/uikit/uinavigationbar/istranslucent : kept (content
    /// extends under the bar either way in the double, see `UINavigationController`).
    open var isTranslucent = true
}

/// https://developer.apple.com/documentation/uikit/uinavigationcontroller : "A container view controller
/// that defines a stack-based scheme for navigating hierarchical content." ASSUMPTION (F2 and F3 on a
/// device settle it): the bar is 44 points high below the window's top safe area; the top controller's
/// view fills the navigation controller's view (extending under the bar, as `edgesForExtendedLayout =
/// .all` does) and its safe area gains the bar's height at the top; pushes and pops, animated or not,
/// change the view at once (containment and appearance as for any child, see UIViewController).
@MainActor
open class UINavigationController: UIViewController {
    public static let doubleBarHeight: CGFloat = 44

    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        pushViewController(rootViewController, animated: false)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open private(set) var navigationBar = UINavigationBar()
    open var viewControllers: [UIViewController] { children }
    open var topViewController: UIViewController? { children.last }

    open override func viewDidLoad() {
        super.viewDidLoad()
        navigationBar.autoresizingMask = [.flexibleWidth]
        view.addSubview(navigationBar)
        if let top = topViewController { show(top) }
    }

    /// Places the bar below the window's top safe area (see the class's ASSUMPTION).
    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let top = view.window.map { $0.doubleSafeAreaInsets.top } ?? 0
        navigationBar.frame = CGRect(x: 0, y: top, width: view.bounds.width, height: Self.doubleBarHeight)
    }

    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/pushviewcontroller(_:animated:) :
    /// "The view controller to push onto the stack." The previous top's view leaves.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        let previous = topViewController
        addChild(viewController)
        guard isViewLoaded else { return viewController.didMove(toParent: self) }
        previous?.viewIfLoaded?.removeFromSuperview()
        show(viewController)
        viewController.didMove(toParent: self)
    }

    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/popviewcontroller(animated:) :
    /// "Pops the top view controller from the navigation stack and updates the display."
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard children.count > 1, let top = topViewController else { return nil }
        top.willMove(toParent: nil)
        top.viewIfLoaded?.removeFromSuperview()
        top.removeFromParent()
        if let next = topViewController { show(next) }
        return top
    }

    private func show(_ controller: UIViewController) {
        controller.view.frame = view.bounds
        controller.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.insertSubview(controller.view, belowSubview: navigationBar)
    }
}

extension UIViewController {
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationcontroller : "The
    /// nearest ancestor in the view controller hierarchy that is a navigation controller."
    public var navigationController: UINavigationController? {
        var current = parent
        while let controller = current {
            if let navigation = controller as? UINavigationController { return navigation }
            current = controller.parent
        }
        return nil
    }

    /// Whether this controller's view is the content view of the top of a navigation controller: its
    /// safe area gains the bar, and `.automatic` scroll views adjust vertically.
    var doubleIsUnderNavigationBar: Bool {
        guard let navigation = parent as? UINavigationController else { return false }
        return navigation.topViewController === self && !navigation.navigationBar.isHidden
    }
}
