// ScrollingStackViewController's calls for child controllers as rows: adding, inserting at a
// position, removing, showing, hiding and scrolling to a child, each reporting whether the child
// was a row.

#if canImport(UIKit)
import UIKit
#if canImport(ScrollStackCore)
import ScrollStackCore
#endif

extension ScrollingStackViewController {
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
        scrollStackView.insertContents([.controller(viewController)], at: location(for: position), animated: false,
                                   insets: edgeInsets ?? .zero, separatorHidden: true,
                                   completion: OnceCompletion(nil), function: "insert(viewController:edgeInsets:at:)").isEmpty == false
    }

    /// The stack's insert location for `position`.
    func location(for position: Position) -> ScrollStackView.RowLocation {
        switch position {
        case .start: .start
        case .end: .end
        case .index(let index): .index(index)
        case .after(let anchor): .after(anchor)
        case .before(let anchor): .before(anchor)
        }
    }

    /// Removes `viewController`'s row; `completion(false)` if it is not a row of this stack.
    public func remove(viewController: UIViewController, animated: Bool = false, completion: ((Bool) -> Void)? = nil) {
        withRow(of: viewController, reporting: completion) { scrollStackView.removeRows([$0], animated: animated, completion: $1) }
    }

    /// Runs `body` with the row of `controller` and a completion that reports `true`; reports
    /// `false` at once when the controller is not a row of this stack.
    func withRow(of controller: UIViewController, reporting completion: ((Bool) -> Void)?,
                 _ body: (RowID, OnceCompletion) -> Void) {
        guard let id = scrollStackView.ownedRowID(for: controller) else {
            scrollStackView.runWhenChangesEnd { completion?(false) }
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
        withRow(of: viewController, reporting: completion) { scrollStackView.setHidden(hidden, rows: [$0], animated: animated, completion: $1) }
    }

    /// Shows `viewController`, first inserting it (hidden, at `position` with `insets`) if it is not
    /// a row yet, so it appears with the show animation. Without `insertIfNeededWith`, a controller
    /// that is not a row gets `completion(false)`.
    func show(_ viewController: UIViewController, insertingIfNeeded insertIfNeededWith: (position: Position, insets: UIEdgeInsets)?,
              animated: Bool, completion: ((Bool) -> Void)?) {
        if scrollStackView.ownedRowID(for: viewController) == nil, let insertion = insertIfNeededWith {
            scrollStackView.insertContents([.controller(viewController)], at: location(for: insertion.position), animated: false,
                                       insets: insertion.insets, separatorHidden: true, hidden: true, completion: OnceCompletion(nil),
                                       function: "show(_:insertIfNeededWith:animated:completion:)")
            scrollStackView.layoutIfNeeded()
        }
        show(viewController: viewController, animated: animated, completion: completion)
    }

    /// Scrolls so `viewController`'s row starts at the top of the visible area (as far as the
    /// content allows). The layout is brought up to date first, so this works right after adding
    /// rows. `completion(false)` if it is not a row of this stack. (`animated` has no default: a
    /// ``ScrollingStackViewController``'s `scrollTo(viewController:)` takes an action instead.)
    public func scrollTo(viewController: UIViewController, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        withRow(of: viewController, reporting: completion) { scrollStackView.scroll(to: $0, at: .start, animated: animated, completion: $1) }
    }
}
#endif
