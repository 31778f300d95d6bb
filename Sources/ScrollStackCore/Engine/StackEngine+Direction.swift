// Right to left: the engine lays rows out left to right, and a right-to-left stack sees every
// position it gives or takes mirrored across the content's width, so row 0 of a horizontal stack
// is at the right end, insets and separators keep to the leading side, and every answer (frames,
// hit tests, visibility, scroll targets, drag destinations) agrees with what is on screen.

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
struct Mirror {
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
    var mirror: Mirror? {
        storedConfiguration.layoutDirection == .rightToLeft ? Mirror(width: contentSize.width) : nil
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
        let wasResting = ltrClampedOffset(offset, in: layoutViewport) == offset
        return wasResting ? ltrClampedOffset(mirrored, in: viewport) : mirrored
    }

    // MARK: Rows and frames

    /// The frames of `row`, or `nil` if it is not in this stack. O(log n).
    public func frames(of row: RowID) -> RowFrames? {
        ltrFrames(of: row).map { frames in mirror.map { $0.frames(frames) } ?? frames }
    }

    /// The identity, index, hidden state and frames of `row`, or `nil` if it is not in this stack.
    public func layout(of row: RowID) -> RowLayout? {
        ltrLayout(of: row).map { layout in mirror.map { $0.layout(layout) } ?? layout }
    }

    /// The layouts of the listed rows of this stack, in stack order, each once (unknown rows are
    /// left out). For many rows at once it is much cheaper than asking ``layout(of:)`` for each: the
    /// shared values are worked out once, and a row listed right after the row before it in the
    /// stack is reached by one step. Rows listed in stack order cost O(log n + k); rows in any
    /// other order are sorted first: O(k log k + k log n) at worst, close to O(k log k) for rows
    /// near each other.
    public func layouts(of rows: some Sequence<RowID>) -> [RowLayout] {
        let layouts = ltrLayouts(of: rows)
        guard let mirror else { return layouts }
        return layouts.map(mirror.layout)
    }

    // MARK: Finding rows by position

    /// The visible rows whose frames intersect `rect`, with their layouts, in order. O(log n + k).
    ///
    /// Intersecting means sharing some area; a row of zero extent counts when its position lies
    /// inside the rectangle, and a rectangle without area intersects nothing.
    public func layouts(intersecting rect: Rect) -> [RowLayout] {
        guard let mirror else { return ltrLayouts(intersecting: rect.sanitized) }
        return ltrLayouts(intersecting: layoutSpace(rect)).map(mirror.layout)
    }

    /// Calls `body` with the layout of each visible row whose frame intersects `rect`, in order,
    /// without building an array. O(log n + k).
    public func forEachLayout(intersecting rect: Rect, _ body: (RowLayout) -> Void) {
        guard let mirror else { return ltrForEachLayout(intersecting: rect.sanitized, body) }
        ltrForEachLayout(intersecting: layoutSpace(rect)) { body(mirror.layout($0)) }
    }

    /// The visible rows whose frames intersect `rect`, in order. O(log n + k).
    public func rows(intersecting rect: Rect) -> [RowID] {
        ltrRows(intersecting: layoutSpace(rect))
    }

    /// The visible row whose frame contains `offset` on the main axis, or `nil` when the offset
    /// falls in spacing, in the content insets or outside the content. O(log n).
    public func row(atOffset offset: Double) -> RowID? {
        let offset = sanitizedPosition(offset)
        guard mirrorsMainAxis, let mirror else { return ltrRow(atOffset: offset) }
        return ltrRow(atOffset: mirror.position(offset))
    }

    /// The visible row whose frame contains `point`, or `nil`. O(log n).
    public func row(at point: Point) -> RowID? {
        let point = point.sanitized
        return ltrRow(at: mirror.map { $0.point(point) } ?? point)
    }

    // MARK: Scrolling

    /// The offsets along the main axis a scroll may rest at in `viewport`. An inset that is not a
    /// number counts as zero. This is the scroll view's own range, the same whichever way the stack
    /// reads.
    public func offsetRange(in viewport: Viewport) -> ClosedRange<Double> {
        ltrOffsetRange(in: viewport)
    }

    /// `offset` moved into the range a scroll may rest at, on both axes.
    public func clampedOffset(_ offset: Point, in viewport: Viewport) -> Point {
        ltrClampedOffset(offset.sanitized, in: viewport)
    }

    /// The offset that shows the start of the content (scroll to top; the right end of a
    /// right-to-left horizontal stack).
    public func startOffset(in viewport: Viewport) -> Point {
        screenOffset(ltrStartOffset(in: layoutSpace(viewport)), for: viewport)
    }

    /// The offset that shows the end of the content (scroll to bottom, or to the far end of a
    /// horizontal stack).
    public func endOffset(in viewport: Viewport) -> Point {
        screenOffset(ltrEndOffset(in: layoutSpace(viewport)), for: viewport)
    }

