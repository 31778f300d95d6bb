// Transitions: an animated change described as a value. Given the layout before a change (a
// snapshot of the area around the screen), the engine after it and the area on screen, it lists the
// rows that appear, disappear, move or stay, each with the frames and opacity it animates between,
// plus the timing curve. A host interpolates it frame by frame (terminal) or hands the end states to
// UIKit; tests check the values.

/// How one row takes part in a transition.
public struct RowTransition: Hashable, Sendable {
    /// What happens to the row.
    public enum Kind: Hashable, Sendable {
        /// Inserted or shown: grows from nothing at its new place and fades in.
        case appearing
        /// Removed or hidden: collapses to nothing at the place it leaves and fades out.
        case disappearing
        /// Present before and after, at another place or size.
        case moving
        /// Present before and after, unchanged.
        case stationary
    }

    /// The row.
    public var row: RowID
    /// What happens to it.
    public var kind: Kind
    /// Its frames when the transition starts.
    public var from: RowFrames
    /// Its frames when the transition ends.
    public var to: RowFrames
    /// Its opacity when the transition starts.
    public var fromAlpha: Double
    /// Its opacity when the transition ends.
    public var toAlpha: Double
    /// The axis rows follow one another along: a disappearing row's separator stays glued to the
    /// row's trailing edge along it, and spans the row across it.
    var axis = StackAxis.vertical
    /// Whether the row's trailing edge is its left one (a right-to-left horizontal stack), where a
    /// disappearing row's separator stays glued.
    var trailsToTheLeft = false

    /// The frames at `progress` (0 = start, 1 = end; springs may pass 1 briefly).
    ///
    /// A separator that exists at both ends moves and resizes with its row. One that exists at
    /// only one end is shown only at that end: a row that loses its separator (it becomes the last
    /// visible row, or its settings hide it) shows none from the start, and one that gains it shows
    /// it at the end, so a separator never slides over its row's content while the row's length
    /// changes by the separator's thickness. The exception is a row that disappears: its separator
    /// stays at its end edge while it collapses, so it folds away with its row.
    public func frames(atProgress progress: Double) -> RowFrames {
        RowFrames(row: interpolate(from.row, to.row, progress),
                  content: interpolate(from.content, to.content, progress),
                  separator: separator(atProgress: progress))
    }

    /// The opacity at `progress`, clamped to 0…1.
    public func alpha(atProgress progress: Double) -> Double {
        min(1, max(0, fromAlpha + (toAlpha - fromAlpha) * progress))
    }

    private func separator(atProgress progress: Double) -> Rect? {
        switch (from.separator, to.separator) {
        case let (start?, end?):
            interpolate(start, end, progress)
        case let (start?, nil) where kind == .disappearing:
            progress < 1 ? start.glued(to: interpolate(from.row, to.row, progress), from: from.row, axis: axis,
                                       keepingLeftEdge: trailsToTheLeft) : nil
        case let (start?, nil):
            progress <= 0 ? start : nil
        case let (nil, end?):
            progress >= 1 ? end : nil
        case (nil, nil):
            nil
        }
    }
}

extension Rect {
    /// This rectangle (a separator) carried along as `frame` (its row) goes from `reference` to
    /// `frame`: along `axis` it keeps its distance to the row's trailing edge (the left one with
    /// `keepingLeftEdge`), so it folds away with a collapsing row; across the axis it keeps its
    /// insets from the row's edges, so it never reaches past the row however the row's breadth
    /// changes.
    func glued(to frame: Rect, from reference: Rect, axis: StackAxis, keepingLeftEdge: Bool = false) -> Rect {
        let mainShift = keepingLeftEdge ? frame.minX - reference.minX : frame.maxMain(axis) - reference.maxMain(axis)
        let crossStart = minCross(axis) + frame.minCross(axis) - reference.minCross(axis)
        let crossExtent = max(0, size.cross(axis) + frame.size.cross(axis) - reference.size.cross(axis))
        return Rect(mainStart: minMain(axis) + mainShift, mainExtent: size.main(axis), crossStart: crossStart,
                    crossExtent: crossExtent, axis: axis)
    }
}

func interpolate(_ a: Double, _ b: Double, _ t: Double) -> Double { a + (b - a) * t }

func interpolate(_ a: Rect, _ b: Rect, _ t: Double) -> Rect {
    Rect(x: interpolate(a.minX, b.minX, t), y: interpolate(a.minY, b.minY, t),
         width: max(0, interpolate(a.width, b.width, t)), height: max(0, interpolate(a.height, b.height, t)))
}

/// An animated change of a stack, as a value.
public struct Transition: Hashable, Sendable {
    /// The rows that are on screen before or after the change, in their order after it, followed by
    /// rows that disappear (in their order before it).
    public var rows: [RowTransition]
    /// How progress evolves over time.
    public var timing: TimingCurve
    /// The content size before the change.
    public var fromContentSize: Size
    /// The content size after the change.
    public var toContentSize: Size

