#if canImport(UIKit) && os(iOS)
import ScrollStackUIKit
import UIKit

// Checks of the second runtime review's findings (G1–G10 in uikit-runtime-2.md) that a device can
// show: layout inside animation blocks ends (G1), changes made off screen let removed rows go (G2),
// switching realization keeps every row accounted for (G3), an Auto Layout step that keeps its own
// size is pushed at that size (G5), the flow's header mirrors right to left (G6), a tappable row
// keeps the accessibility label the app gives it (G7), measuring just below required still wraps
// text (G8) and VoiceOver's activation runs its tap (G10).

/// A stack that counts its own layout passes.
@MainActor
private final class CountingStack: ScrollStack {
    var passes = 0

    override func layoutSubviews() {
        passes += 1
        super.layoutSubviews()
    }
}

/// A flag another thread reads: set until the main thread clears it.
private final class RunningFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = true

    var isSet: Bool { lock.lock(); defer { lock.unlock() }; return value }

    func clear() { lock.lock(); value = false; lock.unlock() }
}

/// A stack delegate that keeps the last offset the stack reported.
@MainActor
private final class ScrollLog: ScrollStackControllerDelegate {
    var lastOffset: CGPoint?

    func scrollStackDidScroll(_ stackView: ScrollStack, offset: CGPoint) { lastOffset = offset }
}

/// The buttons inside `view` whose title is `title`.
@MainActor
private func buttons(titled title: String, in view: UIView) -> [UIButton] {
    let here = (view as? UIButton).map { button in
        (button.currentAttributedTitle?.string ?? button.currentTitle) == title ? [button] : []
    } ?? []
    return here + view.subviews.flatMap { buttons(titled: title, in: $0) }
}

