// What a swipe shows on a row's view: the action buttons at the engine's frames, and the row's
// content moved sideways.

#if canImport(UIKit)
import UIKit
#if canImport(ScrollStackCore)
import ScrollStackCore
#endif

/// The buttons of one row's swipe actions, made when a swipe begins on the row and removed when it
/// has closed. The content moves by a transform, so the constraints that place it inside the row
/// never change and no layout pass runs while the finger moves; the stack clips it (rows and the
/// scroll view clip by default).
@MainActor
final class SwipeActionViews {
    let row: ScrollStackRow
    /// The row's width when the swipe began (the engine's frames are for it), and the height the
    /// buttons were last given.
    let width: CGFloat
    private(set) var height: CGFloat = 0
    private let leading: [ActionButton]
    private let trailing: [ActionButton]
    private var leadingFullSwipe: Bool
    private var trailingFullSwipe: Bool
    /// The edge whose buttons are in the row, and whether they are on its left side.
    private var shownEdge: SwipeEdge?
    private var shownOnLeft = false

    /// The narrowest an action is, and the room around its title.
    static let minimumWidth: CGFloat = 74
    static let titlePadding: CGFloat = 16

    init(row: ScrollStackRow, owner: RowSwipes) {
        self.row = row
        width = row.bounds.width
        func buttons(_ actions: ScrollStackSwipeActions?) -> [ActionButton] {
            (actions?.actions ?? []).map { ActionButton(action: $0, row: row, owner: owner) }
        }
        leading = buttons(row.leadingSwipeActions)
        trailing = buttons(row.trailingSwipeActions)
        leadingFullSwipe = row.leadingSwipeActions?.performsFirstActionWithFullSwipe ?? true
        trailingFullSwipe = row.trailingSwipeActions?.performsFirstActionWithFullSwipe ?? true
    }

    /// What the engine needs of an edge's actions: their natural widths, the first nearest the edge.
    func geometry(at edge: SwipeEdge) -> SwipeEdgeActions {
        let buttons = edge == .leading ? leading : trailing
        return SwipeEdgeActions(widths: buttons.map { Double($0.naturalWidth) },
                                allowsFullSwipe: edge == .leading ? leadingFullSwipe : trailingFullSwipe)
    }

    /// Moves the content by the layout's offset and puts the buttons of its edge at its frames.
    /// Closed, the buttons shrink against the edge they came from (so an animated close folds them
    /// away) and stay until ``remove()``.
    func apply(_ layout: SwipeLayout) {
        row.contentView.transform = layout.contentOffset == 0 ? .identity : CGAffineTransform(translationX: layout.contentOffset, y: 0)
        guard let edge = layout.edge else {
            for button in buttons(at: shownEdge) {
                button.frame = CGRect(x: shownOnLeft ? 0 : row.bounds.width, y: 0, width: 0, height: row.bounds.height)
                button.layoutIfNeeded()
            }
            return
        }
        if edge != shownEdge {
            buttons(at: shownEdge).forEach { $0.removeFromSuperview() }
            // Above the content (they cover only what it uncovered), in the actions' order.
            for button in buttons(at: edge).reversed() { row.insertSubview(button, aboveSubview: row.contentView) }
            shownEdge = edge
        }
        shownOnLeft = layout.contentOffset > 0
        height = row.bounds.height
        for (button, frame) in zip(buttons(at: edge), layout.actionFrames) {
            button.frame = cgRect(frame)
            // Its title or image moves with the frame inside an animation, not after it.
            button.layoutIfNeeded()
        }
    }

    /// Takes the buttons out and, unless the row is being swiped again by a newer swipe, puts the
    /// content back.
    func remove(restoringContent: Bool) {
        buttons(at: shownEdge).forEach { $0.removeFromSuperview() }
        shownEdge = nil
        if restoringContent { row.contentView.transform = .identity }
    }

    /// Takes the row's current actions if each edge's look the same as the buttons' (title, image,
    /// style, colour, full swipe): the buttons then run the new handlers. Returns whether it did.
    func adoptActions() -> Bool {
        let new = (row.leadingSwipeActions, row.trailingSwipeActions)
        func matches(_ buttons: [ActionButton], _ actions: ScrollStackSwipeActions?) -> Bool {
            let list = actions?.actions ?? []
            return buttons.count == list.count && zip(buttons, list).allSatisfy { $0.action.looksLike($1) }
        }
        guard matches(leading, new.0), matches(trailing, new.1),
              (new.0?.performsFirstActionWithFullSwipe ?? true) == leadingFullSwipe,
              (new.1?.performsFirstActionWithFullSwipe ?? true) == trailingFullSwipe else { return false }
        zip(leading, new.0?.actions ?? []).forEach { $0.action = $1 }
        zip(trailing, new.1?.actions ?? []).forEach { $0.action = $1 }
        return true
    }

    /// Whether `view` is one of the buttons or inside one.
    func contains(_ view: UIView?) -> Bool {
        var current = view
        while let candidate = current, candidate !== row {
            if candidate is ActionButton && (leading + trailing).contains(where: { $0 === candidate }) { return true }
            current = candidate.superview
        }
        return false
    }

    private func buttons(at edge: SwipeEdge?) -> [ActionButton] {
        switch edge {
        case .leading: leading
        case .trailing: trailing
        case nil: []
        }
    }
}

/// One action's button: its colour, its image or else its title, and its natural width.
@MainActor
private final class ActionButton: UIButton {
    var action: ScrollStackRowAction
    weak var row: ScrollStackRow?
    weak var owner: RowSwipes?

    init(action: ScrollStackRowAction, row: ScrollStackRow, owner: RowSwipes) {
        self.action = action
        self.row = row
        self.owner = owner
        super.init(frame: .zero)
        backgroundColor = action.backgroundColor
        // White text and symbols on the action's colour, at the reader's text size.
        tintColor = .white
        // The title stays inside the part of the row uncovered so far.
        clipsToBounds = true
        titleLabel?.font = .preferredFont(forTextStyle: .subheadline)
        titleLabel?.adjustsFontForContentSizeCategory = true
        if let image = action.image {
            setImage(image, for: .normal)
            accessibilityLabel = action.title
        } else {
            setTitle(action.title, for: .normal)
        }
        addTarget(self, action: #selector(tapped), for: .touchUpInside)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    /// The title's (or image's) width with room on both sides, never under ``SwipeActionViews/minimumWidth``.
    var naturalWidth: CGFloat {
        max(SwipeActionViews.minimumWidth, sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: 44)).width + 2 * SwipeActionViews.titlePadding)
    }

    @objc private func tapped() {
        guard let row, let owner else { return }
        owner.buttonTapped(action, on: row)
    }
}
#endif
