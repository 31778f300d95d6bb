#if canImport(UIKit) && os(iOS)
import ScrollStackUIKit
import UIKit

// Checks of prefetching on a lazy stack: PF1, rows named to the delegate a little before they are
// made, each answered once (made, or cancelled), cancels when the user turns back, and no row named
// that a jump passes over.

/// Records what a lazy stack tells its delegate, in order, and what broke the promise.
@MainActor
final class PrefetchLedger: LazyScrollStackDelegate {
    var outstanding: Set<Int> = []
    var everNamed: Set<Int> = []
    var named: [Int] = []
    var cancelled: [Int] = []
    var made: Set<Int> = []
    var madeAfterNaming: Set<Int> = []
    var problems: [String] = []

    func lazyScrollStack(_ stack: LazyScrollStackView, prefetchRows ids: [AnyHashable]) {
        for id in ids.compactMap({ $0 as? Int }) {
            if outstanding.contains(id) { problems.append("row \(id) named twice") }
            if stack.realizedRowIDs.contains(AnyHashable(id)) { problems.append("row \(id) named while made") }
            outstanding.insert(id)
            everNamed.insert(id)
            named.append(id)
        }
    }

    func lazyScrollStack(_ stack: LazyScrollStackView, cancelPrefetchingRows ids: [AnyHashable]) {
        for id in ids.compactMap({ $0 as? Int }) {
            if outstanding.remove(id) == nil { problems.append("row \(id) cancelled but not named") }
            cancelled.append(id)
        }
    }

    func lazyScrollStack(_ stack: LazyScrollStackView, didRealize view: UIView, forRow id: AnyHashable) {
        guard let id = id as? Int else { return }
        made.insert(id)
        if outstanding.remove(id) != nil { madeAfterNaming.insert(id) }
    }
}

extension DeviceChecks {
    static var prefetchChecks: [DeviceCheck] {
        [
            DeviceCheck("PF1", "A lazy stack of 1,000 rows under a navigation bar, prefetching 300 points ahead, scrolled down a screen in steps, back to the top, then far down",
                        proves: "the delegate hears of rows within 300 points after the made ones before they are made; the rows it heard of are then made, with no cancel, as the scroll reaches them; turning back cancels the rows left ahead; a jump names none of the rows it passes; out of the window, nothing is left named; nothing is named twice or cancelled unnamed") { stage in
                let screen = UIViewController()
                let navigation = UINavigationController(rootViewController: screen)
                let stack = LazyScrollStackView(frame: screen.view.bounds)
                stack.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                screen.view.addSubview(stack)
                let ledger = PrefetchLedger()
                stack.lazyDelegate = ledger
                stack.prefetchDistance = 300
                try! stack.setRows((0 ..< 1_000).map { id in
                    .view(id: id, estimatedSize: 60, make: { fixedLabel("Row \(id)") })
                })
                await stage.show(navigation)
                // At the top, under the bar.
                let top = -stack.adjustedContentInset.top
                stack.setContentOffset(CGPoint(x: 0, y: top), animated: false)
                await stage.settle()
                let firstMade = stack.realizedRowIDs.compactMap { $0 as? Int }.max() ?? -1
                let firstNamed = ledger.outstanding.sorted()
                let cancelsBefore = ledger.cancelled.count
                // Down a screen, 60 points a frame: the rows named first are reached and made.
                for step in 1 ... 14 {
                    stack.setContentOffset(CGPoint(x: 0, y: top + CGFloat(step) * 60), animated: false)
                    await stage.settle(0.02)
                }
                let reached = Set(firstNamed).subtracting(ledger.madeAfterNaming)
                let cancelledGoingDown = Array(ledger.cancelled.dropFirst(cancelsBefore))
                // Back to the top: the rows named ahead are cancelled.
                let aheadBeforeReturn = ledger.outstanding
                let cancelsBeforeReturn = ledger.cancelled.count
                stack.setContentOffset(CGPoint(x: 0, y: top), animated: false)
                await stage.settle()
                let cancelledOnReturn = Set(ledger.cancelled.dropFirst(cancelsBeforeReturn))
                // A jump to row 500 (at 30,000 points) names only rows around it.
                let namesBeforeJump = ledger.named.count
                stack.setContentOffset(CGPoint(x: 0, y: 30_000 + top), animated: false)
                await stage.settle()
                let namedByJump = Set(ledger.named.dropFirst(namesBeforeJump))
                let passedOver = namedByJump.filter { $0 < 470 }
                // Out of the window: every row still named is cancelled.
                navigation.view.removeFromSuperview()
                await stage.settle()
                let leftNamed = ledger.outstanding
                return .all([
                    // 300 points ahead reach five 60-point rows past the last one made.
                    .expect(!firstNamed.isEmpty && firstNamed.allSatisfy { $0 > firstMade && $0 <= firstMade + 5 },
                            "at the top, rows \(firstNamed) are named and not made; the last row made is \(firstMade)"),
                    .expect(reached.isEmpty && cancelledGoingDown.isEmpty,
                            "going down a screen, rows named first and not made since: \(reached.sorted()); cancelled: \(cancelledGoingDown)"),
                    .expect(!aheadBeforeReturn.isEmpty && cancelledOnReturn.isSuperset(of: aheadBeforeReturn),
                            "back at the top, rows named ahead \(aheadBeforeReturn.sorted()) were cancelled: \(cancelledOnReturn.sorted())"),
                    .expect(!namedByJump.isEmpty && passedOver.isEmpty, "the jump named \(namedByJump.sorted()), rows before 470: \(passedOver.sorted())"),
                    .expect(leftNamed.isEmpty, "out of the window, rows still named: \(leftNamed.sorted())"),
                    .expect(ledger.problems.isEmpty, "promises broken: \(ledger.problems)"),
                ])
            },
        ]
    }
}
#endif
