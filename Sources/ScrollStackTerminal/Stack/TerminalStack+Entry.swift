// What a terminal stack keeps for each row: its content or controller, its action, and the lines
// it was last wrapped into.

import ScrollStackCore

extension TerminalStack {
    /// What a row shows, and what it does when tapped.
    struct Entry {
        var content: any TerminalRowContent
        var action: ((RowID) -> Void)?
        /// The row's actions, in menu order (TerminalStack+Actions.swift).
        var rowActions: [TerminalRowAction] = []
        var controller: (any TerminalRowController)?
        /// The ID a declarative update gave the row, if any.
        var declaredKey: RowKey?
        /// Whether the last frame reported the row visible (so its controller was told it appeared).
        var isVisible = false
        /// The lines last laid out, at the width they were laid out at: a frame draws rows from
        /// these rather than wrapping their text again.
        var wrapped = WrappedLines()

        var currentContent: any TerminalRowContent { controller?.content ?? content }
    }
}
