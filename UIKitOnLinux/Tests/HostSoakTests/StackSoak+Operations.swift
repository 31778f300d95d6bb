// The operations of a stack stream: row changes (views, controllers, declarative), settings, scrolling, resizing, window changes and the clock (the other vocabularies and touches: StackSoak+Vocabularies.swift).

import ScrollStackUIKit
import UIKit

extension StackSoak {
    /// Every row's content view (made rows only: a lazy stack's others have none yet).
    private var contents: [UIView] { stack.rows.map(\.contentView) }
    /// How many rows an index may name (a lazy stack's rows whether made or not).
    var indexCount: Int { stack.numberOfRows }
    private var rowControllers: [SoakController] { host?.children.compactMap { $0 as? SoakController } ?? [] }
    func applyRandomOperation() {
        let animated = h.chance(40)
        if h.chance(20) { return vocabularyOperation(animated: animated) }
        let roll = h.int(0 ..< 100)
        switch roll {
        case 0 ..< 10: addViews(animated: animated)
        case 10 ..< 16:
            guard let victim = h.pick(contents) else { return addViews(animated: animated) }
            h.note("removeRow(animated: \(animated))")
            stack.removeRow(victim, animated: animated, completion: h.completion("removeRow"))
        case 16 ..< 19:
            let victims = contents.filter { _ in h.chance(30) }
            h.note("removeRows(\(victims.count), animated: \(animated))")
            stack.removeRows(victims, animated: animated, completion: h.completion("removeRows"))
        case 19 ..< 25:
            guard let row = h.pick(contents) else { return }
            let hidden = h.bool()
            h.note("setRowHidden(\(hidden), animated: \(animated))")
            stack.setRowHidden(row, isHidden: hidden, animated: animated, completion: h.completion("setRowHidden"))
        case 25 ..< 27:
            h.note("removeAllRows(animated: \(animated))")
            stack.removeAllRows(animated: animated, completion: h.completion("removeAllRows"))
        case 27 ..< 45: subjectOperation(animated: animated)
        case 45 ..< 48:
            let insets = [UIEdgeInsets.zero, UIEdgeInsets(top: 12, left: 16, bottom: 12, right: 16), UIEdgeInsets(top: 3, left: 40, bottom: 30, right: 2)]
            stack.rowInsets = h.pick(insets)!
            h.note("rowInsets = \(stack.rowInsets)")
        case 48 ..< 51:
            switch h.int(0 ..< 3) {
            case 0: stack.hidesSeparatorsByDefault.toggle(); h.note("hidesSeparatorsByDefault = \(stack.hidesSeparatorsByDefault)")
            case 1: stack.automaticallyHidesLastSeparator.toggle(); h.note("automaticallyHidesLastSeparator = \(stack.automaticallyHidesLastSeparator)")
            default: stack.separatorThickness = CGFloat(h.int(0 ... 4)); h.note("separatorThickness = \(stack.separatorThickness)")
            }
        case 51 ..< 53:
            stack.spacing = CGFloat(h.int(0 ... 2) * 4)
            h.note("spacing = \(stack.spacing)")
        case 53 ..< 56:
            stack.axis = stack.axis == .vertical ? .horizontal : .vertical
            h.note("axis = \(stack.axis == .vertical ? "vertical" : "horizontal")")
        case 56 ..< 58:
            stack.semanticContentAttribute = stack.semanticContentAttribute == .forceRightToLeft ? .unspecified : .forceRightToLeft
            // UIKit documents no layout pass on this change (the host reads the direction at its
            // next one), so the stream asks for one as an app changing it on screen would.
            stack.setNeedsLayout()
            h.note("semanticContentAttribute = \(stack.semanticContentAttribute == .forceRightToLeft ? "RTL" : "unspecified")")
        case 58 ..< 61:
            // In or out of the window, right after a change or not (host bug 2 the soak found:
            // rows an eager stack made since its last pass were never released; HostBugRegressionTests).
            let choices: [ScrollStackView.RowRealization] = [.eager, .lazy(overscan: nil), .lazy(overscan: 0), .lazy(overscan: 200)]
            stack.realization = h.pick(choices)!
            h.note("realization = \(stack.realization)")
        case 61 ..< 65:
            if h.chance(30) { return sizingOperation() }
            let size = CGSize(width: h.int(0 ... 8) == 0 ? 0 : h.int(40 ... 500), height: h.int(0 ... 8) == 0 ? 0 : h.int(40 ... 900))
            stack.frame = CGRect(origin: stack.frame.origin, size: size)
            h.note("frame.size = \(size)")
        case 65 ..< 69:
            let offset = CGPoint(x: h.double(0 ... 1) * max(0, stack.contentSize.width), y: h.double(0 ... 1) * max(0, stack.contentSize.height))
            h.note("contentOffset = \(offset)")
            stack.contentOffset = offset
            restingAtLastCheck = restingState   // an offset set stays until the content gets shorter
        case 69 ..< 72:
            guard let row = h.pick(contents) else { return }
            if let aloe, h.bool() {
                h.note("scrollRowToVisible(animated: \(animated))")
                aloe.scrollRowToVisible(row, animated: animated, completion: h.completion("scrollRowToVisible"))
            } else {
                h.note("scrollToRow(view, animated: \(animated))")
                stack.scrollToRow(row, animated: animated, completion: h.completion("scrollToRow(view)"))
            }
        case 72 ..< 74:
            let name = h.bool() ? "scrollToTop" : "scrollToBottom"
            h.note("\(name)(animated: \(animated))")
            (name == "scrollToTop" ? stack.scrollToTop : stack.scrollToBottom)(animated, h.completion(name))
        case 74 ..< 76:
            let target = CGPoint(x: stack.axis == .horizontal ? h.double(0 ... 2000) : 0, y: stack.axis == .vertical ? h.double(0 ... 3000) : 0)
            h.note("drag to \(target)")
            UIKitDouble.drag(stack, to: target, steps: h.int(1 ... 6))
            restingAtLastCheck = restingState   // the double does not bounce back
        case 76 ..< 79:
            if !inWindow {
                h.note("enter the window")
                enterWindow()
            } else {
                h.note("leave the window")
                leaveWindow()
            }
        case 79 ..< 88:
            h.note("runLoopTurn")
            UIKitDouble.runLoopTurn()
        case 88 ..< 96:
            let seconds = h.double(0.01 ... 0.25)
            h.note("advance(by: \(String(format: "%.3f", seconds)))")
            UIKitDouble.advance(by: seconds)
        case 96 ..< 98: keyboard()
        default:
            h.note("advance(by: 1)")
            UIKitDouble.advance(by: 1)
        }
    }

