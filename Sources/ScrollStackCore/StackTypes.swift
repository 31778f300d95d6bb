// The values the engine's queries take and return: positions, viewports, visibility, events and realization passes.

/// Where rows are inserted (or a row is moved to).
public enum InsertPosition: Hashable, Sendable {
    /// Before every row.
    case top
    /// After every row.
    case bottom
    /// So that the first inserted row ends up at this index (0 ... count). An index outside that
    /// range is a programmer error and traps, naming the index and the count.
    case index(Int)
    /// Right before the given row. An unknown row inserts nothing.
    case before(RowID)
    /// Right after the given row. An unknown row inserts nothing.
    case after(RowID)
}

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

/// The rectangles of one row, in content coordinates.
public struct RowFrames: Hashable, Sendable, CustomStringConvertible {
    /// The whole row: it fills the cross axis (minus the content insets) and is as long as its
    /// insets, padding, content and (with ``SeparatorPlacement/appended``) separator. A hidden row
    /// has a main-axis extent of zero, at the place it would appear.
    public var row: Rect
    /// The content: the row minus its insets and padding.
    public var content: Rect
    /// The separator line, or `nil` when the row shows none.
    public var separator: Rect?

    /// Creates frames.
    public init(row: Rect, content: Rect, separator: Rect?) {
        self.row = row
        self.content = content
        self.separator = separator
    }

    /// A short readable form, for logs and test failures.
    public var description: String {
        "row \(row), content \(content)" + (separator.map { ", separator \($0)" } ?? "")
    }
}

/// One row's identity, position and frames, as returned by the layout queries.
public struct RowLayout: Hashable, Sendable {
    /// The row.
    public var id: RowID
    /// Its index in the stack.
    public var index: Int
    /// Whether it is hidden.
    public var isHidden: Bool
    /// Its rectangles.
    public var frames: RowFrames

    /// Creates a row layout.
    public init(id: RowID, index: Int, isHidden: Bool, frames: RowFrames) {
        self.id = id
        self.index = index
        self.isHidden = isHidden
        self.frames = frames
    }
}

/// The scroll container as the host sees it: what `UIScrollView` calls `contentOffset`,
/// `bounds.size` and `adjustedContentInset`.
///
/// The insets are *outside* the content (under a navigation bar, above the home indicator); the
/// engine's ``StackConfiguration/contentInsets`` are inside it.
public struct Viewport: Hashable, Sendable {
    /// The content coordinate shown at the container's top-left corner. With insets the resting
    /// offset at the start is negative (`-insets.top` for a vertical stack).
    public var offset: Point
    /// The container's size.
    public var size: Size
    /// Parts of the container covered by bars or system UI, where content can scroll under but is
    /// not considered visible.
    public var insets: Insets
    /// Whether the user is moving the content (dragging it, or it is decelerating or bouncing back
    /// after a drag): its offset may then lie beyond the scrollable range, and answers that keep the
    /// content still keep it there (see ``StackEngine/setMeasuredExtents(_:keepingStill:)``).
    public var isMovedByUser: Bool

    /// Creates a viewport.
    public init(offset: Point = .zero, size: Size, insets: Insets = .zero, isMovedByUser: Bool = false) {
        self.offset = offset
        self.size = size
        self.insets = insets
        self.isMovedByUser = isMovedByUser
    }

    /// The part of the content that is actually visible: the bounds minus the insets.
    public var visibleRect: Rect {
        Rect(origin: offset, size: size).inset(by: insets)
    }
}

/// Where a row should end up when scrolling to it.
public enum ScrollPosition: Hashable, Sendable, CaseIterable {
    /// The least scrolling that shows the whole row (or its start, if it is longer than the
    /// visible area); no scrolling when it is already entirely visible.
    case automatic
    /// The row's start at the start of the visible area (top of a vertical stack).
    case start
    /// The row's centre at the centre of the visible area.
    case center
    /// The row's end at the end of the visible area.
    case end
}

/// A remembered scroll position expressed as "this row starts this far from the visible area's
/// start", so it can be restored after rows above it change.
public struct ScrollAnchor: Hashable, Sendable {
    /// The first row that was visible.
    public var row: RowID
    /// Its index when the anchor was taken; the last resort if both rows are gone.
    public var index: Int
    /// The row's start minus the visible area's start, along the main axis (zero or negative when
    /// the row was partly scrolled out).
    public var distance: Double
    /// The visible row after it, which stays put instead if `row` is removed or hidden.
    public var next: RowID?
    /// The next row's start minus the visible area's start.
    public var nextDistance: Double

    /// Creates an anchor.
    public init(row: RowID, index: Int, distance: Double, next: RowID? = nil, nextDistance: Double = 0) {
        self.row = row
        self.index = index
        self.distance = distance
        self.next = next
        self.nextDistance = nextDistance
    }
}

/// Which rows a lazy host must create and which it may release.
public struct RealizationUpdate: Hashable, Sendable {
    /// Rows that must exist now and did not, in stack order.
    public var realize: [RowID]
    /// Rows that existed and are no longer needed, in stack order.
    public var release: [RowID]

    /// Creates an update.
    public init(realize: [RowID] = [], release: [RowID] = []) {
        self.realize = realize
        self.release = release
    }

