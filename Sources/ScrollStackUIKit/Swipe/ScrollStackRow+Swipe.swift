// A row's swipe actions: what each edge reveals, and how VoiceOver offers them.

#if canImport(UIKit)
import UIKit
#if canImport(ScrollStackCore)
import ScrollStackCore
#endif

extension ScrollStackRow {
    /// The actions revealed on the row's leading edge when its content is swiped toward the
    /// trailing edge (to the right, left to right), the first nearest the edge; a full swipe
    /// performs it unless ``ScrollStackSwipeActions/performsFirstActionWithFullSwipe`` is `false`.
    /// Rows of a vertical stack only. VoiceOver offers every action of both edges as the row's
    /// custom actions. Actions that look different close the row if it is open; the same-looking
    /// ones (a declarative update repeating them) keep it open and its buttons run the new
    /// handlers. Default `nil`. The stack keeps them for a lazy stack's row made again.
    public var leadingSwipeActions: ScrollStackSwipeActions? {
        get { own.leadingSwipeActions }
        set {
            own.leadingSwipeActions = newValue
            swipeActionsDidChange()
        }
    }

    /// The actions revealed on the row's trailing edge when its content is swiped toward the
    /// leading edge (to the left, left to right); see ``leadingSwipeActions``.
    public var trailingSwipeActions: ScrollStackSwipeActions? {
        get { own.trailingSwipeActions }
        set {
            own.trailingSwipeActions = newValue
            swipeActionsDidChange()
        }
    }

    func swipeActions(at edge: SwipeEdge) -> ScrollStackSwipeActions? {
        edge == .leading ? leadingSwipeActions : trailingSwipeActions
    }

    var hasSwipeActions: Bool {
        !(leadingSwipeActions?.actions.isEmpty ?? true) || !(trailingSwipeActions?.actions.isEmpty ?? true)
    }

    /// Whether a row of the stack is open or being swiped: the row's own tap then waits, as the
    /// tap closes that row instead.
    var isSwipeHoldingTaps: Bool { stack?.swipes?.holdsTaps ?? false }

    private func swipeActionsDidChange() {
        updateSwipeAccessibility()
        guard let stack else { return }
        stack.rowOwnStateDidChange(self)
        stack.swipes?.actionsDidChange(of: self)
        if hasSwipeActions { stack.installSwipes() }
    }

    /// Offers the actions of both edges (leading first) to VoiceOver as custom actions of the row,
    /// after any custom actions you set yourself, which stay. Picking one runs its handler as a
    /// tap on its button would, without opening the row.
    func updateSwipeAccessibility() {
        let ours = (accessibilityCustomActions ?? []).filter { $0 is SwipeAccessibilityAction }
        let others = (accessibilityCustomActions ?? []).filter { !($0 is SwipeAccessibilityAction) }
        let actions = (leadingSwipeActions?.actions ?? []) + (trailingSwipeActions?.actions ?? [])
        guard !(ours.isEmpty && actions.isEmpty) else { return }
        let offered = actions.map { action in
            SwipeAccessibilityAction(name: action.title) { [weak self] _ in
                guard let self else { return false }
                if let swipes = self.stack?.swipes {
                    swipes.perform(action, on: self)
                } else {
                    action.handler(action, self) { _ in }
                }
                return true
            }
        }
        accessibilityCustomActions = others + offered
    }
}

/// A custom action the row made from one of its swipe actions (told apart from the app's own).
@MainActor
final class SwipeAccessibilityAction: UIAccessibilityCustomAction {}

extension ScrollStackView {
    /// The row open or being swiped sideways, if any (see ``ScrollStackRow/leadingSwipeActions``).
    public var swipedRow: ScrollStackRow? { swipes?.swipedRow }

    /// Closes the row open on its swipe actions, if any; a scroll, a tap elsewhere and the row
    /// leaving close it by themselves.
    public func closeSwipeActions(animated: Bool = true) {
        swipes?.close(animated: animated)
    }

    /// Starts listening for swipes (once a row has actions: a stack without any adds no recognizer).
    func installSwipes() {
        if swipes == nil { swipes = RowSwipes(stack: self) }
    }
}
#endif