    /// The keyboard shows, moves or hides (the notifications UIKit posts, with or without its
    /// animation), or the stack stops or starts avoiding it. A hidden keyboard leaves no inset.
    private func keyboard() {
        if h.chance(20) {
            stack.avoidsKeyboard.toggle()
            h.note("avoidsKeyboard = \(stack.avoidsKeyboard)")
            return
        }
        let height = h.chance(40) ? 0 : CGFloat(h.int(200 ... 400))
        let duration = h.bool() ? 0 : 0.25
        let screen = CGRect(x: 0, y: 0, width: 390, height: 844)
        let frame = CGRect(x: 0, y: screen.height - height, width: screen.width, height: max(height, 300))
        let end = height > 0 ? frame : frame.offsetBy(dx: 0, dy: frame.height)
        let info: [AnyHashable: Any] = [
            UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
            UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: duration),
            UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: 7),
        ]
        h.note("keyboard \(height == 0 ? "hides" : "shows \(Int(height)) high") over \(duration) s")
        NotificationCenter.default.post(name: UIResponder.keyboardWillChangeFrameNotification, object: nil, userInfo: info)
        if height == 0 {
            NotificationCenter.default.post(name: UIResponder.keyboardWillHideNotification, object: nil, userInfo: info)
            UIKitDouble.advance(by: duration + 0.05)
            if stack.contentInset.bottom != 0 { h.fail("the keyboard hid but the stack keeps a bottom inset of \(stack.contentInset.bottom)") }
        }
    }

    private func addViews(animated: Bool) {
        let existing = contents
        switch h.int(0 ..< 5) {
        case 0:
            h.note("addRow(animated: \(animated))")
            stack.addRow(newView(), animated: animated, completion: h.completion("addRow"))
        case 1:
            let views = (0 ..< h.int(1 ... 6)).map { _ in newView() }
            h.note("addRows(\(views.count), animated: \(animated))")
            stack.addRows(views, animated: animated, completion: h.completion("addRows"))
        case 2:
            if let aloe {
                h.note("prependRow(animated: \(animated))")
                aloe.prependRow(newView(), animated: animated, completion: h.completion("prependRow"))
            } else {
                h.note("insertRow(at: .start, animated: \(animated))")
                stack.insertRow(newView(), at: .start, animated: animated, completion: h.completion("insertRow(at: .start)"))
            }
        case 3:
            guard let anchor = h.pick(existing) else { return }
            if let aloe {
                h.note("insertRow(before:, animated: \(animated))")
                aloe.insertRow(newView(), before: anchor, animated: animated, completion: h.completion("insertRow(before:)"))
            } else {
                h.note("insertRow(at: .before, animated: \(animated))")
                stack.insertRow(newView(), at: .before(anchor), animated: animated, completion: h.completion("insertRow(at: .before)"))
            }
        default:
            guard let anchor = h.pick(existing) else { return }
            let views = (0 ..< h.int(1 ... 3)).map { _ in newView() }
            if let aloe {
                h.note("insertRows(\(views.count), after:, animated: \(animated))")
                aloe.insertRows(views, after: anchor, animated: animated, completion: h.completion("insertRows(after:)"))
            } else {
                h.note("insertRows(\(views.count), at: .after, animated: \(animated))")
                stack.insertRows(views, at: .after(anchor), animated: animated, completion: h.completion("insertRows(at: .after)"))
            }
        }
    }

    /// Operations only one subject has.
    private func subjectOperation(animated: Bool) {
        if let scrolling { return controllerOperation(scrolling, animated: animated) }
        if aloe != nil { return addViews(animated: animated) }
        guard let scrollStack else { return canonicalOperation(animated: animated) }
        let count = indexCount
        switch h.int(0 ..< 9) {
        case 0, 1:
            let locations: [ScrollStack.InsertLocation] = [.top, .bottom, .atIndex(h.int(0 ... count))]
            let location = h.pick(locations)!
            h.note("addRow(controller:, at: \(location), animated: \(animated))")
            scrollStack.addRow(controller: newController(), at: location, animated: animated, completion: h.completion("addRow(controller:)"))
        case 2:
            guard count > 0 else { return }
            let index = h.int(0 ..< count)
            h.note("removeRow(index: \(index), animated: \(animated))")
            scrollStack.removeRow(index: index, animated: animated, completion: h.completion("removeRow(index:)"))
        case 3:
            guard count > 0 else { return }
            let (from, to) = (h.int(0 ..< count), h.int(0 ..< count))
            h.note("moveRow(index: \(from), to: \(to), animated: \(animated))")
            scrollStack.moveRow(index: from, to: to, animated: animated, completion: h.completion("moveRow"))
        case 4:
            guard count > 0 else { return }
            let index = h.int(0 ..< count)
            if h.bool() {
                h.note("replaceRow(index: \(index), withRow: view, animated: \(animated))")
                scrollStack.replaceRow(index: index, withRow: newView(), animated: animated, completion: h.completion("replaceRow(view)"))
            } else {
                h.note("replaceRow(index: \(index), withRow: controller, animated: \(animated))")
                scrollStack.replaceRow(index: index, withRow: newController(), animated: animated, completion: h.completion("replaceRow(controller)"))
            }
        case 5, 6: declare(animated: animated)
        case 7:
            guard count > 0 else { return }
            let index = h.int(0 ..< count)
            h.note("scrollToRow(index: \(index), animated: \(animated))")
            scrollStack.scrollToRow(index: index, animated: animated, completion: h.completion("scrollToRow(index:)"))
        default:
            h.note("toggleAxis(animated: \(animated))")
            scrollStack.toggleAxis(animated: animated, completion: h.completion("toggleAxis"))
        }
    }

    /// `setRows` with IDs appearing, moving and vanishing: even IDs are views, odd ones controllers.
    func declare(animated: Bool) {
        var ids = stack.rowIDs.compactMap { $0 as? Int }.filter { _ in h.chance(80) }
        for _ in 0 ..< h.int(0 ... 5) {
            let id = h.int(0 ..< 40)
            if !ids.contains(id) { ids.insert(id, at: h.int(0 ... ids.count)) }
        }
        if ids.count > 1 && h.chance(50) { ids.swapAt(h.int(0 ..< ids.count), h.int(0 ..< ids.count)) }
        // Some descriptions carry settings (insets, a hidden or shown separator, a background).
        let insets: [Int: UIEdgeInsets] = Dictionary(uniqueKeysWithValues: ids.filter { _ in h.chance(30) }.map { id in
            (id, UIEdgeInsets(top: CGFloat(h.int(0 ... 8)), left: CGFloat(h.int(0 ... 20)), bottom: CGFloat(h.int(0 ... 8)), right: 4))
        })
        let separators: [Int: Bool] = Dictionary(uniqueKeysWithValues: ids.filter { _ in h.chance(20) }.map { ($0, h.chance(50)) })
        let pinned = Set(ids.filter { _ in h.chance(15) })
        h.note("setRows(\(ids), animated: \(animated)); insets for \(insets.keys.sorted()), separators for \(separators.keys.sorted()), pinned \(pinned.sorted())")
        let descriptions: [ScrollStackRowDescription] = ids.map { id in
            let length = CGFloat(20 + (id * 37) % 100)
            var description: ScrollStackRowDescription
            if id % 2 == 0 {
                description = .view(id: id, estimatedSize: 44, make: { [weak h] in
                    let view = soakBlock(length)
                    h?.track(view, "declared view \(id)")
                    return view
                })
            } else {
                description = .controller(id: id, estimatedSize: 60, make: { [weak h] in
                    let controller = SoakController(height: length)
                    h?.track(controller, "declared controller \(id)")
                    return controller
                })
            }
            if let inset = insets[id] { description = description.rowInsets(inset).rowBackgroundColor(.red) }
            if let hidden = separators[id] { description = description.separatorHidden(hidden) }
            if pinned.contains(id) { description = description.pinned() }
            return description
        }
        do {
            try stack.setRows(descriptions, animated: animated, completion: h.completion("setRows"))
        } catch {
            h.fail("setRows threw \(error) for unique IDs")
        }
        // A made row shows what its description set at once (the per-step checks compare every
        // row's frames with the engine's, which lays out rows not made with the same settings).
        for (id, inset) in insets {
            guard let row = madeRow(declared: id) else { continue }
            if row.rowInsets != inset || row.rowBackgroundColor != .red { h.fail("row \(id) does not show its described insets or background") }
        }
        for row in stack.rows {
            guard let id = row.declaredID as? Int else { continue }
            if row.isPinned != pinned.contains(id) { h.fail("row \(id) is \(row.isPinned ? "" : "not ")pinned; its description says otherwise") }
        }
        for (id, hidden) in separators {
            guard let row = madeRow(declared: id) else { continue }
            if row.isSeparatorHidden != hidden && !(row.contentView is SeparatorHiding) { h.fail("row \(id) does not show its described separator") }
        }
    }

    /// The row made now for a declared ID, if any (asking the stack for it would make it).
    private func madeRow(declared id: Int) -> ScrollStackRow? {
        stack.rows.first { $0.declaredID == AnyHashable(id) }
    }

    /// ScrollStackView's own calls (and a lazy stack's) that name rows by controller, view or
    /// declared ID rather than by index.
    private func canonicalOperation(animated: Bool) {
        changesAtStart = reentrantChanges
        let count = indexCount
        let ids = stack.rowIDs.compactMap { $0 as? Int }
        switch h.int(0 ..< 9) {
        case 0, 1:
            var locations: [ScrollStackView.RowLocation] = [.start, .end, .index(h.int(0 ... count))]
            if let anchor = h.pick(contents) { locations.append(h.bool() ? .after(anchor) : .before(anchor)) }
            if let anchor = h.pick(rowControllers) { locations.append(h.bool() ? .after(anchor) : .before(anchor)) }
            if let id = h.pick(ids) { locations.append(h.bool() ? .after(id: id) : .before(id: id)) }
            let location = h.pick(locations)!
            h.note("insertRow(controller, at: \(location), animated: \(animated))")
            stack.insertRow(newController(), at: location, animated: animated, completion: h.completion("insertRow(controller)"))
        case 2:
            if let controller = h.pick(rowControllers), h.bool() {
                h.note("removeRow(controller, animated: \(animated))")
                stack.removeRow(controller, animated: animated, completion: h.completion("removeRow(controller)"))
                if stack.containsRow(controller) && reentrantChanges == changesAtStart { h.fail("a removed controller is still a row") }
            } else if let id = h.pick(ids) {
                h.note("removeRow(id: \(id), animated: \(animated))")
                stack.removeRow(id: id, animated: animated, completion: h.completion("removeRow(id:)"))
                if stack.containsRow(id: id) && reentrantChanges == changesAtStart { h.fail("a removed ID is still a row") }
            }
        case 3:
            guard count > 0 else { return }
            let to = h.int(0 ..< count)
            if let id = h.pick(ids), h.bool() {
                h.note("moveRow(id: \(id), to: \(to), animated: \(animated))")
                stack.moveRow(id: id, to: to, animated: animated, completion: h.completion("moveRow(id:)"))
            } else if let view = h.pick(contents) {
                h.note("moveRow(view, to: \(to), animated: \(animated))")
                stack.moveRow(view, to: to, animated: animated, completion: h.completion("moveRow(view)"))
                if let at = stack.indexOfRow(view), at != to, reentrantChanges == changesAtStart {
                    h.fail("moveRow(view, to: \(to)) left the row at \(at)")
                }
            }
        case 4:
            if let id = h.pick(ids), h.bool() {
                h.note("scrollToRow(id: \(id), animated: \(animated))")
                stack.scrollToRow(id: id, at: h.pick([.automatic, .start, .center, .end])!, animated: animated,
                                  completion: h.completion("scrollToRow(id:)"))
            } else if let controller = h.pick(rowControllers) {
                h.note("scrollToRow(controller, animated: \(animated))")
                stack.scrollToRow(controller, animated: animated, completion: h.completion("scrollToRow(controller)"))
            }
        case 5, 6: declare(animated: animated)
        case 7:
            guard let id = h.pick(ids) else { return }
            if h.bool() {
                let hidden = h.bool()
                h.note("setRowHidden(id: \(id), isHidden: \(hidden), animated: \(animated))")
                stack.setRowHidden(id: id, isHidden: hidden, animated: animated, completion: h.completion("setRowHidden(id:)"))
                if stack.containsRow(id: id) && stack.isRowHidden(id: id) != hidden && reentrantChanges == changesAtStart {
                    h.fail("isRowHidden(id: \(id)) is \(!hidden)")
                }
            } else {
                h.note("invalidateRowSize(id: \(id), animated: \(animated))")
                stack.invalidateRowSize(id: id, animated: animated, completion: h.completion("invalidateRowSize(id:)"))
            }
        default:
            if let lazy, h.bool() {
                if h.bool() {
                    lazy.overscan = h.pick([nil, 0, 50, 1000])!
                    h.note("overscan = \(String(describing: lazy.overscan))")
                } else {
                    pickPrefetchDistance()
                }
            } else {
                stack.axis = stack.axis == .vertical ? .horizontal : .vertical
                h.note("axis = \(stack.axis == .vertical ? "vertical" : "horizontal")")
            }
        }
    }

    /// ScrollingStackViewController's own vocabulary.
    private func controllerOperation(_ controller: ScrollingStackViewController, animated: Bool) {
        let children = rowControllers
        switch h.int(0 ..< 7) {
        case 0, 1:
            let index = h.int(0 ... stack.rows.count)
            h.note("insert(viewController:, at: \(index))")
            controller.insert(viewController: newController(), at: index)
        case 2:
            guard let child = h.pick(children) else { return }
            h.note("remove(_:, animated: \(animated))")
            controller.remove(child, animated: animated, completionHandler: h.boolCompletion("remove(_:)"))
        case 3:
            guard let child = h.pick(children) else { return }
            let hidden = h.bool()
            h.note("set(_:, hidden: \(hidden), animated: \(animated))")
            controller.set(child, hidden: hidden, animated: animated, completionHandler: h.boolCompletion("set(_:hidden:)"))
        case 4:
            guard let child = h.pick(children) else { return }
            if h.bool() {
                h.note("show(_:, animated: \(animated))")
                controller.show(child, animated: animated, completionHandler: h.boolCompletion("show(_:)"))
            } else {
                h.note("hide(_:, animated: \(animated))")
                controller.hide(child, animated: animated, completionHandler: h.boolCompletion("hide(_:)"))
            }
        case 5:
            let position: Position = h.pick([.start, .end, .index(h.int(0 ... stack.rows.count))])!
            h.note("show(new, insertIfNeededWith: \(position), animated: \(animated))")
            controller.show(newController(), insertIfNeededWith: (position, .zero), animated: animated,
                            completionHandler: h.boolCompletion("show(_:insertIfNeededWith:)"))
        default:
            guard let child = h.pick(children) else { return }
            h.note("scrollTo(viewController:)")
            controller.scrollTo(viewController: child, h.completion("scrollTo(viewController:)"))
        }
    }
}
