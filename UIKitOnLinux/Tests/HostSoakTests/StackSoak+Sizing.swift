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

    /// What the resting-offset check compares with: the axis, the content's and the bounds' length
    /// along it, and the insets, when the stack was last checked or its offset last set.
    var restingState: RestingState {
        let vertical = stack.axis == .vertical
        return RestingState(axis: stack.axis, content: vertical ? stack.contentSize.height : stack.contentSize.width,
                            bounds: vertical ? stack.bounds.height : stack.bounds.width, insets: stack.adjustedContentInset)
    }

    /// After a pass, with nothing animating: if the content got shorter along the axis since the
    /// last check (the axis, the bounds' length and the insets the same, whose changes UIKit
    /// answers itself), the offset rests in range; a stack sized to its content reports its
    /// length (checked when no keyboard insets it, whose share is left out, and when a
    /// right-to-left content size is not the container's stretched one).
    func checkSizing() {
        let vertical = stack.axis == .vertical
        func main(_ size: CGSize) -> CGFloat { vertical ? size.height : size.width }
        let insets = stack.adjustedContentInset
        let before = vertical ? insets.top : insets.left, after = vertical ? insets.bottom : insets.right
        let now = restingState
        defer { restingAtLastCheck = now }
        if let last = restingAtLastCheck, last.axis == now.axis, last.bounds == now.bounds, last.insets == now.insets,
           now.content < last.content, !stack.isTracking && !stack.isDecelerating {
            let offset = vertical ? stack.contentOffset.y : stack.contentOffset.x
            let end = max(-before, main(stack.contentSize) + after - main(stack.bounds.size))
            if offset < -before - 0.5 || offset > end + 0.5 {
                h.fail("the content got shorter (\(last.content) → \(now.content)) and the offset \(offset) rests outside \(-before) ... \(end)")
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

/// The axis, the content's and the bounds' length along it, and the insets, as one check saw them.
struct RestingState {
    var axis: NSLayoutConstraint.Axis
    var content: CGFloat
    var bounds: CGFloat
    var insets: UIEdgeInsets
}
