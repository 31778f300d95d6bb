// A row of a declarative update: its ID, how its content is made and kept up to date, and the
// settings it has over the stack's defaults (insets, padding, separator, background, tap), which
// the stack applies to the row whether or not its view is made.

#if canImport(UIKit)
import UIKit
#if canImport(ScrollStackCore)
import ScrollStackCore
#endif

/// One row of a declarative update: an ID, how to make the row's content the first time the ID
/// appears (or, in a lazy stack, each time it comes near the screen again), and how to bring it
/// up to date on every update.
///
/// `make` and `update` must not change the stack they describe (they run while it updates);
/// change it after ``ScrollStackView/setRows(_:animated:completion:)`` returns.
///
/// IDs are what make the update work: a row whose ID was already in the stack keeps its view or
/// controller (and its state: scroll positions, text being edited, running animations); a row
/// with a new ID is made; a row whose ID is gone is removed.
///
/// A description can also carry the row's settings (``rowInsets(_:)``, ``rowPadding(_:)``,
/// ``separatorHidden(_:)``, ``separatorInsets(_:)``, ``rowBackgroundColor(_:)``, ``onTap(_:)``):
/// the stack applies them on every update, before the row is made too (a lazy stack lays out rows
/// it has not made with their insets), so a declarative screen never walks ``ScrollStackView/rows``
/// afterwards. A setting a description leaves out is left as it is.
///
/// The stack keeps each description for as long as its row is in the stack (a lazy stack makes the
/// row again from it): capture the controller that owns the stack weakly (`[weak self]`) in
/// `make`, `update` and `onTap`, or the two keep each other alive.
@preconcurrency @MainActor
public struct ScrollStackRowDescription {
    /// The row's identity. IDs must be unique within one update.
    public let id: RowKey
    /// The row's expected length along the stack's axis, used until the row is made and measured
    /// (a lazy stack makes only rows near the screen).
    public let estimatedSize: CGFloat
    let make: @MainActor () -> RowContent
    let update: @MainActor (RowContent) -> Void
    /// What this description sets over the stack's defaults; fields it leaves `nil` leave the
    /// row's own (laid over it with ``RowOwnState/overlaid(with:)``).
    var settings = RowOwnState()

    init(id: RowKey, estimatedSize: CGFloat, make: @escaping @MainActor () -> RowContent,
         update: @escaping @MainActor (RowContent) -> Void) {
        self.id = id
        self.estimatedSize = estimatedSize
        self.make = make
        self.update = update
    }

    /// A row showing a plain view. `make` runs once, when `id` first appears, and must return a
    /// view that is not in this stack; `update` runs on every update that lists `id` (the first
    /// one too), with the view `make` returned.
    public static func view<ID: Hashable & Sendable, View: UIView>(
        id: ID, estimatedSize: CGFloat = 44, make: @escaping @MainActor () -> View,
        update: @escaping @MainActor (View) -> Void = { _ in }
    ) -> ScrollStackRowDescription {
        ScrollStackRowDescription(id: RowKey(id), estimatedSize: estimatedSize, make: { .view(make()) }, update: { content in
            if let view = content.view as? View { update(view) }
        })
    }

    /// A row showing a child view controller (contained by the stack as for ``ScrollStackView/addRow(_:animated:completion:)-(UIViewController,_,_)``).
    /// `make` runs once, when `id` first appears; `update` runs on every update that lists `id`.
    public static func controller<ID: Hashable & Sendable, Controller: UIViewController>(
        id: ID, estimatedSize: CGFloat = 44, make: @escaping @MainActor () -> Controller,
        update: @escaping @MainActor (Controller) -> Void = { _ in }
    ) -> ScrollStackRowDescription {
        ScrollStackRowDescription(id: RowKey(id), estimatedSize: estimatedSize, make: { .controller(make()) }, update: { content in
            if case .controller(let controller) = content, let typed = controller as? Controller { update(typed) }
        })
    }

    // MARK: Settings

    /// The row with these margins between its edges and its content (``ScrollStackRow/rowInsets``).
    public func rowInsets(_ insets: UIEdgeInsets) -> Self { with { $0.settings.insets = ScrollStackUIKit.insets(insets) } }

    /// The row with this extra space inside its margins (``ScrollStackRow/rowPadding``).
    public func rowPadding(_ padding: UIEdgeInsets) -> Self { with { $0.settings.padding = ScrollStackUIKit.insets(padding) } }

    /// The row with its separator hidden, or shown (``ScrollStackRow/isSeparatorHidden``).
    public func separatorHidden(_ isHidden: Bool = true) -> Self { with { $0.settings.separator.isHidden = isHidden } }

    /// The row with these separator insets (``ScrollStackRow/separatorInsets``).
    public func separatorInsets(_ insets: UIEdgeInsets) -> Self { with { $0.settings.separator.insets = ScrollStackUIKit.insets(insets) } }

    /// The row pinned, as a section header (``ScrollStackRow/isPinned``); a description without
    /// it unpins the row.
    public func pinned(_ isPinned: Bool = true) -> Self { with { $0.settings.isPinned = isPinned } }

    /// The row with this background (``ScrollStackRow/rowBackgroundColor``).
    public func rowBackgroundColor(_ color: UIColor) -> Self { with { $0.backgroundColor = color } }

    /// The row running `handler` when tapped (``ScrollStackRow/onTap``). A later update's handler
    /// replaces an earlier one, so it may capture the values of that update. The stack keeps the
    /// handler as long as the row: capture the controller that owns the stack weakly
    /// (`[weak self]`), or the two keep each other alive.
    public func onTap(_ handler: @escaping @MainActor (ScrollStackRow) -> Void) -> Self { with { $0.onTap = { handler($0) } } }

    /// The row revealing `leading` and `trailing` actions when swiped sideways on a vertical stack
    /// (``ScrollStackRow/leadingSwipeActions``). A later update's actions replace earlier ones
    /// (pass an empty set to remove them); the handlers are kept as long as the row, so capture the
    /// controller that owns the stack weakly.
    public func swipeActions(leading: ScrollStackSwipeActions? = nil, trailing: ScrollStackSwipeActions? = nil) -> Self {
        with {
            $0.leadingSwipeActions = leading
            $0.trailingSwipeActions = trailing
        }
    }

    private func with(_ change: (inout RowOwnState) -> Void) -> Self {
        var copy = self
        change(&copy.settings)
        return copy
    }
}

extension RowOwnState {
    /// Whether the engine's layout depends on what this state sets (insets, padding, separator:
    /// its spec holds only those).
    var changesLayout: Bool { settings != RowSpec() }

    /// Gives a made row what the view shows: its background and tap handler, where this sets them.
    @MainActor
    func applyAppearance(to row: ScrollStackRow) {
        if let backgroundColor { row.rowBackgroundColor = backgroundColor }
        if let onTap { row.onTap = onTap }
        if let leadingSwipeActions { row.leadingSwipeActions = leadingSwipeActions }
        if let trailingSwipeActions { row.trailingSwipeActions = trailingSwipeActions }
    }
}
#endif
