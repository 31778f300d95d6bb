// Where a flow item's header puts its back and next buttons and its title across the header,
// left to right or mirrored right to left, as navigation bars are.

/// The places of a flow item header's parts along its width: the back button at the leading edge,
/// the next button at the trailing edge (left and right swap right to left), and the title centred
/// between what the wider button takes on either side, so it stays centred in the header.
public struct FlowHeaderLayout: Hashable, Sendable {
    /// Where the back button starts (its left edge).
    public var backX: Double
    /// Where the next button starts (its left edge).
    public var nextX: Double
    /// Where the title starts (its left edge).
    public var titleX: Double
    /// The title's width (never negative).
    public var titleWidth: Double

    /// The places for a header `width` wide whose buttons are `backWidth` and `nextWidth` wide,
    /// `margin` from the header's edges, in `direction`.
    public init(width: Double, backWidth: Double, nextWidth: Double, margin: Double, direction: LayoutDirection) {
        let leading = margin
        switch direction {
        case .leftToRight:
            backX = leading
            nextX = width - margin - nextWidth
        case .rightToLeft:
            backX = width - margin - backWidth
            nextX = leading
        }
        let side = max(backWidth, nextWidth) + margin * 2
        titleX = side
        titleWidth = max(0, width - side * 2)
    }
}
