// UIViewController: view loading, child containment and its documented contract, appearance callbacks and their balance.

import Foundation

/// https://developer.apple.com/documentation/uikit/uiviewcontroller : "An object that manages a view
/// hierarchy for your UIKit app."
@MainActor
open class UIViewController: UIResponder, @preconcurrency NSCoding {
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        super.init()
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:) : how storyboards
    /// and nibs make controllers. The double archives nothing (`encode(with:)` writes no values), so a
    /// decoded controller is a fresh one made through this initializer.
    public required init?(coder: NSCoder) {
        nibName = nil
        super.init()
    }

    open func encode(with coder: NSCoder) {}

    public override convenience init() { self.init(nibName: nil, bundle: nil) }

    open private(set) var nibName: String?

    // MARK: The view

    private var storedView: UIView?

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/view : "If you access this
    /// property when its value is nil, the view controller automatically calls the loadView() method
    /// and returns the resulting view."
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return storedView
        }
        set {
            if storedView?.doubleViewController === self { storedView?.doubleViewController = nil }
            storedView = newValue
            newValue?.doubleViewController = self
        }
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewifloaded : "The view
    /// controller’s view, or nil if the view is not yet loaded."
    open var viewIfLoaded: UIView? { storedView }

    open var isViewLoaded: Bool { storedView != nil }

    private var isLoadingView = false

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/loadviewifneeded() : "Loads
    /// the view controller’s view if it has not yet been loaded." Then `viewDidLoad()`.
    open func loadViewIfNeeded() {
        guard storedView == nil, !isLoadingView else { return }
        isLoadingView = true
        loadView()
        isLoadingView = false
        if storedView == nil {
            UIKitDouble.recordFailure("\(type(of: self)).loadView() did not set a view")
            view = UIView()
        }
        viewDidLoad()
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/loadview() : "If the view
    /// controller does not have an associated nib file, this method creates a plain UIView object
    /// instead." The double has no nibs: always a plain view, the screen's size.
    open func loadView() { view = UIView(frame: UIScreen.main.bounds) }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload() : "Called after
    /// the controller’s view is loaded into memory."
    open func viewDidLoad() {}

    // MARK: Appearance

    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}

    enum Appearance { case disappeared, appearing, appeared, disappearing }
    var doubleAppearance = Appearance.disappeared
    /// Whether the controller is its window's root view controller.
    var doubleIsWindowRoot = false

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/beginappearancetransition(_:animated:) :
    /// "Tells a child controller its appearance is about to change." It calls `viewWillAppear` or
    /// `viewWillDisappear`. A begin towards the state the controller is already in or heading to is
    /// recorded as unbalanced (UIKit logs "Unbalanced calls to begin/end appearance transitions") and
    /// calls nothing.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        switch (isAppearing, doubleAppearance) {
        case (true, .disappeared), (true, .disappearing):
            doubleAppearance = .appearing
            viewWillAppear(animated)
        case (false, .appeared), (false, .appearing):
            doubleAppearance = .disappearing
            viewWillDisappear(animated)
        default:
            UIKitDouble.recordFailure("Unbalanced calls to begin/end appearance transitions for \(type(of: self)): begin(\(isAppearing)) while \(doubleAppearance)")
        }
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/endappearancetransition() :
    /// "Tells a child controller its appearance has changed." An end without a begin is recorded.
    open func endAppearanceTransition() {
        switch doubleAppearance {
        case .appearing:
            doubleAppearance = .appeared
            viewDidAppear(false)
        case .disappearing:
            doubleAppearance = .disappeared
            viewDidDisappear(false)
        default:
            UIKitDouble.recordFailure("Unbalanced calls to begin/end appearance transitions for \(type(of: self)): end while \(doubleAppearance)")
        }
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/shouldautomaticallyforwardappearancemethods :
    /// "If you override this method and return false, you are responsible for telling the child when
    /// its views are going to appear or disappear."
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// ASSUMPTION (F1 on a device settles it): UIKit calls a controller's appearance methods itself
    /// only when its view enters or leaves a window while it is the window's root or the child of a
    /// parent that forwards appearance; `viewWill…` just before the window changes and `viewDid…`
    /// just after, synchronously, inside the `addSubview`/`removeFromSuperview` that moved it.
    var doubleReceivesAutomaticAppearance: Bool {
        doubleIsWindowRoot || (parent?.shouldAutomaticallyForwardAppearanceMethods ?? false)
    }

    func doubleViewWillMove(toWindow window: UIWindow?) {
        guard doubleReceivesAutomaticAppearance else { return }
        if window != nil, doubleAppearance == .disappeared || doubleAppearance == .disappearing {
            beginAppearanceTransition(true, animated: false)
        } else if window == nil, doubleAppearance == .appeared || doubleAppearance == .appearing {
            beginAppearanceTransition(false, animated: false)
        }
    }

    func doubleViewDidMoveToWindow() {
        if doubleAppearance == .appearing || doubleAppearance == .disappearing { endAppearanceTransition() }
    }

    // MARK: Containment

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/parent : "The parent view
    /// controller of the recipient."
    open private(set) weak var parent: UIViewController?

    open private(set) var children: [UIViewController] = []

    /// Set by `willMove(toParent: nil)`, needed by `removeFromParent()`.
    var doubleAnnouncedRemoval = false

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:) : "If the new
    /// child view controller is already the child of a container view controller, it is removed from
    /// that container before being added." and (willMove(toParent:)) "When your custom container calls
    /// the addChild(_:) method, it automatically calls the willMove(toParent:) method of the view
    /// controller to be added as a child before adding it." ASSUMPTION: taking it from its old parent
    /// calls neither willMove(toParent: nil) nor didMove(toParent: nil), and is no contract violation
    /// (F16 settles it).
    open func addChild(_ childController: UIViewController) {
        guard childController !== self else { return UIKitDouble.recordFailure("addChild: a controller cannot be its own child") }
        childController.willMove(toParent: self)
        if let old = childController.parent { old.children.removeAll { $0 === childController } }
        childController.doubleAnnouncedRemoval = false
        children.append(childController)
        childController.parent = self
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/willmove(toparent:) : "If you
    /// are implementing your own container view controller, it must call the willMove(toParent:)
    /// method of the child view controller before calling the removeFromParent() method, passing in a
    /// parent value of nil." Subclasses that override it must call super (the double records the
    /// announcement here).
    open func willMove(toParent parent: UIViewController?) {
        if parent == nil { doubleAnnouncedRemoval = self.parent != nil }
    }

    /// Test-only: told `willMove(toParent: nil)` and still waiting for `removeFromParent()` (which
    /// the same page requires to follow).
    public var doubleAwaitsRemoval: Bool { doubleAnnouncedRemoval && parent != nil }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/didmove(toparent:) : "it must
    /// call the didMove(toParent:) method of the child view controller after the transition to the new
    /// controller is complete". A call naming a parent that is not the controller's parent is recorded.
    open func didMove(toParent parent: UIViewController?) {
        if parent !== self.parent {
            UIKitDouble.recordFailure("didMove(toParent:) of \(type(of: self)) named \(parent.map { "\(type(of: $0))" } ?? "nil") while its parent is \(self.parent.map { "\(type(of: $0))" } ?? "nil")")
        }
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/removefromparent() : "Removes
    /// the view controller from its parent." and (didMove(toParent:)) "The removeFromParent() method
    /// automatically calls the didMove(toParent:) method of the child view controller after it removes
    /// the child." A removal not announced by `willMove(toParent: nil)` is recorded as a violation.
    open func removeFromParent() {
        guard let parent else { return }
        if !doubleAnnouncedRemoval {
            UIKitDouble.recordFailure("removeFromParent() of \(type(of: self)) without willMove(toParent: nil) first")
        }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        doubleAnnouncedRemoval = false
        didMove(toParent: nil)
    }

    // MARK: Safe area and responder chain

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/additionalsafeareainsets :
    /// "Use this property to adjust the safe area insets of this view controller’s views by the
    /// specified amount." Applied to the root view's safe area, which its descendants derive theirs from.
    open var additionalSafeAreaInsets = UIEdgeInsets.zero {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    /// https://developer.apple.com/documentation/uikit/uiresponder/next : "UIViewController implements
    /// the method by returning its view’s superview" (ASSUMPTION: the parent when the view has none; F1's navigation case settles it).
    open override var next: UIResponder? { storedView?.superview ?? parent }

    open var traitCollection: UITraitCollection { viewIfLoaded?.traitCollection ?? UITraitCollection.current }

    open var title: String?

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwilllayoutsubviews() :
    /// "Called to notify the view controller that its view is about to layout its subviews." Called
    /// around the root view's `layoutSubviews()`, as `viewDidLayoutSubviews()` after it.
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/overrideuserinterfacestyle :
    /// "Setting this property to a specific style causes the view controller and all child view
    /// controllers to adopt that style." Its views' traits follow at once and hear
    /// `traitCollectionDidChange(_:)` (ASSUMPTION on timing: F20's dark-mode check settles it).
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
        didSet {
            guard oldValue != overrideUserInterfaceStyle, let view = viewIfLoaded else { return }
            let previous = UITraitCollection(userInterfaceStyle: oldValue == .unspecified ? (view.superview?.traitCollection.userInterfaceStyle ?? .light) : oldValue)
            func tell(_ view: UIView) {
                view.traitCollectionDidChange(previous)
                view.setNeedsLayout()
                view.subviews.forEach(tell)
            }
            tell(view)
        }
    }
}
