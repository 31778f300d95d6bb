// Tests of ScrollStackUIKit, the shipped host code, run on Linux against the UIKit test double.
// Each test says which double behaviour its result rests on: DOC (Apple's documentation, so the
// result says something about iOS) or ASSUMPTION (it only shows the host agrees with the double).

import ScrollStackUIKit
import UIKit
import XCTest

/// A view controller that records the containment and appearance calls it receives.
final class RecordingController: UIViewController {
    var log: [String] = []
    let height: CGFloat

    init(height: CGFloat = 100) {
        self.height = height
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func loadView() {
        let view = UIView()
        view.heightAnchor.constraint(equalToConstant: height).isActive = true
        self.view = view
    }

    private func name(_ parent: UIViewController?) -> String { parent.map { "\(type(of: $0))" } ?? "nil" }
    /// Runs inside `willMove(toParent:)`, as app code there would.
    var onWillMove: ((UIViewController?) -> Void)?
    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        log.append("willMove(\(name(parent)))")
        onWillMove?(parent)
    }
    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        log.append("didMove(\(name(parent)))")
    }
    override func viewWillAppear(_ animated: Bool) { log.append("willAppear") }
    override func viewDidAppear(_ animated: Bool) { log.append("didAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.append("willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.append("didDisappear") }
}

/// A plain row content view `height` points high by a required constraint.
extension ScrollStackView {
    /// The row made now for a declared ID, if any (`row(id:)` would make it).
    func madeRow(declared id: AnyHashable) -> ScrollStackRow? { rows.first { $0.declaredID == id } }
}

@MainActor func block(_ height: CGFloat) -> UIView {
    let view = UIView()
    view.heightAnchor.constraint(equalToConstant: height).isActive = true
    return view
}

