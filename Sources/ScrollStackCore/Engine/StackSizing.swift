// How long a stack is along its axis: as long as its container makes it, or as long as its content
// up to a maximum, and the one rule that turns the content into that length.

/// How a stack's length along its axis is decided.
///
/// A stack inside a card, a sheet, a table cell or a SwiftUI `VStack` has no container length to
/// fill: it should be as long as its rows, and scroll only once they outgrow the room it may take.
/// `.fitsContent(upTo:)` says so; a host reports the length ``StackEngine/length(sizedBy:insets:keyboard:)``
/// gives as the stack's natural size (UIKit's intrinsic content size).
public enum StackSizing: Hashable, Sendable {
    /// The stack is as long as its container makes it, and its rows scroll inside. The default.
    case fixed
    /// The stack is as long as its shown rows plus its insets along the axis, up to `maximum`;
    /// past that it stays `maximum` long and its rows scroll. Across the axis the container still
    /// decides (the rows fill it). A negative or NaN maximum counts as zero; `.infinity` never
    /// stops growing.
    case fitsContent(upTo: Double = .infinity)
}

extension StackEngine {
    /// The length along the axis a stack sized by `sizing` asks for: its shown rows, the spacing
    /// between them and the content insets, plus `insets` along the axis (UIKit's adjusted content
    /// inset: bars, the safe area, the keyboard's overlap), up to the maximum. `nil` for `.fixed`.
    ///
    /// Hidden rows take no length. The answer is for the current configuration: rows are laid out
    /// at the container's cross extent, so a host asks again (and reports a new natural size) after
    /// a layout at another width. A right-to-left horizontal stack, whose ``contentSize`` is at
    /// least its container so that short content starts at the right edge, asks for its content's
    /// own length, not that: otherwise it could never shrink.
    ///
    /// The keyboard's share of the bottom inset (`keyboard`, what keyboard avoidance added) is not
    /// part of the length: a stack that grew by it would reach further under the keyboard, whose
    /// share would grow again, and so on up to the maximum.
    public func length(sizedBy sizing: StackSizing, insets: Insets, keyboard: KeyboardInset = KeyboardInset()) -> Double? {
        guard case .fitsContent(let maximum) = sizing else { return nil }
        let axis = storedConfiguration.axis
        let around = sanitizedLength(insets.mainTotal(axis) - (axis == .vertical ? keyboard.applied : 0))
        return min(contentLength + around, sanitizedReach(maximum))
    }
}

extension StackEngine {
    /// The length ``length(sizedBy:insets:keyboard:)`` would give were the stack `cross` points
    /// across its axis (a width, for a vertical stack), worked out on a copy of the engine, so
    /// nothing in this one changes: the rows are laid out at that cross extent from the start,
    /// and those that need measuring up to the maximum (all of them, for `.infinity`) are
    /// measured by `measure`, which returns `nil` for a row it cannot measure there (a host's row
    /// without a view): that row keeps its current content extent, its last measurement or its
    /// estimate.
    ///
    /// This answers a proposal (`sizeThatFits(_:)`, SwiftUI's `sizeThatFits`) at a width other
    /// than the stack's. `viewport` is the stack's own (its insets are the `insets` the length
    /// adds, `keyboard` the share of them the keyboard added); the rows get `cross` less its
    /// insets across the axis, as ``Viewport/containerSize(for:)`` gives. When that is within half
    /// a point of the container's extent across the axis, or `cross` is not a finite,
    /// non-negative number, the answer is ``length(sizedBy:insets:keyboard:)``'s, with no copy
    /// made. `nil` for
    /// `.fixed`. O(n) to copy the engine and lay it out at that extent, plus O(k log n) for the k
    /// rows measured.
    public func length(sizedBy sizing: StackSizing, across cross: Double, in viewport: Viewport,
                       keyboard: KeyboardInset = KeyboardInset(), measure: (MeasurementRequest) -> Double?) -> Double? {
        guard case .fitsContent(let maximum) = sizing else { return nil }
        let axis = storedConfiguration.axis
        var area = viewport
        area.size = Size(main: viewport.size.main(axis), cross: cross, axis: axis)
        // The rows' room across is the cross extent less the viewport's insets, as a host makes it.
        let container = area.containerSize(for: axis)
        guard cross.isFinite, cross >= 0, abs(container.cross(axis) - storedConfiguration.containerSize.cross(axis)) >= 0.5 else {
            return length(sizedBy: sizing, insets: viewport.insets, keyboard: keyboard)
        }
        var probe = self
        probe.configuration.containerSize = container
        let unbounded = maximum == .infinity
        if !unbounded {
            // The stretch a stack of the maximum length shows, the keyboard's share left out as
            // the length leaves it out: rows past it cannot change the answer (it is the maximum
            // then). Its start is found for that length, which right to left decides where it is.
            area.size = Size(main: sanitizedReach(maximum), cross: cross, axis: axis)
            if axis == .vertical { area.insets.bottom = sanitizedLength(area.insets.bottom - keyboard.applied) }
        }
        area.offset = probe.startOffset(in: area)
        // A row the host cannot measure keeps its content extent, which laying out at another
        // cross extent leaves as it was (the measurement becomes the estimate).
        _ = probe.measureRows(near: area, overscan: unbounded ? .infinity : 0) { measure($0) ?? contentExtent(of: $0.row) ?? 0 }
        return probe.length(sizedBy: sizing, insets: viewport.insets, keyboard: keyboard)
    }
}
