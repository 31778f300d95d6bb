// A stack sized to its content, inside a card laid out by constraints: as long as its rows up to a
// maximum, then scrolling; growing and shrinking with its rows (in their animation when animated);
// its insets counted, the keyboard's share not; both axes. Rests on the double's toy Auto Layout
// (a view with no height constraint takes its intrinsic height; `invalidateIntrinsicContentSize()`
// lays its superview out again: ASSUMPTIONs, settled by device check SZ1) and its layout pass.

import ScrollStackUIKit
import UIKit
import XCTest

final class SizingTests: XCTestCase {
    /// A card pinned to the top, leading and trailing edges of a 390-point-wide screen (along
    /// `axis`: to the top, leading and bottom edges of a 200-point-high band for a horizontal
    /// stack), holding `stack` pinned to its four edges: nothing but the stack decides the card's
    /// length along the axis.
    @MainActor static func card(_ stack: ScrollStackView, axis: NSLayoutConstraint.Axis = .vertical)
        -> (card: UIView, host: UIViewController, window: UIWindow) {
        UIKitDouble.reset()
        let host = UIViewController()
        let window = HostTests.show(host)
        let card = UIView()
        card.translatesAutoresizingMaskIntoConstraints = false
        stack.translatesAutoresizingMaskIntoConstraints = false
        host.view.addSubview(card)
        card.addSubview(stack)
        var pins = [card.topAnchor.constraint(equalTo: host.view.topAnchor, constant: 100),
                    card.leadingAnchor.constraint(equalTo: host.view.leadingAnchor)]
        pins.append(axis == .vertical ? card.trailingAnchor.constraint(equalTo: host.view.trailingAnchor)
                                      : card.heightAnchor.constraint(equalToConstant: 200))
        pins += [stack.topAnchor.constraint(equalTo: card.topAnchor), stack.bottomAnchor.constraint(equalTo: card.bottomAnchor),
                 stack.leadingAnchor.constraint(equalTo: card.leadingAnchor), stack.trailingAnchor.constraint(equalTo: card.trailingAnchor)]
        NSLayoutConstraint.activate(pins)
        UIKitDouble.settle()
        return (card, host, window)
    }

    /// A stack of `count` rows 60 points long (84 with the default 12-point row insets), sized to
    /// its content up to `maximum`.
    @MainActor static func stack(rows count: Int, upTo maximum: CGFloat = .infinity, axis: NSLayoutConstraint.Axis = .vertical)
        -> ScrollStackView {
        let stack = ScrollStackView()
        stack.axis = axis
        stack.sizing = .fitsContent(upTo: maximum)
        stack.rowInsets = axis == .vertical ? ScrollStackView.defaultRowInsets : UIEdgeInsets(top: 0, left: 12, bottom: 0, right: 12)
        for _ in 0 ..< count { stack.addRow(axis == .vertical ? block(60) : wideBlock(60)) }
        return stack
    }

    /// ``stack(rows:upTo:axis:)`` in ``card(_:axis:)``, laid out.
    @MainActor static func carded(rows count: Int, upTo maximum: CGFloat = .infinity, axis: NSLayoutConstraint.Axis = .vertical)
        -> (stack: ScrollStackView, card: UIView, window: UIWindow) {
        let stack = Self.stack(rows: count, upTo: maximum, axis: axis)
        let (card, _, window) = Self.card(stack, axis: axis)
        return (stack, card, window)
    }

    func testTheCardIsAsTallAsTheRowsAndNothingScrolls() {
        MainActor.assumeIsolated {
            let (stack, card, window) = Self.carded(rows: 3)
            _ = window
            XCTAssertEqual(card.frame, CGRect(x: 0, y: 100, width: 390, height: 252))
            XCTAssertEqual(stack.frame.size, CGSize(width: 390, height: 252))
            XCTAssertEqual(stack.contentSize.height, 252)
            XCTAssertEqual(stack.intrinsicContentSize, CGSize(width: UIView.noIntrinsicMetric, height: 252))
            XCTAssertEqual(stack.sizeThatFits(CGSize(width: 390, height: 1_000)), CGSize(width: 390, height: 252))
            XCTAssertFalse(stack.alwaysBounceVertical, "a stack that fits its content does not bounce")
            XCTAssertEqual(stack.contentHuggingPriority(for: .vertical), .defaultHigh)
            // A self-sizing cell asks its content view this way.
            XCTAssertEqual(card.systemLayoutSizeFitting(CGSize(width: 390, height: 0), withHorizontalFittingPriority: .required,
                                                        verticalFittingPriority: .fittingSizeLevel).height, 252)
            HostTests.assertNoFailures()
        }
    }

