// What the engine reports at a commit: rows inserted, removed and moved, how much of each row is
// visible and how that changed, the content size, and layout updates.

/// How much of a row a viewport shows.
public enum RowVisibility: Hashable, Sendable, CustomStringConvertible {
    /// The row is hidden (it stays in the stack but takes no space).
    case hidden
    /// The row is shown but lies outside the viewport.
    case offscreen
    /// Part of the row is inside the viewport: the visible fraction of its area, strictly between
    /// 0 and 1.
    case partial(Double)
    /// The whole row is inside the viewport.
    case entire
    /// The row is not (or no longer) in the stack.
    case removed

    /// `true` for `.partial` and `.entire`.
    public var isVisible: Bool {
        switch self {
        case .partial, .entire: true
        case .hidden, .offscreen, .removed: false
        }
    }

    /// The visible fraction of the row: 0 unless partial or entire.
    public var fraction: Double {
        switch self {
        case .partial(let value): value
        case .entire: 1
        case .hidden, .offscreen, .removed: 0
        }
    }

    /// Equality that ignores differences in a partial fraction too small to be a real change
    /// (below a billionth), so rounding noise never produces an event.
    func isSame(as other: RowVisibility) -> Bool {
        switch (self, other) {
        case let (.partial(a), .partial(b)): abs(a - b) <= 1e-9
        default: self == other
        }
    }

    /// A short readable form, for logs and test failures.
    public var description: String {
        switch self {
        case .hidden: "hidden"
        case .offscreen: "offscreen"
        case .partial(let value): "partial(\(value))"
        case .entire: "entire"
        case .removed: "removed"
        }
    }
}

/// One change of a row's visibility between two commits.
public struct VisibilityChange: Hashable, Sendable, CustomStringConvertible {
    /// The row.
    public var row: RowID
    /// Its index now, or `nil` if it was removed.
    public var index: Int?
    /// Its state at the previous commit; `nil` if it was inserted since then.
    public var old: RowVisibility?
    /// Its state now (``RowVisibility/removed`` if it was removed).
    public var new: RowVisibility

    /// Creates a change.
    public init(row: RowID, index: Int?, old: RowVisibility?, new: RowVisibility) {
        self.row = row
        self.index = index
        self.old = old
        self.new = new
    }

    /// The row was not visible (or did not exist) and now is, partly or entirely.
    public var becameVisible: Bool { new.isVisible && !(old?.isVisible ?? false) }
    /// The row was visible and now is not (offscreen, hidden or removed).
    public var becameInvisible: Bool { (old?.isVisible ?? false) && !new.isVisible }

    /// The row moved up the scale "not visible < partly visible < entirely visible": it came into
    /// view, or went from partly to entirely visible. A partly visible row whose fraction grows is
    /// not counted (it stays partly visible).
    public var becameMoreVisible: Bool { Self.rank(new) > Self.rank(old) }

    /// The row moved down the same scale: from entirely to partly visible, or out of view.
    public var becameLessVisible: Bool { Self.rank(new) < Self.rank(old) }

    private static func rank(_ state: RowVisibility?) -> Int {
        switch state {
        case .entire?: 2
        case .partial?: 1
        default: 0
        }
    }

    /// A short readable form, for logs and test failures.
    public var description: String {
        "\(row) \(old.map(\.description) ?? "inserted") → \(new)"
    }
}

/// Something that happened to a stack, reported once per real change by
/// ``StackEngine/commit(visibleRect:)``.
public enum StackEvent: Hashable, Sendable, CustomStringConvertible {
    /// A row was inserted at this index.
    case rowInserted(RowID, index: Int)
    /// A row was removed from this index.
    case rowRemoved(RowID, index: Int)
    /// A row moved between these indexes.
    case rowMoved(RowID, from: Int, to: Int)
    /// A row's visibility changed (it scrolled in or out, was hidden, shown, removed, resized…).
    case visibilityChanged(VisibilityChange)
    /// The content size changed.
    case contentSizeChanged(from: Size, to: Size)
    /// Some row's frame or the configuration changed since the previous commit (never for a scroll
    /// alone).
    case layoutUpdated

    /// A short readable form, for logs and test failures.
    public var description: String {
        switch self {
        case let .rowInserted(row, index): "inserted \(row) at \(index)"
        case let .rowRemoved(row, index): "removed \(row) from \(index)"
        case let .rowMoved(row, from, to): "moved \(row) from \(from) to \(to)"
        case let .visibilityChanged(change): "visibility \(change)"
        case let .contentSizeChanged(from, to): "content size \(from) → \(to)"
        case .layoutUpdated: "layout updated"
        }
    }
}
