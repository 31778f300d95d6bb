// Declarative updates of a terminal stack: the rows are described as a list of IDs with their
// content, and the stack changes only what differs, through the engine's reconcile and the shared
// key lookup (the same path the UIKit stack's setRows takes).

@_spi(Hosting) import ScrollStackCore

/// One row described: an ID, what the row shows, and what it does when tapped; for a declarative
/// update (``TerminalStack/setRows(_:animated:completion:)``) or rows added many at a time
/// (``TerminalStack/append(contentsOf:)-([TerminalRowDescription])``). The UIKit stack's
/// counterpart is `ScrollStackRowDescription`.
public struct TerminalRowDescription {
    /// The row's identity; unique within one update.
    public var id: RowKey
    /// What the row shows (a controller's content when ``controller`` is set).
    public var content: any TerminalRowContent
    /// The controller that owns the row's content, if any.
    public var controller: (any TerminalRowController)?
    /// Makes the row interactive (focusable, run on Enter or a click).
    public var action: ((RowID) -> Void)?
    /// The row's actions in its action menu, leading then trailing (its swipe actions, see
    /// ``TerminalStack/setActions(leading:trailing:forRow:)``); a row with some takes the focus.
    public var leadingActions: [TerminalRowAction] = []
    /// See ``leadingActions``.
    public var trailingActions: [TerminalRowAction] = []

    /// A row showing `content`.
    public init<ID: Hashable & Sendable>(id: ID, content: any TerminalRowContent, action: ((RowID) -> Void)? = nil) {
        self.id = RowKey(id)
        self.content = content
        self.action = action
    }

    /// A row whose content `controller` owns; it hears when the row appears and disappears.
    public init<ID: Hashable & Sendable>(id: ID, controller: any TerminalRowController, action: ((RowID) -> Void)? = nil) {
        self.id = RowKey(id)
        content = controller.content
        self.controller = controller
        self.action = action
    }
}

extension TerminalRowDescription {
    /// This description with these actions in the row's action menu (as a declarative update
    /// gives them; a description without them leaves its row none).
    public func actions(leading: [TerminalRowAction] = [], trailing: [TerminalRowAction] = []) -> Self {
        var copy = self
        copy.leadingActions = leading
        copy.trailingActions = trailing
        return copy
    }

    /// Every action, in menu order.
    var menuActions: [TerminalRowAction] { leadingActions + trailingActions }
}

/// The earlier name of ``TerminalRowDescription``.
@available(*, deprecated, renamed: "TerminalRowDescription")
public typealias TerminalRow = TerminalRowDescription

extension TerminalStack {
    /// Makes the stack show exactly `rows`, in order, changing as little as possible, and returns
    /// their row IDs.
    ///
    /// A row whose ID was listed before keeps its `RowID`, focus, hidden state and place among
    /// the others (only the fewest rows move), and shows its new content and actions, measured
    /// again (an action menu open on it shows the new actions, and closes if there are none). Rows with
    /// new IDs are inserted; rows whose ID is gone, and rows added without an ID (``append(_:action:animated:)``
    /// and the others), are removed. Animated, new rows grow in, removed ones collapse and moved
    /// ones slide, as one animation; `completion` runs once, when it ends (at once otherwise).
    ///
    /// Throws `DuplicateRowKeyError` (from ScrollStackCore) (naming the ID and its positions) if an ID is listed twice;
    /// the stack is then left as it was and `completion` is not called.
    @discardableResult
    public func setRows(_ rows: [TerminalRowDescription], animated: Bool = false, completion: (() -> Void)? = nil) throws -> [RowID] {
        var result: [RowID] = []
        try change(animated: animated, completion: completion) {
            var replaced: [(old: Entry, new: TerminalRowDescription)] = []
            let reconciliation = try contents.reconcile(&engine, to: rows.map(\.id), declaredKey: \.declaredKey,
                                                        newRow: { _ in RowSpec(size: .fitting) }) { position, old in
                let row = rows[position]
                var entry = Entry(content: row.content, action: row.action, rowActions: row.menuActions, controller: row.controller,
                                  declaredKey: row.id)
                if let old {
                    entry.isVisible = old.isVisible
                    replaced.append((old, row))
                }
                return entry
            }
            // The engine removed them; their indexes come with its removal events.
            for row in reconciliation.removed { forgetRow(row, index: nil) }
            for (old, row) in replaced where old.isVisible && old.controller !== row.controller {
                // A visible row whose controller changes: the old one leaves it, the new one comes.
                callOut([{
                    old.controller?.rowDidDisappear()
                    row.controller?.rowDidAppear()
                }])
            }
            let inserted = Set(reconciliation.inserted)
            for id in reconciliation.rows {
                if !inserted.contains(id) { engine.invalidateMeasurement(ofRow: id) }
                if !isInteractive(id) && focusedRow == id { focusedRow = nil }
            }
            result = reconciliation.rows
        }
        return result
    }

    /// The row a declarative update gave this ID, if it is in the stack.
    public func row<ID: Hashable & Sendable>(forID id: ID) -> RowID? {
        contents.row(forKey: RowKey(id))
    }
}
