// One random stream over a stack subject (ScrollStack, LazyScrollStackView, AloeStackView or ScrollingStackViewController): setup, the step loop, the hierarchy checks and the final teardown with the leak check.

// The engine is internal to the host: the frame check reads it through a testable import (the
// soak's one look inside; every operation goes through the public API).
import ScrollStackCore
@testable import ScrollStackUIKit
import UIKit

enum StackSubject: String, CaseIterable {
    case scrollStackView, scrollStack, lazyScrollStack, aloeStackView, scrollingStackViewController
}

@MainActor final class StackSoak {
    let h: SoakHarness
    let subject: StackSubject
    var window: UIWindow?
    /// The controller whose view holds the stack (a ScrollingStackViewController's view is its stack).
    var host: UIViewController?
    var stack: ScrollStackView!
    /// What the last resting-offset check saw (StackSoak+Sizing.swift).
    var restingAtLastCheck: RestingState?
    var inWindow = true
    var reentryDepth = 0
    /// Changes made from inside `onChangeRow` so far, and their count when the current vocabulary
    /// operation began (its checks stand only if none ran during it).
    var reentrantChanges = 0
    var changesAtStart = 0
    var hierarchyChecks = 0
    /// Rows that drags moved (so a run shows its drags did something).
    var reorderMoves = 0
    var reorderLifts = 0
    /// What the lazy stack named to prefetch (its delegate).
    let prefetchLedger = PrefetchSoakLedger()
    /// Swipe actions' completions held back to be called by a later operation, and how many
    /// actions ran (StackSoak+Swipes.swift).
    var swipeCompletions: [@MainActor (Bool) -> Void] = []
    var swipeActionsRun = 0
    var swipedOpen = 0

    var scrollStack: ScrollStack? { stack as? ScrollStack }
    var lazy: LazyScrollStackView? { stack as? LazyScrollStackView }
    var aloe: AloeStackView? { stack as? AloeStackView }
    var scrolling: ScrollingStackViewController? { host as? ScrollingStackViewController }

    init(subject: StackSubject, seed: UInt64) {
        h = SoakHarness(name: subject.rawValue, seed: seed)
        self.subject = subject
        UIKitDouble.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        self.window = window
        switch subject {
        case .scrollingStackViewController:
            let controller = ScrollingStackViewController()
            host = controller
            window.rootViewController = controller
            stack = controller.scrollStackView
        default:
            let controller = UIViewController()
            host = controller
            window.rootViewController = controller
            let frame = CGRect(x: 0, y: 0, width: 390, height: 700)
            stack = switch subject {
            case .lazyScrollStack: LazyScrollStackView(frame: frame)
            case .aloeStackView: AloeStackView(frame: frame)
            case .scrollStack: ScrollStack(frame: frame)
            default: ScrollStackView(frame: frame)
            }
            controller.view.addSubview(stack)
        }
        window.makeKeyAndVisible()
        UIKitDouble.runLoopTurn()
        stack.scrollStackDelegate = self
        lazy?.lazyDelegate = prefetchLedger
        pickPrefetchDistance(allowingNone: false)
    }

    /// Runs `operations` random operations, checking after each; then lets everything end, checks
    /// the completions, empties the stack, takes it out of the window and checks that every row is
    /// freed. Returns the first failure.
    func run(operations: Int) -> String? {
        for step in 0 ..< operations {
            h.begin(step: step)
            applyRandomOperation()
            if SoakKnobs.trace {
                let orphans = stack.subviews.compactMap { $0 as? ScrollStackRow }.filter { $0.index == nil }
                let placed = stack.rows.filter { $0.superview === stack }
                print("  in hierarchy: \(placed.map { "\(stack.rows.firstIndex(of: $0)!):\(Int($0.frame.minX)),\(Int($0.frame.minY)) \(Int($0.frame.width))x\(Int($0.frame.height))\($0.layer.animationKeys() == nil ? "" : "*")" }.joined(separator: " ")) offset \(stack.contentOffset) window \(stack.window != nil)")
                if !orphans.isEmpty { print("  rows in the hierarchy outside the stack: \(orphans.map { "\($0.frame) alpha \($0.alpha) anim \($0.layer.animationKeys() ?? [])" })") }
            }
            h.checkDouble()
            checkPrefetching()
            checkSwipes()
            if h.failure == nil && h.chance(50) {
                UIKitDouble.runLoopTurn()
                h.checkDouble()
                checkHierarchy()
            }
            if let failure = h.failure { return failure }
        }
        finish(at: operations)
        return h.failure
    }

