#if canImport(UIKit) && os(iOS)
import ScrollStackUIKit
import UIKit

// Checks of pinned rows (section headers): P1, a header stuck under the navigation bar while its
// section scrolls, in front of the rows it covers (so a touch there reaches it), and a row
// scrolled to the top resting just below it.

extension DeviceChecks {
    static var pinnedChecks: [DeviceCheck] {
        [
            DeviceCheck("P1", "A stack of sections under a navigation bar, each with a pinned header, scrolled into a section",
                        proves: "the section's header sits just under the bar, in front of the rows it covers (a touch there reaches it); the next header pushes it away; the header before is back at its place; a row scrolled to the top rests just below the header") { stage in
                let screen = ScrollStackController()
                let navigation = UINavigationController(rootViewController: screen)
                let stack = screen.scrollStackView
                stack.rowInsets = .zero
                try! stack.setRows((0 ..< 110).map { id in
                    let isHeader = id % 11 == 0
                    return ScrollStackRowDescription.view(id: id, estimatedSize: isHeader ? 30 : 60,
                                                          make: { fixedLabel(isHeader ? "Section \(id / 11)" : "Row \(id)", height: isHeader ? 30 : 60) })
                        .pinned(isHeader)
                })
                await stage.show(navigation)
                // Into section 1 (its header starts at 30 + 600 = 630 points): header 1 sticks.
                stack.setContentOffset(CGPoint(x: 0, y: 700 - stack.adjustedContentInset.top), animated: false)
                await stage.settle()
                let stuckInSection1 = (stack.row(id: 11)?.frame.minY ?? 0) - visibleArea(of: stack).minY
                // 10 points before header 2 (at 1,260): header 1 is pushed up to end where it starts.
                stack.setContentOffset(CGPoint(x: 0, y: 1_250 - stack.adjustedContentInset.top), animated: false)
                await stage.settle()
                let pushedEnd = stack.row(id: 11)?.frame.maxY ?? 0
                // Into section 2.
                stack.setContentOffset(CGPoint(x: 0, y: 1_400 - stack.adjustedContentInset.top), animated: false)
                await stage.settle()
                let visible = visibleArea(of: stack)
                let header = stack.row(id: 22)?.frame ?? .zero
                let previous = stack.row(id: 11)?.frame ?? .zero
                let hit = stack.hitTest(CGPoint(x: visible.midX, y: visible.minY + 5), with: nil)
                let hitHeader = hit.map { $0 === stack.row(id: 22) || $0.isDescendant(of: stack.row(id: 22) ?? UIView()) } ?? false
                stack.scrollToRow(id: 30, at: .start, animated: false)
                await stage.settle()
                let afterScroll = visibleArea(of: stack)
                let target = stack.row(id: 30)?.frame ?? .zero
                let stuck = stack.row(id: 22)?.frame ?? .zero
                return .all([
                    .expect(abs(stuckInSection1) < 0.5, "in section 1, header 1 is \(stuckInSection1) points from the visible area's start"),
                    .expect(abs(pushedEnd - 1_260) < 0.5, "pushed by header 2 (at 1,260), header 1 ends at \(pushedEnd)"),
                    .expect(abs(header.minY - visible.minY) < 0.5, "header 2 at y \(header.minY); the visible area starts at \(visible.minY)"),
                    .expect(abs(previous.minY - 630) < 0.5, "header 1 at y \(previous.minY), its place is 630"),
                    .expect(hitHeader, "a touch 5 points under the bar reaches \(hit.map { "\(type(of: $0))" } ?? "nothing")"),
                    .expect(abs(stuck.minY - afterScroll.minY) < 0.5 && abs(target.minY - stuck.maxY) < 0.5,
                            "after scrolling row 30 to the top: header 2 spans \(stuck.minY)…\(stuck.maxY), row 30 starts at \(target.minY)"),
                ])
            },
        ]
    }
}
#endif
