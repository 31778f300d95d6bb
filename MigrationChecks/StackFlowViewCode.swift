#if canImport(UIKit) && os(iOS)
import ScrollStackUIKit
import UIKit

// Code written for StackFlowView (0xNSHuman), as that library spells it, with only the import
// changed: every public symbol it had, except the misspelt `line(thikness:color:)` (kept,
// deprecated, so it still compiles with a warning naming `line(thickness:color:)`). CI type-checks
// it; it is never run.

@MainActor
final class FlowOwner: UIViewController, StackFlowDelegate {
    let flow = StackFlowView(frame: .zero)

    func stackFlowViewDidRequestPop(_ stackView: StackFlowView, numberOfItems: Int) { stackView.pop(numberOfItems) }
    func stackFlowViewDidRequestPush(_ stackView: StackFlowView) {}
    func stackFlowViewWillPop(_ stackView: StackFlowView) {}
    func stackFlowViewDidPop(_ stackView: StackFlowView) {}
    func stackFlowView(_ stackView: StackFlowView, willPush view: UIView) {}
    func stackFlowView(_ stackView: StackFlowView, didPush view: UIView) {}

    override func viewDidLoad() {
        super.viewDidLoad()
        flow.delegate = self
        flow.headPadding = 8
        flow.growthDirection = .down
        let vertical: Bool = StackFlowView.Direction.left.isVertical
        flow.separationStyle = .line(thickness: 1, color: .white)
        flow.separationStyle = .padding(size: 4)
        flow.separationStyle = .none
        flow.fadingStyle = .combined(styles: [.tint(color: .black, preLastAlpha: 0.9, alphaDecrement: 0.1),
                                              .gradientMask(effectDistance: 500)])
        flow.fadingStyle = .none
        flow.userNavigationOptions = [.swipe, .tap]
        flow.transitionDuration = 0.25
        flow.isSeekingSafeArea = true
        flow.isAutoresizingItems = true
        let size: CGSize = flow.safeSize
        let count: Int = flow.numberOfItems
        let last: UIView? = flow.lastItemContent
        let bar = StackItemAppearance.TopBar(backgroundColor: .white, titleFont: .systemFont(ofSize: 17), titleTextColor: .darkGray,
                                             popButtonIdentity: .init(title: NSAttributedString(string: "Back")),
                                             pushButtonIdentity: .init(icon: UIImage()))
        let appearance = StackItemAppearance(backgroundColor: .white, topBarAppearance: bar)
        flow.push(UIView(), title: "Step", customAppearance: appearance)
        flow.push(UIView())
        flow.pop()
        flow.pop(2)
        flow.clean()
        // Module-qualified names, as apps with types of the same name wrote them.
        let qualified: StackFlowView.StackItemAppearance = appearance
        print(vertical, size, count, last as Any, qualified)
    }
}
#endif
