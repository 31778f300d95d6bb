#if canImport(UIKit) && os(iOS)
import ScrollStackUIKit
import UIKit

// Checks of where rows land on screen: F2 (a horizontal stack under a navigation bar), F3 (the
// safe area across the axis), F6 (right to left), F17 (declared rows animating in) and F20's
// border colour and VoiceOver reveal.

/// The visible area of a scroll view in its content coordinates (its bounds less the adjusted
/// insets).
@MainActor
func visibleArea(of scrollView: UIScrollView) -> CGRect {
    scrollView.bounds.inset(by: scrollView.adjustedContentInset)
}

extension DeviceChecks {
    static var layoutChecks: [DeviceCheck] {
        [
            DeviceCheck("F2", "A horizontal ScrollStackController in a navigation controller",
                        proves: "a horizontal stack under a bar fits the height left to it: it does not scroll vertically, and its rows are wholly visible") { stage in
                let screen = ScrollStackController()
                let navigation = UINavigationController(rootViewController: screen)
                navigation.navigationBar.isTranslucent = true
                screen.scrollStackView.axis = .horizontal
                for index in 0..<8 { screen.scrollStackView.addRow(LabelController("Row \(index)")) }
                await stage.show(navigation)
                let stack = screen.scrollStackView
                let insets = stack.adjustedContentInset
                let verticalRange = stack.contentSize.height + insets.top + insets.bottom - stack.bounds.height
                let visible = visibleArea(of: stack)
                let first = stack.rows.first?.frame ?? .zero
                return .all([
                    .expect(verticalRange <= 0.5, "vertical scroll range \(verticalRange) (content height \(stack.contentSize.height), bounds \(stack.bounds.height), insets \(insets.top)/\(insets.bottom))"),
                    .expect(first.minY >= visible.minY - 0.5 && first.maxY <= visible.maxY + 0.5, "row 0 spans y \(first.minY)…\(first.maxY) in the visible \(visible.minY)…\(visible.maxY)"),
                    .expect(!stack.visibleRows(entirely: true).isEmpty, "entirely visible rows: \(stack.visibleRows(entirely: true).count)"),
                ])
            },
            DeviceCheck("F3", "A vertical stack with 44 points of safe area on each side (a notched phone in landscape)",
                        proves: "row content stays clear of the side safe area, plus the row's own insets") { stage in
                let screen = UIViewController()
                screen.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 44, bottom: 0, right: 44)
                let stack = ScrollStack()
                stack.frame = screen.view.bounds
                stack.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                screen.view.addSubview(stack)
                let label = UILabel()
                label.text = "This text must not run under the notch on either side of the screen."
                label.numberOfLines = 0
                stack.addRow(view: label)
                await stage.show(screen)
                let frame = label.convert(label.bounds, to: screen.view)
                let width = screen.view.bounds.width
                let inset = stack.rowInsets
                return .expect(frame.minX >= 44 + inset.left - 0.5 && frame.maxX <= width - 44 - inset.right + 0.5,
                               "label spans x \(frame.minX)…\(frame.maxX) of \(width); expected \(44 + inset.left)…\(width - 44 - inset.right)")
            },
            DeviceCheck("F6", "A horizontal stack right to left (as in Arabic and Hebrew)",
                        proves: "row 0 starts at the right edge; scrolling to a row shows it; every engine answer agrees with the screen") { stage in
                let stack = ScrollStack()
                stack.semanticContentAttribute = .forceRightToLeft
                stack.axis = .horizontal
                for index in 0..<12 { stack.addRow(view: fixedLabel("صف \(index)")) }
                await stage.show(stack)
                let atStart = stack.rows[0].convert(stack.rows[0].bounds, to: stack.superview)
                let startVisible = stack.isRowVisible(index: 0).isVisible
                stack.scrollToRow(index: 11, at: .automatic, animated: false)
                await stage.settle()
                let last = stack.rows[11].frame
                let lastOnScreen = visibleArea(of: stack).intersects(last)
                let engineSaysLast = stack.isRowVisible(index: 11).isVisible
                let engineSaysFirst = stack.isRowVisible(index: 0).isVisible
                stack.scrollToRow(index: 0, at: .automatic, animated: false)
                await stage.settle()
                let maxOffset = stack.contentSize.width - stack.bounds.width + stack.adjustedContentInset.right
                return .all([
                    .expect(abs(atStart.maxX - stack.frame.maxX) < 1, "row 0 ends at x \(atStart.maxX); the stack ends at \(stack.frame.maxX)"),
                    .expect(startVisible, "engine says row 0 visible at start: \(startVisible)"),
                    .expect(lastOnScreen && engineSaysLast && !engineSaysFirst, "after scrolling to row 11: on screen \(lastOnScreen), engine says visible \(engineSaysLast), row 0 visible \(engineSaysFirst)"),
                    .expect(abs(stack.contentOffset.x - maxOffset) < 1, "back at row 0: offset x \(stack.contentOffset.x), the start is \(maxOffset)"),
                ])
            },
            DeviceCheck("F6", "A right-to-left horizontal stack with two rows",
                        proves: "content narrower than the screen starts at the right edge, as it reads, and does not scroll") { stage in
                let stack = ScrollStack()
                stack.semanticContentAttribute = .forceRightToLeft
                stack.axis = .horizontal
                stack.addRows([fixedLabel("صف ٠"), fixedLabel("صف ١")])
                await stage.show(stack)
                let first = stack.rows[0].convert(stack.rows[0].bounds, to: stack.superview)
                let visible = visibleArea(of: stack)
                let range = stack.contentSize.width + stack.adjustedContentInset.left + stack.adjustedContentInset.right - stack.bounds.width
                return .all([
                    .expect(abs(first.maxX - (stack.frame.minX + visible.maxX - stack.contentOffset.x)) < 1,
                            "row 0 ends at x \(first.maxX); the visible area ends at \(stack.frame.minX + visible.maxX - stack.contentOffset.x)"),
                    .expect(range <= 0.5, "horizontal scroll range \(range)"),
                ])
            },
            DeviceCheck("F3", "A horizontal stack in a row of a vertical stack, scrolled under the navigation bar",
                        proves: "an inner stack keeps its rows still while the outer one scrolls it under bars (the outer one keeps clear of the safe area)") { stage in
                let screen = ScrollStackController()
                let navigation = UINavigationController(rootViewController: screen)
                let carousel = ScrollStack()
                carousel.axis = .horizontal
                carousel.translatesAutoresizingMaskIntoConstraints = false
                carousel.heightAnchor.constraint(equalToConstant: 120).isActive = true
                let card = fixedLabel("Card")
                carousel.addRow(view: card)
                (1..<8).forEach { carousel.addRow(view: fixedLabel("Card \($0)")) }
                screen.scrollStackView.addRow(carousel)
                (0..<20).forEach { screen.scrollStackView.addRow(fixedLabel("Row \($0)")) }
                await stage.show(navigation)
                let before = card.frame
                let outer = screen.scrollStackView
                outer.setContentOffset(CGPoint(x: 0, y: -outer.adjustedContentInset.top + 60), animated: false)
                await stage.settle()
                let after = card.frame
                return .expect(before == after, "card frame in its row before \(before), scrolled under the bar \(after)")
            },
            DeviceCheck("F17", "Declared rows inserted with animation",
                        proves: "a new row's content has its real size when the animation starts, so it fades in instead of growing out of a corner") { stage in
                let stack = ScrollStack()
                await stage.show(stack)
                var newLabel: UILabel?
                var sizeWhenAnimating = CGSize.zero
                stack.animate = { animations, completion in
                    sizeWhenAnimating = newLabel?.bounds.size ?? .zero
                    UIView.animate(withDuration: 0.3, animations: animations, completion: completion)
                }
                let first = ScrollStackRowDescription.view(id: "first", make: { fixedLabel("First") })
                let second = ScrollStackRowDescription.view(id: "second", make: { () -> UILabel in
                    let label = fixedLabel("Second")
                    newLabel = label
                    return label
                })
                _ = try? stack.setRows([first], animated: false)
                await stage.settle()
                _ = try? stack.setRows([first, second], animated: true)
                await stage.settle(0.6)
                let finalSize = newLabel?.bounds.size ?? .zero
                return .expect(sizeWhenAnimating.width >= 119 && sizeWhenAnimating.height >= 59,
                               "new row's content when the animation started: \(sizeWhenAnimating); at rest: \(finalSize)")
            },
            DeviceCheck("F20", "A dynamic border colour in dark mode",
                        proves: "the border follows light and dark appearance, like every other colour") { stage in
                let stack = ScrollStack()
                stack.borderWidth = 2
                stack.borderColor = .label
                stack.addRow(view: fixedLabel("Bordered"))
                let screen = UIViewController()
                stack.frame = screen.view.bounds
                screen.view.addSubview(stack)
                await stage.show(screen)
                screen.overrideUserInterfaceStyle = .dark
                await stage.settle(0.3)
                let dark = UIColor.label.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).cgColor
                let shown = stack.stackBackgroundView.layer.borderColor
                return .expect(shown == dark, "border colour \(String(describing: shown)); dark label colour \(dark)")
            },
            DeviceCheck("F20", "VoiceOver focus inside a row taller than the screen",
                        proves: "the focused element is revealed, not the top of its row") { stage in
                let stack = ScrollStack()
                let tall = UIView()
                tall.translatesAutoresizingMaskIntoConstraints = false
                tall.heightAnchor.constraint(equalToConstant: 3000).isActive = true
                let element = UILabel(frame: CGRect(x: 0, y: 2500, width: 200, height: 30))
                element.text = "Read me"
                tall.addSubview(element)
                stack.addRow(view: tall)
                await stage.show(stack)
                stack.setContentOffset(CGPoint(x: 0, y: -stack.adjustedContentInset.top), animated: false)
                await stage.settle()
                NotificationCenter.default.post(name: UIAccessibility.elementFocusedNotification, object: nil,
                                                userInfo: [UIAccessibility.focusedElementUserInfoKey: element])
                await stage.settle()
                let frame = element.convert(element.bounds, to: stack)
                let visible = visibleArea(of: stack)
                return .expect(visible.contains(frame), "element at y \(frame.minY)…\(frame.maxY); visible \(visible.minY)…\(visible.maxY)")
            },
        ]
    }
}

/// A controller showing one label of fixed size.
@MainActor
final class LabelController: UIViewController {
    private let text: String

    init(_ text: String) {
        self.text = text
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("made in code") }

    override func loadView() { view = fixedLabel(text) }
}
#endif
