// Where each item of a flow is and how faded, and what a push or pop changed: the flow's answers
// to a host.

/// One point of a fading mask: at `location` (0 = the item's edge nearer the head, 1 = the far
/// edge) the content shows with `opacity`. Between stops opacity changes linearly.
public struct FlowMaskStop: Hashable, Sendable {
    /// Where along the item the stop is: 0 at the edge nearer the head, 1 at the far edge.
    public var location: Double
    /// How much of the content shows at the stop: 0 (none) … 1 (all).
    public var opacity: Double

    /// Creates a stop.
    public init(location: Double, opacity: Double) {
        self.location = location
        self.opacity = opacity
    }
}

/// How much an item is faded.
public struct FlowItemFade: Hashable, Sendable {
    /// How strongly the tint covers the item: 0 (not at all, the newest item) … 1 (entirely).
    public var tintOpacity: Double
    /// The mask along the item, head side first; empty when the item is not masked.
    public var mask: [FlowMaskStop]

    /// Creates a fade; by default none.
    public init(tintOpacity: Double = 0, mask: [FlowMaskStop] = []) {
        self.tintOpacity = tintOpacity
        self.mask = mask
    }

    /// No fading at all.
    public static let none = FlowItemFade()

    /// The content's opacity at `location` along the item (0 = head side, 1 = far side), from the
    /// mask only (the tint covers the content, it does not make it transparent).
    public func opacity(at location: Double) -> Double {
        guard let first = mask.first else { return 1 }
        if location <= first.location { return first.opacity }
        for (a, b) in zip(mask, mask.dropFirst()) where location <= b.location {
            let span = b.location - a.location
            return span > 0 ? a.opacity + (b.opacity - a.opacity) * (location - a.location) / span : b.opacity
        }
        return mask[mask.count - 1].opacity
    }

    /// Whether the mask hides the whole item.
    public var isInvisible: Bool { !mask.isEmpty && mask.allSatisfy { $0.opacity <= 0 } }
}

/// Where an item of a flow is and how it looks.
public struct FlowItemLayout: Hashable, Sendable {
    /// The item.
    public var id: RowID
    /// 0 for the newest item, 1 for the one before it, and so on.
    public var depth: Int
    /// The item's rectangle in the flow's container.
    public var frame: Rect
    /// The separator line on the item's far side (between it and the next older item), if shown.
    public var separator: Rect?
    /// How faded it is.
    public var fade: FlowItemFade
    /// Whether the user may interact with it: only the newest item.
    public var isInteractive: Bool { depth == 0 }
}

/// What a push or pop changed, and how to show it.
public struct FlowChange: Hashable, Sendable {
    /// The item pushed, if any.
    public var pushed: RowID?
    /// The items popped, newest first.
    public var popped: [RowID]
    /// The number of items a pop was asked for (nil for a push). It differs from `popped.count`
    /// when the request was clamped to the items there were, or was negative (nothing popped).
    public var requestedPopCount: Int?
    /// To deliver before showing the change (`willPush` / `willPop`, newest first).
    public var willEvents: [FlowEvent]
    /// To deliver once the transition has finished or was interrupted (`didPush` / `didPop`).
    public var didEvents: [FlowEvent]
    /// How the items move: a pushed item slides in from beyond the head edge; popped items slide
    /// out past it and fade; the others move to their new places. Frames are in the container.
    public var transition: Transition

    /// Whether nothing changed (a pop of nothing, or of an empty flow).
    public var isEmpty: Bool { pushed == nil && popped.isEmpty }

    /// Whether a pop was asked for more items than there were, or for a negative number.
    public var wasClamped: Bool { requestedPopCount.map { $0 != popped.count } ?? false }
}
