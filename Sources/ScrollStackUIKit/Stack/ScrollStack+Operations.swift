#if canImport(UIKit)
import UIKit
#if canImport(ScrollStackCore)
import ScrollStackCore
#endif

// The row operations every vocabulary is built on. Each one updates the engine first (so queries
// answer for the new state at once), then the views, then animates; its completion runs exactly
// once, whatever happens.

/// What a row shows.
@MainActor
enum RowContent {
    case view(UIView)
    case controller(UIViewController)

    var view: UIView {
        switch self {
        case .view(let view): view
        case .controller(let controller): controller.view
        }
    }

    var controller: UIViewController? {
        if case .controller(let controller) = self { controller } else { nil }
    }
}

extension ScrollStack {
    // MARK: Inserting

    /// The engine position for a location, or `nil` when it names a view or controller that is not
    /// in this stack. `.atIndex` traps when out of range.
    func enginePosition(for location: InsertLocation, in function: StaticString) -> InsertPosition? {
        switch location {
        case .top: return .top
        case .bottom: return .bottom
        case .atIndex(let index):
            guard index >= 0 && index <= engine.count else {
                fatalError("\(function): row index \(index) is out of range; the stack has \(engine.count) rows (valid: 0...\(engine.count))")
            }
            return .index(index)
        case .afterView(let view): return ownedRow(for: view)?.rowID.map(InsertPosition.after)
        case .beforeView(let view): return ownedRow(for: view)?.rowID.map(InsertPosition.before)
        case .after(let controller): return ownedRow(for: controller)?.rowID.map(InsertPosition.after)
        case .before(let controller): return ownedRow(for: controller)?.rowID.map(InsertPosition.before)
        }
    }

    func existingRow(for content: RowContent) -> ScrollStackRow? {
        switch content {
        case .view(let view): ownedRow(for: view)
        case .controller(let controller): ownedRow(for: controller)
        }
    }

    /// Inserts rows at `location`, in order. Content already in this stack is moved there (its row,
    /// settings and controller stay); content in another stack is taken out of it first. Returns
    /// the rows, or an empty array if the location names something not in this stack.
    @discardableResult
    func insertContents(_ contents: [RowContent], at location: InsertLocation, animated: Bool,
                        insets rowInsetsOverride: UIEdgeInsets? = nil, separatorHidden: Bool? = nil,
                        completion: OnceCompletion, function: StaticString) -> [ScrollStackRow] {
        guard var position = enginePosition(for: location, in: function), !contents.isEmpty else {
            completion()
            return []
        }
        var result: [ScrollStackRow] = []
        var added: [ScrollStackRow] = []
        for content in contents {
            let row: ScrollStackRow
            if let existing = existingRow(for: content), let id = existing.rowID {
                row = existing
                if engine.move(id, to: position) { arrange(row) }
            } else {
                finishDeparture(of: content)
                release(content.view)
                row = makeRow(for: content)
                if let rowInsetsOverride { row.rowInsets = rowInsetsOverride }
                if let separatorHidden { row.isSeparatorHidden = separatorHidden }
                guard let id = engine.insert(spec(for: row), at: position) else { continue }
                row.rowID = id
                rowsByID[id] = row
                if let controller = row.controller { rowsByController[ObjectIdentifier(controller)] = row }
                applySize(of: row)
                arrange(row)
                if let controller = row.controller { adopt(controller) }
                added.append(row)
            }
            result.append(row)
            if let id = row.rowID { position = .after(id) }
        }
        refreshSeparators(result)
        setNeedsLayout()
        guard animated, !added.isEmpty, window != nil else {
            completion()
            return result
        }
        // New rows fade in where they already are.
        for row in added { row.alpha = 0 }
        layoutIfNeeded()
        animate({
            for row in added { row.alpha = 1 }
        }, { _ in completion() })
        return result
    }