    func testRowsAddedAndRemovedGrowAndShrinkTheCardUpToTheMaximumThenItScrolls() {
        MainActor.assumeIsolated {
            let (stack, card, window) = Self.carded(rows: 2, upTo: 300)
            _ = window
            XCTAssertEqual(card.frame.height, 168)
            stack.addRow(block(60))
            UIKitDouble.settle()
            XCTAssertEqual(card.frame.height, 252)
            let fourth = block(60)
            stack.addRow(fourth)
            stack.addRow(block(60))
            UIKitDouble.settle()
            XCTAssertEqual(card.frame.height, 300, "held at the maximum")
            XCTAssertEqual(stack.contentSize.height, 420, "the rows scroll inside")
            stack.scrollToRow(fourth, at: .end, animated: false)
            UIKitDouble.settle()
            XCTAssertEqual(stack.contentOffset.y, 36, "the fourth row ends at 336")
            stack.removeRow(fourth)
            stack.setRowHidden(stack.rows[0], isHidden: true)
            UIKitDouble.settle()
            XCTAssertEqual(card.frame.height, 252, "three rows shown")
            XCTAssertEqual(stack.contentOffset.y, 0, "nothing to scroll: the rows rest at the start, not scrolled off")
            HostTests.assertNoFailures()
        }
    }

    func testAnAnimatedInsertGrowsTheCardInTheRowsAnimation() {
        MainActor.assumeIsolated {
            let (stack, card, window) = Self.carded(rows: 2)
            _ = window
            var completions = 0
            stack.insertRow(block(60), at: .start, animated: true) { completions += 1 }
            // The model frame is the end; the screen (presentation) starts where it was.
            XCTAssertEqual(card.frame.height, 252)
            XCTAssertEqual(card.layer.presentation()?.bounds.height, 168)
            UIKitDouble.advance(by: 0.15)
            let midway = card.layer.presentation()?.bounds.height ?? 0
            XCTAssertTrue(midway > 168 && midway < 252, "halfway through the rows' animation the card is \(midway) high")
            UIKitDouble.advance(by: 0.5)
            UIKitDouble.settle()
            XCTAssertEqual(card.layer.presentation()?.bounds.height, 252)
            XCTAssertEqual(completions, 1)
            HostTests.assertNoFailures()
        }
    }

