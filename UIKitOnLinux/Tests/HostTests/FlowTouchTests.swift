// Tests of a flow's touch handling driven by the double's scripted fingers: taps on older steps and
// swipes along the axis become requests, and the newest step keeps its own touches. These rest on the
// double's touch ASSUMPTIONs (T4 on a device settles the swipe).

import ScrollStackUIKit
import UIKit
import XCTest

/// A flow delegate that only counts requests, so the default (pop) is not used.
final class FlowRequests: StackFlowDelegate {
    var pops: [Int] = []
    var pushes = 0
    func stackFlowViewDidRequestPop(_ stackView: StackFlowView, numberOfItems: Int) { pops.append(numberOfItems) }
    func stackFlowViewDidRequestPush(_ stackView: StackFlowView) { pushes += 1 }
}

/// A flow delegate keeping every default (a pop request pops).
final class DefaultFlowDelegate: StackFlowDelegate {}

final class FlowTouchTests: XCTestCase {
    func testAFlowTurnsTapsAndSwipesIntoRequests() {
        MainActor.assumeIsolated {
            UIKitDouble.reset()
            let controller = UIViewController()
            let window = HostTests.show(controller)
            _ = window
            let flow = StackFlowView(frame: controller.view.bounds)
            controller.view.addSubview(flow)
            let requests = FlowRequests()
            flow.delegate = requests
            let newest = TouchRecorder()
            newest.heightAnchor.constraint(equalToConstant: 150).isActive = true
            let steps = [block(150), block(150), newest]
            steps.forEach { flow.push($0) }
            UIKitDouble.advance(by: 1)

            UIKitDouble.tap(newest)
            XCTAssertEqual(requests.pops, [], "a tap inside the newest step belongs to it")
            XCTAssertEqual(newest.phases, ["began", "ended"], "the newest step's own touches are not cancelled")
            UIKitDouble.tap(steps[0])
            XCTAssertEqual(requests.pops, [2], "a tap on the oldest step asks to pop back to it")
            // Growing down, the head is at the bottom: a swipe down goes toward it.
            UIKitDouble.swipe(steps[2], direction: .down)
            XCTAssertEqual(requests.pops, [2, 1])
            UIKitDouble.swipe(steps[2], direction: .up)
            XCTAssertEqual(requests.pushes, 1)
            UIKitDouble.swipe(steps[2], direction: .left)
            XCTAssertEqual(requests.pops.count + requests.pushes, 3, "a swipe across the axis asks nothing")
            XCTAssertEqual(flow.numberOfItems, 3, "requests alone never pop")

            // The default delegate pops what a tap asks for.
            let defaults = DefaultFlowDelegate()
            flow.delegate = defaults
            UIKitDouble.tap(steps[1])
            UIKitDouble.advance(by: 1)
            XCTAssertEqual(flow.numberOfItems, 2)
            XCTAssertTrue(flow.lastItemContent === steps[1])
            XCTAssertEqual(UIKitDouble.failures, [])
        }
    }
}
