// A stack sized to its content under the soak's random streams: whatever the stream does, once a
// pass has run the stack reports its rows' length plus its insets (up to the maximum) as its
// intrinsic size, and its offset rests inside the scrollable range unless the user is moving it.

import ScrollStackUIKit
import UIKit

extension StackSoak {
    /// Switches how the stack is sized, or sizes its frame as a container would: to the size it
    /// says it fits (``ScrollStackView/sizeThatFits(_:)``).
    func sizingOperation() {
        if h.chance(50) {
            let choices: [ScrollStackView.Sizing] = [.fixed, .fitsContent(), .fitsContent(upTo: Double(h.int(0 ... 600)))]
            stack.sizing = h.pick(choices)!
            h.note("sizing = \(stack.sizing)")
        } else {
            let size = stack.sizeThatFits(stack.bounds.size)
            h.note("frame.size = sizeThatFits(bounds.size) = \(size)")
            stack.frame = CGRect(origin: stack.frame.origin, size: size)
        }
    }

    /// After a pass, with nothing animating: the offset rests in range if the content changed since
    /// the last check, and a stack sized to its
    /// content reports its length (checked when no keyboard insets it, whose share is left out,
    /// and when a right-to-left content size is not the container's stretched one).
    func checkSizing() {
        let vertical = stack.axis == .vertical
        func main(_ size: CGSize) -> CGFloat { vertical ? size.height : size.width }
        let insets = stack.adjustedContentInset
        let before = vertical ? insets.top : insets.left, after = vertical ? insets.bottom : insets.right
        // The host brings the offset back into range when the content changed (an offset the
        // stream set, or a scripted drag left beyond an edge, with no bounce in the double, stays).
        let contentChanged = stack.contentSize != contentSizeAtLastCheck
        contentSizeAtLastCheck = stack.contentSize
        if contentChanged && !stack.isTracking && !stack.isDecelerating {
            let offset = vertical ? stack.contentOffset.y : stack.contentOffset.x
            let last = max(-before, main(stack.contentSize) + after - main(stack.bounds.size))
            if offset < -before - 0.5 || offset > last + 0.5 {
                h.fail("the offset \(offset) rests outside \(-before) ... \(last) (content \(stack.contentSize), bounds \(stack.bounds.size))")
            }
        }
        guard case .fitsContent(let maximum) = stack.sizing, stack.contentInset.bottom == 0 else { return }
        let stretched = !vertical && stack.effectiveUserInterfaceLayoutDirection == .rightToLeft
            && main(stack.contentSize) <= main(stack.bounds.size) - before - after + 0.5
        guard !stretched else { return }
        let expected = min(main(stack.contentSize) + before + after, CGFloat(max(0, maximum)))
        let reported = main(stack.intrinsicContentSize)
        if abs(reported - expected) > 0.01 {
            h.fail("sized to its content (up to \(maximum)), the stack reports \(reported), not \(expected): content \(stack.contentSize), insets \(insets)")
        }
        if (vertical ? stack.intrinsicContentSize.width : stack.intrinsicContentSize.height) != UIView.noIntrinsicMetric {
            h.fail("sized to its content, the stack reports a length across its axis: \(stack.intrinsicContentSize)")
        }
    }
}
