// A view controller whose view shows a stack, and its child controllers as rows.

#if canImport(UIKit)
import UIKit
#if canImport(ScrollStackCore)
import ScrollStackCore
#endif

/// A view controller showing a ``ScrollStack`` that fills its view. Rows that show view controllers
/// become its children with full containment (`addChild`, `didMove(toParent:)`,
/// `willMove(toParent: nil)`, `removeFromParent()`), and appearance callbacks reach them as usual.
///
/// Its own calls add, remove, show, hide and scroll to child controllers by the controller (rows
/// added this way have no margins, or the given `edgeInsets`, and no separator); everything else is
/// on ``scrollStack``. The stack is the controller's view, as in ScrollStackController; a storyboard
/// scene, a nib or a subclass's own `loadView()` gives another view, and the stack goes into it,
/// behind its subviews (their outlets stay).
@preconcurrency @MainActor
open class ScrollStackController: UIViewController {
    /// The stack this controller shows.
    public let scrollStack: ScrollStack

    /// Flashes the scroll indicators each time the view appears. Default `false`.
    open var automaticallyFlashScrollIndicators = false

    /// Whether a storyboard or nib gives the controller its view (the stack then goes into it).
    private let loadsItsViewFromANib: Bool

    /// Creates a controller whose view is an empty vertical stack.
    public init() {
        scrollStack = ScrollStack()
        loadsItsViewFromANib = false
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a controller with an empty vertical stack; the nib, if one is named, gives the view
    /// the stack is put in (without one, the stack is the view).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        scrollStack = ScrollStack()
        loadsItsViewFromANib = nibNameOrNil != nil
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Storyboard support: the scene gives the view the stack is put in.
    public required init?(coder: NSCoder) {
        scrollStack = ScrollStack()
        loadsItsViewFromANib = true
        super.init(coder: coder)
    }

    /// Whether ``loadView()`` makes the stack the controller's view (as ScrollStackController did);
    /// otherwise UIKit's own `loadView()` gives a view (a nib, a storyboard scene, or a plain view)
    /// and ``viewDidLoad()`` puts the stack in it.
    var stackIsTheView: Bool { !loadsItsViewFromANib }

    /// The stack is the view (as in ScrollStackController), unless a storyboard or nib gives one.
    /// (UIKit's own `loadView()` would look for a nib named after the class even when none was
    /// meant, and load an unrelated `ProfileView.xib` as a `ProfileViewController`'s view.)
    open override func loadView() {
        if stackIsTheView { view = scrollStack } else { super.loadView() }
    }

    /// Puts the stack in the controller's view, filling it and behind its other subviews, whatever
    /// the view came from: code (a plain view), a storyboard or nib (its own subviews and outlets
    /// stay), or a subclass's own `loadView()`. Call `super` first when overriding.
    open override func viewDidLoad() {
        super.viewDidLoad()
        guard scrollStack.superview == nil, view !== scrollStack else { return }
        scrollStack.frame = view.bounds
        scrollStack.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.insertSubview(scrollStack, at: 0)
    }

    /// Flashes the scroll indicators if ``automaticallyFlashScrollIndicators`` is on.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if automaticallyFlashScrollIndicators { scrollStack.flashScrollIndicators() }
    }

    // MARK: Child controllers as rows

    /// Where a child goes.
    public enum Position {
        /// Before every row.
        case start
        /// After every row.
        case end
        /// At this index (0 … count). Any other index traps, naming the index and the count.
        case index(Int)
        /// Right after the row of this controller; nothing is inserted if it is not in the stack.
        case after(viewController: UIViewController)
        /// Right before the row of this controller; nothing is inserted if it is not in the stack.
        case before(viewController: UIViewController)

        /// `.after(viewController:)` without the label, as ScrollingStackViewController's README
        /// writes it.
        public static func after(_ viewController: UIViewController) -> Position { .after(viewController: viewController) }

        /// `.before(viewController:)` without the label.
        public static func before(_ viewController: UIViewController) -> Position { .before(viewController: viewController) }
    }

    /// Appends `viewController` as a row without margins.
    public func add(viewController: UIViewController) {
        insert(viewController: viewController, edgeInsets: nil, at: .end)
    }

    /// Appends `viewController` as a row with the given margins (none if `nil`).
    public func add(viewController: UIViewController, edgeInsets: UIEdgeInsets?) {
        insert(viewController: viewController, edgeInsets: edgeInsets, at: .end)
    }

