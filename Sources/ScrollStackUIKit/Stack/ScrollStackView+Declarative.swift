// Declarative updates: the rows are described as a list of IDs with how to make and update their
// content, and the stack changes only what differs, through the engine's reconcile.

#if canImport(UIKit)
import UIKit
#if canImport(ScrollStackCore)
@_spi(Hosting) import ScrollStackCore
#endif

extension ScrollStackView {
    /// Makes the stack show exactly `descriptions`, in order, changing as little as possible, and
    /// returns the rows made so far (every row in an eager stack).
    ///
    /// Rows whose ID is still listed stay (with their view or controller, per-row settings and
    /// hidden state); the fewest of them move to reach the new order. Rows with new IDs are made
    /// with their description's `make` (in a lazy stack, when they come near the screen). Rows
    /// whose ID is not listed are removed, and so are rows that were added without an ID
    /// (``addRow(_:animated:completion:)-(UIView,_,_)`` and the other calls): the descriptions are
    /// the whole stack. Every made row's `update` then runs; a row's size follows its content.
    ///
    /// Animated, new rows grow and fade in, removed rows collapse and fade out and moved rows
    /// slide, all in one animation. `completion` runs once, when it ends (when not animated, before
    /// the call returns, unless it is made inside a change or a completion: then when that ends).
    ///
    /// Throws `DuplicateRowKeyError<RowKey>` (naming the ID and its positions) if an ID is listed
    /// twice; the stack is then left as it was and `completion` is not called.
    @discardableResult
    public func setRows(_ descriptions: [ScrollStackRowDescription], animated: Bool = false,
                        completion: (() -> Void)? = nil) throws -> [ScrollStackRow] {
        var listed: [RowID] = []
        try change(animated: animated, completion: OnceCompletion(completion)) {
            // The table learns every row before the app's code (`make`, `update`) runs.
            let reconciliation = try contents.reconcile(&engine, to: descriptions.map(\.id), declaredKey: { $0.description?.id },
                                                        newRow: { Self.spec(ofNewRow: descriptions[$0]) },
                                                        content: { StackRowContent(row: $1?.row, description: descriptions[$0], own: $1?.own ?? RowOwnState()) })
            for id in reconciliation.removed { forgetRow(id, index: nil) }
            // Animated, the new lengths of the rows on screen are measured before the animation
            // starts, so they change with it; other rows report their own change.
            let onScreen = animated ? Set(engine.rows(intersecting: transitionArea)) : []
            for (id, description) in zip(reconciliation.rows, descriptions) {
                applySettings(of: description, toRow: id)
                guard let row = contents[id]?.row else { continue }
                description.update(row.controller.map(RowContent.controller) ?? .view(row.contentView))
                if onScreen.contains(id) { engine.invalidateMeasurement(ofRow: id) }
            }
            if case .eager = realization {
                reconciliation.inserted.forEach(realize)
                // The engine counts them as realized now, so a switch to lazy before the next pass
                // still releases them.
                engine.recordRealized(reconciliation.inserted)
            }
            listed = reconciliation.rows
        }
        return listed.compactMap { contents[$0]?.row }
    }

    /// Gives the row `id` the settings its description sets: through its view when it is made (so
    /// the view reports them), to the engine alone when it is not (its view takes them when made).
    private func applySettings(of description: ScrollStackRowDescription, toRow id: RowID) {
        let settings = description.settings
        let pinned = settings.settings.isPinned
        if let row = contents[id]?.row {
            if settings.changesLayout { row.changeSettings { $0 = $0.overridden(by: settings.settings) } }
            if row.isPinned != pinned { row.isPinned = pinned }
            settings.applyAppearance(to: row)
        } else {
            contents.update(id) { $0.own = $0.own.overlaid(with: settings) }
            if settings.changesLayout || engine.isPinned(id) != pinned, var spec = engine.spec(of: id) {
                spec = spec.overridden(by: settings.settings)
                spec.isPinned = pinned
                engine.setSettings(of: spec, forRow: id)
            }
        }
    }

    /// What the engine knows of a row a description adds, before it is made: its estimate and the
    /// settings the description sets.
    private static func spec(ofNewRow description: ScrollStackRowDescription) -> RowSpec {
        var spec = RowSpec(size: .estimated(Double(description.estimatedSize))).overridden(by: description.settings.settings)
        spec.isPinned = description.settings.settings.isPinned
        return spec
    }

    // MARK: Rows by ID

    /// Every row's declared ID, in order (rows added without one are skipped).
    public var rowIDs: [AnyHashable] { contents.contents(of: engine.rows).compactMap { $0.description?.id.base } }

    /// The declared IDs of the rows whose view exists now, in order.
    public var realizedRowIDs: [AnyHashable] {
        contents.contents(of: engine.rows).compactMap { $0.row?.superview === self ? $0.description?.id.base : nil }
    }

    /// The row with this declared ID, if it is in the stack.
    func rowID(forDeclared id: some Hashable & Sendable) -> RowID? { contents.row(forKey: RowKey(id)) }
}
#endif
