// Keyboard avoidance for forms: how much of a scroll container a keyboard covers, and how far to
// scroll so the field being edited shows above it. Hosts feed in frames in one coordinate space
// (UIKit: the container's superview or the screen) and apply the answers; the rules live here.

/// How much of a container the on-screen keyboard covers.
public enum KeyboardAvoidance {
    /// The inset to add at the bottom of a container so content can scroll out from under the
    /// keyboard: the height of the keyboard's overlap with the container, less the part the
    /// container's own bottom inset (the home indicator's safe area) already keeps clear, and
    /// never more than the container's height. Zero for a hidden (empty) keyboard and for one that
    /// does not reach the container (an undocked or floating iPad keyboard beside or above it
    /// covers no full-width band, so it is left alone).
    public static func bottomInset(containerFrame: Rect, keyboardFrame: Rect, existingBottomInset: Double) -> Double {
        guard keyboardFrame.width > 0, keyboardFrame.height > 0, containerFrame.height > 0 else { return 0 }
        // Only a keyboard spanning the container's width pushes content up.
        guard keyboardFrame.minX <= containerFrame.minX, keyboardFrame.maxX >= containerFrame.maxX else { return 0 }
        guard keyboardFrame.minY < containerFrame.maxY, keyboardFrame.maxY > containerFrame.minY else { return 0 }
        let overlap = containerFrame.maxY - max(keyboardFrame.minY, containerFrame.minY)
        return min(max(0, overlap - max(0, existingBottomInset)), containerFrame.height)
    }
}

/// The bottom inset a container adds for the keyboard, kept apart from the insets its app sets:
/// each keyboard change says by how much to change the container's inset, so adding the keyboard's
/// share and taking it away again never disturbs the rest.
public struct KeyboardInset: Hashable, Sendable {
    /// The part of the container's bottom inset that is the keyboard's now.
    public private(set) var applied = 0.0

    /// No keyboard inset yet.
    public init() {}

    /// The change to make to the container's bottom inset for a keyboard at `keyboardFrame` (`nil`:
    /// hidden, or avoidance turned off) over a container at `containerFrame` (`nil`: not on screen),
    /// whose bottom inset is `bottomInset` now (the keyboard's share included, as a scroll view's
    /// adjusted inset is). See ``KeyboardAvoidance/bottomInset(containerFrame:keyboardFrame:existingBottomInset:)``.
    public mutating func change(keyboardFrame: Rect?, containerFrame: Rect?, bottomInset: Double) -> Double {
        var wanted = 0.0
        if let keyboardFrame, let containerFrame {
            wanted = KeyboardAvoidance.bottomInset(containerFrame: containerFrame, keyboardFrame: keyboardFrame,
                                                   existingBottomInset: bottomInset - applied)
        }
        defer { applied = wanted }
        return wanted - applied
    }
}

extension StackEngine {
    /// The offset that shows `rect` (in content coordinates, for example a text field inside a
    /// row) with `margin` around it along the main axis, scrolling as little as possible: no
    /// change when it already shows; its start at the visible area's start when it is longer than
    /// the visible area. Clamped to the scrollable range.
    public func scrollOffset(toReveal rect: Rect, margin: Double = 0, in viewport: Viewport) -> Point {
        let axis = storedConfiguration.axis
        let margin = max(0, margin.isFinite ? margin : 0)
        let visible = viewport.visibleRect
        let start = rect.minMain(axis) - margin
        let end = rect.maxMain(axis) + margin
        let visibleStart = visible.minMain(axis)
        let visibleEnd = visible.maxMain(axis)
        var main = viewport.offset.main(axis)
        if end - start > visibleEnd - visibleStart || start < visibleStart {
            main += start - visibleStart
        } else if end > visibleEnd {
            main += end - visibleEnd
        }
        let cross = axis == .vertical ? viewport.offset.x : viewport.offset.y
        return clampedOffset(Point(main: main, cross: cross, axis: axis), in: viewport)
    }
}