    /// A transition made of the given row transitions (for models that compute their own, such as
    /// ``StackFlow``).
    public init(rows: [RowTransition], timing: TimingCurve, fromContentSize: Size, toContentSize: Size) {
        self.rows = rows
        self.timing = timing
        self.fromContentSize = fromContentSize
        self.toContentSize = toContentSize
    }

    /// Describes the change from `old` to `new` for the rows on screen in `rect` before or after it.
    ///
    /// `old` is the engine as it was before the change. Keeping a whole copy costs O(n) once either
    /// copy changes (the first mutation copies the storage it touches); a host that animates large
    /// stacks takes ``StackEngine/layoutSnapshot(around:)`` of the same `rect` instead, which is all
    /// a transition needs.
    public init(from old: StackEngine, to new: StackEngine, in rect: Rect, timing: TimingCurve,
                interrupting running: (transition: Transition, elapsed: Double)? = nil) {
        self.init(from: old.layoutSnapshot(around: rect), to: new, in: rect, timing: timing, interrupting: running)
    }

    /// Describes the change from the layout `old` remembered to `new`, for the rows on screen in
    /// `rect` before or after it. Take the snapshot with ``StackEngine/layoutSnapshot(around:)`` of
    /// the same `rect` right before the change.
    ///
    /// Rows that appear start as a zero-length frame at their new place with opacity 0; rows that
    /// disappear end as a zero-length frame at the place they leave (where the row after them now
    /// starts) with opacity 0; every other row moves from its exact old frame to its new one,
    /// including rows that only come on screen because others moved (by up to the rectangle's
    /// length: a row that comes from further away, beyond what the snapshot remembers, appears).
    ///
    /// Pass a running transition and the time since it started as `interrupting` to start from where
    /// it is now (its rows' current frames and opacities) instead of from `old`'s frames.
    public init(from old: LayoutSnapshot, to new: StackEngine, in rect: Rect, timing: TimingCurve,
                interrupting running: (transition: Transition, elapsed: Double)? = nil) {
        self.timing = timing
        self.fromContentSize = old.contentSize
        self.toContentSize = new.contentSize
        let axis = new.configuration.axis
        // Rows appear from, and collapse into, their leading edge: the right one right to left.
        let mirrored = new.mirrorsMainAxis
        let leading: (Rect) -> Double = { mirrored ? $0.maxX : $0.minMain(axis) }
        let before = old.layouts.filter { Self.intersects($0.frames.row, rect, axis: axis) }
        let after = new.layouts(intersecting: rect)
        var seen = RowSet(minimumCapacity: after.count + before.count)
        var result: [RowTransition] = []
        var current = RowMap<(frames: RowFrames, alpha: Double)>()
        if let running {
            let progress = running.transition.timing.progress(at: running.elapsed)
            for row in running.transition.rows {
                current[row.row] = (row.frames(atProgress: progress), row.alpha(atProgress: progress))
            }
        }

        for layout in after {
            seen.insert(layout.id)
            let start: (frames: RowFrames, alpha: Double)
            let kind: RowTransition.Kind
            if let oldLayout = old.layout(of: layout.id), !oldLayout.isHidden {
                start = current[layout.id] ?? (oldLayout.frames, 1)
                kind = start.frames == layout.frames && start.alpha == 1 ? .stationary : .moving
            } else {
                start = current[layout.id] ?? (Self.collapsed(layout.frames, at: leading(layout.frames.row), axis: axis), 0)
                kind = .appearing
            }
            result.append(RowTransition(row: layout.id, kind: kind, from: start.frames, to: layout.frames,
                                        fromAlpha: start.alpha, toAlpha: 1))
        }

        // Rows on screen before the change that are not on screen (as visible rows) after it.
        for layout in before where !seen.contains(layout.id) {
            seen.insert(layout.id)
            let start = current[layout.id] ?? (layout.frames, 1)
            if let newLayout = new.layout(of: layout.id), !newLayout.isHidden {
                // Still shown, moved off the rectangle.
                result.append(RowTransition(row: layout.id, kind: .moving, from: start.frames, to: newLayout.frames,
                                            fromAlpha: start.alpha, toAlpha: 1))
                continue
            }
            let target: Double
            if let newLayout = new.layout(of: layout.id) {
                target = leading(newLayout.frames.row)
            } else {
                target = Self.placeLeft(by: layout, in: old, new: new, leading: leading)
            }
            result.append(RowTransition(row: layout.id, kind: .disappearing, from: start.frames,
                                        to: Self.collapsed(layout.frames, at: target, axis: axis),
                                        fromAlpha: start.alpha, toAlpha: 0))
        }
        // Rows still disappearing in an interrupted transition keep going.
        if let running {
            for row in running.transition.rows where !seen.contains(row.row) && row.kind == .disappearing {
                if let start = current[row.row] {
                    result.append(RowTransition(row: row.row, kind: .disappearing, from: start.frames, to: row.to,
                                                fromAlpha: start.alpha, toAlpha: 0))
                }
            }
        }
        for index in result.indices {
            result[index].axis = axis
            result[index].trailsToTheLeft = mirrored
        }
        rows = result
    }

