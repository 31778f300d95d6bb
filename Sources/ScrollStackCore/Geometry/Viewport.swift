// The scroll container as the host sees it: its offset, size, insets and whether the user is
// moving it.

/// The scroll container as the host sees it: what `UIScrollView` calls `contentOffset`,
/// `bounds.size` and `adjustedContentInset`.
///
/// The insets are *outside* the content (under a navigation bar, above the home indicator); the
/// engine's ``StackConfiguration/contentInsets`` are inside it.
///
/// A viewport holds only values the engine can use, whatever it is given: a NaN or infinite
/// coordinate is zero; a negative, NaN or infinite size or inset is zero; and values are kept
/// within the engine's limits (lengths up to 2^30, positions within ±2^50).
public struct Viewport: Hashable, Sendable {
    /// The content coordinate shown at the container's top-left corner. With insets the resting
    /// offset at the start is negative (`-insets.top` for a vertical stack).
    public var offset: Point {
        didSet { offset = offset.sanitized }
    }
    /// The container's size.
    public var size: Size {
        didSet { size = size.sanitized }
    }
    /// Parts of the container covered by bars or system UI, where content can scroll under but is
    /// not considered visible.
    public var insets: Insets {
        didSet { insets = insets.sanitized }
    }
    /// Whether the user is moving the content (dragging it, or it is decelerating or bouncing back
    /// after a drag): its offset may then lie beyond the scrollable range, and answers that keep the
    /// content still keep it there (see ``StackEngine/setMeasuredExtents(_:keepingStill:)``).
    public var isMovedByUser: Bool

    /// Creates a viewport.
    public init(offset: Point = .zero, size: Size, insets: Insets = .zero, isMovedByUser: Bool = false) {
        self.offset = offset.sanitized
        self.size = size.sanitized
        self.insets = insets.sanitized
        self.isMovedByUser = isMovedByUser
    }

    /// The part of the content that is actually visible: the bounds minus the insets.
    public var visibleRect: Rect {
        Rect(origin: offset, size: size).inset(by: insets)
    }
}
