// A stack's rows as views: finding a row from what users hold, making a row's view, putting it in
// the view hierarchy (with its controller's containment) and taking it out again.

#if canImport(UIKit)
import UIKit
#if canImport(ScrollStackCore)
@_spi(Hosting) import ScrollStackCore
#endif

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

/// A view's or controller's identity as a row key, a type of its own so that it never equals a
/// declared ID.
struct ObjectKey: Hashable, Sendable {
    let object: ObjectIdentifier
}

extension ScrollStackView {
    // MARK: The rows

    /// Every row, in order, hidden ones included. In a lazy stack, rows made from descriptions are
    /// listed only while they are made.
    public var rows: [ScrollStackRow] { contents.contents(of: engine.rows).compactMap(\.row) }

    /// Whether the stack has no rows.
    public var isEmpty: Bool { engine.isEmpty }

    // MARK: Finding rows

    /// The key a view, controller or row is found by: its identity, wrapped so that no declared ID
    /// (an app's `ObjectIdentifier`, say) can equal it.
    static func key(_ object: AnyObject) -> RowKey { RowKey(ObjectKey(object: ObjectIdentifier(object))) }

    /// The row showing `view` (or the row `view` is), if it belongs to this stack.
    func ownedRowID(for view: UIView) -> RowID? { contents.row(forKey: Self.key(view)) }

    /// The row showing `controller`, if it belongs to this stack.
    func ownedRowID(for controller: UIViewController) -> RowID? { contents.row(forKey: Self.key(controller)) }

    func ownedRow(for view: UIView) -> ScrollStackRow? { ownedRowID(for: view).flatMap(madeRow) }

    func ownedRow(for controller: UIViewController) -> ScrollStackRow? { ownedRowID(for: controller).flatMap(madeRow) }

    /// The rows of this stack showing `views` (or that are among them), each once: a view listed
    /// twice is touched once, and views not in this stack are left out.
    func ownedRowIDs(_ views: [UIView]) -> [RowID] { contents.rows(forKeys: views.map(Self.key)) }

    /// The rows of this stack showing `controllers`, each once.
    func ownedRowIDs(_ controllers: [UIViewController]) -> [RowID] { contents.rows(forKeys: controllers.map(Self.key)) }

    /// The rows of this stack with these declared IDs, each once.
    func ownedRowIDs<ID: Hashable & Sendable>(ids: [ID]) -> [RowID] { contents.rows(forKeys: ids.map { RowKey($0) }) }

    /// The row view of `id`, made if it is not.
    func madeRow(_ id: RowID) -> ScrollStackRow? { contents[id]?.row ?? make(id) }

    /// The row at `index` (made if it was not), trapping with the caller's name, the index and the
    /// count for an index outside the stack.
    func row(at index: Int, in function: StaticString) -> ScrollStackRow {
        engine.checkIndex(index, in: function)
        return madeRow(engine.row(at: index))!
    }

    /// The row at `index`, trapping with the caller's name, the index and the count for an index
    /// outside the stack.
    func id(at index: Int, in function: StaticString) -> RowID {
        engine.checkIndex(index, in: function)
        return engine.row(at: index)
    }

    /// Every made row, in order.
    var madeRows: [ScrollStackRow] { contents.contents(of: engine.rows).compactMap(\.row) }

    // MARK: Making rows

    /// A new row view around `content`, with the stack's defaults and the app's configuration.
    func wrap(_ content: RowContent) -> ScrollStackRow {
        let row = makeRow(showing: content.view)
        row.stack = self
        row.controller = content.controller
        row.separatorView.color = separatorColor
        row.stackDefaultsDidChange()
        return row
    }