    /// The offset that brings `row` to `position` in `viewport`, clamped to the scrollable range;
    /// `nil` for a row that is hidden or not in this stack. The cross-axis offset is kept.
    ///
    /// Positions are measured against the visible area (the container minus its insets), so a row
    /// scrolled to the start rests just below a navigation bar, not under it. In a right-to-left
    /// horizontal stack the start is the visible area's right edge.
    public func scrollOffset(toShow row: RowID, at position: ScrollPosition, in viewport: Viewport) -> Point? {
        ltrScrollOffset(toShow: row, at: position, in: layoutSpace(viewport)).map { screenOffset($0, for: viewport) }
    }

    /// Remembers which row is first in the visible area (in reading order) and how far into it the
    /// view is, so that ``offset(restoring:in:)`` can keep it still after rows before it change.
    /// `nil` for a stack with no visible row. Take the anchor right before a change and restore it
    /// right after.
    public func scrollAnchor(in viewport: Viewport) -> ScrollAnchor? {
        ltrScrollAnchor(in: layoutSpace(viewport))
    }

    /// The offset that puts the anchor's row back where it was in the visible area, clamped to the
    /// scrollable range. If that row has been removed or hidden, the row that followed it stays
    /// where it was instead (so the content below a removed row does not move); if both are gone,
    /// the first visible row at or after the anchor's old index takes the anchor's place. With no
    /// visible row left the start offset is returned.
    public func offset(restoring anchor: ScrollAnchor, in viewport: Viewport) -> Point {
        screenOffset(ltrOffset(restoring: anchor, in: layoutSpace(viewport), clamping: true), for: viewport)
    }

    /// Records several measurements at once and returns the offset that keeps the content in
    /// `viewport` still: rows measured before the first visible row (in reading order) change the
    /// offset, not what the user sees. Unknown and fixed rows are skipped.
    ///
    /// The offset returned lies within the scrollable range, except while the user moves the
    /// content (``Viewport/isMovedByUser``) from beyond it (pulling past an edge, or bouncing back):
    /// then it moves only with the content, so the content stays under the finger, and the scroll
    /// view brings it back itself.
    public mutating func setMeasuredExtents(_ measurements: some Sequence<(RowID, Double)>,
                                            keepingStill viewport: Viewport) -> Point {
        // The content's width may change: the offset is mirrored back across the new one.
        let offset = ltrSetMeasuredExtents(measurements, keepingStill: layoutSpace(viewport))
        return screenOffset(offset, for: viewport)
    }

    /// The offset that keeps what a right-to-left horizontal stack shows still since its content
    /// was `contentWidth` wide and the visible area of its viewport ended `visibleEnd` from the
    /// viewport's left edge (its width less its right inset), when `offset` was set (rows added,
    /// removed or resized since; the screen rotated, the window resized, the insets changed). The
    /// stack reads from its right end, but a scroll view's offsets start at its left: content
    /// grows and shrinks on the left, and a resized scroll view keeps its left edge, so the offset
    /// keeps the distance between the content's right end and the visible area's instead. A left-to-right
    /// stack needs no change at all. A stack resting at its start (row 0 at the right) stays
    /// there. Left to right and for vertical stacks, `offset` itself.
    public func offset(_ offset: Point, keepingStillSinceContentWidth contentWidth: Double, visibleEnd: Double,
                       in viewport: Viewport) -> Point {
        let offset = offset.sanitized
        guard mirrorsMainAxis else { return offset }
        let contentWidth = sanitizedLength(contentWidth), visibleEnd = sanitizedPosition(visibleEnd)
        let visibleEndNow = viewport.size.width - viewport.insets.right
        let moved = Point(x: offset.x + contentSize.width - contentWidth - (visibleEndNow - visibleEnd), y: offset.y)
        return ltrClampedOffset(offset, in: viewport) == offset ? ltrClampedOffset(moved, in: viewport) : moved
    }

    // MARK: Dragging

    /// The index (as for ``move(_:to:)-(_,Int)``) that `row` should move to while it is dragged with its
    /// centre at `position` along the main axis (content coordinates): the place whose slot centre
    /// is nearest to `position`, in the layout the other rows would have with `row` there.
    ///
    /// The answer depends only on `position` and the other rows, not on where `row` is now, so a
    /// drag never flips back and forth between two places, whatever the rows' sizes. Hidden rows
    /// keep their places between their neighbours. `nil` for an unknown or hidden row. O(n).
    public func reorderDestination(of row: RowID, draggedTo position: Double) -> Int? {
        let position = sanitizedPosition(position)
        guard mirrorsMainAxis, let mirror else { return ltrReorderDestination(of: row, draggedTo: position) }
        return ltrReorderDestination(of: row, draggedTo: mirror.width - position)
    }
}
