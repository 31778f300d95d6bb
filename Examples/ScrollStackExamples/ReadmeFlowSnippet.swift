#if canImport(UIKit)
// The StackFlowView example from README.md, kept here so CI type-checks it for iOS. Keep the two in step.
import ScrollStackUIKit
import UIKit

/// A checkout, one question at a time: each step slides in at the bottom, older steps move up and
/// fade, and only the newest takes touches.
final class CheckoutViewController: UIViewController, StackFlowDelegate {
    private let flow = StackFlowView()
    private let questions = ["Delivery or pick-up?", "Which address?", "Pay how?"]

    override func viewDidLoad() {
        super.viewDidLoad()
        flow.frame = view.bounds
        flow.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(flow)
        flow.delegate = self                                    // weak: no retain cycle
        flow.growthDirection = .down                            // or .up, .left, .right
        flow.separationStyle = .line(thickness: 1, color: .lightGray)
        flow.fadingStyle = .combined(styles: [
            .tint(color: .white, preLastAlpha: 0.8, alphaDecrement: 0.2),
            .gradientMask(effectDistance: 300),
        ])
        flow.push(step(0), title: questions[0])
    }

    /// A step's view; Auto Layout sizes it (isAutoresizingItems), no frame needed.
    private func step(_ index: Int) -> UIView {
        let label = UILabel()
        label.numberOfLines = 0
        label.text = "Answer “\(questions[index])” here."
        return label
    }

    // Swipes, taps on older steps and the header's buttons only ask; the delegate decides.
    func stackFlowViewDidRequestPop(_ stackView: StackFlowView, numberOfItems: Int) {
        stackView.pop(numberOfItems)                            // a tap on step 1 asks for 2
    }

    func stackFlowViewDidRequestPush(_ stackView: StackFlowView) {
        let next = stackView.numberOfItems
        guard next < questions.count else { return }
        stackView.push(step(next), title: questions[next]) {
            print("step \(next + 1) is in place")               // runs once, after the animation
        }
    }

    func stackFlowView(_ stackView: StackFlowView, didPush view: UIView) {
        print("did-events come after the animation, never before")
    }
}
#endif
