// The other vocabularies of a stack stream: rows named by view (AloeStackView's), by index and controller (ScrollStackController's), ScrollingStackViewController's lookups, row settings, and touches (taps and drag to reorder); each checks what it promises right after it runs.

import ScrollStackUIKit
import UIKit

extension StackSoak {
    private var contents: [UIView] { stack.rows.map(\.contentView) }
    private var insetChoices: [UIEdgeInsets] {
        [.zero, UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8), UIEdgeInsets(top: 10, left: 0, bottom: 2, right: 30)]
    }

    func vocabularyOperation(animated: Bool) {
        changesAtStart = reentrantChanges
        switch h.int(0 ..< 10) {
        case 0, 1: viewVocabulary(animated: animated)
        case 2, 3, 4:
            if let scrollStack { indexVocabulary(scrollStack, animated: animated) } else { viewVocabulary(animated: animated) }
        case 5: rowSettings()
        case 6: lookups()
        case 7, 8: swipeOperation()
        default: touch()
        }
    }

    /// Rows named by their content views, several at a time: AloeStackView's vocabulary on an
    /// AloeStackView, the stack's own (settings through `row(_:)`) on the others.
    private func viewVocabulary(animated: Bool) {
        let views = contents.filter { _ in h.chance(30) }
        switch h.int(0 ..< 6) {
        case 0:
            let hidden = h.bool()
            if let aloe {
                h.note("\(hidden ? "hideRows" : "showRows")(\(views.count), animated: \(animated))")
                if hidden {
                    aloe.hideRows(views, animated: animated, completion: h.completion("hideRows"))
                } else if views.count == 1 && h.bool() {
                    aloe.showRow(views[0], animated: animated, completion: h.completion("showRow"))
                } else {
                    aloe.showRows(views, animated: animated, completion: h.completion("showRows"))
                }
            } else if views.count == 1 && h.bool() {
                h.note("setRowHidden(view, isHidden: \(hidden), animated: \(animated))")
                stack.setRowHidden(views[0], isHidden: hidden, animated: animated, completion: h.completion("setRowHidden"))
            } else {
                h.note("setRowsHidden(\(views.count), isHidden: \(hidden), animated: \(animated))")
                stack.setRowsHidden(views, isHidden: hidden, animated: animated, completion: h.completion("setRowsHidden"))
            }
            // A lazy stack may drop a declared row's view in the pass the change runs: only views
            // still in the stack name a row.
            if let wrong = views.filter(stack.containsRow).first(where: { stack.isRowHidden($0) != hidden }) {
                fail("isRowHidden is \(!hidden) for a row just \(hidden ? "hidden" : "shown") (\(String(describing: stack.rows.firstIndex { $0.contentView === wrong })))")
            }
        case 1:
            let inset = h.pick(insetChoices)!
            h.note("row insets (\(views.count) rows) = \(inset)")
            if let aloe {
                if views.count == 1 { aloe.setInset(forRow: views[0], inset: inset) } else { aloe.setInset(forRows: views, inset: inset) }
            } else {
                views.forEach { stack.row($0)?.rowInsets = inset }
            }
            expect(views, \.rowInsets, inset, "row insets")
        case 2:
            let inset = h.pick(insetChoices)!
            h.note("separator insets (\(views.count) rows) = \(inset)")
            if let aloe {
                if views.count == 1 { aloe.setSeparatorInset(forRow: views[0], inset: inset) } else { aloe.setSeparatorInset(forRows: views, inset: inset) }
            } else {
                views.forEach { stack.row($0)?.separatorInsets = inset }
            }
            expect(views, \.separatorInsets, inset, "separator insets")
        case 3:
            let hide = h.bool()
            h.note("\(hide ? "hide" : "show") separators (\(views.count) rows)")
            switch (aloe, hide, views.count == 1) {
            case (let aloe?, true, true): aloe.hideSeparator(forRow: views[0])
            case (let aloe?, true, false): aloe.hideSeparators(forRows: views)
            case (let aloe?, false, true): aloe.showSeparator(forRow: views[0])
            case (let aloe?, false, false): aloe.showSeparators(forRows: views)
            case (nil, _, _): views.forEach { stack.row($0)?.isSeparatorHidden = hide }
            }
            expect(views, \.isSeparatorHidden, hide, "hidden separators")
        case 4:
            let color = h.pick([UIColor.red, .systemBlue, .clear])!
            h.note("row background (\(views.count) rows)")
            if let aloe {
                if views.count == 1 { aloe.setBackgroundColor(forRow: views[0], color: color) } else { aloe.setBackgroundColor(forRows: views, color: color) }
            } else {
                views.forEach { stack.row($0)?.rowBackgroundColor = color }
            }
            expect(views, \.rowBackgroundColor, color, "row background")
        default:
            let new = (0 ..< h.int(1 ... 3)).map { _ in newView() }
            if let anchor = h.pick(contents), h.bool() {
                h.note("insertRows(\(new.count), before:, animated: \(animated))")
                if let aloe {
                    aloe.insertRows(new, before: anchor, animated: animated, completion: h.completion("insertRows(before:)"))
                } else {
                    stack.insertRows(new, at: .before(anchor), animated: animated, completion: h.completion("insertRows(at: .before)"))
                }
                if let at = stack.rows.firstIndex(where: { $0.contentView === anchor }), at >= new.count,
                   !zip(stack.rows[(at - new.count) ..< at], new).allSatisfy({ $0.contentView === $1 }) {
                    fail("inserting before a row did not put the rows right before their anchor")
                }
            } else {
                h.note("prependRows(\(new.count), animated: \(animated))")
                if let aloe {
                    aloe.prependRows(new, animated: animated, completion: h.completion("prependRows"))
                } else {
                    stack.insertRows(new, at: .start, animated: animated, completion: h.completion("insertRows(at: .start)"))
                }
                if !zip(stack.rows, new).allSatisfy({ $0.contentView === $1 }) { fail("prepending did not put the rows first") }
            }
        }
    }

    /// A failure of what an operation promised, unless a change from inside a callback (which may
    /// remove, hide or move the rows it named) ran during it.
    private func fail(_ message: String) {
        if reentrantChanges == changesAtStart { h.fail(message) }
    }

    private func expect<Value: Equatable>(_ views: [UIView], _ setting: KeyPath<ScrollStackRow, Value>, _ value: Value, _ call: String) {
        for view in views {
            guard let row = stack.rows.first(where: { $0.contentView === view }) else { continue }
            if row[keyPath: setting] != value { fail("\(call): a row reads \(row[keyPath: setting]), not \(value)") }
        }
    }

    /// Rows named by index and by controller (ScrollStackController's vocabulary).
    private func indexVocabulary(_ scrollStack: ScrollStack, animated: Bool) {
        // A lazy stack's `rows` lists made rows only, so positions in it are not indexes: rows are
        // found by their `index` instead (an index call makes the row it names).
        let count = indexCount
        func row(_ index: Int) -> ScrollStackRow? { scrollStack.rows.first { $0.index == index } }
        let indexes = (0 ..< count).filter { _ in h.chance(30) }
        switch h.int(0 ..< 8) {
        case 0:
            let hidden = h.bool()
            h.note("setRowsHidden(indexes: \(indexes), \(hidden), animated: \(animated))")
            if indexes.count == 1 {
                scrollStack.setRowHidden(index: indexes[0], isHidden: hidden, animated: animated, completion: h.completion("setRowHidden(index:)"))
            } else {
                scrollStack.setRowsHidden(indexes: indexes, isHidden: hidden, animated: animated, completion: h.completion("setRowsHidden(indexes:)"))
            }
            if let wrong = indexes.first(where: { scrollStack.isRowHidden(index: $0) != hidden }) { fail("isRowHidden(index: \(wrong)) is \(!hidden)") }
        case 1:
            let inset = h.pick(insetChoices)!
            h.note("setRowsInsets(indexes: \(indexes), \(inset))")
            if indexes.count == 1 { scrollStack.setRowInsets(index: indexes[0], insets: inset) } else { scrollStack.setRowsInsets(indexes: indexes, insets: inset) }
            if indexes.contains(where: { row($0)?.rowInsets != inset }) { fail("setRowsInsets(indexes:) did not stick") }
        case 2:
            let padding = h.pick(insetChoices)!
            h.note("setRowPadding(indexes: \(indexes), \(padding))")
            if indexes.count == 1 { scrollStack.setRowPadding(index: indexes[0], padding: padding) } else { scrollStack.setRowPadding(indexes: indexes, padding: padding) }
            if indexes.contains(where: { row($0)?.rowPadding != padding }) { fail("setRowPadding(indexes:) did not stick") }
        case 3:
            h.note("reloadRows(indexes: \(indexes), animated: \(animated))")
            switch h.int(0 ..< 4) {
            case 0 where !indexes.isEmpty: scrollStack.reloadRow(index: indexes[0], animated: animated, completion: h.completion("reloadRow(index:)"))
            case 1 where !indexes.isEmpty && row(indexes[0]) != nil:
                scrollStack.reloadRow(row(indexes[0])!, animated: animated, completion: h.completion("reloadRow(_ row:)"))
            case 2: scrollStack.reloadAllRows(animated: animated, completion: h.completion("reloadAllRows"))
            default: scrollStack.reloadRows(indexes: indexes, animated: animated, completion: h.completion("reloadRows(indexes:)"))
            }
        case 4:
            let victims = indexes.compactMap(row)
            let controllersThere = victims.compactMap(\.controller)
            h.note("removeRows(indexes: \(indexes), animated: \(animated))")
            let removed = scrollStack.removeRows(indexes: indexes, animated: animated, completion: h.completion("removeRows(indexes:)")) ?? []
            if removed.count != controllersThere.count || zip(removed, controllersThere).contains(where: { $0 !== $1 }) {
                fail("removeRows(indexes:) returned \(removed.count) controllers, not the \(controllersThere.count) of its rows")
            }
            if victims.contains(where: { $0.index != nil }) { fail("a row removeRows(indexes:) removed still has an index") }
        case 5:
            let controllers = (0 ..< h.int(1 ... 3)).map { _ in newController() }
            let location = h.pick([ScrollStack.InsertLocation.top, .bottom, .atIndex(h.int(0 ... count))])!
            h.note("addRows(controllers: \(controllers.count), at: \(location), animated: \(animated))")
            let rows = scrollStack.addRows(controllers: controllers, at: location, animated: animated, completion: h.completion("addRows(controllers:)"))
            if rows.count != controllers.count || zip(rows, controllers).contains(where: { $0.controller !== $1 }) { fail("addRows(controllers:) returned other rows") }
        case 6:
            guard h.chance(20) else { return }
            if h.bool() {
                let controllers = (0 ..< h.int(0 ... 4)).map { _ in newController() }
                h.note("setRows(controllers: \(controllers.count))")
                if scrollStack.setRows(controllers: controllers).count != controllers.count || scrollStack.rows.count != controllers.count { fail("setRows(controllers:)") }
            } else {
                let views = (0 ..< h.int(0 ... 4)).map { _ in newView() }
                h.note("setRows(views: \(views.count))")
                if scrollStack.setRows(views: views).count != views.count || scrollStack.rows.count != views.count { fail("setRows(views:)") }
            }
        default:
            let controllers = scrollStack.rows.compactMap(\.controller)
            h.note("rowForController / firstRowForControllerOfType")
            if let controller = h.pick(controllers) {
                let found = scrollStack.rowForController(controller)
                if found.map({ $0.cell.index != $0.index || $0.cell.controller !== controller }) ?? true { fail("rowForController found the wrong row") }
            }
            if scrollStack.firstRowForControllerOfType(SoakController.self) !== scrollStack.rows.first(where: { $0.controller is SoakController }) {
                fail("firstRowForControllerOfType found the wrong row")
            }
            if !(scrollStack.firstRow.map { $0 === scrollStack.rows.first } ?? true) || !(scrollStack.lastRow.map { $0 === scrollStack.rows.last } ?? true) {
                fail("firstRow / lastRow are not the first and last rows")
            }
        }
    }

    /// Settings set on one row directly.
    private func rowSettings() {
        guard let row = h.pick(stack.rows) else { return }
        switch h.int(0 ..< 4) {
        case 0:
            let thickness = CGFloat(h.int(0 ... 3))
            if let cell = row as? StackViewCell {
                h.note("cell.separatorHeight = \(thickness)")
                cell.separatorHeight = thickness
                if cell.separatorWidth != thickness || cell.separatorView.thickness != thickness { fail("cell.separatorHeight did not stick") }
                let axis: NSLayoutConstraint.Axis = stack.axis == .vertical ? .horizontal : .vertical
                if cell.separatorAxis != axis { fail("cell.separatorAxis runs along the stack") }
            } else {
                h.note("row.separatorView.thickness = \(thickness)")
                row.separatorView.thickness = thickness
                if row.separatorView.thickness != thickness { fail("row.separatorView.thickness reads \(row.separatorView.thickness)") }
            }
        case 1:
            let padding = h.pick(insetChoices)!
            h.note("row.rowPadding = \(padding)")
            row.rowPadding = padding
            if row.rowPadding != padding { fail("row.rowPadding reads \(row.rowPadding)") }
            if let cell = row as? StackViewCell {
                h.note("cell.rowInset = \(padding)")
                cell.rowInset = padding
                if cell.rowInsets != padding { fail("cell.rowInset did not set rowInsets") }
            }
        case 2:
            h.note("row.separatorColor / rowHighlightColor")
            row.separatorColor = .red
            row.rowHighlightColor = .systemBlue
            if row.separatorColor != .red || row.rowHighlightColor != .systemBlue { fail("row colours did not stick") }
        default:
            let inset = h.pick(insetChoices)!
            h.note("row.separatorInsets = \(inset)")
            if let cell = row as? StackViewCell { cell.separatorInset = inset } else { row.separatorInsets = inset }
            if row.separatorInsets != inset { fail("row.separatorInsets reads \(row.separatorInsets)") }
        }
    }

    /// Queries whose answers the stream can check: positions of rows and controllers, and what
    /// ScrollingStackViewController says is arranged.
    private func lookups() {
        h.note("lookups")
        // Made rows are in index order (a lazy stack's unmade rows leave gaps between them).
        let indexes = stack.rows.map(\.index)
        if indexes.contains(nil) || zip(indexes, indexes.dropFirst()).contains(where: { $0! >= $1! }) {
            fail("the rows' indexes are not increasing: \(indexes)")
            return
        }
        if let aloe = stack as? AloeStackView,
           !(aloe.firstRow.map { $0 === stack.rows.first?.contentView } ?? true) || !(aloe.lastRow.map { $0 === stack.rows.last?.contentView } ?? true)
            || !zip(aloe.getAllRows(), stack.rows).allSatisfy({ $0 === $1.contentView }) {
            fail("AloeStackView firstRow / lastRow / getAllRows are not the stack's rows")
        }
        guard let scrolling else { return }
        for child in scrolling.children {
            let arranged = scrolling.arrangedView(for: child)
            let inStack = stack.rows.first { $0.controller === child }
            if arranged !== inStack { fail("arrangedView(for:) is not the child's row") }
            if let view = child.viewIfLoaded, let inStack {
                let index = inStack.index
                if !scrolling.isArranged(view: view) || !scrolling.isArrangedOrContained(view: view) { fail("isArranged(view:) is false for a row's view") }
                if scrolling.arrangedViewIndex(for: view) != index || scrolling.arrangedViewContainerIndex(for: view) != index
                    || scrolling.arrangedViewOrContainerIndex(for: view) != index { fail("arrangedViewIndex(for:) is not the row's index") }
            }
        }
    }

    /// A tap on a row, or a long press that drags a row to another place (the stack's reordering
    /// switched on for it).
    private func touch() {
        guard inWindow, let window = stack.window else { return }
        // A row's part that shows on screen (inside the stack's visible area and the window).
        let visible = stack.convert(stack.bounds, to: nil).intersection(window.bounds)
        func shown(_ row: ScrollStackRow) -> CGRect { row.convert(row.bounds, to: nil).intersection(visible) }
        guard let row = h.pick(stack.rows.filter { $0.window != nil && !$0.isHidden && shown($0).height > 4 && shown($0).width > 4 }) else { return }
        let start = CGPoint(x: shown(row).midX, y: shown(row).midY)
        if h.chance(40) {
            h.note("tap a row")
            var taps = 0
            row.onTap = { _ in taps += 1 }
            // While a row is swiped open a tap closes it (or runs the action under it) instead.
            let swiped = stack.swipedRow != nil
            let touched = UIKitDouble.tap(row, at: row.convert(start, from: nil))
            row.onTap = nil
            if let touched, touched.isDescendant(of: row), row.contentView.isUserInteractionEnabled, taps != (swiped ? 0 : 1) {
                fail("a tap on a row \(swiped ? "while a row was swiped open " : "")ran its handler \(taps) times")
            }
            if swiped && stack.swipedRow != nil && !(touched is UIControl) { fail("a tap on a row left the swiped row open") }
            return
        }
        stack.allowsReordering = true
        let target = CGPoint(x: stack.axis == .horizontal ? h.double(0 ... Double(window.bounds.width)) : start.x,
                             y: stack.axis == .vertical ? h.double(0 ... Double(window.bounds.height)) : start.y)
        let steps = h.int(2 ... 12)
        let path = (1 ... steps).map { step in
            CGPoint(x: start.x + (target.x - start.x) * CGFloat(step) / CGFloat(steps), y: start.y + (target.y - start.y) * CGFloat(step) / CGFloat(steps))
        }
        let hold = h.chance(80) ? h.double(0.55 ... 1) : h.double(0 ... 0.45)
        h.note("drag a row from \(start) to \(target) after \(String(format: "%.2f", hold)) s in \(steps) steps")
        let witness = ReorderWitness()
        stack.reorderDelegate = witness
        UIKitDouble.press(row, at: row.convert(start, from: nil), holding: hold, movingThrough: path)
        stack.reorderDelegate = nil
        reorderMoves += witness.moves
        reorderLifts += witness.lifts
        if let wrong = witness.wrong { fail(wrong) }
        if h.chance(50) { stack.allowsReordering = false }
    }
}

/// Checks what a drag tells the reorder delegate: the moved row is at its destination.
@MainActor final class ReorderWitness: ScrollStackReorderDelegate {
    var moves = 0
    var lifts = 0
    var wrong: String?
    func scrollStackView(_ stack: ScrollStackView, canMoveRow row: ScrollStackRow) -> Bool {
        lifts += 1
        return true
    }
    func scrollStackView(_ stack: ScrollStackView, didMoveRow row: ScrollStackRow, from source: Int, to destination: Int) {
        moves += 1
        if row.index != destination { wrong = "didMoveRow says \(source) → \(destination), but the row is at \(String(describing: row.index))" }
    }
}