    private func finish(at step: Int) {
        h.begin(step: step)
        h.note("finish")
        if !inWindow { enterWindow() }
        for _ in 0 ..< 4 { UIKitDouble.advance(by: 2) }
        h.checkDouble()
        checkHierarchy()
        h.checkCompletionsRan()
        stack.scrollStackDelegate = nil
        stack.removeAllRows()
        UIKitDouble.runLoopTurn()
        if let host, host.children.contains(where: { $0 is SoakController }) {
            h.fail("\(host.children.count) row controllers are still children after removeAllRows: "
                + host.children.map { "\(h.label(of: $0)), view in stack: \($0.viewIfLoaded?.isDescendant(of: stack) ?? false)" }.joined(separator: ", "))
        }
        if subject == .scrollingStackViewController {
            window?.rootViewController = nil
        } else {
            stack.removeFromSuperview()
        }
        UIKitDouble.advance(by: 2)
        h.checkDouble()
        checkPrefetching(settled: true)
        // Drop every reference the soak holds before looking at the weak ones.
        stack = nil
        host = nil
        window = nil
        UIKitDouble.advance(by: 1)
        h.checkFreed()
    }

    // MARK: Invariant 2

    /// With no animation running and the stack in the window: every row in the hierarchy belongs
    /// to the stack, rows in the hierarchy are in stack order without overlapping along the axis,
    /// an eager stack has every row in the hierarchy, and a lazy one every declared row that the
    /// visible area shows (rows added without an ID cannot be named by index through the public
    /// API, so a lazy stack's plain rows are only checked for order and ownership).
    func checkHierarchy() {
        guard let stack, stack.window != nil, isQuiet(stack), !stack.bounds.isEmpty else { return }
        hierarchyChecks += 1
        let rows = stack.rows
        // A row that left the stack stays until the animation that shows it leaving ends. That
        // animation's block may also move rows already taken out of the hierarchy, which the
        // stack's own subtree does not show: while anything waits on the clock, a row outside
        // the stack may still be leaving (the end of the run checks with the clock run down).
        for case let row as ScrollStackRow in stack.subviews where !rows.contains(where: { $0 === row }) && !UIKitDouble.isWaitingOnTheClock {
            h.fail("a row in the hierarchy is not in the stack: frame \(row.frame), hidden \(row.isHidden), alpha \(row.alpha), "
                + "its stack \(row.stack === stack ? "this one" : row.stack == nil ? "nil" : "another"), index \(String(describing: row.index)), "
                + "\(stack.rows.count) rows")
            return
        }
        // A pinned row stuck at the visible area's start is drawn there, over the rows it covers,
        // not in order (its frames are checked with the others').
        let stuck = stack.engine.stuckRow(in: stack.viewport.visibleRect)?.id
        let placed = rows.filter { $0.superview === stack && !$0.isHidden && (stuck == nil || $0.rowID != stuck) }
        let vertical = stack.axis == .vertical
        let rightToLeft = !vertical && stack.effectiveUserInterfaceLayoutDirection == .rightToLeft
        for (index, (first, second)) in zip(placed, placed.dropFirst()).enumerated() {
            let ordered = if vertical {
                first.frame.maxY <= second.frame.minY + 0.5
            } else if rightToLeft {
                second.frame.maxX <= first.frame.minX + 0.5
            } else {
                first.frame.maxX <= second.frame.minX + 0.5
            }
            if !ordered {
                h.fail("rows \(index) and \(index + 1) in the hierarchy overlap or are out of order along the "
                    + "\(vertical ? "vertical" : rightToLeft ? "horizontal RTL" : "horizontal") axis: \(first.frame) then \(second.frame); "
                    + "bounds \(stack.bounds), content size \(stack.contentSize), \(placed.count) of \(rows.count) rows in the hierarchy")
                return
            }
        }
        checkFramesAreTheEngines(placed)
        checkContainment(rows)
        checkSizing()
        switch stack.realization {
        case .eager:
            if let index = rows.firstIndex(where: { $0.superview !== stack }) {
                h.fail("eager stack: row \(index) of \(rows.count) is not in the hierarchy")
            }
        case .lazy:
            let realized = Set(stack.realizedRowIDs)
            for id in stack.rowIDs.compactMap({ $0 as? Int }) where !realized.contains(id) && stack.rowVisibility(id: id).isVisible {
                h.fail("lazy stack: row \(id) is visible (\(stack.rowVisibility(id: id))) but not in the hierarchy")
                return
            }
        }
    }

    /// With nothing animating, every row controller in the hierarchy is a child of the stack's
    /// controller (the soak never gives one a parent of its own), and no controller the soak made
    /// was told it is leaving without being removed.
    private func checkContainment(_ rows: [ScrollStackRow]) {
        let parent = stack.containingViewController
        for row in rows where row.superview === stack {
            guard let controller = row.controller, controller.parent !== parent else { continue }
            h.fail("row \(String(describing: row.index))'s controller has parent \(controller.parent.map { "\(type(of: $0))" } ?? "nil"), "
                + "not the stack's \(parent.map { "\(type(of: $0))" } ?? "nil")")
            return
        }
        if let waiting = h.trackedControllers.first(where: \.doubleAwaitsRemoval) {
            h.fail("\(h.label(of: waiting)) was told willMove(toParent: nil) and never removed from its parent")
        }
    }

