// Right to left: the engine lays rows out left to right, and a right-to-left stack sees every
// position it gives or takes mirrored across the content's width, so row 0 of a horizontal stack
// is at the right end, insets and separators keep to the leading side, and every answer (frames,
// hit tests, visibility, scroll targets, drag destinations) agrees with what is on screen. Each
// public query applies the mirror beside its own rule (StackEngine+Layout, +Finding, +Scrolling,
// +Reorder); this file holds only the mirror and the conversions they share.

/// Which way a stack reads across the screen.
public enum LayoutDirection: Hashable, Sendable {
    /// Left to right (the default): the first row of a horizontal stack is at the left end.
    case leftToRight
    /// Right to left (Arabic, Hebrew): the first row of a horizontal stack is at the right end, and
    /// the left and right insets of a stack and its rows swap places.
    case rightToLeft
}

/// The mirror between the engine's left-to-right layout and what a right-to-left stack shows:
/// x becomes `width - x` (rectangles keep their size). Applying it twice gives back the original.
@usableFromInline
struct RightToLeftMirror {
    /// The content's width: the line the layout is mirrored across is its middle.
    @usableFromInline let width: Double

    @inlinable
    func rect(_ rect: Rect) -> Rect {
        Rect(x: width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
    }

    @inlinable
    func frames(_ frames: RowFrames) -> RowFrames {
        RowFrames(row: rect(frames.row), content: rect(frames.content), separator: frames.separator.map(rect))
    }

    func layout(_ layout: RowLayout) -> RowLayout {
        RowLayout(id: layout.id, index: layout.index, isHidden: layout.isHidden, frames: frames(layout.frames))
    }

    /// A position along x that a row contains: rows hold their start and not their end (in
    /// reading order), so on screen they hold their right edge and not their left one.
    func position(_ x: Double) -> Double { (width - x).nextDown }

    func point(_ point: Point) -> Point { Point(x: position(point.x), y: point.y) }

    /// The same visible content seen from the other side: the offset is where the mirrored visible
    /// area starts, and the left and right insets swap.
    func viewport(_ viewport: Viewport) -> Viewport {
        var mirrored = viewport
        mirrored.offset = offset(viewport.offset, width: viewport.size.width)
        mirrored.insets = Insets(top: viewport.insets.top, left: viewport.insets.right, bottom: viewport.insets.bottom,
                                 right: viewport.insets.left)
        return mirrored
    }

    /// A scroll offset of a container `width` wide, mirrored (the same on the way in and out).
    func offset(_ offset: Point, width viewportWidth: Double) -> Point {
        Point(x: width - offset.x - viewportWidth, y: offset.y)
    }
}

extension StackEngine {
    /// The mirror of a right-to-left stack; `nil` left to right.
    @usableFromInline
    var mirror: RightToLeftMirror? {
        storedConfiguration.layoutDirection == .rightToLeft ? RightToLeftMirror(width: contentSize.width) : nil
    }

    /// Whether a mirror reverses the main axis (a horizontal right-to-left stack).
    var mirrorsMainAxis: Bool {
        storedConfiguration.layoutDirection == .rightToLeft && storedConfiguration.axis == .horizontal
    }

    /// `rect` in the engine's left-to-right space.
    /// A region a caller passed in (sanitised: ``Rect/sanitized``), in the engine's left-to-right
    /// space.
    func layoutSpace(_ rect: Rect) -> Rect {
        let rect = rect.sanitized
        return mirror.map { $0.rect(rect) } ?? rect
    }

    /// `viewport` in the engine's left-to-right space.
    func layoutSpace(_ viewport: Viewport) -> Viewport { mirror.map { $0.viewport(viewport) } ?? viewport }

    /// An offset worked out for `viewport` in the engine's space, as the host's scroll view takes it.
    /// Content narrower than the visible area rests at the scroll view's own start (its left edge),
    /// where a mirrored resting offset would not be one the scroll view can keep; an offset beyond
    /// the range on purpose (the user pulling) stays beyond it.
    func screenOffset(_ offset: Point, for viewport: Viewport) -> Point {
        guard let mirror else { return offset }
        let mirrored = mirror.offset(offset, width: viewport.size.width)
        let layoutViewport = mirror.viewport(viewport)
        let wasResting = clampedSaneOffset(offset, in: layoutViewport) == offset
        return wasResting ? clampedSaneOffset(mirrored, in: viewport) : mirrored
    }
}
