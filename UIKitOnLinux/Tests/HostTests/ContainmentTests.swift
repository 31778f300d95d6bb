// Tests of containment when the app moves a row's controller or its view while the stack still
// holds the row: every `willMove(toParent: nil)` the stack sends is followed by `removeFromParent()`,
// it never sends `removeFromParent()` alone (the double records that as a failure), and a controller
// the app gave a parent of its own stays there. DOC: https://developer.apple.com/documentation/uikit/uiviewcontroller/willmove(toparent:)
// ("it must call the willMove(toParent:) method of the child view controller before calling the
// removeFromParent() method, passing in a parent value of nil").

import ScrollStackUIKit
import UIKit
import XCTest

final class ContainmentTests: XCTestCase {
    @MainActor private static func stackWithController() -> (ScrollStack, UIViewController, RecordingController, UIWindow) {
        let (stack, host, window) = HostTests.onScreen(ScrollStack())
        let child = RecordingController(height: 120)
        stack.addRow(controller: child)
        stack.addRow(block(60))
        UIKitDouble.settle()
        XCTAssertTrue(child.parent === host)
        child.log = []
        return (stack, host, child, window)
    }

    /// `stackWithController()`'s stack (400 points high) above a second stack showing `rows`.
    @MainActor private static func twoStacks(secondRows rows: [UIView] = [])
        -> (first: ScrollStack, second: ScrollStack, host: UIViewController, child: RecordingController, window: UIWindow) {
        let (first, host, child, window) = stackWithController()
        first.frame.size.height = 400
        let second = ScrollStack(frame: CGRect(x: 0, y: 400, width: 390, height: 400))
        host.view.addSubview(second)
        second.addRows(rows)
        UIKitDouble.settle()
        return (first, second, host, child, window)
    }

    /// The app takes `child`'s view out of its row while `first` animates that row out, then gives
    /// the controller to `second`.
    @MainActor private static func handOver(_ child: RecordingController, from first: ScrollStack, to second: ScrollStack) {
        first.removeRow(child.view, animated: true)
        child.view.removeFromSuperview()
        second.addRow(controller: child)
    }

    /// Whether `log` ends containment in UIKit's order: `willMove(nil)` then the parent gone.
    @MainActor private static func releasedInOrder(_ child: RecordingController) -> Bool {
        child.parent == nil && child.log.contains("willMove(nil)")
    }

    func testAControllerViewTheAppTakesOutOfItsRowIsReleasedWhole() {
        MainActor.assumeIsolated {
            let (stack, _, child, window) = Self.stackWithController()
            _ = window
            child.view.removeFromSuperview()
            UIKitDouble.settle()
            XCTAssertEqual(stack.rows.count, 1, "the row that lost its content goes")
            XCTAssertTrue(Self.releasedInOrder(child), "log \(child.log), parent \(String(describing: child.parent))")
            XCTAssertEqual(UIKitDouble.failures, [])
        }
    }

    func testAViewMovedElsewhereDuringAnAnimatedRemovalStillEndsItsRelease() {
        MainActor.assumeIsolated {
            let (stack, host, child, window) = Self.stackWithController()
            _ = window
            stack.removeRow(child.view, animated: true)
            XCTAssertTrue(child.log.contains("willMove(nil)"), "the removal announces itself first")
            let elsewhere = UIView()
            host.view.addSubview(elsewhere)
            elsewhere.addSubview(child.view)
            UIKitDouble.advance(by: 2)
            XCTAssertNil(child.parent, "a release begun is finished: log \(child.log)")
            XCTAssertTrue(child.view.superview === elsewhere, "the view stays where the app put it")
            XCTAssertEqual(UIKitDouble.failures, [])
        }
    }

    func testAControllerTheAppReparentsIsNotTakenBackWhenALazyStackLetsItsRowGo() {
        MainActor.assumeIsolated {
            let (stack, host, window) = HostTests.onScreen(LazyScrollStackView())
            _ = window
            let child = RecordingController(height: 100)
            stack.addRow(child)
            stack.addRows((0 ..< 60).map { _ in block(100) })
            UIKitDouble.settle()
            XCTAssertTrue(child.parent === host)
            // The app moves the controller to a container of its own (its view stays in the row).
            let container = UIViewController()
            host.addChild(container)
            container.didMove(toParent: host)
            child.willMove(toParent: nil)
            child.removeFromParent()
            container.addChild(child)
            child.didMove(toParent: container)
            child.log = []
            stack.contentOffset = CGPoint(x: 0, y: 4000)
            UIKitDouble.settle()
            XCTAssertNil(child.view.window, "the row was let go")
            XCTAssertTrue(child.parent === container, "the app's parent stays: log \(child.log)")
            // Back on screen, the row shows the view again and still leaves the controller to the app.
            stack.contentOffset = .zero
            UIKitDouble.settle()
            XCTAssertNotNil(child.view.window, "the row is back")
            XCTAssertTrue(child.parent === container, "the app's parent stays: log \(child.log)")
            XCTAssertFalse(child.log.contains("willMove(nil)"))
            XCTAssertEqual(UIKitDouble.failures, [])
        }
    }