final class HostTests: XCTestCase {
    /// A 390×844 window (an iPhone 14 in portrait, no safe area unless a test sets one) showing
    /// `controller`, after one run-loop turn.
    @MainActor static func show(_ controller: UIViewController) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        UIKitDouble.runLoopTurn()
        return window
    }

    @MainActor static func fresh() { UIKitDouble.reset() }

    /// A fresh double with `stack` filling a controller's view in a 390×844 window (see `show`),
    /// showing `rows`, laid out.
    @MainActor static func onScreen<Stack: ScrollStackView>(_ stack: Stack, rows: [UIView] = [])
        -> (stack: Stack, host: UIViewController, window: UIWindow) {
        UIKitDouble.reset()
        let host = UIViewController()
        let window = show(host)
        stack.frame = host.view.bounds
        host.view.addSubview(stack)
        stack.addRows(rows)
        UIKitDouble.settle()
        return (stack, host, window)
    }

    @MainActor static func assertNoFailures(file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(UIKitDouble.failures, [], "the double recorded contract violations or runaway layout", file: file, line: line)
    }

    // Rests on: the layout pass at the end of a run-loop turn (ASSUMPTION) and the toy constraint
    // solver for 60-point views (ASSUMPTION for real Auto Layout; a fixed height is its simplest case).
    @MainActor static func checkThreeRowsStackOneAfterAnother() {
        fresh()
        let controller = ScrollStackController()
        let window = show(controller)
        let stack = controller.scrollStackView
        let contents = [block(60), block(60), block(60)]
        stack.addRows(contents)
        UIKitDouble.runLoopTurn()
        XCTAssertEqual(stack.frame, window.bounds)
        XCTAssertEqual(stack.rows.map(\.frame), [
            CGRect(x: 0, y: 0, width: 390, height: 84),
            CGRect(x: 0, y: 84, width: 390, height: 84),
            CGRect(x: 0, y: 168, width: 390, height: 84),
        ])
        // The content sits inside the default row insets (12 above and below, 16 at the sides).
        XCTAssertEqual(contents.map(\.frame), Array(repeating: CGRect(x: 16, y: 12, width: 358, height: 60), count: 3))
        XCTAssertEqual(stack.contentSize, CGSize(width: 390, height: 252))
        assertNoFailures()
    }

    // Rests on: scrolling changes the bounds' origin, which marks the scroll view for layout (DOC for
    // CALayer's bounds; that UIKit lays a scroll view out on every scroll is an ASSUMPTION).
    @MainActor static func checkLazyStackRealizesOnlyRowsNearTheScreen() throws {
        fresh()
        let controller = UIViewController()
        let window = show(controller)
        let stack = LazyScrollStackView(frame: window.bounds)
        controller.view.addSubview(stack)
        try stack.setRows((0 ..< 1000).map { id in
            .view(id: id, estimatedSize: 44, make: { block(44) })
        })
        UIKitDouble.runLoopTurn()
        let realized = stack.realizedRowIDs.compactMap { $0 as? Int }
        XCTAssertEqual(stack.numberOfRows, 1000)
        XCTAssertTrue(realized.contains(0))
        XCTAssertFalse(realized.contains(999))
        // 844 points on screen plus one screen of overscan below: about 39 rows of 44 points.
        XCTAssertLessThan(realized.count, 60, "a lazy stack made \(realized.count) rows")
        XCTAssertEqual(stack.subviews.filter { $0 is ScrollStackRow }.count, realized.count)

        UIKitDouble.drag(stack, to: CGPoint(x: 0, y: 20_000))
        let later = stack.realizedRowIDs.compactMap { $0 as? Int }
        XCTAssertFalse(later.contains(0), "rows far above the screen are released")
        XCTAssertTrue(later.contains(20_000 / 44), "the row under the new offset is made: \(later.min() ?? -1)…\(later.max() ?? -1)")
        XCTAssertLessThan(later.count, 80)
        assertNoFailures()
    }

    // Rests on: addChild calls willMove(toParent:) (DOC), and automatic appearance forwarding to a
    // child whose view enters the window (ASSUMPTION on timing: F1 on a device settles it).
    @MainActor static func checkControllerRowIsContainedAndAppearsOnce() {
        fresh()
        let controller = ScrollStackController()
        _ = show(controller)
        let child = RecordingController()
        controller.scrollStackView.addRow(child)
        UIKitDouble.runLoopTurn()
        XCTAssertTrue(child.parent === controller)
        XCTAssertTrue(controller.children.contains { $0 === child })
        XCTAssertEqual(child.log.filter { $0.hasPrefix("willMove") }, ["willMove(ScrollStackController)"])
        XCTAssertEqual(child.log.filter { $0.hasPrefix("didMove") }, ["didMove(ScrollStackController)"])
        XCTAssertLessThan(child.log.firstIndex(of: "willMove(ScrollStackController)")!, child.log.firstIndex(of: "didMove(ScrollStackController)")!)
        XCTAssertEqual(child.log.filter { $0 == "willAppear" }.count, 1, "\(child.log)")
        XCTAssertEqual(child.log.filter { $0 == "didAppear" }.count, 1, "\(child.log)")
        XCTAssertTrue(child.viewIfLoaded?.window != nil)
        XCTAssertEqual(child.view.frame.height, 100)
        assertNoFailures()
    }

    // Rests on: the documented removal contract: willMove(toParent: nil) before removeFromParent(),
    // which calls didMove(toParent: nil) itself (DOC). The double records a removal that skips it.
    @MainActor static func checkRemovingAControllerRowAnnouncesTheRemovalFirst() {
        fresh()
        let controller = ScrollStackController()
        _ = show(controller)
        let child = RecordingController()
        controller.scrollStackView.addRow(child)
        UIKitDouble.runLoopTurn()
        child.log.removeAll()
        var reported: Bool?
        controller.scrollStackView.removeRow(child, animated: false) { reported = true }
        UIKitDouble.runLoopTurn()
        XCTAssertEqual(reported, true)
        XCTAssertNil(child.parent)
        XCTAssertNil(child.viewIfLoaded?.superview)
        let willMove = child.log.firstIndex(of: "willMove(nil)")
        let didMove = child.log.firstIndex(of: "didMove(nil)")
        XCTAssertNotNil(willMove, "\(child.log)")
        XCTAssertNotNil(didMove, "\(child.log)")
        if let willMove, let didMove { XCTAssertLessThan(willMove, didMove) }
        XCTAssertEqual(child.log.filter { $0 == "willDisappear" }.count, 1, "\(child.log)")
        XCTAssertEqual(child.log.filter { $0 == "didDisappear" }.count, 1, "\(child.log)")
        assertNoFailures()
    }

    // Rests on: UIView.animate's completion runs when the animation ends (DOC), on the virtual clock;
    // the default animation is 0.3 s (the host's own setting).
    @MainActor static func checkAnimatedInsertCompletesExactlyOnceAfterItsAnimation() {
        fresh()
        let controller = ScrollStackController()
        _ = show(controller)
        let stack = controller.scrollStackView
        stack.addRows([block(60), block(60)])
        UIKitDouble.runLoopTurn()
        var completions = 0
        let inserted = block(60)
        stack.insertRow(inserted, at: .after(stack.rows[0].contentView), animated: true) { completions += 1 }
        XCTAssertEqual(completions, 0, "the completion waits for the animation")
        UIKitDouble.runLoopTurn()
        XCTAssertEqual(completions, 0, "the completion waits for the animation")
        XCTAssertNotNil(stack.rows[1].layer.animationKeys(), "the new row animates in")
        UIKitDouble.advance(by: 0.35)
        XCTAssertEqual(completions, 1)
        UIKitDouble.advance(by: 2)
        XCTAssertEqual(completions, 1)
        XCTAssertEqual(stack.rows.map(\.frame.minY), [0, 84, 168])
        XCTAssertTrue(stack.rows[1].contentView === inserted)
        assertNoFailures()
    }

    // Rests on: adjustedContentInset adds the safe area along a scrollable axis (DOC for
    // `.scrollableAxes`; the stack always bounces vertically, so `.automatic` adjusts vertically) and
    // the safe area of a window's root view (DOC). The canary for F2 (a viewport built from
    // contentInset) fails here.
    @MainActor static func checkScrollToBottomKeepsTheLastRowAboveTheHomeIndicator() {
        fresh()
        let controller = ScrollStackController()
        let window = show(controller)
        window.doubleSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let stack = controller.scrollStackView
        stack.addRows((0 ..< 20).map { _ in block(60) })
        UIKitDouble.runLoopTurn()
        XCTAssertEqual(stack.adjustedContentInset, UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        stack.scrollToBottom(animated: false)
        UIKitDouble.runLoopTurn()
        // 20 rows of 84 points: the last row's end sits 34 points above the window's bottom edge.
        XCTAssertEqual(stack.contentSize.height, 1680)
        XCTAssertEqual(stack.contentOffset.y, 1680 - 844 + 34)
        let lastRow = stack.rows[19]
        XCTAssertEqual(lastRow.convert(lastRow.bounds, to: nil).maxY, 844 - 34)
        assertNoFailures()
    }

    // Rests on: the double's retention model: constraints do not retain their items (DOC: the SDK
    // declares them unowned), gesture targets are not retained (ASSUMPTION; G2 on a device settles
    // it). A removed controller row must not be kept alive by the stack.
    @MainActor static func checkRemovedControllerRowsAreFreed() {
        fresh()
        let controller = ScrollStackController()
        _ = show(controller)
        weak var removed: RecordingController?
        do {
            let child = RecordingController()
            removed = child
            controller.scrollStackView.addRow(child)
            UIKitDouble.runLoopTurn()
            controller.scrollStackView.removeRow(child, animated: true)
        }
        UIKitDouble.advance(by: 1)
        XCTAssertNil(removed, "the removed row's controller is still alive")
        assertNoFailures()
    }

    // Rests on: a block that animates nothing completes "at the beginning of the next run loop cycle"
    // (DOC), so a non-animated change off screen completes at once through the host's own path.
    @MainActor static func checkChangesOffScreenCompleteAtOnce() {
        fresh()
        let stack = ScrollStack(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        var completions = 0
        stack.addRow(block(60), animated: true) { completions += 1 }
        XCTAssertEqual(completions, 1, "not in a window: nothing animates and the stack completes at once")
        assertNoFailures()
    }

    /// ChangeTransaction's rule on UIKit: a change made from inside another (here, a row's
    /// `update` adding a row) completes once the outer change has ended, not in its middle, and
    /// before the outer call returns. Rests on no double behaviour beyond views and layout (DOC).
    @MainActor static func checkChangeInsideAChangeCompletesAfterIt() {
        fresh()
        let stack = ScrollStack(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        var log: [String] = []
        var added = false
        let rows = ["a", "b", "c"].map { id in
            ScrollStackRowDescription.view(id: id, make: { block(40) }, update: { _ in
                guard id == "b", !added else { return }
                added = true
                var innerDone = false
                stack.addRow(block(20)) {
                    innerDone = true
                    log.append("inner completed with \(stack.rowIDs.count) declared rows")
                }
                log.append(innerDone ? "inner completed inside the outer change" : "inner waited")
            })
        }
        try! stack.setRows(rows) { log.append("outer completed") }
        XCTAssertEqual(log, ["inner waited", "inner completed with 3 declared rows", "outer completed"])
        XCTAssertEqual(stack.rows.count, 4)
        assertNoFailures()
    }

    // XCTest on Linux cannot call main-actor test methods; it runs tests on the main thread, so
    // each test asserts that isolation and runs its main-actor body.
    func testThreeRowsStackOneAfterAnother() { MainActor.assumeIsolated { Self.checkThreeRowsStackOneAfterAnother() } }
    func testLazyStackRealizesOnlyRowsNearTheScreen() throws { try MainActor.assumeIsolated { try Self.checkLazyStackRealizesOnlyRowsNearTheScreen() } }
    func testControllerRowIsContainedAndAppearsOnce() { MainActor.assumeIsolated { Self.checkControllerRowIsContainedAndAppearsOnce() } }
    func testRemovingAControllerRowAnnouncesTheRemovalFirst() { MainActor.assumeIsolated { Self.checkRemovingAControllerRowAnnouncesTheRemovalFirst() } }
    func testAnimatedInsertCompletesExactlyOnceAfterItsAnimation() { MainActor.assumeIsolated { Self.checkAnimatedInsertCompletesExactlyOnceAfterItsAnimation() } }
    func testScrollToBottomKeepsTheLastRowAboveTheHomeIndicator() { MainActor.assumeIsolated { Self.checkScrollToBottomKeepsTheLastRowAboveTheHomeIndicator() } }
    func testRemovedControllerRowsAreFreed() { MainActor.assumeIsolated { Self.checkRemovedControllerRowsAreFreed() } }
    func testChangesOffScreenCompleteAtOnce() { MainActor.assumeIsolated { Self.checkChangesOffScreenCompleteAtOnce() } }
    func testChangeInsideAChangeCompletesAfterIt() { MainActor.assumeIsolated { Self.checkChangeInsideAChangeCompletesAfterIt() } }
}

/// Canaries: each shows the double catches what it claims to catch, so a host test that passes is
/// not passing because the check is dead.
final class DoubleCanaryTests: XCTestCase {
    @MainActor static func checkRemoveFromParentWithoutWillMoveIsRecorded() {
        UIKitDouble.reset()
        let parent = UIViewController(), child = UIViewController()
        parent.addChild(child)
        child.didMove(toParent: parent)
        child.removeFromParent()
        XCTAssertEqual(UIKitDouble.failures.count, 1)
        XCTAssertTrue(UIKitDouble.failures.first?.contains("without willMove(toParent: nil)") ?? false)
    }

    @MainActor static func checkLayoutPassThatRedirtiesItselfIsRecorded() {
        UIKitDouble.reset()
        final class Restless: UIView {
            override func layoutSubviews() {
                super.layoutSubviews()
                setNeedsLayout()
            }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(Restless(frame: window.bounds))
        UIKitDouble.runLoopTurn()
        XCTAssertTrue(UIKitDouble.failures.contains { $0.contains("layout feedback") }, "\(UIKitDouble.failures)")
    }

    @MainActor static func checkZeroDurationCompletionWaitsForTheNextTurn() {
        UIKitDouble.reset()
        var finished: Bool?
        UIView.animate(withDuration: 0, animations: {}, completion: { finished = $0 })
        XCTAssertNil(finished)
        UIKitDouble.runLoopTurn()
        XCTAssertEqual(finished, true)
    }

    @MainActor static func checkRemovedAnimationCompletesUnfinished() {
        UIKitDouble.reset()
        let view = UIView()
        var finished: [Bool] = []
        UIView.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: { finished.append($0) })
        XCTAssertEqual(view.layer.presentation()?.opacity, 1)
        UIKitDouble.advance(by: 0.5)
        XCTAssertEqual(Double(view.layer.presentation()?.opacity ?? -1), 0.5, accuracy: 0.01)
        view.layer.removeAllAnimations()
        UIKitDouble.runLoopTurn()
        XCTAssertEqual(finished, [false])
        UIKitDouble.advance(by: 1)
        XCTAssertEqual(finished, [false])
    }

    // XCTest on Linux cannot call main-actor test methods; it runs tests on the main thread, so
    // each test asserts that isolation and runs its main-actor body.
    func testRemoveFromParentWithoutWillMoveIsRecorded() { MainActor.assumeIsolated { Self.checkRemoveFromParentWithoutWillMoveIsRecorded() } }
    func testLayoutPassThatRedirtiesItselfIsRecorded() { MainActor.assumeIsolated { Self.checkLayoutPassThatRedirtiesItselfIsRecorded() } }
    func testZeroDurationCompletionWaitsForTheNextTurn() { MainActor.assumeIsolated { Self.checkZeroDurationCompletionWaitsForTheNextTurn() } }
    func testRemovedAnimationCompletesUnfinished() { MainActor.assumeIsolated { Self.checkRemovedAnimationCompletesUnfinished() } }
}
