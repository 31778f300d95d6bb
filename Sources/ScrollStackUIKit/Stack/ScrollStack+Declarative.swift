#if canImport(UIKit)
import UIKit
#if canImport(ScrollStackCore)
import ScrollStackCore
#endif

/// One row of a declarative update: an ID, how to make the row's content the first time the ID
/// appears, and how to bring it up to date on every update.
///
/// IDs are what make the update work: a row whose ID was already in the stack keeps its view or
/// controller (and its state: scroll positions, text being edited, running animations); a row
/// with a new ID is made; a row whose ID is gone is removed.
@MainActor
public struct ScrollStackRowDescription {
    /// The row's identity. IDs must be unique within one update.
    public let id: RowKey
    /// The row's expected length along the stack's axis, used by ``LazyScrollStack`` until the row
    /// is made and measured. (``ScrollStack`` measures every row at once and ignores it.)
    public let estimatedSize: CGFloat
    let make: @MainActor () -> RowContent
    let update: @MainActor (RowContent) -> Void

    /// A row showing a plain view. `make` runs once, when `id` first appears, and must return a
    /// view that is not in this stack; `update` runs on every update that lists `id` (the first
    /// one too), with the view `make` returned.
    public static func view<ID: Hashable & Sendable, View: UIView>(
        id: ID, estimatedSize: CGFloat = 44, make: @escaping @MainActor () -> View,
        update: @escaping @MainActor (View) -> Void = { _ in }
    ) -> ScrollStackRowDescription {
        ScrollStackRowDescription(id: RowKey(id), estimatedSize: estimatedSize, make: { .view(make()) }, update: { content in
            if let view = content.view as? View { update(view) }
        })
    }

    /// A row showing a child view controller (contained by the stack as for ``ScrollStack/addRow(controller:at:animated:completion:)``).
    /// `make` runs once, when `id` first appears; `update` runs on every update that lists `id`.
    public static func controller<ID: Hashable & Sendable, Controller: UIViewController>(
        id: ID, estimatedSize: CGFloat = 44, make: @escaping @MainActor () -> Controller,
        update: @escaping @MainActor (Controller) -> Void = { _ in }
    ) -> ScrollStackRowDescription {
        ScrollStackRowDescription(id: RowKey(id), estimatedSize: estimatedSize, make: { .controller(make()) }, update: { content in
            if case .controller(let controller) = content, let typed = controller as? Controller { update(typed) }
        })
    }
}

extension ScrollStack {
    /// Makes the stack show exactly `descriptions`, in order, changing as little as possible.
    ///
    /// Rows whose ID is still listed stay (with their view or controller, per-row settings and
    /// hidden state); the fewest of them move to reach the new order. Rows with new IDs are made
    /// with their description's `make`. Rows whose ID is not listed are removed, and so are rows
    /// that were added without an ID (``addRow(view:at:animated:completion:)`` and the other
    /// vocabularies): the descriptions are the whole stack. Every listed row's `update` then runs.
    ///
    /// Animated, new rows grow and fade in, removed rows collapse and fade out and moved rows
    /// slide, all in one animation. `completion` runs once, when it ends (at once when not
    /// animated or nothing changed).
    ///
    /// Throws `DuplicateRowKeyError<RowKey>` (naming the ID and its positions) if an ID is listed twice;
    /// the stack is then left as it was and `completion` is not called.
    @discardableResult
    public func setRows(_ descriptions: [ScrollStackRowDescription], animated: Bool = false,
                        completion: (() -> Void)? = nil) throws -> [ScrollStackRow] {
        // Settle pending layout first, so the animation starts from what is on screen.
        if animated && window != nil { layoutIfNeeded() }
        let oldIndexes = Dictionary(uniqueKeysWithValues: engine.rows.enumerated().map { ($0.element, $0.offset) })
        let keys = rowsByID.mapValues(\.declaredKey)
        // The closures must not touch `engine` while it is being changed, so they only read
        // locals; the new rows' views and specs come after.
        let change = try engine.reconcile(to: descriptions.map(\.id), key: { keys[$0] ?? nil }, newRow: { _ in RowSpec() })

        let removed = change.removed.compactMap { id in rowsByID[id].map { ($0, oldIndexes[id]) } }
        for (row, index) in removed { forget(row, removedAt: index) }
        var added: [ScrollStackRow] = []
        let inserted = Set(change.inserted)
        for (id, description) in zip(change.rows, descriptions) where inserted.contains(id) {
            let content = description.make()
            finishDeparture(of: content)
            release(content.view)
            let row = makeRow(for: content)
            row.declaredKey = description.id
            row.rowID = id
            rowsByID[id] = row
            if let controller = row.controller { rowsByController[ObjectIdentifier(controller)] = row }
            let spec = spec(for: row)
            engine.updateSpec(ofRow: id) { $0 = spec }
            applySize(of: row)
            added.append(row)
        }
        // Arrange in the new order: each row after its predecessor (rows leaving stay arranged
        // until their animation ends).
        for id in change.rows { if let row = rowsByID[id] { arrange(row) } }
        for row in added { if let controller = row.controller { adopt(controller) } }
        for (id, description) in zip(change.rows, descriptions) {
            if let row = rowsByID[id] { description.update(row.controller.map(RowContent.controller) ?? .view(row.contentView)) }
        }
        let result = change.rows.compactMap { rowsByID[$0] }
        refreshSeparators(result)
        setNeedsLayout()

        let done = OnceCompletion(completion)
        guard animated, window != nil, !change.isEmpty else {
            finishRemoving(removed.map(\.0), animated: false, completion: OnceCompletion(nil))
            done()
            return result
        }
        // New rows start collapsed and transparent; one animation opens them, closes the removed
        // rows and lets the stack view slide the moved ones.
        for row in added where !row.isHidden {
            row.isHidden = true
            row.alpha = 0
        }
        let group = CompletionGroup(done)
        group.enter()
        finishRemoving(removed.map(\.0), animated: true, completion: OnceCompletion { group.leave() })
        group.enter()
        animate({
            for row in added {
                if let id = row.rowID, self.engine.isHidden(id) == false { row.isHidden = false }
                row.alpha = 1
            }
            self.layoutIfNeeded()
        }, { _ in group.leave() })
        group.finishScheduling()
        return result
    }
}
#endif