    func testAnEagerStackLeavesTheAppsParentThroughAWindowChange() {
        MainActor.assumeIsolated {
            let (stack, host, child, window) = Self.stackWithController()
            _ = window
            let container = UIViewController()
            host.addChild(container)
            container.didMove(toParent: host)
            child.willMove(toParent: nil)
            child.removeFromParent()
            container.addChild(child)
            child.didMove(toParent: container)
            child.log = []
            stack.removeFromSuperview()
            UIKitDouble.settle()
            host.view.addSubview(stack)
            UIKitDouble.settle()
            XCTAssertTrue(child.parent === container, "log \(child.log)")
            XCTAssertFalse(child.log.contains("willMove(nil)"))
            XCTAssertEqual(UIKitDouble.failures, [])
        }
    }

    func testAControllerTakenOutOfItsLeavingRowThenGivenToAnotherStackKeepsItsParent() {
        MainActor.assumeIsolated {
            let (first, second, host, child, window) = Self.twoStacks()
            _ = window
            Self.handOver(child, from: first, to: second)
            UIKitDouble.advance(by: 2)
            XCTAssertTrue(child.parent === host, "log \(child.log)")
            XCTAssertTrue(child.view.isDescendant(of: second))
            XCTAssertEqual(child.log.filter { $0 == "willMove(nil)" }.count, child.log.filter { $0 == "didMove(nil)" }.count,
                           "every announced removal completed: \(child.log)")
            XCTAssertEqual(UIKitDouble.failures, [])
        }
    }

    func testTakingContentFromAnotherStackWhoseCallbackChangesThisOneIsSafe() {
        MainActor.assumeIsolated {
            let others = [block(50), block(50)]
            let (first, second, host, child, window) = Self.twoStacks(secondRows: others)
            _ = window
            // App code that runs while the first stack lets the controller go changes the second.
            var removals = 0
            child.onWillMove = { parent in
                guard parent == nil, removals == 0 else { return }
                removals += 1
                second.removeRow(others[0])
            }
            _ = first
            // Index 2 is the end of the second stack when the call is made.
            second.addRow(controller: child, at: .atIndex(2))
            UIKitDouble.settle()
            XCTAssertEqual(removals, 1, "the controller heard it was leaving while the second stack inserted it")
            XCTAssertEqual(second.rows.map(\.contentView), [others[1], child.view])
            XCTAssertTrue(child.parent === host)
            XCTAssertEqual(UIKitDouble.failures, [])
        }
    }

    func testContentTakenFromAnotherStackLandsAtItsIndexEvenIfACallbackRemovesTheRowThere() {
        MainActor.assumeIsolated {
            let others = [block(50), block(50)]
            let (_, second, host, child, window) = Self.twoStacks(secondRows: others)
            _ = window
            child.onWillMove = { parent in if parent == nil { second.removeRow(others[0]) } }
            second.addRow(controller: child, at: .atIndex(0))
            UIKitDouble.settle()
            XCTAssertEqual(second.rows.map(\.contentView), [child.view, others[1]], "nothing the caller passed is lost")
            XCTAssertTrue(child.parent === host)
            XCTAssertEqual(UIKitDouble.failures, [])
        }
    }

    func testContentAlreadyInTheStackMovesToTheIndexGiven() {
        MainActor.assumeIsolated {
            let views = (0 ..< 4).map { _ in block(50) }
            let (stack, _, window) = HostTests.onScreen(ScrollStack(), rows: views)
            _ = window
            stack.addRow(view: views[0], at: .atIndex(2))
            XCTAssertEqual(stack.rows.map(\.contentView), [views[1], views[2], views[0], views[3]], "the moved row ends up at index 2")
            stack.addRow(view: views[1], at: .atIndex(4))
            XCTAssertEqual(stack.rows.map(\.contentView), [views[2], views[0], views[3], views[1]], "the end index moves a row last")
            XCTAssertEqual(UIKitDouble.failures, [])
        }
    }

    func testAControllerWhoseNewRowAlsoLeavesIsReleasedOnce() {
        MainActor.assumeIsolated {
            let (first, second, _, child, window) = Self.twoStacks()
            _ = window
            Self.handOver(child, from: first, to: second)
            second.removeRow(child.view, animated: true)
            UIKitDouble.advance(by: 2)
            XCTAssertNil(child.parent, "log \(child.log)")
            XCTAssertEqual(UIKitDouble.failures, [], "no removeFromParent() without willMove(toParent: nil)")
        }
    }

    func testAControllerMovedToAnotherStackDuringItsAnimatedRemovalKeepsItsParent() {
        MainActor.assumeIsolated {
            let (first, second, host, child, window) = Self.twoStacks()
            _ = window
            first.removeRow(child.view, animated: true)
            second.addRow(controller: child)
            UIKitDouble.advance(by: 2)
            XCTAssertTrue(child.parent === host, "the second stack's row holds it: log \(child.log)")
            XCTAssertTrue(child.view.isDescendant(of: second))
            XCTAssertEqual(first.rows.count, 1)
            XCTAssertEqual(second.rows.count, 1)
            XCTAssertEqual(child.log.filter { $0 == "willMove(nil)" }.count, child.log.filter { $0 == "didMove(nil)" }.count,
                           "every announced removal completed: \(child.log)")
            XCTAssertEqual(UIKitDouble.failures, [])
        }
    }
}