    /// Whether nothing has to change.
    public var isEmpty: Bool { realize.isEmpty && release.isEmpty }
}

/// A row a lazy host should measure, and the length its content gets across the axis (its width
/// in a vertical stack).
public struct MeasurementRequest: Hashable, Sendable {
    public var row: RowID
    public var crossExtent: Double

    public init(row: RowID, crossExtent: Double) {
        self.row = row
        self.crossExtent = crossExtent
    }
}

/// A scroll to a row taken one round at a time (see ``StackEngine/beginScrollSettling(toShow:at:in:)``).
public struct ScrollSettling: Hashable, Sendable {
    /// The row scrolled to.
    public let row: RowID
    /// Where it should land.
    public let position: ScrollPosition
    /// The viewport at the target so far (in the engine's left-to-right space).
    var viewport: Viewport
    /// The offset that shows the row at its position, as far as the measurements so far tell.
    public internal(set) var target: Point?
    /// The rows the target viewport shows that need measuring now; empty when settled.
    public internal(set) var requests: [MeasurementRequest] = []
    var rounds = 0

    init(row: RowID, position: ScrollPosition, viewport: Viewport) {
        self.row = row
        self.position = position
        self.viewport = viewport
    }
}

/// A realization taken one round at a time (see
/// ``StackEngine/beginRealization(in:overscan:keeping:remeasuringNewRows:)``).
public struct RealizationRun: Hashable, Sendable {
    /// The viewport, its offset moved by the measurements so far to keep the content still (in the
    /// engine's left-to-right space; ``StackEngine/finishRealization(_:)`` gives the host's offset).
    var viewport: Viewport
    /// The rows to measure now, with the length each one's content gets across the axis; empty
    /// when the run is over.
    public internal(set) var requests: [MeasurementRequest] = []
    let overscan: Double
    let pinned: Set<RowID>
    let before: Set<RowID>
    var everRealized: Set<RowID> = []
    var rounds = 0
    var isSettled = false
    /// Whether any round realized or released a row (a run that did not has nothing to report).
    var changedRealization = false
    /// Whether rows this run realizes are measured again even if they were measured before.
    var remeasuresNewRows = false

    init(viewport: Viewport, overscan: Double, pinned: Set<RowID>, before: Set<RowID>) {
        self.viewport = viewport
        self.overscan = overscan
        self.pinned = pinned
        self.before = before
    }
}

/// What ``StackEngine/realize(in:overscan:keeping:remeasuringNewRows:measure:)`` did, and what
/// the host must do.
public struct RealizationPass: Hashable, Sendable {
    /// Rows the host must create content for now, in stack order.
    public var realized: [RowID]
    /// Rows whose content the host may release, in stack order: rows that left the realized area
    /// and rows made only to be measured.
    public var released: [RowID]
    /// The scroll offset that keeps the visible content still after the measurements (the
    /// viewport's own offset when nothing was measured).
    public var offset: Point
    /// `false` when the rounds ran out with rows still unmeasured (content that keeps changing its
    /// size as it is measured); the host may call again.
    public var isSettled: Bool

    /// Creates a pass.
    public init(realized: [RowID], released: [RowID], offset: Point, isSettled: Bool) {
        self.realized = realized
        self.released = released
        self.offset = offset
        self.isSettled = isSettled
    }
}

/// What ``StackEngine/realizationRound(visibleRect:overscan:)`` asks of a lazy host.
public struct RealizationRound: Hashable, Sendable {
    /// Rows to create and rows to release.
    public var update: RealizationUpdate
    /// Realized rows without a current measurement, in stack order.
    public var toMeasure: [MeasurementRequest]

    public init(update: RealizationUpdate, toMeasure: [MeasurementRequest]) {
        self.update = update
        self.toMeasure = toMeasure
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

extension StackEngine {
    /// Traps, naming `function`, the index and the count, unless `index` is in `0 ..< count` (or
    /// `0 ... count` when `allowsEnd`, for insertions). Hosts check their own index-based calls
    /// with it, so every host reports a bad index the same way, before changing anything.
    public func checkIndex(_ index: Int, in function: StaticString, allowsEnd: Bool = false) {
        guard index >= 0 && (allowsEnd ? index <= count : index < count) else {
            indexOutOfRange(index, count: count, in: function, allowsEnd: allowsEnd)
        }
    }

    /// The rows at `indexes` (all referring to the stack as it is now), each once, in stack order:
    /// for a host's calls that take several indexes. Traps like ``checkIndex(_:in:allowsEnd:)`` on
    /// the first bad index, before anything is changed.
    public func rows(at indexes: [Int], in function: StaticString) -> [RowID] {
        for index in indexes { checkIndex(index, in: function) }
        return Set(indexes).sorted().map { row(at: $0) }
    }
}

/// Stops the program because an index-based call got an index outside the stack. Like `Array`,
/// this is a programmer error; the message names the call, the index and the count, and nothing
/// has been changed when it fires.
@inline(never)
func indexOutOfRange(_ index: Int, count: Int, in function: StaticString, allowsEnd: Bool = false) -> Never {
    let range = allowsEnd ? "0...\(count)" : (count == 0 ? "empty" : "0..<\(count)")
    fatalError("\(function): row index \(index) is out of range; the stack has \(count) rows (valid: \(range))")
}
