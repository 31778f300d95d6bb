// The area a stack lays its rows out in, from a viewport: its size, and the part of the safe area
// its rows keep clear of.

extension Viewport {
    /// The container size to lay a stack out in: the visible size, the viewport's size less its
    /// insets. A scroll view insets its content for bars on both axes (a navigation bar above a
    /// horizontal stack, say), though a stack scrolls along one: rows fill exactly what is visible
    /// across the axis, so the stack never scrolls that way. (`axis` is kept for callers that lay
    /// out along one; both axes are treated alike.)
    public func containerSize(for axis: StackAxis) -> Size {
        Size(main: max(0, size.main(axis) - insets.mainTotal(axis)), cross: max(0, size.cross(axis) - insets.crossTotal(axis)),
             axis: axis)
    }

    /// The part of the container's `safeArea` a stack keeps its rows' content clear of: what these
    /// insets (a scroll view's adjusted insets) do not already cover, except along the axis of a
    /// stack it is inside (`outerAxis`). That one scrolls this stack under bars and the sensor
    /// housing along its axis, so those edges of the safe area would change on every frame, moving
    /// and measuring the rows again each time; the outer stack keeps its own rows clear of them.
    public func uncoveredSafeArea(_ safeArea: Insets, insideStackAlong outerAxis: StackAxis?) -> Insets {
        var uncovered = safeArea.uncovered(by: insets)
        switch outerAxis {
        case .vertical?: (uncovered.top, uncovered.bottom) = (0, 0)
        case .horizontal?: (uncovered.left, uncovered.right) = (0, 0)
        case nil: break
        }
        return uncovered
    }
}
