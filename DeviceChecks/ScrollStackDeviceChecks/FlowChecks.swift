#if canImport(UIKit) && os(iOS)
import ScrollStackUIKit
import UIKit

// Checks of StackFlowView: F12 (a step built for Auto Layout), F13 (VoiceOver's escape), F14 (only
// on-axis swipes listen), F19 (an interrupted push does not jump) and F20's fade mask.

/// A step of `height` points.
@MainActor
private func step(_ text: String, height: CGFloat = 160) -> UIView {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: height))
    view.backgroundColor = .secondarySystemBackground
    let label = UILabel(frame: CGRect(x: 16, y: 16, width: 260, height: 30))
    label.text = text
    view.addSubview(label)
    return view
}

/// Samples the on-screen position of `view` along `vertical` (its presentation layer's) every
/// hundredth of a second for `seconds`.
@MainActor
private func samplePositions(of view: UIView, for seconds: Double) async -> [CGFloat] {
    var samples: [CGFloat] = []
    let end = CACurrentMediaTime() + seconds
    while CACurrentMediaTime() < end {
        let frame = view.layer.presentation()?.frame ?? view.frame
        samples.append(frame.minY)
        try? await Task.sleep(nanoseconds: 10_000_000)
    }
    return samples
}

extension DeviceChecks {
    static var flowChecks: [DeviceCheck] {
        [
            DeviceCheck("F12", "A step built for Auto Layout, with a title bar",
                        proves: "a pushed view whose translatesAutoresizingMaskIntoConstraints is false gets its size and sits below its 44-point header") { stage in
                let flow = StackFlowView()
                await stage.show(flow)
                let content = UIView()
                content.translatesAutoresizingMaskIntoConstraints = false
                content.backgroundColor = .systemGreen
                let label = UILabel()
                label.text = "Auto Layout content"
                label.translatesAutoresizingMaskIntoConstraints = false
                content.addSubview(label)
                NSLayoutConstraint.activate([
                    label.topAnchor.constraint(equalTo: content.topAnchor, constant: 20),
                    label.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -20),
                    label.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
                ])
                flow.push(content, title: "A step")
                await stage.settle(0.6)
                let frame = content.frame
                return .expect(frame.minY >= 44 - 0.5 && frame.height >= 40 && frame.width > 0,
                               "content frame in its item: \(frame)")
            },
            DeviceCheck("F13", "VoiceOver's escape gesture on steps without titles",
                        proves: "the flow answers VoiceOver's escape gesture (two-finger Z), which VoiceOver sends to accessibilityPerformEscape: it pops the newest step") { stage in
                let flow = StackFlowView()
                await stage.show(flow)
                flow.push(step("First"))
                flow.push(step("Second"))
                await stage.settle(0.6)
                let handled = flow.accessibilityPerformEscape()
                await stage.settle(0.6)
                return .expect(handled && flow.numberOfItems == 1, "escape handled: \(handled); steps left \(flow.numberOfItems)")
            },
            DeviceCheck("F14", "Swipe recognizers of a flow growing down, then right",
                        proves: "only swipes along the flow's axis listen, so a slider or a scroll across it in the newest step keeps its touches") { stage in
                let flow = StackFlowView()
                await stage.show(flow)
                @MainActor func listening() -> [UISwipeGestureRecognizer.Direction] {
                    (flow.gestureRecognizers ?? []).compactMap { $0 as? UISwipeGestureRecognizer }.filter { $0.isEnabled }.map { $0.direction }
                }
                flow.growthDirection = .down
                let down = listening()
                flow.growthDirection = .right
                let right = listening()
                let vertical: Set<UInt> = [UISwipeGestureRecognizer.Direction.up.rawValue, UISwipeGestureRecognizer.Direction.down.rawValue]
                let downOK = !down.isEmpty && down.allSatisfy { vertical.contains($0.rawValue) }
                let rightOK = !right.isEmpty && right.allSatisfy { !vertical.contains($0.rawValue) }
                return .expect(downOK && rightOK, "listening when growing down: \(down.map(\.rawValue)); right: \(right.map(\.rawValue)) (1 right, 2 left, 4 up, 8 down)")
            },
            DeviceCheck("F19", "A push interrupted by a pop",
                        proves: "an interrupted push turns back from where the step is on screen: it never jumps past where it came from or where it was going") { stage in
                let flow = StackFlowView()
                flow.transitionDuration = 0.5
                await stage.show(flow)
                flow.push(step("Base"))
                await stage.settle(0.7)
                let reference = step("Moving")
                flow.push(reference)
                guard let referenceItem = reference.superview else { return .expect(false, "the pushed step has no item") }
                let whole = await samplePositions(of: referenceItem, for: 0.7)
                flow.pop()
                await stage.settle(0.7)
                let moving = step("Interrupted")
                flow.push(moving)
                guard let item = moving.superview else { return .expect(false, "the pushed step has no item") }
                let beforePop = await samplePositions(of: item, for: 0.12)
                flow.pop()
                let afterPop = await samplePositions(of: item, for: 0.7)
                let low = (whole.min() ?? 0) - 1
                let high = (whole.max() ?? 0) + 1
                let outside = (beforePop + afterPop).filter { $0 < low || $0 > high }
                return .expect(outside.isEmpty && !afterPop.isEmpty,
                               "a whole push spans y \(low + 1)…\(high - 1); the interrupted one left it \(outside.count) times \(outside.prefix(3).map { Int($0) })")
            },
            DeviceCheck("F20", "The fade mask of older steps while the flow is resized with animation (as in a rotation)",
                        proves: "the mask moves with its step through the animation, never lagging behind it") { stage in
                let flow = StackFlowView()
                await stage.show(flow)
                let first = step("Oldest", height: 300)
                [first, step("Older", height: 300), step("Newest", height: 300)].forEach { flow.push($0) }
                await stage.settle(0.7)
                guard let item = first.superview, let mask = item.mask else { return .expect(false, "the first step has no item or no mask") }
                UIView.animate(withDuration: 0.6) {
                    flow.frame.size.width -= 120
                    flow.layoutIfNeeded()
                }
                // Midway, where a mask with an animation of its own would lag behind the step.
                try? await Task.sleep(nanoseconds: 300_000_000)
                let itemSize = (item.layer.presentation() ?? item.layer).bounds.size
                let maskSize = (mask.layer.presentation() ?? mask.layer).bounds.size
                await stage.settle(0.5)
                return .all([
                    .expect(abs(itemSize.width - maskSize.width) < 1 && abs(itemSize.height - maskSize.height) < 1,
                            "midway: the step is \(itemSize), its mask \(maskSize)"),
                    .expect(mask.frame == item.bounds, "at the end: mask \(mask.frame), step \(item.bounds)"),
                ])
            },
        ]
    }
}
#endif
