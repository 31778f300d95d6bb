// One random stream over a StackFlowView: pushes, pops, style and direction changes mid-animation, resizes, window changes and the clock, with delegate callbacks pushing and popping re-entrantly.

import ScrollStackCore
import ScrollStackUIKit
import UIKit

@MainActor final class FlowSoak: StackFlowDelegate {
    let h: SoakHarness
    private var window: UIWindow?
    private var host: UIViewController?
    private var flow: StackFlowView!
    private var inWindow = true
    private var reentryDepth = 0
    private var events = (willPush: 0, didPush: 0, willPop: 0, didPop: 0)
    private(set) var hierarchyChecks = 0

    init(direction: StackFlowView.Direction, seed: UInt64) {
        h = SoakHarness(name: "stackFlowView(\(direction))", seed: seed)
        UIKitDouble.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let host = UIViewController()
        window.rootViewController = host
        window.makeKeyAndVisible()
        flow = StackFlowView(frame: CGRect(x: 0, y: 0, width: 390, height: 700))
        flow.growthDirection = direction
        flow.delegate = self
        host.view.addSubview(flow)
        self.window = window
        self.host = host
        UIKitDouble.runLoopTurn()
    }

    func run(operations: Int) -> String? {
        for step in 0 ..< operations {
            h.begin(step: step)
            applyRandomOperation()
            h.checkDouble()
            if h.failure == nil && h.chance(50) {
                UIKitDouble.runLoopTurn()
                h.checkDouble()
                checkItems()
            }
            if let failure = h.failure { return failure }
        }
        h.begin(step: operations)
        h.note("finish")
        if !inWindow { enter() }
        for _ in 0 ..< 4 { UIKitDouble.advance(by: 2) }
        checkItems()
        h.checkCompletionsRan()
        if events.willPush != events.didPush || events.willPop != events.didPop {
            h.fail("will/did events differ: \(events)")
        }
        flow.delegate = nil
        flow.clean()
        UIKitDouble.advance(by: 2)
        if flow.numberOfItems != 0 { h.fail("\(flow.numberOfItems) items left after clean()") }
        flow.removeFromSuperview()
        UIKitDouble.advance(by: 1)
        h.checkDouble()
        flow = nil
        host = nil
        window = nil
        UIKitDouble.advance(by: 1)
        h.checkFreed()
        return h.failure
    }

    /// With no animation running: the flow's count matches its contents, every content is in the
    /// flow's hierarchy, and the items do not overlap along the flow's axis.
    private func checkItems() {
        guard let flow, flow.window != nil, isQuiet(flow) else { return }
        hierarchyChecks += 1
        let contents = flow.itemContents
        if contents.count != flow.numberOfItems { h.fail("itemContents has \(contents.count), numberOfItems \(flow.numberOfItems)") }
        if let lost = contents.firstIndex(where: { !$0.isDescendant(of: flow) }) { h.fail("item \(lost)'s content is not in the flow") }
        let vertical = flow.growthDirection == .up || flow.growthDirection == .down
        // Items off screen or faded out are hidden and keep their last frames.
        let frames = contents.compactMap { content in
            content.superview.flatMap { item in item.isHidden || item.alpha == 0 ? nil : flow.convert(item.bounds, from: item) }
        }
            .sorted { vertical ? $0.minY < $1.minY : $0.minX < $1.minX }
        let length = { (frame: CGRect) in vertical ? frame.height : frame.width }
        for (first, second) in zip(frames, frames.dropFirst()) where length(first) > 0 && length(second) > 0 {
            let apart = vertical ? first.maxY <= second.minY + 0.5 : first.maxX <= second.minX + 0.5
            if !apart { return h.fail("items overlap along the axis: \(first) and \(second)") }
        }
    }

    private func newView() -> UIView {
        // A length on both axes, so items have one whichever way the flow grows.
        let view = soakBlock(CGFloat(h.int(20 ... 300)))
        view.widthAnchor.constraint(equalToConstant: CGFloat(h.int(20 ... 300))).isActive = true
        h.track(view, "pushed view")
        return view
    }

    private func enter() {
        inWindow = true
        host?.view.addSubview(flow)
    }