    /// Every row in the hierarchy has the frame its engine gives it (a stuck pinned row, the one
    /// it is drawn at); its content starts where the
    /// engine says and is as long along the axis as the engine measured (so Auto Layout agrees with
    /// the measurement; across the axis a content's own required size wins, by design); and its
    /// separator shows exactly where the engine puts one.
    private func checkFramesAreTheEngines(_ placed: [ScrollStackRow]) {
        func close(_ a: CGRect, _ b: CGRect) -> Bool {
            abs(a.minX - b.minX) < 0.5 && abs(a.minY - b.minY) < 0.5 && abs(a.width - b.width) < 0.5 && abs(a.height - b.height) < 0.5
        }
        // A pinned row stuck at the top is placed where the engine says it is drawn.
        let stuck = stack.engine.stuckRow(in: stack.viewport.visibleRect)
        for row in placed {
            guard let id = row.rowID, let frames = stuck?.id == id ? stuck?.frames : stack.engine.frames(of: id) else {
                h.fail("row \(String(describing: row.index)) is in the hierarchy but the engine has no frames for it")
                return
            }
            let frame = cgRect(frames.row)
            let content = cgRect(frames.content)
            var shownContent = row.contentView.convert(row.contentView.bounds, to: stack)
            if stack.axis == .vertical { shownContent.size.width = content.width } else { shownContent.size.height = content.height }
            let separatorShows = !row.separatorView.isHidden
            if !close(row.frame, frame) || !close(shownContent, content) || separatorShows != (frames.separator != nil)
                || frames.separator.map({ !close(row.separatorView.convert(row.separatorView.bounds, to: stack), cgRect($0)) }) ?? false {
                h.fail("row \(String(describing: row.index)): frame \(row.frame), content \(shownContent), separator \(separatorShows ? "\(row.separatorView.frame)" : "none"); "
                    + "the engine says \(frame), \(content), \(frames.separator.map { "\(cgRect($0))" } ?? "none")")
                return
            }
        }
    }

    // MARK: Re-entrancy

    /// `onChangeRow` sometimes changes the stack from inside the callback.
    private func rowChanged(isRemoved: Bool) {
        guard SoakKnobs.reentry, reentryDepth == 0, stack != nil, h.chance(8) else { return }
        reentryDepth += 1
        reentrantChanges += 1
        defer { reentryDepth -= 1 }
        let animated = h.bool()
        let contents = stack.rows.map(\.contentView)
        switch h.int(0 ..< 4) {
        case 0:
            h.note("↳ onChangeRow(\(isRemoved)) → addRow(animated: \(animated))")
            stack.addRow(newView(), animated: animated, completion: h.completion("re-entrant addRow"))
        case 1:
            guard let victim = h.pick(contents) else { return }
            h.note("↳ onChangeRow(\(isRemoved)) → removeRow(animated: \(animated))")
            stack.removeRow(victim, animated: animated, completion: h.completion("re-entrant removeRow"))
        case 2:
            guard let victim = h.pick(contents) else { return }
            h.note("↳ onChangeRow(\(isRemoved)) → hideRow(animated: \(animated))")
            stack.setRowHidden(victim, isHidden: h.bool(), animated: animated, completion: h.completion("re-entrant setRowHidden"))
        default:
            guard scrollStack != nil else { return }
            h.note("↳ onChangeRow(\(isRemoved)) → setRows(animated: \(animated))")
            declare(animated: animated)
        }
    }

    // MARK: Making rows

    func newView() -> UIView {
        let view = soakBlock(CGFloat(h.int(10 ... 140)))
        h.track(view, "view")
        return view
    }

    func newController() -> SoakController {
        let controller = SoakController(height: CGFloat(h.int(10 ... 140)))
        h.track(controller, "controller")
        return controller
    }

    func leaveWindow() {
        inWindow = false
        if subject == .scrollingStackViewController {
            window?.rootViewController = nil
        } else {
            stack.removeFromSuperview()
        }
    }

    func enterWindow() {
        inWindow = true
        if subject == .scrollingStackViewController {
            window?.rootViewController = host
        } else {
            host?.view.addSubview(stack)
        }
    }
}

/// Rows added and removed reach the soak through the stack's delegate, which may change the stack
/// from inside the call.
extension StackSoak: ScrollStackViewDelegate {
    func scrollStackView(_ stackView: ScrollStackView, didAddRow row: ScrollStackRow) { rowChanged(isRemoved: false) }
    func scrollStackView(_ stackView: ScrollStackView, didRemoveRow row: ScrollStackRow) { rowChanged(isRemoved: true) }
}
