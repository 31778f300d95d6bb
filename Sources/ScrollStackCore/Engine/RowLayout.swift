// A row's place as the layout queries return it: its rectangles and its identity and index.

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
    @inlinable
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
    @inlinable
    public init(id: RowID, index: Int, isHidden: Bool, frames: RowFrames) {
        self.id = id
        self.index = index
        self.isHidden = isHidden
        self.frames = frames
    }
}