    /// Inserts `viewController` at `position` with the given margins (none if `nil`) and returns
    /// whether it was inserted: `false` when the position names a controller that is not a row of
    /// this stack (nothing is inserted then). Inserting a controller that is already a row moves
    /// that row (and updates its margins); nothing is duplicated.
    @discardableResult
    public func insert(viewController: UIViewController, edgeInsets: UIEdgeInsets? = nil, at position: Position = .end) -> Bool {
        scrollStack.insertContents([.controller(viewController)], at: location(for: position), animated: false,
                                   insets: edgeInsets ?? .zero, separatorHidden: true,
                                   completion: OnceCompletion(nil), function: "insert(viewController:edgeInsets:at:)").isEmpty == false
    }

    /// The stack's insert location for `position`.
    func location(for position: Position) -> ScrollStack.InsertLocation {
        switch position {
        case .start: .top
        case .end: .bottom
        case .index(let index): .atIndex(index)
        case .after(let anchor): .after(anchor)
        case .before(let anchor): .before(anchor)
        }
    }

    /// Removes `viewController`'s row; `completion(false)` if it is not a row of this stack.
    public func remove(viewController: UIViewController, animated: Bool = false, completion: ((Bool) -> Void)? = nil) {
        withRow(of: viewController, reporting: completion) { scrollStack.removeRows([$0], animated: animated, completion: $1) }
    }

    /// Runs `body` with the row of `controller` and a completion that reports `true`; reports
    /// `false` at once when the controller is not a row of this stack.
    func withRow(of controller: UIViewController, reporting completion: ((Bool) -> Void)?,
                 _ body: (RowID, OnceCompletion) -> Void) {
        guard let id = scrollStack.ownedRowID(for: controller) else {
            completion?(false)
            return
        }
        body(id, OnceCompletion { completion?(true) })
    }

    /// Shows `viewController`'s row (fading and expanding it when animated); `completion(false)` if
    /// it is not a row of this stack.
    public func show(viewController: UIViewController, animated: Bool = true, completion: ((Bool) -> Void)? = nil) {
        setRow(of: viewController, hidden: false, animated: animated, completion: completion)
    }

    /// Hides `viewController`'s row; `completion(false)` if it is not a row of this stack.
    public func hide(viewController: UIViewController, animated: Bool = true, completion: ((Bool) -> Void)? = nil) {
        setRow(of: viewController, hidden: true, animated: animated, completion: completion)
    }

    /// Hides or shows `viewController`'s row; `completion(false)` if it is not a row of this stack.
    /// Setting the state it already has does nothing but call `completion(true)`.
    func setRow(of viewController: UIViewController, hidden: Bool, animated: Bool, completion: ((Bool) -> Void)?) {
        withRow(of: viewController, reporting: completion) { scrollStack.setHidden(hidden, rows: [$0], animated: animated, completion: $1) }
    }

    /// Shows `viewController`, first inserting it (hidden, at `position` with `insets`) if it is not
    /// a row yet, so it appears with the show animation. Without `insertIfNeededWith`, a controller
    /// that is not a row gets `completion(false)`.
    func show(_ viewController: UIViewController, insertingIfNeeded insertIfNeededWith: (position: Position, insets: UIEdgeInsets)?,
              animated: Bool, completion: ((Bool) -> Void)?) {
        if scrollStack.ownedRowID(for: viewController) == nil, let insertion = insertIfNeededWith {
            scrollStack.insertContents([.controller(viewController)], at: location(for: insertion.position), animated: false,
                                       insets: insertion.insets, separatorHidden: true, hidden: true, completion: OnceCompletion(nil),
                                       function: "show(_:insertIfNeededWith:animated:completion:)")
            scrollStack.layoutIfNeeded()
        }
        show(viewController: viewController, animated: animated, completion: completion)
    }

    /// Scrolls so `viewController`'s row starts at the top of the visible area (as far as the
    /// content allows). The layout is brought up to date first, so this works right after adding
    /// rows. `completion(false)` if it is not a row of this stack. (`animated` has no default: a
    /// ``ScrollingStackViewController``'s `scrollTo(viewController:)` takes an action instead.)
    public func scrollTo(viewController: UIViewController, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        withRow(of: viewController, reporting: completion) { scrollStack.scroll(to: $0, at: .initial, animated: animated, completion: $1) }
    }
}

/// ScrollStackController's original class name.
public typealias ScrollStackViewController = ScrollStackController
#endif