    private func applyRandomOperation() {
        switch h.int(0 ..< 100) {
        case 0 ..< 28:
            let title: String? = h.bool() ? "Step" : nil
            h.note("push(title: \(title ?? "nil"))")
            flow.push(newView(), title: title, completion: h.completion("push"))
        case 28 ..< 42:
            let count = h.int(-1 ... 3)
            h.note("pop(\(count))")
            flow.pop(count, completion: h.completion("pop"))
        case 42 ..< 46:
            let target = h.pick(flow.itemContents) ?? UIView()
            h.note("pop(to: item \(flow.itemContents.firstIndex { $0 === target }.map(String.init) ?? "not in the flow"))")
            flow.pop(to: target, completion: h.completion("pop(to:)"))
        case 46 ..< 48:
            h.note("clean()")
            flow.clean(completion: h.completion("clean"))
        case 48 ..< 52:
            flow.growthDirection = h.pick(Array(FlowDirection.allCases))!
            h.note("growthDirection = \(flow.growthDirection)")
        case 52 ..< 55:
            flow.separationStyle = h.pick([.none, .line(thickness: 2, color: .red), .padding(size: 8)])!
            h.note("separationStyle = \(flow.separationStyle)")
        case 55 ..< 57:
            flow.fadingStyle = h.pick([.none, .gradientMask(effectDistance: 40), .tint(color: .black, preLastAlpha: 0.8, alphaDecrement: 0.2)])!
            h.note("fadingStyle changed")
        case 57 ..< 59:
            flow.headPadding = CGFloat(h.int(0 ... 3) * 10)
            h.note("headPadding = \(flow.headPadding)")
        case 59 ..< 61:
            flow.transitionDuration = h.pick([0, 0.1, 0.25, 0.6])!
            h.note("transitionDuration = \(flow.transitionDuration)")
        case 61 ..< 63:
            if h.bool() { flow.isSeekingSafeArea.toggle() } else { flow.isAutoresizingItems.toggle() }
            h.note("isSeekingSafeArea = \(flow.isSeekingSafeArea), isAutoresizingItems = \(flow.isAutoresizingItems)")
        case 63 ..< 67:
            let size = CGSize(width: h.int(0 ... 8) == 0 ? 0 : h.int(40 ... 500), height: h.int(0 ... 8) == 0 ? 0 : h.int(40 ... 900))
            flow.frame = CGRect(origin: .zero, size: size)
            h.note("frame.size = \(size)")
        case 67 ..< 70:
            if inWindow {
                h.note("leave the window")
                inWindow = false
                flow.removeFromSuperview()
            } else {
                h.note("enter the window")
                enter()
            }
        case 70 ..< 80:
            h.note("runLoopTurn")
            UIKitDouble.runLoopTurn()
        case 80 ..< 95:
            let seconds = h.double(0.01 ... 0.3)
            h.note("advance(by: \(String(format: "%.3f", seconds)))")
            UIKitDouble.advance(by: seconds)
        default:
            h.note("advance(by: 1)")
            UIKitDouble.advance(by: 1)
        }
    }

    // MARK: StackFlowDelegate, sometimes changing the flow from inside the callback

    func stackFlowView(_ stackView: StackFlowView, willPush view: UIView) { events.willPush += 1; reenter("willPush") }
    func stackFlowView(_ stackView: StackFlowView, didPush view: UIView) { events.didPush += 1; reenter("didPush") }
    func stackFlowViewWillPop(_ stackView: StackFlowView) { events.willPop += 1; reenter("willPop") }
    func stackFlowViewDidPop(_ stackView: StackFlowView) { events.didPop += 1; reenter("didPop") }

    private func reenter(_ event: String) {
        guard SoakKnobs.reentry, reentryDepth == 0, let flow, h.chance(8) else { return }
        reentryDepth += 1
        defer { reentryDepth -= 1 }
        if h.bool() {
            h.note("↳ \(event) → push")
            flow.push(newView(), completion: h.completion("re-entrant push"))
        } else {
            h.note("↳ \(event) → pop(1)")
            flow.pop(1, completion: h.completion("re-entrant pop"))
        }
    }
}
