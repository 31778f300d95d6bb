// A view controller whose view shows a stack, and its child controllers as rows.

#if canImport(UIKit)
import UIKit
#if canImport(ScrollStackCore)
import ScrollStackCore
#endif

/// A view controller showing a ``ScrollStackView`` that fills its view, as `UITableViewController`
/// shows a table. Rows that show view controllers (``ScrollStackView/addRow(_:animated:completion:)-(UIViewController,_,_)``)
/// become its children with full containment (`addChild`, `didMove(toParent:)`,
/// `willMove(toParent: nil)`, `removeFromParent()`), and appearance callbacks reach them as usual.
///
/// The stack is the controller's view; a storyboard scene, a nib or a subclass's own `loadView()`
/// gives another view, and the stack goes into it, behind its subviews (their outlets stay).
@preconcurrency @MainActor
open class ScrollStackController: UIViewController {
    /// The stack this controller shows (made when first asked for).
    public private(set) lazy var scrollStackView: ScrollStackView = makeStackView()

    /// Flashes the scroll indicators each time the view appears. Default `false`.
    open var automaticallyFlashScrollIndicators = false

    /// Whether a storyboard or nib gives the controller its view (the stack then goes into it).
    private let loadsItsViewFromANib: Bool

    /// Creates a controller whose view is an empty vertical stack.
    public init() {
        loadsItsViewFromANib = false
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a controller with an empty vertical stack; the nib, if one is named, gives the view
    /// the stack is put in (without one, the stack is the view).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        loadsItsViewFromANib = nibNameOrNil != nil
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Storyboard support: the scene gives the view the stack is put in.
    public required init?(coder: NSCoder) {
        loadsItsViewFromANib = true
        super.init(coder: coder)
    }

    /// Makes the stack this controller shows, once, when ``scrollStackView`` is first asked for.
    /// Override it to show a ``LazyScrollStackView`` or a subclass of your own.
    open func makeStackView() -> ScrollStackView { ScrollStackView() }

    /// Whether ``loadView()`` makes the stack the controller's view (as ScrollStackController did);
    /// otherwise UIKit's own `loadView()` gives a view (a nib, a storyboard scene, or a plain view)
    /// and ``viewDidLoad()`` puts the stack in it.
    var stackIsTheView: Bool { !loadsItsViewFromANib }

    /// The stack is the view (as in ScrollStackController), unless a storyboard or nib gives one.
    /// (UIKit's own `loadView()` would look for a nib named after the class even when none was
    /// meant, and load an unrelated `ProfileView.xib` as a `ProfileViewController`'s view.)
    open override func loadView() {
        if stackIsTheView { view = scrollStackView } else { super.loadView() }
    }

    /// Puts the stack in the controller's view, filling it and behind its other subviews, whatever
    /// the view came from: code (a plain view), a storyboard or nib (its own subviews and outlets
    /// stay), or a subclass's own `loadView()`. Call `super` first when overriding.
    open override func viewDidLoad() {
        super.viewDidLoad()
        guard scrollStackView.superview == nil, view !== scrollStackView else { return }
        scrollStackView.frame = view.bounds
        scrollStackView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.insertSubview(scrollStackView, at: 0)
    }

    /// Flashes the scroll indicators if ``automaticallyFlashScrollIndicators`` is on.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if automaticallyFlashScrollIndicators { scrollStackView.flashScrollIndicators() }
    }
}
#endif
