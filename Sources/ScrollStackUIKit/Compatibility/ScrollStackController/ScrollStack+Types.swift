// ScrollStackController's own types for where rows go, where a scroll lands and how much of a row
// shows, nested in ScrollStack as they were there; the stack's own calls take the engine's.

#if canImport(UIKit)
import UIKit
#if canImport(ScrollStackCore)
import ScrollStackCore
#endif

extension ScrollStack {
    /// Where new rows go (ScrollStackController's cases).
    public enum InsertLocation {
        /// Before every row.
        case top
        /// After every row.
        case bottom
        /// At this index (0 ... count). Any other index traps, naming the index and the count.
        case atIndex(Int)
        /// After the row showing this view (or this row); nothing is inserted if it is not in this stack.
        case afterView(UIView)
        /// Before the row showing this view (or this row); nothing is inserted if it is not in this stack.
        case beforeView(UIView)
        /// After the row of this controller; nothing is inserted if it is not in this stack.
        case after(UIViewController)
        /// Before the row of this controller; nothing is inserted if it is not in this stack.
        case before(UIViewController)

        /// The stack's own name for the location.
        var rowLocation: RowLocation {
            switch self {
            case .top: .start
            case .bottom: .end
            case .atIndex(let index): .index(index)
            case .afterView(let view): .after(view)
            case .beforeView(let view): .before(view)
            case .after(let controller): .after(controller)
            case .before(let controller): .before(controller)
            }
        }
    }

    /// Where a row ends up when scrolling to it. Positions are measured against the visible area
    /// (the bounds minus `adjustedContentInset`), and targets are clamped to the scrollable range.
    public enum ScrollPosition: Hashable, Sendable {
        /// The row's centre at the visible area's centre.
        case middle
        /// The row's end at the visible area's end.
        case final
        /// The row's start at the visible area's start.
        case initial
        /// The least scrolling that shows the whole row; none if it is already entirely visible.
        case automatic

        /// The engine's name for the position.
        var engineValue: ScrollStackView.ScrollPosition {
            switch self {
            case .middle: .center
            case .final: .end
            case .initial: .start
            case .automatic: .automatic
            }
        }
    }

    /// How much of a row the visible area shows.
    public enum RowVisibility: Hashable, Sendable {
        /// The row is hidden.
        case hidden
        /// Part of the row is visible: the percentage (0–100) of its area.
        case partial(percentage: Double)
        /// The whole row is visible.
        case entire
        /// The row is shown but scrolled out of view.
        case offscreen
        /// The row has been removed from the stack.
        case removed

        /// `true` for `.partial` and `.entire`.
        public var isVisible: Bool { engineValue.isVisible }

        init(_ visibility: ScrollStackView.RowVisibility) {
            switch visibility {
            case .hidden: self = .hidden
            case .offscreen: self = .offscreen
            case .partial(let fraction): self = .partial(percentage: fraction * 100)
            case .entire: self = .entire
            case .removed: self = .removed
            }
        }

        var engineValue: ScrollStackView.RowVisibility {
            switch self {
            case .hidden: .hidden
            case .offscreen: .offscreen
            case .partial(let percentage): .partial(percentage / 100)
            case .entire: .entire
            case .removed: .removed
            }
        }
    }
}
#endif
