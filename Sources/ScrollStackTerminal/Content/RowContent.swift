// What a terminal row shows: styled lines asked for at the width the row gets, and the controller
// protocol for rows whose content an object owns.

/// A run of text in one style.
public struct StyledSpan: Hashable, Sendable {
    /// The text.
    public var text: String
    /// Its style.
    public var style: TextStyle

    /// Creates a span.
    public init(_ text: String, style: TextStyle = .plain) {
        self.text = text
        self.style = style
    }
}

/// One line of styled spans.
public typealias StyledLine = [StyledSpan]

/// What a terminal row shows.
public protocol TerminalRowContent {
    /// The lines this content occupies when it is `width` columns wide. Their number is the row's
    /// height in a vertical stack.
    ///
    /// It may read the stack or flow it is in (its rows, its engine, what is visible): stacks and
    /// flows lay content out between their own calls, never while they change. Change them from a
    /// row's action, a completion or an event handler, not from here.
    func lines(width: Int) -> [StyledLine]

    /// How many columns the content wants in a horizontal stack whose rows are `height` lines
    /// tall. The default is the width of its longest line, at most 32 columns.
    func preferredWidth(height: Int) -> Int
}

extension TerminalRowContent {
    /// The width of the longest line when laid out at 32 columns.
    public func preferredWidth(height: Int) -> Int {
        let widest = lines(width: 32).map { $0.reduce(0) { $0 + displayWidth(of: $1.text) } }.max() ?? 0
        return max(1, min(32, widest))
    }
}

// MARK: - Row controllers

/// An object that owns a row's content and wants to know when the row comes into view and leaves
/// it, like a child view controller. Assign it with ``TerminalStack/append(controller:action:animated:)``;
/// call ``TerminalStack/contentDidChange(forRow:animated:)`` after changing ``content``.
public protocol TerminalRowController: AnyObject {
    /// What the row shows now.
    var content: any TerminalRowContent { get }
    /// The row became at least partly visible (or was added while visible).
    func rowDidAppear()
    /// The row left the visible area (scrolled away, hidden or removed).
    func rowDidDisappear()
}

extension TerminalRowController {
    /// Default: nothing.
    public func rowDidAppear() {}
    /// Default: nothing.
    public func rowDidDisappear() {}
}