    /// Takes `view` out of the other stack it is in, if any, so it can be added here.
    func release(_ view: UIView) {
        guard let row = view.superview as? ScrollStackRow, let other = row.stack, other !== self else { return }
        other.removeRows([row], animated: false, completion: OnceCompletion(nil))
    }

    func makeRow(for content: RowContent) -> ScrollStackRow {
        let row = cellForRow(content.view)
        row.stack = self
        if case .controller(let controller) = content { row.controller = controller }
        row.separatorView.color = separatorColor
        row.stackDefaultsDidChange()
        configureCell(row)
        return row
    }

    /// Puts the row's view right after the view of the row before it in the engine's order (or
    /// first). Rows animating their removal stay arranged, collapsed, until they are gone, so the
    /// engine's index is not the stack view's index; anchoring on the neighbour keeps live rows in
    /// the engine's order either way.
    func arrange(_ row: ScrollStackRow) {
        guard let id = row.rowID, let index = engine.index(of: id) else { return }
        row.lastKnownIndex = index
        let previous = index > 0 ? rowsByID[engine.row(at: index - 1)] : nil
        let arranged = stackView.arrangedSubviews
        if let current = arranged.firstIndex(of: row) {
            let inPlace = previous.map { current > 0 && arranged[current - 1] === $0 } ?? (current == 0)
            if inPlace { return }
            stackView.removeArrangedSubview(row)
        }
        let target = previous.flatMap { stackView.arrangedSubviews.firstIndex(of: $0) }.map { $0 + 1 } ?? 0
        stackView.insertArrangedSubview(row, at: target)
    }

    // MARK: Removing

    /// Removes rows of this stack (others are ignored). Animated removal collapses and fades the rows,
    /// then takes their views out; the engine forgets them at once.
    func removeRows(_ rows: [ScrollStackRow], animated: Bool, completion: OnceCompletion) {
        let owned = rows.filter { $0.stack === self && $0.rowID != nil }
        for row in owned {
            guard let id = row.rowID else { continue }
            forget(row, removedAt: engine.remove(id))
        }
        finishRemoving(owned, animated: animated, completion: completion)
    }

    /// Drops a row the engine no longer has from the stack's tables and starts releasing its
    /// controller; its view stays until ``finishRemoving(_:animated:completion:)``.
    func forget(_ row: ScrollStackRow, removedAt index: Int?) {
        guard let id = row.rowID else { return }
        row.lastKnownIndex = index
        rowsByID[id] = nil
        departedRows[id] = row
        if let controller = row.controller {
            rowsByController[ObjectIdentifier(controller)] = nil
            beginReleasing(controller)
        }
        row.stack = nil
        resizedRows[ObjectIdentifier(row)] = nil
    }

    /// Collapses and fades forgotten rows (when animated), then takes their views out.
    func finishRemoving(_ owned: [ScrollStackRow], animated: Bool, completion: OnceCompletion) {
        let group = CompletionGroup(completion)
        refreshSeparators([])
        setNeedsLayout()
        if animated && window != nil && !owned.isEmpty {
            for row in owned { departingRows[ObjectIdentifier(row)] = row }
            group.enter()
            animate({
                for row in owned where !row.isHidden { row.isHidden = true }
                if self.fadesRowsWhenHiding { owned.forEach { $0.alpha = 0 } }
                self.layoutIfNeeded()
            }, { _ in
                // Always completes the removal, finished or interrupted.
                owned.forEach(self.detach)
                group.leave()
            })
        } else {
            owned.forEach(detach)
        }
        group.finishScheduling()
    }

    /// Takes a removed row's view out and ends its controller's containment. Runs once per row:
    /// after its removal animation, or earlier if its content is added again meanwhile.
    func detach(_ row: ScrollStackRow) {
        departingRows[ObjectIdentifier(row)] = nil
        guard row.superview != nil || row.rowID != nil else { return }
        stackView.removeArrangedSubview(row)
        row.removeFromSuperview()
        // A controller shown again elsewhere meanwhile (its view left this row) keeps its new parent.
        if let controller = row.controller, controller.viewIfLoaded.map({ $0.isDescendant(of: row) }) ?? true {
            finishReleasing(controller)
        }
        row.rowID = nil
    }