    /// Adds a row of `content` to the table under `id` (the engine already has it) and lets the app
    /// configure it.
    func adopt(_ row: ScrollStackRow, as id: RowID, description: ScrollStackRowDescription? = nil) {
        row.rowID = id
        row.declaredKey = description?.id
        contents.insert(StackRowContent(row: row, description: description, own: row.own), for: id,
                        keys: Self.keys(of: row) + (description.map { [$0.id] } ?? []))
        engine.setSettings(of: row.spec, forRow: id)
        rowWasMade(row)
        applySize(of: row)
    }

    static func keys(of row: ScrollStackRow) -> [RowKey] {
        [key(row), key(row.contentView)] + (row.controller.map { [key($0)] } ?? [])
    }

    static func keys(of content: RowContent) -> [RowKey] {
        [key(content.view)] + (content.controller.map { [key($0)] } ?? [])
    }

    /// Takes content shown by another stack out of it first: a row still animating out there is
    /// finished, so its end cannot take the content (or its controller's parent) from the row this
    /// stack gives it; a live row there is removed when `removingLiveRows`.
    func takeFromOtherStack(_ content: RowContent, removingLiveRows: Bool) {
        guard let other = (content.view.superview as? ScrollStackRow)?.stack, other !== self else { return }
        let reuse = other.contents.rowForReuse(keys: Self.keys(of: content))
        if reuse.live != nil && removingLiveRows { other.removeRows([content.view], animated: false, completion: OnceCompletion(nil)) }
        reuse.finished.forEach(other.takeDown)
    }

    /// Makes the view of a row given by a description, if it has none: the description's content
    /// in a new row, brought up to date. `nil` for an unknown row.
    @discardableResult
    func make(_ id: RowID) -> ScrollStackRow? {
        guard let entry = contents[id] else { return nil }
        if let row = entry.row { return row }
        guard let description = entry.description else { return nil }
        let content = description.make()
        // Content still showing in a row that animates out (a cached view or controller) leaves
        // that row now, so its end cannot take the content from the new row.
        contents.rowForReuse(keys: Self.keys(of: content)).finished.forEach(takeDown)
        // A live row of another stack loses the view to this row and leaves at that stack's next
        // pass (removing it here would run more app code inside this pass; finishing a leaving row
        // still runs its controller's containment calls).
        takeFromOtherStack(content, removingLiveRows: false)
        let row = wrap(content)
        row.rowID = id
        row.declaredKey = description.id
        contents.update(id) { $0.row = row }
        for key in Self.keys(of: row) { contents.addKey(key, for: id) }
        // The new view takes what the row chose for itself (through its description or the app),
        // and the engine what the new content adds (a SeparatorHiding view hides the separator).
        row.restore(entry.own)
        contents.update(id) { $0.own = row.own }
        engine.setSettings(of: row.spec, forRow: id)
        rowWasMade(row)
        description.update(content)
        applySize(of: row)
        return row
    }

    // MARK: The view hierarchy

    /// The view controller this stack's view belongs to: the first one up the responder chain.
    /// Controllers shown in rows become its children.
    public var containingViewController: UIViewController? { nearestViewController(of: self) }

    /// Puts a row's view in the stack (making it first), at its frames, with its controller
    /// contained: `addChild` before the view enters the hierarchy, `didMove` after.
    func realize(_ id: RowID) {
        guard let row = make(id), row.superview !== self else { return }
        let controller = row.controller
        let containing = controller.map { contain($0, of: row, in: containingViewController) } ?? false
        UIView.performWithoutAnimation {
            if let frames = engine.frames(of: id) { row.place(frames, axis: axis) }
            row.setShownHidden(engine.isHidden(id) ?? false)
            insertSubview(row, aboveSubview: stackBackgroundView)
        }
        if containing, let controller { finishContaining(controller) }
        if row.hasSwipeActions { installSwipes() }
        rowDidRealize(row)
    }

