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