    /// If `content` belongs to a row still animating its removal, finishes that removal now, so the
    /// content can be added again with clean containment.
    func finishDeparture(of content: RowContent) {
        let departing = departingRows.values.first { row in
            switch content {
            case .view(let view): row.contentView === view
            case .controller(let controller): row.controller === controller
            }
        }
        if let departing { detach(departing) }
    }

    // MARK: Moving

    func moveRow(_ row: ScrollStackRow, to destination: Int, animated: Bool, completion: OnceCompletion) {
        guard let id = row.rowID else {
            completion()
            return
        }
        engine.move(id, to: destination)
        arrange(row)
        refreshSeparators([row])
        setNeedsLayout()
        if animated && window != nil {
            animate({ self.layoutIfNeeded() }, { _ in completion() })
        } else {
            completion()
        }
    }

    // MARK: Hiding

    /// Hides or shows rows. Rows already in the requested state are left alone (so repeated calls
    /// never confuse the stack view), and a hide or show that interrupts another simply reverses it.
    func setHidden(_ hidden: Bool, rows: [ScrollStackRow], animated: Bool, completion: OnceCompletion) {
        let changing = rows.filter { row in
            guard row.stack === self, let id = row.rowID else { return false }
            return engine.isHidden(id) != hidden
        }
        guard !changing.isEmpty else {
            completion()
            return
        }
        for row in changing {
            if let id = row.rowID { engine.setHidden(hidden, forRow: id) }
        }
        refreshSeparators(changing)
        setNeedsLayout()
        guard animated && window != nil else {
            for row in changing {
                if row.isHidden != hidden { row.isHidden = hidden }
                row.alpha = 1
            }
            completion()
            return
        }
        let group = CompletionGroup(completion)
        for row in changing {
            group.enter()
            let animatable = (row.controller as? ScrollStackRowAnimatable) ?? (row.contentView as? ScrollStackRowAnimatable)
            animatable?.willBeginAnimationTransition(toHide: hidden)
            if !hidden && fadesRowsWhenHiding && row.isHidden { row.alpha = 0 }
            let body = {
                if row.isHidden != hidden { row.isHidden = hidden }
                if self.fadesRowsWhenHiding { row.alpha = hidden ? 0 : 1 }
                animatable?.animateTransition(toHide: hidden)
                self.layoutIfNeeded()
            }
            let end: (Bool) -> Void = { _ in
                animatable?.didEndAnimationTransition(toHide: hidden)
                group.leave()
            }
            if let info = animatable?.animationInfo {
                UIView.animate(withDuration: info.duration, delay: info.delay, usingSpringWithDamping: info.springDamping,
                               initialSpringVelocity: 0, options: [.curveEaseInOut, .allowUserInteraction, .beginFromCurrentState],
                               animations: body, completion: end)
            } else {
                animate(body, end)
            }
        }
        group.finishScheduling()
    }

    // MARK: Reloading

    /// Asks controllers to reload, re-applies their size rules and lays out (animated if asked).
    func reload(_ rows: [ScrollStackRow], animated: Bool, completion: OnceCompletion) {
        let owned = rows.filter { $0.stack === self }
        guard !owned.isEmpty else {
            completion()
            return
        }
        let body = {
            for row in owned {
                (row.controller as? ScrollStackContainableController)?
                    .reloadContentFromStackView(stackView: self, row: row, animated: animated)
                self.applySize(of: row)
            }
            self.layoutIfNeeded()
        }
        if animated && window != nil {
            animate(body, { _ in completion() })
        } else {
            body()
            completion()
        }
    }
}
#endif
