#if canImport(UIKit) && os(iOS)
import ScrollStackUIKit
import UIKit

// Checks of a stack sized to its content: SZ1, a stack in a card laid out by Auto Layout is as
// tall as its rows, grows with them inside the rows' animation, stops at its maximum and scrolls,
// and shrinks back to rest at its start; SZ3, a stack of fixed size whose content gets shorter while
// scrolled to its end rests in range. (SZ2, the SwiftUI list in a VStack, is in SwiftUIChecks.)

extension DeviceChecks {
    static var sizingChecks: [DeviceCheck] {
        [
            DeviceCheck("SZ1", "A stack sized to its content (up to 300 points) in a card 140 points below the top of the screen, given rows, one animated, past its maximum, then fewer",
                        proves: "Auto Layout takes the stack's intrinsic height (its rows, up to the maximum), the card grows in the rows' own animation, the stack scrolls only past 300 points, and when rows go it shrinks and shows its rows from the start") { stage in
                let screen = UIViewController()
                screen.view.backgroundColor = .systemBackground
                let card = UIView()
                card.backgroundColor = .secondarySystemBackground
                card.translatesAutoresizingMaskIntoConstraints = false
                let stack = ScrollStackView()
                stack.sizing = .fitsContent(upTo: 300)
                stack.translatesAutoresizingMaskIntoConstraints = false
                screen.view.addSubview(card)
                card.addSubview(stack)
                NSLayoutConstraint.activate([
                    card.topAnchor.constraint(equalTo: screen.view.topAnchor, constant: 140),
                    card.leadingAnchor.constraint(equalTo: screen.view.leadingAnchor, constant: 16),
                    card.trailingAnchor.constraint(equalTo: screen.view.trailingAnchor, constant: -16),
                    stack.topAnchor.constraint(equalTo: card.topAnchor), stack.bottomAnchor.constraint(equalTo: card.bottomAnchor),
                    stack.leadingAnchor.constraint(equalTo: card.leadingAnchor), stack.trailingAnchor.constraint(equalTo: card.trailingAnchor),
                ])
                // Rows of 60 points; with the default 12-point insets above and below, 84 each.
                stack.addRows([fixedLabel("One"), fixedLabel("Two")])
                await stage.show(screen)
                await stage.settle()
                let two = card.frame.height
                // An animated third row, over a linear second: 0.4 s in, the card is on its way.
                stack.animate = { animations, completion in
                    UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: animations, completion: completion)
                }
                stack.insertRow(fixedLabel("Three"), at: .end, animated: true)
                try? await Task.sleep(nanoseconds: 400_000_000)
                let midway = card.layer.presentation()?.bounds.height ?? -1
                await stage.settle(1)
                let three = card.frame.height
                // Past the maximum: held at 300, the rows scroll inside.
                let last = fixedLabel("Five")
                stack.addRows([fixedLabel("Four"), last])
                await stage.settle()
                let five = card.frame.height
                let fiveContent = stack.contentSize.height
                let scrolls = fiveContent > stack.bounds.height
                stack.scrollToRow(last, at: .end, animated: false)
                await stage.settle()
                let scrolled = stack.contentOffset.y
                // Back to two rows: the card shrinks and the rows show from the start.
                stack.removeRow(last)
                stack.removeRow(stack.rows[2].contentView)
                stack.removeRow(stack.rows[2].contentView)
                await stage.settle()
                return .all([
                    .expect(abs(two - 168) < 0.5, "two rows: the card is \(two) high (168 expected)"),
                    .expect(midway > two + 1 && midway < 251, "0.4 s into the animated insert the card shows \(midway) high (between \(two) and 252)"),
                    .expect(abs(three - 252) < 0.5, "three rows: \(three) high"),
                    .expect(abs(five - 300) < 0.5 && scrolls, "five rows: \(five) high; content \(fiveContent) scrolls: \(scrolls)"),
                    .expect(scrolled > 0, "scrolled to the last row: offset \(scrolled)"),
                    .expect(abs(card.frame.height - 168) < 0.5 && abs(stack.contentOffset.y + stack.adjustedContentInset.top) < 0.5,
                            "back to two rows: \(card.frame.height) high, offset \(stack.contentOffset.y)"),
                ])
            },
            DeviceCheck("SZ3", "A stack of fixed size scrolled to its end, then its last rows removed",
                        proves: "when the content gets shorter the offset comes back into range: the rows left show from where they can, with no empty space after them (UIKit keeps an offset beyond the end when only the content size changes)") { stage in
                let stack = ScrollStackView()
                stack.addRows((0 ..< 30).map { fixedLabel("Row \($0)") })
                await stage.show(stack)
                stack.scrollToBottom(animated: false)
                await stage.settle()
                let atEnd = stack.contentOffset.y
                for row in stack.rows.suffix(20) { stack.removeRow(row) }
                await stage.settle()
                let last = stack.contentSize.height + stack.adjustedContentInset.bottom - stack.bounds.height
                let range = -stack.adjustedContentInset.top ... max(-stack.adjustedContentInset.top, last)
                return .expect(atEnd > 0 && range.contains(stack.contentOffset.y),
                               "scrolled to \(atEnd); after removing 20 of 30 rows the offset is \(stack.contentOffset.y), the range \(range)")
            },
        ]
    }
}
#endif
