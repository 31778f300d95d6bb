// Tests of the peers' other names (each reads and writes what its canonical name does), the lookups
// only they have, and a Dynamic Type change measuring every row again. These rest on documented
// behaviour (notifications, view containment) and the host's own logic, except where a test says.

import ScrollStackUIKit
import UIKit
import XCTest

@MainActor final class Counter { var count = 0 }

/// A ScrollStackController-style child: a fixed height it chooses, and a count of reloads.
final class SizedController: UIViewController, ScrollStackContainableController {
    var height: CGFloat = 70
    var reloads = 0
    func scrollStackRowSizeForAxis(_ axis: NSLayoutConstraint.Axis, row: ScrollStackRow, in stackView: ScrollStack) -> ScrollStack.ControllerSize? {
        .fixed(height)
    }
    func reloadContentFromStackView(stackView: ScrollStack, row: ScrollStackRow, animated: Bool) {
        reloads += 1
        height = 130
    }
}

/// A view as tall as a line of text, whose line height changes without invalidating its size.
final class TextSizedView: UIView {
    var lineHeight: CGFloat = 20
    override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: lineHeight) }
}

/// Adopts both protocols and keeps every default.
final class DefaultsController: UIViewController, ScrollStackContainableController {
    override func loadView() { view = block(50) }
}
final class DefaultsAnimatable: UIView, ScrollStackRowAnimatable {}