    func testInsetsCountAndTheKeyboardsShareDoesNot() {
        MainActor.assumeIsolated {
            let (stack, card, window) = Self.carded(rows: 2)
            _ = window
            stack.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 0)
            UIKitDouble.settle()
            XCTAssertEqual(card.frame.height, 198)
            // A keyboard over the card's lower part: the stack insets its content for it, and stays
            // as tall (growing would take it further under the keyboard).
            let keyboard = CGRect(x: 0, y: 200, width: 390, height: 644)
            NotificationCenter.default.post(name: UIResponder.keyboardWillChangeFrameNotification, object: nil, userInfo: [
                UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: keyboard),
                UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: 0),
            ])
            UIKitDouble.settle()
            XCTAssertEqual(stack.contentInset.bottom, 98, "the keyboard covers the card's last 98 points")
            XCTAssertEqual(card.frame.height, 198)
            HostTests.assertNoFailures()
        }
    }

    func testAHorizontalStackIsAsWideAsItsRows() {
        MainActor.assumeIsolated {
            let (stack, card, window) = Self.carded(rows: 3, upTo: 250, axis: .horizontal)
            _ = window
            XCTAssertEqual(card.frame.size, CGSize(width: 250, height: 200), "three 84-point rows, held at 250")
            XCTAssertEqual(stack.contentSize.width, 252)
            XCTAssertEqual(stack.intrinsicContentSize, CGSize(width: 250, height: UIView.noIntrinsicMetric))
            XCTAssertEqual(stack.contentHuggingPriority(for: .horizontal), .defaultHigh)
            XCTAssertFalse(stack.alwaysBounceHorizontal)
            stack.removeRow(stack.rows[0])
            UIKitDouble.settle()
            XCTAssertEqual(card.frame.width, 168)
            HostTests.assertNoFailures()
        }
    }

    func testBackToFixedTheStackTakesTheSizeItsConstraintsGive() {
        MainActor.assumeIsolated {
            let (stack, card, window) = Self.carded(rows: 2)
            _ = window
            stack.sizing = .fixed
            UIKitDouble.settle()
            XCTAssertEqual(stack.intrinsicContentSize, CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
            XCTAssertEqual(card.frame.height, 0, "nothing sizes the card now")
            XCTAssertTrue(stack.alwaysBounceVertical)
            XCTAssertEqual(stack.contentHuggingPriority(for: .vertical), .defaultLow)
            stack.sizing = .fitsContent()
            UIKitDouble.settle()
            XCTAssertEqual(card.frame.height, 168)
            HostTests.assertNoFailures()
        }
    }

    func testAskingTheSizeBeforeAPassDoesNotHideTheChangeFromAutoLayout() {
        MainActor.assumeIsolated {
            let (stack, card, window) = Self.carded(rows: 3)
            _ = window
            stack.setRowHidden(stack.rows[0], isHidden: true)
            // Someone measures the stack between the change and the next layout pass.
            XCTAssertEqual(stack.sizeThatFits(CGSize(width: 390, height: 0)).height, 168)
            XCTAssertEqual(stack.intrinsicContentSize.height, 168)
            UIKitDouble.settle()
            XCTAssertEqual(card.frame.height, 168)
            HostTests.assertNoFailures()
        }
    }

    func testSizeThatFitsMeasuresTheRowsAtTheWidthAsked() {
        MainActor.assumeIsolated {
            let stack = ScrollStackView()
            stack.sizing = .fitsContent()
            stack.rowInsets = .zero
            // 50 characters of 17-point text: 8.5 points a character, 20.4 points a line (the
            // double's label metrics, an ASSUMPTION), so 425 points of text.
            let label = UILabel()
            label.numberOfLines = 0
            label.text = String(repeating: "a", count: 50)
            stack.addRow(label)
            let (card, _, window) = Self.card(stack)
            _ = window
            let own = card.frame.height
            let narrow = stack.sizeThatFits(CGSize(width: 100, height: 0))
            XCTAssertEqual(narrow.width, 100)
            XCTAssertGreaterThan(narrow.height, own, "wrapped at 100 points the text takes more lines than at 390")
            XCTAssertEqual(card.frame.height, own, "asking moved nothing")
            XCTAssertEqual(stack.sizeThatFits(CGSize(width: 390, height: 0)).height, own)
            XCTAssertEqual(stack.sizeThatFits(CGSize(width: CGFloat.infinity, height: 0)), CGSize(width: stack.bounds.width, height: own),
                           "an infinite width counts as the stack's own, and is answered with it")
            XCTAssertEqual(stack.sizeThatFits(CGSize(width: -5, height: 0)), CGSize(width: stack.bounds.width, height: own))
            HostTests.assertNoFailures()
        }
    }

    func testSizedToItsContentTheStackGivesWayFirstWhenRoomIsShort() {
        MainActor.assumeIsolated {
            let stack = ScrollStackView()
            XCTAssertEqual(stack.contentCompressionResistancePriority(for: .vertical), .defaultHigh)
            stack.sizing = .fitsContent(upTo: 200)
            XCTAssertEqual(stack.contentCompressionResistancePriority(for: .vertical), UILayoutPriority(749))
            XCTAssertEqual(stack.contentHuggingPriority(for: .vertical), .defaultHigh)
            stack.axis = .horizontal
            XCTAssertEqual(stack.contentHuggingPriority(for: .horizontal), .defaultHigh)
            XCTAssertEqual(stack.contentHuggingPriority(for: .vertical), .defaultLow)
            XCTAssertEqual(stack.contentCompressionResistancePriority(for: .vertical), .defaultHigh)
            stack.sizing = .fixed
            XCTAssertEqual(stack.contentCompressionResistancePriority(for: .horizontal), .defaultHigh)
            XCTAssertEqual(stack.contentHuggingPriority(for: .horizontal), .defaultLow)
            // A fixed stack that changes axis keeps the priorities the app set.
            stack.setContentHuggingPriority(.required, for: .vertical)
            stack.axis = .vertical
            XCTAssertEqual(stack.contentHuggingPriority(for: .vertical), .required)
        }
    }
}


/// A plain row content view `width` points wide by a required constraint.
@MainActor func wideBlock(_ width: CGFloat) -> UIView {
    let view = UIView()
    view.widthAnchor.constraint(equalToConstant: width).isActive = true
    return view
}