    /// Takes a row's view out of the stack (lazy stacks, far from the screen). A row made from a
    /// description is dropped, to be made again; a view the app added is kept for its return.
    func release(_ id: RowID) {
        guard let row = contents[id]?.row else { return }
        swipes?.rowWillLeave(row)
        // Only the parent the stack gave it: a controller the app moved to a parent of its own stays there.
        if let ours = row.controllerParent, let current = row.controller?.parent, current !== ours { row.isControllerTheApps = true }
        let ours = row.controller.flatMap { $0.parent != nil && $0.parent === row.controllerParent ? $0 : nil }
        ours.map(beginReleasing)
        row.removeFromSuperview()
        ours.map(finishReleasing)
        row.controllerParent = nil
        let dropped = contents[id]?.description != nil
        if dropped {
            for key in Self.keys(of: row) { contents.removeKey(key, for: id) }
            contents.update(id) { $0.row = nil }
        }
        rowDidRelease(row)
        if dropped {
            // A dropped row view is no one's: writes to it (isHidden) must not reach the live row.
            row.rowID = nil
            row.stack = nil
        }
    }

    /// Takes a removed row down: its view out, its controller's containment ended (unless the
    /// controller was shown elsewhere meanwhile). Runs once per row.
    func takeDown(_ content: StackRowContent) {
        guard let row = content.row else { return }
        swipes?.rowWillLeave(row)
        let wasShown = row.superview === self
        row.rowID = nil
        row.stack = nil
        row.removeFromSuperview()
        if wasShown { rowDidRelease(row) }
        // The content leaves its row too, so a removed view or controller's view has no superview
        // when the removal is over (ScrollingStackViewController's promise) and can go anywhere.
        if row.holdsItsContent { row.contentView.removeFromSuperview() }
        // Containment ends balanced: a release the removal began is finished wherever the view went;
        // one it did not begin (the app took the view out of the row first) is made whole only when
        // the view is in no other view, which would make the controller the app's.
        if let controller = row.controller, let parent = row.controllerParent, controller.parent === parent {
            if !row.isReleasingController && controller.viewIfLoaded?.superview == nil {
                beginReleasing(controller)
                row.isReleasingController = true
            }
            if row.isReleasingController {
                finishReleasing(controller)
                row.controllerParent = nil
                // The app may have shown the view in another row meanwhile (taking it out of this
                // one first): that row's stack makes the controller its child again.
                if let holder = controller.viewIfLoaded?.superview as? ScrollStackRow, holder !== row, holder.controller === controller,
                   let stack = holder.stack, let holderID = holder.rowID, stack.contents[holderID]?.row === holder,
                   stack.contain(controller, of: holder, in: stack.containingViewController) {
                    finishContaining(controller)
                }
            }
        }
        row.isReleasingController = false
    }

    /// Begins making `row`'s controller a child of `parent` (see `beginContaining`), remembering
    /// the parent the stack gave it.
    func contain(_ controller: UIViewController, of row: ScrollStackRow, in parent: UIViewController?) -> Bool {
        // A controller the app moved to a parent of its own while the stack held it is the app's:
        // the stack does not take it back (until the app lets it go).
        if let ours = row.controllerParent, let current = controller.parent, current !== ours { row.isControllerTheApps = true }
        if row.isControllerTheApps {
            guard controller.parent == nil else { return false }
            row.isControllerTheApps = false
        }
        let began = beginContaining(controller, in: parent)
        if let parent, controller.parent === parent { row.controllerParent = parent }
        return began
    }

    /// Rows never released in a lazy stack: the one whose field is being edited, the one holding
    /// the VoiceOver focus, the one being dragged, and rows an animation moves (a row may be
    /// listed twice).
    var keptRows: [RowID] {
        var kept = transaction.animatingRows
        if let dragged = reorderGesture?.row.rowID { kept.append(dragged) }
        if let editing = editingView, editing.isFirstResponder, let id = rowID(containing: editing) { kept.append(id) }
        if UIAccessibility.isVoiceOverRunning, let focused = UIAccessibility.focusedElement(using: nil) {
            // Elements that are not views (SwiftUI's, custom containers') are found by their frame.
            if let id = rowID(holdingAccessibilityElement: focused) ?? rowID(underAccessibilityFrameOf: focused) {
                kept.append(id)
            }
        }
        return kept
    }