    /// Where a removed row collapses to: the new leading edge of the first row after it (in the old
    /// order, as far as the snapshot goes) that still exists, else the new end of the content.
    private static func placeLeft(by layout: RowLayout, in old: LayoutSnapshot, new: StackEngine,
                                  leading: (Rect) -> Double) -> Double {
        let axis = new.configuration.axis
        for later in old.layouts where later.index > layout.index {
            if let moved = new.layout(of: later.id), !moved.isHidden { return leading(moved.frames.row) }
        }
        let end = new.configuration.contentInsets.mainEnd(axis)
        return new.mirrorsMainAxis ? end : new.contentSize.main(axis) - end
    }

    /// Whether a row's frame meets `rect` along the main axis, as ``StackEngine/layouts(intersecting:)``
    /// decides it.
    private static func intersects(_ frame: Rect, _ rect: Rect, axis: StackAxis) -> Bool {
        StackEngine.mainIntersects(start: frame.minMain(axis), extent: frame.size.main(axis),
                                   from: rect.minMain(axis), to: rect.maxMain(axis))
    }

    /// The frames squashed to nothing along the axis at `start`: an appearing row's start, a
    /// disappearing row's end.
    static func collapsed(_ frames: RowFrames, at start: Double, axis: StackAxis) -> RowFrames {
        func squash(_ rect: Rect) -> Rect {
            Rect(mainStart: start, mainExtent: 0, crossStart: rect.minCross(axis), crossExtent: rect.size.cross(axis), axis: axis)
        }
        return RowFrames(row: squash(frames.row), content: squash(frames.content), separator: nil)
    }

    /// The transition of `row`, or `nil` if it is not part of it.
    public func transition(of row: RowID) -> RowTransition? {
        rows.first { $0.row == row }
    }

    /// The animation's length in seconds.
    public var duration: Double { timing.duration }

    /// The content size `time` seconds after the start.
    public func contentSize(at time: Double) -> Size {
        let p = timing.progress(at: time)
        return Size(width: max(0, interpolate(fromContentSize.width, toContentSize.width, p)),
                    height: max(0, interpolate(fromContentSize.height, toContentSize.height, p)))
    }
}

/// The layout of the rows around an area, remembered right before a change so that a
/// ``Transition`` can start from it (see ``StackEngine/layoutSnapshot(around:)``).
public struct LayoutSnapshot: Hashable, Sendable {
    /// The visible rows whose frames meet the remembered area, in order.
    public let layouts: [RowLayout]
    /// The content size then.
    public let contentSize: Size
    /// Where each row is in `layouts` (derived from them: equality and hashing leave it out).
    private let positions: RowMap<Int>

    init(layouts: [RowLayout], contentSize: Size) {
        self.layouts = layouts
        self.contentSize = contentSize
        var positions = RowMap<Int>(minimumCapacity: layouts.count)
        for (position, layout) in layouts.enumerated() { positions[layout.id] = position }
        self.positions = positions
    }

    /// Snapshots are equal when they hold the same layouts and content size.
    public static func == (lhs: LayoutSnapshot, rhs: LayoutSnapshot) -> Bool {
        lhs.layouts == rhs.layouts && lhs.contentSize == rhs.contentSize
    }

    /// Hashes the layouts and the content size (what equality compares).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(layouts)
        hasher.combine(contentSize)
    }

    /// A row's layout then, if the snapshot covers it.
    public func layout(of row: RowID) -> RowLayout? {
        positions[row].map { layouts[$0] }
    }
}

extension StackEngine {
    /// The layout of the visible rows around `rect` (and one `rect`'s length beyond it on each side
    /// along the main axis), for a transition from the layout now to the one after a change.
    /// O(log n + k) for k rows: taking it costs nothing like copying the engine.
    public func layoutSnapshot(around rect: Rect) -> LayoutSnapshot {
        let axis = configuration.axis
        let length = rect.size.main(axis)
        let wider = Rect(mainStart: rect.minMain(axis) - length, mainExtent: length * 3,
                         crossStart: rect.minCross(axis), crossExtent: rect.size.cross(axis), axis: axis)
        return LayoutSnapshot(layouts: layouts(intersecting: wider), contentSize: contentSize)
    }
}