extension DeviceChecks {
    static var runtimeReviewChecks: [DeviceCheck] {
        [
            DeviceCheck("G1", "An animated scroll, a layout inside the app's animation block, an animated axis switch",
                        proves: "a layout pass inside an animation block does not mark the stack again: each call returns, and the stack is laid out a bounded number of times") { stage in
                let stack = CountingStack()
                let log = ScrollLog()
                stack.stackDelegate = log
                for index in 0..<60 { _ = stack.addRow(view: fixedLabel("Row \(index)")) }
                await stage.show(stack)
                // If the stack lays itself out for ever, this check never returns: the console says so.
                let running = RunningFlag()
                DispatchQueue.global().asyncAfter(deadline: .now() + 3) {
                    if running.isSet {
                        print("[DeviceChecks] G1: still running after 3 s (a layout pass inside an animation block does not end?)")
                    }
                }
                defer { running.clear() }
                let start = CACurrentMediaTime()
                stack.passes = 0
                stack.scrollToRow(index: 50)  // animated: true, the default
                UIView.animate(withDuration: 0.3) {
                    stack.contentInset.top = 20
                    stack.setNeedsLayout()
                    stack.layoutIfNeeded()
                }
                stack.toggleAxis(animated: true)
                let returned = CACurrentMediaTime() - start
                let passesInside = stack.passes
                await stage.settle(0.6)
                return .all([
                    .expect(returned < 1, "the three calls returned after \(returned) s"),
                    // The events waited for a pass outside the animation blocks, and it came.
                    .expect(log.lastOffset == stack.contentOffset,
                            "the last offset reported \(String(describing: log.lastOffset)); the offset \(stack.contentOffset)"),
                    .expect(passesInside < 50, "layout passes during the calls: \(passesInside)"),
                    .expect(stack.passes < 200, "layout passes in all, animations included: \(stack.passes)"),
                ])
            },
            DeviceCheck("R2", "The stack's container resized inside an animation block, as a rotation resizes it",
                        proves: "a size change the system animates (a rotation's transition) lays the rows out at the new width, in order, and the layout ends") { stage in
                let screen = UIViewController()
                let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
                let stack = CountingStack(frame: container.bounds)
                stack.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                container.addSubview(stack)
                screen.view.addSubview(container)
                for index in 0..<40 { _ = stack.addRow(view: fixedLabel("Row \(index)")) }
                await stage.show(screen)
                stack.contentOffset = CGPoint(x: 0, y: 300)
                await stage.settle()
                stack.passes = 0
                UIView.animate(withDuration: 0.3) {
                    container.frame = CGRect(x: 0, y: 0, width: 480, height: 320)
                    container.layoutIfNeeded()
                }
                let passesInside = stack.passes
                await stage.settle(0.6)
                let shown = stack.rows.filter { $0.window != nil && !$0.isHidden }
                let widths = Set(shown.map { $0.frame.width })
                let ordered = zip(shown, shown.dropFirst()).allSatisfy { $0.frame.maxY <= $1.frame.minY + 0.5 }
                return .all([
                    .expect(!shown.isEmpty && widths == [stack.bounds.width], "row widths \(widths.sorted()); the stack is \(stack.bounds.width) wide"),
                    .expect(ordered, "the rows on screen follow one another without overlapping: \(ordered)"),
                    .expect(passesInside < 50 && stack.passes < 200, "layout passes during the resize: \(passesInside); in all: \(stack.passes)"),
                ])
            },
            DeviceCheck("G2", "Controller rows removed while the stack is out of the window",
                        proves: "a change made off screen names its removed rows at once (onChangeRow) and lets their controllers go, instead of keeping them until the stack is shown again") { stage in
                let stack = ScrollStack()
                var controllers: [LoggingController] = (0..<10).map { _ in LoggingController() }
                for controller in controllers { _ = stack.addRow(controller: controller) }
                await stage.show(stack)
                weak let first = controllers.first
                weak let last = controllers.last
                controllers.removeAll()
                var named = 0
                stack.onChangeRow = { _, isRemoved in if isRemoved { named += 1 } }
                stack.removeFromSuperview()
                stack.removeAllRows()
                await stage.settle()
                return .all([
                    .expect(named == 10, "rows named removed while off screen: \(named)"),
                    .expect(first == nil && last == nil, "removed controllers freed: first \(first == nil), last \(last == nil)"),
                ])
            },
            DeviceCheck("R4", "Calls made inside an animated change's completion",
                        proves: "completions of calls made from inside a completion run after it, in the order the calls came, each once; an animated one after its animation") { stage in
                let stack = ScrollStackView()
                stack.addRow(fixedLabel("First"))
                await stage.show(stack)
                var log: [String] = []
                stack.addRow(fixedLabel("Second"), animated: true) {
                    stack.addRow(fixedLabel("Third"), animated: true) { log.append("animated") }
                    stack.removeRow(id: "not a row") { log.append("not a row") }
                    stack.scrollToTop(animated: false) { log.append("scroll") }
                    log.append("outer returns")
                }
                await stage.settle(1.5)
                return .all([
                    .expect(log == ["outer returns", "not a row", "scroll", "animated"], "order: \(log)"),
                    .expect(stack.rows.count == 3, "rows: \(stack.rows.count)"),
                ])
            },
            DeviceCheck("G3", "An eager stack of 200 rows made lazy on screen, then a row inserted at the top",
                        proves: "switching realization releases the rows the new one does not want, and every row in the stack sits at its place after later changes") { stage in
                let stack = ScrollStack()
                let labels = (0..<200).map { fixedLabel("Row \($0)") }
                _ = stack.addRows(views: labels)
                await stage.show(stack)
                let eager = stack.subviews.filter { $0 is ScrollStackRow }.count
                stack.realization = .lazy(overscan: 0)
                await stage.settle()
                let lazy = stack.subviews.filter { $0 is ScrollStackRow }.count
                _ = stack.addRow(view: fixedLabel("Banner", height: 300), at: .top)
                stack.scrollToRow(index: 150, animated: false)
                await stage.settle()
                let shown = stack.subviews.compactMap { $0 as? ScrollStackRow }.sorted { $0.frame.minY < $1.frame.minY }
                let overlaps = zip(shown, shown.dropFirst()).filter { $0.frame.maxY > $1.frame.minY + 0.5 }.count
                let row150 = stack.rows[150]
                return .all([
                    .expect(eager == 200 && lazy < 40, "rows in the stack: \(eager) eager, \(lazy) lazy"),
                    .expect(row150.superview === stack && visibleArea(of: stack).intersects(row150.frame),
                            "row 150 in the stack: \(row150.superview === stack), at y \(row150.frame.minY)"),
                    .expect(overlaps == 0, "rows in the stack overlapping the next: \(overlaps) of \(shown.count)"),
                ])
            },
            DeviceCheck("G5", "A step built with constraints that keeps its own size (isAutoresizingItems = false)",
                        proves: "the step is pushed at its constraints' length, not collapsed, with no snap when the push ends") { stage in
                let flow = StackFlowView()
                flow.isAutoresizingItems = false
                await stage.show(flow)
                let content = UIView()
                content.translatesAutoresizingMaskIntoConstraints = false
                content.backgroundColor = .systemYellow
                content.widthAnchor.constraint(equalToConstant: 300).isActive = true
                content.heightAnchor.constraint(equalToConstant: 200).isActive = true
                flow.push(content, title: "Details")
                let item = content.superview
                let pushedHeight = item?.frame.height ?? 0
                await stage.settle(0.6)
                let settledHeight = item?.frame.height ?? 0
                return .all([
                    .expect(pushedHeight >= 200, "the item's height as the push starts: \(pushedHeight)"),
                    .expect(abs(settledHeight - pushedHeight) < 0.5, "after the push: \(settledHeight)"),
                ])
            },
            DeviceCheck("G6", "A flow's header right to left",
                        proves: "the back button sits at the right and the next button at the left, as in a navigation bar right to left") { stage in
                let flow = StackFlowView()
                flow.semanticContentAttribute = .forceRightToLeft
                await stage.show(flow)
                for index in 0..<2 {
                    let content = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 120))
                    content.semanticContentAttribute = .forceRightToLeft
                    flow.push(content, title: "Step \(index)")
                }
                await stage.settle(0.6)
                let back = buttons(titled: "Back", in: flow).filter { !$0.isHidden && $0.window != nil }.last
                let header = back?.superview
                guard let back, let header else { return .expect(false, "no Back button on screen") }
                return .expect(back.frame.midX > header.bounds.midX,
                               "Back at x \(back.frame.midX) in a header \(header.bounds.width) wide")
            },
            DeviceCheck("G7", "A tappable row given its own VoiceOver label",
                        proves: "the label and element flag the app sets on a row stay through later layout passes") { stage in
                let stack = ScrollStack()
                let card = fixedLabel("Order 1234 — 3 items")
                // A label takes no touches by default (UILabel), and a row without them is no button.
                card.isUserInteractionEnabled = true
                let other = fixedLabel("Order 5678 — 1 item")
                other.isUserInteractionEnabled = true
                guard let row = stack.addRow(view: card), let otherRow = stack.addRow(view: other) else {
                    return .expect(false, "no row made")
                }
                row.onTap = { _ in }
                otherRow.onTap = { _ in }
                await stage.show(stack)
                let automatic = (otherRow.accessibilityLabel, otherRow.isAccessibilityElement)
                row.accessibilityLabel = "Open order 1234"
                otherRow.isAccessibilityElement = false
                row.setNeedsLayout()
                row.layoutIfNeeded()
                stack.frame.size.width -= 40  // a new width lays every row out again
                await stage.settle()
                return .all([
                    .expect(automatic.0 == "Order 5678 — 1 item" && automatic.1,
                            "the row's own label and flag before: \(automatic.0 ?? "nil"), \(automatic.1)"),
                    .expect(row.accessibilityLabel == "Open order 1234", "the label set by the app after layout: \(row.accessibilityLabel ?? "nil")"),
                    .expect(!otherRow.isAccessibilityElement, "the element flag the app turned off, after layout: \(otherRow.isAccessibilityElement)"),
                ])
            },
            DeviceCheck("G8", "A multi-line label in a narrow stack, and a label with a required width of its own",
                        proves: "rows measured holding the content's width just below required still wrap text at the row's width, and content with its own required width keeps it") { stage in
                let stack = ScrollStack()
                let text = UILabel()
                text.numberOfLines = 0
                text.text = String(repeating: "A line of text that has to wrap at the row's width. ", count: 4)
                text.translatesAutoresizingMaskIntoConstraints = false
                _ = stack.addRow(view: text)
                let badge = fixedLabel("Badge")  // a required width of 120 points
                _ = stack.addRow(view: badge)
                let screen = UIViewController()
                stack.frame = CGRect(x: 0, y: 0, width: 200, height: 600)
                screen.view.addSubview(stack)
                await stage.show(screen)
                let needed = text.sizeThatFits(CGSize(width: text.bounds.width, height: .greatestFiniteMagnitude)).height
                return .all([
                    .expect(text.bounds.width <= 200 - stack.rowInsets.left - stack.rowInsets.right + 0.5 && text.bounds.height >= needed - 0.5,
                            "the label is \(text.bounds.size); its text needs \(needed) points at that width"),
                    .expect(abs(badge.bounds.width - 120) < 0.5, "the badge is \(badge.bounds.width) wide (it requires 120)"),
                ])
            },
            DeviceCheck("G10", "VoiceOver activates a tappable row taller than the screen",
                        proves: "activation runs the row's tap handling directly, wherever the row's centre is") { stage in
                let stack = ScrollStack()
                let card = fixedLabel("A very tall card", height: 1_600)
                card.isUserInteractionEnabled = true  // a label takes no touches by default
                guard let row = stack.addRow(view: card) else { return .expect(false, "no row made") }
                var taps = 0
                row.onTap = { _ in taps += 1 }
                await stage.show(stack)
                let handled = row.accessibilityActivate()
                return .expect(handled && taps == 1, "accessibilityActivate returned \(handled); taps \(taps)")
            },
        ]
    }
}
#endif