final class VocabularyTests: XCTestCase {
    func testScrollStackControllerNamesAreTheCanonicalSettings() {
        MainActor.assumeIsolated {
            UIKitDouble.reset()
            let stack = ScrollStack(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
            XCTAssertEqual(ScrollStack.defaultSeparatorInset, ScrollStack.defaultSeparatorInsets)
            for value in [true, false] {
                stack.autoHideLastRowSeparator = value
                XCTAssertEqual(stack.automaticallyHidesLastSeparator, value)
                stack.isSeparatorHidden = value
                XCTAssertEqual(stack.hidesSeparatorsByDefault, value)
                stack.hideSeparators = !value
                XCTAssertEqual(stack.isSeparatorHidden, !value)
                XCTAssertEqual(stack.autoHideLastRowSeparator, value)
            }
            let window = HostTests.show(UIViewController())
            window.rootViewController!.view.addSubview(stack)
            let views = (0 ..< 6).map { _ in block(100) }
            stack.addRows(views)
            UIKitDouble.settle()
            stack.contentOffset = CGPoint(x: 0, y: 150)
            // What shows of the content is 150…550 (rows 100 long plus their insets).
            let shown = CGRect(x: 0, y: 150, width: 320, height: 400)
            let partly = stack.rows.filter { $0.frame.intersects(shown) }.map { $0.index ?? -1 }
            let entirely = stack.rows.filter { shown.contains($0.frame) }.map { $0.index ?? -1 }
            XCTAssertGreaterThan(partly.count, entirely.count)
            XCTAssertFalse(entirely.isEmpty)
            XCTAssertEqual(stack.visibleRows?.map { $0.index ?? -1 }, partly)
            XCTAssertEqual(stack.entirelyVisibleRows?.map { $0.index ?? -1 }, entirely)
            XCTAssertTrue(stack.firstRow?.contentView === views[0] && stack.lastRow?.contentView === views[5])
            stack.rows[0].removeFromStackView()
            XCTAssertEqual(stack.rows.count, 5)
            XCTAssertTrue(stack.firstRow?.contentView === views[1])
            XCTAssertEqual(UIKitDouble.failures, [])
        }
    }

    func testAloeNamesAreTheCanonicalSettings() {
        MainActor.assumeIsolated {
            UIKitDouble.reset()
            let aloe = AloeStackView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
            let inset = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
            aloe.rowInset = inset
            XCTAssertEqual(aloe.rowInsets, inset)
            aloe.separatorInset = inset
            XCTAssertEqual(aloe.separatorInsets, inset)
            aloe.separatorHeight = 3
            XCTAssertEqual(aloe.separatorThickness, 3)
            XCTAssertEqual(aloe.separatorWidth, 3)
            XCTAssertEqual(aloe.separatorHeight, 3)
            XCTAssertEqual(aloe.rowInset, inset)
            XCTAssertEqual(aloe.separatorInset, inset)
            XCTAssertNil(aloe.firstRow)
            let views = [block(40), block(50)]
            aloe.addRows(views)
            XCTAssertTrue(aloe.firstRow === views[0] && aloe.lastRow === views[1])
            // Its cells answer to AloeStackView's names for their settings.
            guard let cell = aloe.rows.first as? StackViewCell else { return XCTFail("AloeStackView's rows are StackViewCells") }
            cell.rowInset = inset
            cell.separatorWidth = 2
            XCTAssertEqual(cell.rowInset, cell.rowInsets)
            XCTAssertEqual(cell.separatorInset, cell.separatorInsets)
            XCTAssertEqual(cell.separatorHeight, 2)
            XCTAssertEqual(cell.separatorAxis, .horizontal)
            // A set separator width stays through a trait change; the default one follows the screen.
            aloe.traitCollectionDidChange(nil)
            XCTAssertEqual(aloe.separatorWidth, 3)

            // AloeStackViewController made in code: its view is its stack, filling the window.
            let controller = AloeStackViewController()
            controller.automaticallyFlashScrollIndicators = true
            let window = HostTests.show(controller)
            XCTAssertTrue(controller.view === controller.stackView)
            XCTAssertEqual(controller.stackView.frame, window.bounds)
            XCTAssertEqual(UIKitDouble.failures, [])
        }
    }

    func testScrollingStackViewControllerLookupsAndSettings() {
        MainActor.assumeIsolated {
            UIKitDouble.reset()
            let controller = ScrollingStackViewController()
            let window = HostTests.show(controller)
            _ = window
            XCTAssertTrue(controller.scrollView === controller.scrollStackView)
            XCTAssertTrue(controller.stackViewBackgroundView === controller.scrollStackView.stackBackgroundView)
            controller.spacingColor = .red
            XCTAssertEqual(controller.scrollStackView.spacingColor, .red)
            controller.borderColor = .systemBlue
            controller.borderWidth = 2
            XCTAssertEqual(controller.scrollStackView.borderColor, .systemBlue)
            XCTAssertEqual(controller.scrollStackView.borderWidth, 2)
            let animations = Counter()
            controller.animate = { body, done in animations.count += 1; body(); done?(true) }
            controller.scrollAnimate = { body, done in animations.count += 10; body(); done?(true) }
            controller.scrollStackView.animate({}, nil)
            controller.scrollStackView.scrollAnimate({}, nil)
            controller.animate({}, nil)
            controller.scrollAnimate({}, nil)
            XCTAssertEqual(animations.count, 22, "the controller's animations are the stack's")

            let first = RecordingController(height: 80), second = RecordingController(height: 80)
            controller.insert(viewController: first, at: 0)
            controller.insert(viewController: second, edgeInsets: UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5), at: 0)
            UIKitDouble.settle()
            XCTAssertEqual(controller.arrangedViewIndex(for: second.view), 0)
            XCTAssertEqual(controller.arrangedViewContainerIndex(for: first.view), 1)
            XCTAssertEqual(controller.arrangedViewOrContainerIndex(for: first.view), 1)
            XCTAssertTrue(controller.isArranged(view: first.view) && controller.isArrangedOrContained(view: second.view))
            XCTAssertFalse(controller.isArranged(view: UIView()))
            XCTAssertTrue(controller.arrangedView(for: second) === controller.scrollStackView.rows[0])
            XCTAssertEqual(controller.scrollStackView.rows[0].rowInsets, UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5))
            XCTAssertEqual(UIKitDouble.failures, [])
        }
    }

    func testScrollStackControllerProtocolsSizeReloadAndAnimateRows() {
        MainActor.assumeIsolated {
            let (stack, _, window) = HostTests.onScreen(ScrollStack())
            _ = window
            stack.rowInsets = .zero
            let sized = SizedController(), defaults = DefaultsController()
            let animatable = DefaultsAnimatable()
            animatable.heightAnchor.constraint(equalToConstant: 40).isActive = true
            stack.addRow(controller: sized)
            stack.addRow(controller: defaults)
            stack.addRow(view: animatable)
            UIKitDouble.settle()
            XCTAssertEqual(stack.rows[0].frame.height, 70, "the controller's own fixed size")
            XCTAssertEqual(stack.rows[1].frame.height, 50, "no size of its own: Auto Layout's")
            stack.reloadRow(index: 0)
            stack.reloadRow(1)
            UIKitDouble.settle()
            XCTAssertEqual(sized.reloads, 1)
            XCTAssertEqual(stack.rows[0].frame.height, 130, "a reload asks for the size again")
            XCTAssertEqual(ScrollStackAnimationInfo(), ScrollStackAnimationInfo(duration: 0.25, delay: 0, springDamping: 0.8))
            stack.setRowHidden(index: 2, isHidden: true, animated: true)
            UIKitDouble.advance(by: 1)
            XCTAssertTrue(stack.isRowHidden(index: 2))
            XCTAssertTrue(stack.rows[2].isHidden, "a row keeping the default animation hides when it ends")
            XCTAssertEqual(UIKitDouble.failures, [])
        }
    }

    /// DOC: https://developer.apple.com/documentation/uikit/uicontentsizecategory/didchangenotification
    /// is posted when the text size changes; the stack then measures every row again.
    func testATextSizeChangeMeasuresEveryRowAgain() {
        MainActor.assumeIsolated {
            let (stack, _, window) = HostTests.onScreen(ScrollStack())
            _ = window
            // Content whose size follows the text size without telling Auto Layout (as a view
            // reading `preferredFont` in `intrinsicContentSize` does): only the stack's answer to the
            // notification measures it again.
            let texts = [TextSizedView(), TextSizedView()]
            stack.addRows([texts[0], block(40)] + (0 ..< 30).map { _ in block(60) } + [texts[1]])
            UIKitDouble.settle()
            let before = stack.rows.map(\.frame.height)
            texts.forEach { $0.lineHeight = 40 }
            UIKitDouble.settle()
            XCTAssertEqual(stack.rows.map(\.frame.height), before, "nothing told the stack yet")
            NotificationCenter.default.post(name: UIContentSizeCategory.didChangeNotification, object: nil)
            UIKitDouble.settle()
            let last = stack.rows.count - 1
            XCTAssertEqual(stack.rows[0].frame.height, before[0] + 20, "the row takes its content's new height")
            XCTAssertEqual(stack.rows[last].frame.height, before[last] + 20, "and so does a row far off screen")
            XCTAssertEqual(stack.rows[1].frame.minY, stack.rows[0].frame.maxY, "the next row moves down")
            XCTAssertEqual(UIKitDouble.failures, [])
        }
    }
}
