// What a row offers under a swipe: each action (its look and its handler), and an edge's set of them.

#if canImport(UIKit)
import UIKit

/// An action a row reveals when swiped sideways (as a `UIContextualAction` in a list), offered to
/// VoiceOver as one of the row's custom actions too.
@MainActor
public final class ScrollStackRowAction {
    /// How the action looks and what it means.
    public enum Style: Hashable, Sendable {
        /// A grey button.
        case normal
        /// A red button, for an action that removes or loses something.
        case destructive
    }

    /// Runs the action: the action, the row it was revealed on, and the completion to call once,
    /// with whether the action was performed. The row closes when it is called (a row you removed
    /// meanwhile is already gone); calls after the first are ignored. Call it on every path: until
    /// it is called the row stays as the user left it (a full swipe keeps the content across the
    /// row) and its buttons do nothing, though a scroll or a tap elsewhere still closes it.
    public typealias Handler = @MainActor (_ action: ScrollStackRowAction, _ row: ScrollStackRow,
                                           _ completion: @escaping @MainActor (Bool) -> Void) -> Void

    /// Whether the action is destructive (red by default) or normal (grey).
    public let style: Style
    /// The button's text, and the name VoiceOver reads for the action.
    public let title: String
    /// Shown instead of the title when set (the title stays the action's VoiceOver name).
    public let image: UIImage?
    /// The button's colour: `.systemRed` for a destructive action, `.systemGray` otherwise, unless
    /// given.
    public let backgroundColor: UIColor
    let handler: Handler

    /// An action called `title` (shown, and read by VoiceOver), showing `image` instead when given,
    /// on `backgroundColor` (by default red if destructive, else grey). An action does not change
    /// once made: give the row a new one to show something else.
    public init(style: Style = .normal, title: String, image: UIImage? = nil, backgroundColor: UIColor? = nil,
                handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.image = image
        self.backgroundColor = backgroundColor ?? (style == .destructive ? .systemRed : .systemGray)
        self.handler = handler
    }

    /// Whether a button made for `other` would look the same as one made for this action.
    func looksLike(_ other: ScrollStackRowAction) -> Bool {
        style == other.style && title == other.title && image == other.image && backgroundColor == other.backgroundColor
    }
}

/// The actions one edge of a row reveals, the first nearest the edge (as a
/// `UISwipeActionsConfiguration`).
public struct ScrollStackSwipeActions {
    /// The actions, the first nearest the row's edge: the one a full swipe performs.
    public var actions: [ScrollStackRowAction]
    /// Whether swiping far across the row performs the first action at once. Default `true`.
    public var performsFirstActionWithFullSwipe: Bool

    /// These actions, the first nearest the edge.
    public init(_ actions: [ScrollStackRowAction], performsFirstActionWithFullSwipe: Bool = true) {
        self.actions = actions
        self.performsFirstActionWithFullSwipe = performsFirstActionWithFullSwipe
    }
}
#endif