    /// The row of this stack that `view` is in (or is), if any.
    func rowID(containing view: UIView) -> RowID? {
        sequence(first: view, next: \.superview).lazy.prefix { $0 !== self }.compactMap(ownedRowID(for:)).first
    }

    /// The row of this stack holding an accessibility element: the view the element is, or the
    /// view its chain of containers leads to. Elements that are not `UIAccessibilityElement`s
    /// (SwiftUI's) answer `accessibilityContainer` too, so it is asked by selector.
    func rowID(holdingAccessibilityElement element: Any) -> RowID? {
        let container = NSSelectorFromString("accessibilityContainer")
        var current: Any? = element
        for _ in 0 ..< 32 {
            guard let object = current as? NSObject else { return nil }
            if let view = object as? UIView { return rowID(containing: view) }
            current = object.responds(to: container) ? object.perform(container)?.takeUnretainedValue() : nil
        }
        return nil
    }

    /// The row under the middle of an accessibility element's frame, if that lies in the stack.
    private func rowID(underAccessibilityFrameOf element: Any) -> RowID? {
        guard let object = element as? NSObject, let window else { return nil }
        let frame = window.convert(object.accessibilityFrame, from: window.screen.coordinateSpace)
        let middle = convert(CGPoint(x: frame.midX, y: frame.midY), from: window)
        guard bounds.contains(middle) else { return nil }
        return engine.row(at: enginePoint(middle), in: viewport.visibleRect)
    }

    /// Makes controllers of rows in the stack children of the controller the stack is in, once
    /// there is one (rows added before the stack was in a controller's view), and ends their
    /// containment when the stack leaves every controller (a parent must not keep children whose
    /// views are gone with a stack it no longer shows). They are adopted again if it comes back.
    func updateControllerContainment() {
        for controller in controllersAwaitingDidMove { finishContaining(controller) }
        controllersAwaitingDidMove = []
        let parent = containingViewController
        for row in madeRows where row.superview === self && row.holdsItsContent {
            guard let controller = row.controller else { continue }
            if let parent {
                let shownWithoutParent = controller.parent == nil && window != nil
                guard contain(controller, of: row, in: parent) else { continue }
                finishContaining(controller)
                // Contained only now, with its view already on screen and no parent to forward
                // appearance: UIKit will not tell it it appeared, so the container does (as
                // UIKit's own containers do).
                if shownWithoutParent {
                    controller.beginAppearanceTransition(true, animated: false)
                    controller.endAppearanceTransition()
                }
            } else if controller.parent != nil && controller.parent === row.controllerParent {
                beginReleasing(controller)
                finishReleasing(controller)
                row.controllerParent = nil
            }
        }
    }

    /// Makes the row controllers children of `parent` ahead of the stack joining its view; their
    /// `didMove(toParent:)` follows once the stack is in place.
    func beginContainingControllers(in parent: UIViewController) {
        for row in madeRows where row.superview === self && row.holdsItsContent {
            if let controller = row.controller, contain(controller, of: row, in: parent) {
                controllersAwaitingDidMove.append(controller)
            }
        }
    }

    /// The app is moving a row's content into another view: the row leaves at the next layout pass.
    func contentWillLeave(_ row: ScrollStackRow) {
        rowsLosingContent.append(row)
        setNeedsLayout()
    }

    /// Removes the rows whose content the app moved elsewhere (and left there).
    func removeRowsThatLostTheirContent() {
        guard !rowsLosingContent.isEmpty else { return }
        let rows = rowsLosingContent.filter { $0.stack === self && $0.rowID != nil && !$0.holdsItsContent }
        rowsLosingContent = []
        if !rows.isEmpty { removeRows(rows, animated: false, completion: OnceCompletion(nil)) }
    }
}

#endif
