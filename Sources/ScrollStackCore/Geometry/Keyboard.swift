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
        let containerFrame = containerFrame.sanitized, keyboardFrame = keyboardFrame.sanitized
        let existingBottomInset = sanitizedLength(existingBottomInset)
        guard keyboardFrame.width > 0, keyboardFrame.height > 0, containerFrame.height > 0 else { return 0 }
        // Only a keyboard spanning the container's width pushes content up.
        guard keyboardFrame.minX <= containerFrame.minX, keyboardFrame.maxX >= containerFrame.maxX else { return 0 }
        guard keyboardFrame.minY < containerFrame.maxY, keyboardFrame.maxY > containerFrame.minY else { return 0 }
        let overlap = containerFrame.maxY - max(keyboardFrame.minY, containerFrame.minY)
        return min(max(0, overlap - max(0, existingBottomInset)), containerFrame.height)
    }
}

/// The bottom inset a scroll view adds for the keyboard, kept apart from the inset its app sets:
/// each keyboard change (and each change of the container's frame while the keyboard shows) gives
/// the inset to set, the app's own part plus the keyboard's share, so the keyboard's share comes and
/// goes without disturbing the app's, even when the app sets its own while the keyboard shows.
public struct KeyboardInset: Hashable, Sendable {
    /// The part of the bottom inset that is the keyboard's now.
    public private(set) var applied = 0.0
    /// The inset last given out; a different one found later was set by the app.
    private var given: Double?

    /// No keyboard inset yet.
    public init() {}

    /// Whether a stack avoids the keyboard: only a vertical one (a horizontal one cannot scroll the
    /// keyboard away), only when avoidance is on, and only the outermost of stacks inside one
    /// another that avoid it (an inner one would add a second inset and scroll against it).
    public static func applies(to axis: StackAxis, isEnabled: Bool, insideAnAvoidingStack: Bool) -> Bool {
        isEnabled && axis == .vertical && !insideAnAvoidingStack
    }

    /// The bottom content inset to set for a keyboard at `keyboardFrame` (`nil`: hidden, or not
    /// avoided) over a container at `containerFrame` (`nil`: not on screen). `contentInset` is the
    /// container's bottom content inset now and `adjustedInset` the bottom inset it actually keeps
    /// clear (the safe area included). Never negative. See
    /// ``KeyboardAvoidance/bottomInset(containerFrame:keyboardFrame:existingBottomInset:)``.
    public mutating func contentInset(keyboardFrame: Rect?, containerFrame: Rect?, contentInset: Double,
                                      adjustedInset: Double) -> Double {
        let contentInset = sanitizedLength(contentInset), adjustedInset = sanitizedLength(adjustedInset)
        // An inset other than the one given out was set by the app: it is the app's part alone.
        if contentInset != given { applied = 0 }
        let appPart = max(0, contentInset - applied)
        var wanted = 0.0
        if let keyboardFrame, let containerFrame {
            wanted = KeyboardAvoidance.bottomInset(containerFrame: containerFrame, keyboardFrame: keyboardFrame,
                                                   existingBottomInset: adjustedInset - applied)
        }
        applied = wanted
        given = appPart + wanted
        return appPart + wanted
    }
}

extension StackEngine {
    /// The offset that shows `rect` (in content coordinates, for example a text field inside a
    /// row) with `margin` around it along the main axis, scrolling as little as possible: no
    /// change when it already shows; its start at the visible area's start when it is longer than
    /// the visible area. Clamped to the scrollable range. The pinned row that sticks above the
    /// rect's row covers the visible area's start: the rect is shown below it.
    public func scrollOffset(toReveal rect: Rect, margin: Double = 0, in viewport: Viewport) -> Point {
        let axis = storedConfiguration.axis
        let rect = rect.sanitized, margin = sanitizedLength(margin)
        let visible = viewport.visibleRect
        let start = rect.minMain(axis) - margin
        let end = rect.maxMain(axis) + margin
        var cover = 0.0
        if hasPinnedRows, let stuck = stuckRow(in: visible)?.frames.row,
           rect.minMain(axis) >= stuck.minMain(axis), rect.maxMain(axis) <= stuck.maxMain(axis) {
            // Inside the stuck header, which is on screen wherever the content is.
            return clampedOffset(viewport.offset, in: viewport)
        }
        if hasPinnedRows, !mirrorsMainAxis, let row = row(atOffset: rect.minMain(axis)), let slot = slot(of: row) {
            cover = pinnedCover(ofRowAt: tree.cursor(ofSlot: slot), context: layoutContext())
        }
        let visibleStart = visible.minMain(axis) + cover
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
