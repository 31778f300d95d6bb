// ScrollingStackViewController: the controller with that library's names, spelled as it spelled
// them, and its module-level Position.

#if canImport(UIKit)
import UIKit
#if canImport(ScrollStackCore)
import ScrollStackCore
#endif

/// A ``ScrollStackController`` with ScrollingStackViewController's vocabulary: code written for
/// that library compiles with only its `import` changed and means what it meant. Subclass it as you
/// subclassed ScrollingStackViewController (from code, a storyboard or a nib).
@preconcurrency @MainActor
open class ScrollingStackViewController: ScrollStackController {
    /// Creates a controller with an empty vertical stack and the library's animations. (A
    /// convenience initialiser, as the library had none of its own: a subclass's `init()` needs no
    /// `override`.)
    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// Creates a controller whose nib, if any, gives the view the stack is put in.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        useTheLibrarysAnimations()
    }

    /// Storyboard support.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        useTheLibrarysAnimations()
    }

    /// As in ScrollingStackViewController, the view is UIKit's (a nib or storyboard scene when one
    /// is found, else a plain view) and the stack goes into it.
    override var stackIsTheView: Bool { false }

    /// ScrollingStackViewController's own timings: ``defaultAnimate(_:completion:)`` and
    /// ``defaultScrollAnimate(_:completion:)``.
    private func useTheLibrarysAnimations() {
        scrollStackView.animate = { ScrollingStackViewController.defaultAnimate($0, completion: $1) }
        scrollStackView.scrollAnimate = { ScrollingStackViewController.defaultScrollAnimate($0, completion: $1) }
    }

    /// The scroll view (the stack itself).
    public var scrollView: UIScrollView { scrollStackView }

    /// ScrollingStackViewController's `UIStackView`. Rows are placed by the stack's engine, by
    /// frame, so there is none: the stack's own settings replace it.
    @available(*, unavailable, message: "rows are placed by the stack, not a UIStackView: use scrollStackView.spacing, scrollStackView.axis and the rows")
    public var stackView: UIStackView { fatalError("unavailable") }

    /// The view behind the rows (``spacingColor`` and the border live here).
    public var stackViewBackgroundView: UIView { scrollStackView.stackBackgroundView }

    /// The colour seen in the spacing between rows. Default clear.
    public var spacingColor: UIColor {
        get { scrollStackView.spacingColor ?? .clear }
        set { scrollStackView.spacingColor = newValue }
    }

    /// The border colour. Default gray (visible once ``borderWidth`` is set).
    public var borderColor: UIColor {
        get { scrollStackView.borderColor }
        set { scrollStackView.borderColor = newValue }
    }

    /// The border width; the rows are inset by it. Default 0. Safe to set before the view loads.
    public var borderWidth: CGFloat {
        get { scrollStackView.borderWidth }
        set { scrollStackView.borderWidth = newValue }
    }

    /// Runs show, hide, insert and remove animations (see ``ScrollStackView/animate``).
    public var animate: ScrollStackView.Animation {
        get { scrollStackView.animate }
        set { scrollStackView.animate = newValue }
    }

    /// Runs scroll animations (see ``ScrollStackView/scrollAnimate``).
    public var scrollAnimate: ScrollStackView.Animation {
        get { scrollStackView.scrollAnimate }
        set { scrollStackView.scrollAnimate = newValue }
    }

    /// The default show/hide animation: ScrollingStackViewController's spring, 0.5 s, damping 1.
    public static func defaultAnimate(_ animations: @escaping () -> Void, completion: ((Bool) -> Void)?) {
        UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                       options: [.allowUserInteraction, .beginFromCurrentState], animations: animations, completion: completion)
    }

    /// The default scroll animation: ScrollingStackViewController's spring, 0.75 s, damping 0.7,
    /// initial velocity 0.25.
    public static func defaultScrollAnimate(_ animations: @escaping () -> Void, completion: ((Bool) -> Void)?) {
        UIView.animate(withDuration: 0.75, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0.25,
                       options: [.allowUserInteraction, .beginFromCurrentState], animations: animations, completion: completion)
    }

    /// Inserts `viewController` at `index` (0 … count; any other index traps).
    public func insert(viewController: UIViewController, at index: Int) {
        insert(viewController: viewController, edgeInsets: nil, at: .index(index))
    }

    /// Inserts `viewController` at `index` (0 … count; any other index traps) with the given margins.
    public func insert(viewController: UIViewController, edgeInsets: UIEdgeInsets?, at index: Int) {
        insert(viewController: viewController, edgeInsets: edgeInsets, at: .index(index))
    }

    /// Removes `viewController`'s row; `completionHandler(false)` if it is not a row of this stack.
    open func remove(_ viewController: UIViewController, animated: Bool = false, completionHandler: ((Bool) -> Void)? = nil) {
        remove(viewController: viewController, animated: animated, completion: completionHandler)
    }

    /// Shows `viewController`'s row (animated by default); `completionHandler(false)` if it is not
    /// a row of this stack.
    open func show(_ viewController: UIViewController, animated: Bool = true, completionHandler: ((Bool) -> Void)? = nil) {
        show(viewController: viewController, animated: animated, completion: completionHandler)
    }

    /// Hides `viewController`'s row (not animated by default, as in ScrollingStackViewController);
    /// `completionHandler(false)` if it is not a row of this stack.
    open func hide(_ viewController: UIViewController, animated: Bool = false, completionHandler: ((Bool) -> Void)? = nil) {
        hide(viewController: viewController, animated: animated, completion: completionHandler)
    }

    /// Hides or shows `viewController`'s row; `completionHandler(false)` if it is not a row of this
    /// stack. Setting the state it already has does nothing but call `completionHandler(true)`.
    open func set(_ viewController: UIViewController, hidden: Bool, animated: Bool, completionHandler: ((Bool) -> Void)? = nil) {
        setRow(of: viewController, hidden: hidden, animated: animated, completion: completionHandler)
    }

    /// Shows `viewController`, first inserting it (hidden, at the position with the insets) if it
    /// is not a row yet, so it appears with the show animation. Without `insertIfNeededWith`, a
    /// controller that is not a row gets `completionHandler(false)`.
    open func show(_ viewController: UIViewController, insertIfNeededWith: (position: Position, insets: UIEdgeInsets)?,
                   animated: Bool = true, completionHandler: ((Bool) -> Void)? = nil) {
        show(viewController, insertingIfNeeded: insertIfNeededWith, animated: animated, completion: completionHandler)
    }

    /// Scrolls so `viewController`'s row starts at the top of the visible area, then calls `action`.
    open func scrollTo(viewController: UIViewController, _ action: (() -> Void)? = nil) {
        scrollTo(viewController: viewController, animated: true) { _ in action?() }
    }

    // MARK: Where children are

    /// Whether `view` is shown as a row of this stack (a child's view, or the row around it).
    public func isArranged(view: UIView) -> Bool {
        scrollStackView.containsRow(view)
    }

    /// Whether `view` is a row of this stack or the view inside one; rows here are always the
    /// container around their view, so this is ``isArranged(view:)``.
    public func isArrangedOrContained(view: UIView) -> Bool {
        isArranged(view: view)
    }

    /// The row showing `viewController` (the container around its view), if any.
    public func arrangedView(for viewController: UIViewController) -> UIView? {
        scrollStackView.row(viewController)
    }

    /// The index of the row showing `view` (a child's view, or the row itself), if any.
    public func arrangedViewIndex(for view: UIView) -> Int? {
        scrollStackView.indexOfRow(view)
    }

    /// The index of the row containing `view`, if any: the same as ``arrangedViewIndex(for:)``,
    /// since every child's view is in a row.
    public func arrangedViewContainerIndex(for view: UIView) -> Int? {
        arrangedViewIndex(for: view)
    }

    /// The index of the row that is or contains `view`, if any.
    public func arrangedViewOrContainerIndex(for view: UIView) -> Int? {
        arrangedViewIndex(for: view)
    }
}

/// ScrollingStackViewController's module-level name for where a child goes.
public typealias Position = ScrollingStackViewController.Position
#endif
