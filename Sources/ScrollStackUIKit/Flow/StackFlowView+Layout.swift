// A StackFlowView's layout and gestures: items measured and placed at the flow's frames, their
// fading and interactivity, and taps and swipes turned into requests.

#if canImport(UIKit)
import UIKit
#if canImport(ScrollStackCore)
@_spi(Hosting) import ScrollStackCore
#endif

extension StackFlowView {
    // MARK: Layout

    /// The item's extent along the flow's axis: its header plus its content, measured at the
    /// flow's cross size.
    func measure(_ item: StackFlowItemView) -> Double {
        let vertical = growthDirection.isVertical
        let container = containerRect.size
        let content = item.content
        var main: CGFloat
        if isAutoresizingItems {
            main = fittingLength(of: content, across: vertical ? container.width : max(0, container.height - item.headerHeight),
                                 axis: vertical ? .vertical : .horizontal)
        } else if !content.translatesAutoresizingMaskIntoConstraints {
            // Content that keeps its own size and is built with constraints has no bounds until
            // its first layout pass: its constraints give its length (at its own width) now, so a
            // push does not animate it collapsed.
            let fitted = content.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
            main = vertical ? fitted.height : fitted.width
        } else {
            main = 0
        }
        // Views without constraints report nothing: their own frame decides.
        if main <= 0 { main = vertical ? content.bounds.height : content.bounds.width }
        return Double(main + (vertical ? item.headerHeight : 0))
    }

    /// The flow's part of `layoutSubviews()`: measures the items on screen again and places them
    /// where the flow puts them for the view's current size.
    func layOutFlow() {
        let container = containerRect
        flow.containerSize = Size(width: Double(container.width), height: Double(container.height))
        // Items on screen are measured again: content may have changed size since it was pushed.
        for layout in flow.layouts() {
            if let item = items[layout.id] { flow.setExtent(measure(item), of: layout.id) }
        }
        // While a push or pop animates, its end frames are already set.
        if !playback.isRunning {
            for layout in flow.layouts() {
                place(layout.id, frames: RowFrames(row: layout.frame, content: layout.frame, separator: layout.separator),
                      alpha: 1, origin: container.origin)
            }
            for id in flow.itemsOffScreen {
                items[id]?.isHidden = true
                separators[id]?.isHidden = true
            }
        }
        applyAppearance(hidesInvisibleItems: !playback.isRunning)
    }

    /// Puts an item (and its separator) at frames given in the container's coordinates.
    func place(_ id: RowID, frames: RowFrames, alpha: Double, origin: CGPoint) {
        guard let item = items.named(id) else { return }
        item.isHidden = false
        item.frame = cgRect(frames.content).offsetBy(dx: origin.x, dy: origin.y)
        item.alpha = CGFloat(alpha)
        item.layoutContent(autoresizing: isAutoresizingItems,
                           direction: effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight)
        // Auto Layout content follows its new constraints now, inside the animation if there is one.
        item.layoutIfNeeded()
        if let separatorFrame = frames.separator, case let .line(_, color) = separationStyle {
            let frame = cgRect(separatorFrame).offsetBy(dx: origin.x, dy: origin.y)
            let separator = separators[id] ?? UIView()
            if separators[id] == nil {
                // A new line starts where it belongs, in its colour, instead of growing out of a
                // corner when it is made inside an animation.
                UIView.performWithoutAnimation {
                    separator.isUserInteractionEnabled = false
                    separator.frame = frame
                    separator.backgroundColor = color
                    separator.alpha = CGFloat(alpha)
                    insertSubview(separator, at: 0)
                }
                separators[id] = separator
            }
            separator.backgroundColor = color
            separator.isHidden = false
            separator.frame = frame
            separator.alpha = CGFloat(alpha)
        } else {
            separators[id]?.isHidden = true
        }
    }

    /// Fading, interactivity and header buttons of the items on screen, from the flow's layout.
    /// Inside an animation the tint fades with it, and items that become invisible are hidden
    /// when it ends (``hidesInvisibleItems`` false).
    func applyAppearance(hidesInvisibleItems: Bool = true) {
        let tintColor = fadingStyle.tintColor ?? .black
        for layout in flow.layouts() {
            guard let item = items[layout.id] else { continue }
            item.isUserInteractionEnabled = layout.isInteractive
            // VoiceOver reads the current step; the header's back button goes back.
            item.content.accessibilityElementsHidden = !layout.isInteractive
            item.apply(fade: layout.fade, tintColor: tintColor, direction: growthDirection, hidesIfInvisible: hidesInvisibleItems)
            let buttons = flow.headerButtons(of: layout.id)
            item.setButtons(pop: buttons.pop, push: buttons.push)
        }
        for id in playback.departingItems { items.named(id)?.isUserInteractionEnabled = false }
    }

    // MARK: Gestures

    fileprivate func shouldReceive(_ recognizer: UIGestureRecognizer, touch: UITouch) -> Bool {
        // A swipe that starts on a control or text belongs to it (a slider, a switch, a selection).
        if recognizer is UISwipeGestureRecognizer && isControlOrTextInput(touch.view, below: self) { return false }
        return shouldReceive(recognizer, at: touch.location(in: self))
    }

    private func shouldReceive(_ recognizer: UIGestureRecognizer, at point: CGPoint) -> Bool {
        // Taps inside the newest item belong to its content.
        recognizer !== tapRecognizer || !(flow.item(at: flowPoint(point)).map(flow.isInteractive) ?? false)
    }

    /// A point of the view in the flow's coordinates (its container's).
    private func flowPoint(_ point: CGPoint) -> Point {
        let origin = containerRect.origin
        return Point(x: Double(point.x - origin.x), y: Double(point.y - origin.y))
    }

    @objc func handleTap(_ recognizer: UITapGestureRecognizer) {
        if let request = flow.request(forTapAt: flowPoint(recognizer.location(in: self))) { forward(request) }
    }

    @objc func handleSwipe(_ recognizer: UISwipeGestureRecognizer) {
        if let request = flow.request(forSwipe: Self.flowDirection(of: recognizer)) { forward(request) }
    }

    /// Hands a request to the delegate; without one, a pop request pops.
    func forward(_ request: FlowRequest) {
        if let delegate {
            switch request {
            case .pop(let count): delegate.stackFlowViewDidRequestPop(self, numberOfItems: count)
            case .push: delegate.stackFlowViewDidRequestPush(self)
            }
        } else if let count = request.popCountWithoutOwner {
            pop(count)
        }
    }
}

/// Keeps the flow's tap recognizer out of the newest item, so its buttons and fields work.
@MainActor
final class StackFlowGestureFilter: NSObject, UIGestureRecognizerDelegate {
    weak var owner: StackFlowView?

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        guard let owner else { return true }
        return owner.shouldReceive(gestureRecognizer, touch: touch)
    }
}
#endif
