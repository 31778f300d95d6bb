// Touch delivery for scripted fingers: hit testing, which gesture recognizers hear a touch, which one recognizes, a scroll view's pan, and what the touched view receives.

import Foundation

extension UIKitDouble {
    /// How long a finger stays down for a tap.
    static let tapDuration: TimeInterval = 0.1
    /// One display frame: the time between two points of a scripted move.
    public static let frameDuration: TimeInterval = 1.0 / 60

    /// Taps `view` at `point` (in `view`'s coordinates; its centre by default): a finger down for a
    /// tenth of a second, then up. The touch goes to whatever the window hit-tests there, as on a
    /// device, which need not be `view`. Returns the view that was touched (nil: nothing there).
    @discardableResult
    public static func tap(_ view: UIView, at point: CGPoint? = nil) -> UIView? {
        press(view, at: point, holding: tapDuration)
    }

    /// A finger down on `view` at `point` (its coordinates; its centre by default), held still for
    /// `seconds`, then moved through `path` (points in the window's coordinates, one display frame
    /// apart; the virtual clock advances as it goes), then lifted. Returns the view that was touched.
    @discardableResult
    public static func press(_ view: UIView, at point: CGPoint? = nil, holding seconds: TimeInterval,
                             movingThrough path: [CGPoint] = []) -> UIView? {
        guard let finger = touchDown(on: view, at: point) else { return nil }
        finger.hold(for: seconds)
        path.forEach(finger.move(to:))
        finger.lift()
        return finger.touchedView
    }

    /// A finger down on `view` at `point` (its coordinates; its centre by default), for a test to
    /// hold, move and lift step by step. Nil when nothing there takes touches.
    public static func touchDown(on view: UIView, at point: CGPoint? = nil) -> Finger? {
        Finger(on: view, at: point)
    }

    /// A quick swipe of 80 points from `point` of `view` (its centre by default) towards `direction`,
    /// over a tenth of a second. ASSUMPTION: swipe recognizers take that as a swipe (their distance
    /// and speed thresholds are not documented), and a swipe never starts a scroll view's pan; T4's
    /// swipe on a device settles it.
    @discardableResult
    public static func swipe(_ view: UIView, at point: CGPoint? = nil, direction: UISwipeGestureRecognizer.Direction) -> UIView? {
        guard let finger = touchDown(on: view, at: point) else { return nil }
        finger.swiping = direction
        let start = finger.touch.pointInWindow
        let unit: CGPoint = switch direction {
        case .left: CGPoint(x: -1, y: 0)
        case .up: CGPoint(x: 0, y: -1)
        case .down: CGPoint(x: 0, y: 1)
        default: CGPoint(x: 1, y: 0)
        }
        for step in 1 ... 6 {
            let distance = 80 * CGFloat(step) / 6
            finger.move(to: CGPoint(x: start.x + unit.x * distance, y: start.y + unit.y * distance))
        }
        finger.lift()
        return finger.touchedView
    }
}

extension UIKitDouble {
    /// One scripted finger from touch-down to lift (test-only: the SDK has no such type).
    ///
    /// https://developer.apple.com/documentation/uikit/uiview/addgesturerecognizer(_:) : attaching a
    /// recognizer to a view causes "it to receive touches hit-tested to that view and all of its
    /// subviews"; each hears the touch unless its delegate refuses it in
    /// `gestureRecognizer(_:shouldReceive:)`, and (`delaysTouchesEnded`, default true) the view hears
    /// the end of a touch only once the recognizers are done with it.
    ///
    /// ASSUMPTION (arbitration, which Apple leaves to the recognizers and their delegates): at most one
    /// recognizer recognizes a touch, the nearest to the touched view of the kind the finger performed:
    /// a long press once the finger has been still for its `minimumPressDuration`; a tap when the
    /// finger lifts within 10 points of where it came down, however long it was held, and no long
    /// press or pan began; a swipe along a listening direction. A scroll view's pan begins once the
    /// finger has moved 10 points along an axis it can scroll, unless a recognizer already
    /// recognized. T1–T4 and F18 on a device settle these.
    @MainActor
    public final class Finger {
        let touch: UITouch
        /// The view the window hit-tested under the finger when it came down.
        public var touchedView: UIView { hit }
        private let hit: UIView
        private let chain: [UIView]
        private let listeners: [UIGestureRecognizer]
        private let start: CGPoint
        private var held: TimeInterval = 0
        /// Whether the touched view has had `touchesBegan`, and whether its touches were cancelled
        /// (or, still pending, will never be delivered).
        private var viewBegan = false
        private var viewCancelled = false
        private var recognized: UIGestureRecognizer?
        private var farthest: CGFloat = 0
        private var lifted = false
        /// The scroll view the finger is scrolling, the finger's point and its offset when it began.
        private var pan: (scrollView: UIScrollView, vertical: Bool, from: CGPoint, offset: CGPoint)?
        /// When the touched view receives its touch-down.
        private let touchDownDelay: TimeInterval
        /// Set by a scripted swipe: the direction a swipe recognizer may recognize.
        var swiping: UISwipeGestureRecognizer.Direction?

        init?(on view: UIView, at point: CGPoint?) {
            guard let window = view.window else {
                UIKitDouble.recordFailure("a scripted touch on a view that is not in a window")
                return nil
            }
            let local = point ?? CGPoint(x: view.bounds.midX, y: view.bounds.midY)
            let inWindow = view.convert(local, to: nil)
            guard let hit = window.hitTest(inWindow, with: nil) else { return nil }
            self.hit = hit
            start = inWindow
            touch = UIKitDouble.touch(on: hit, at: hit.convert(inWindow, from: nil))
            chain = Array(sequence(first: hit, next: \.superview))
            let touch = self.touch
            listeners = chain.flatMap { $0.gestureRecognizers ?? [] }.filter { recognizer in
                recognizer.isEnabled && (recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) ?? true)
            }
            // https://developer.apple.com/documentation/uikit/uiscrollview/delayscontenttouches : "If the
            // value of this property is true, the scroll view delays handling the touch-down gesture until
            // it can determine if scrolling is the intent." ASSUMPTION: for 0.15 s; a finger lifted
            // sooner delivers it then, unless a recognizer that cancels touches took the touch (then it
            // is never delivered); neither the delay's length nor what a quick tap gets is documented.
            // T1 on a device shows it (its observation line).
            let delaying = chain.dropFirst().contains { ($0 as? UIScrollView)?.delaysContentTouches == true }
            touchDownDelay = delaying ? 0.15 : 0
            if !delaying { beginInView() }
        }

        /// The nearest enabled recognizer of `kind` hearing the touch (that `also` accepts).
        private func firstListener<Kind: UIGestureRecognizer>(_ kind: Kind.Type, where also: (Kind) -> Bool = { _ in true }) -> Kind? {
            listeners.lazy.compactMap { $0 as? Kind }.first { $0.isEnabled && also($0) }
        }

        /// The long press that may still recognize: none once the finger moved past its allowable
        /// movement, or a pan or another recognizer took the touch.
        private var pendingLongPress: UILongPressGestureRecognizer? {
            guard recognized == nil, pan == nil, let press = firstListener(UILongPressGestureRecognizer.self),
                  farthest <= press.allowableMovement else { return nil }
            return press
        }

        /// Keeps the finger still for `seconds` of virtual time, recognizing a long press when it is due.
        public func hold(for seconds: TimeInterval) {
            guard !lifted else { return }
            let end = held + seconds
            var stops = [end]
            if held < touchDownDelay { stops.append(touchDownDelay) }
            if let press = pendingLongPress, held < press.minimumPressDuration { stops.append(press.minimumPressDuration) }
            // A pan's finger held still has no speed when it lifts.
            if seconds > 0 { (recognized as? UIPanGestureRecognizer)?.doublePrevious = touch.pointInWindow }
            for stop in stops.sorted() where stop <= end && stop > held {
                UIKitDouble.advance(by: stop - held)
                held = stop
                if held >= touchDownDelay && pan == nil { beginInView() }
                if let press = pendingLongPress, held >= press.minimumPressDuration { recognize(press, state: .began) }
            }
        }

        /// Moves the finger to `point` (window coordinates) one display frame later.
        public func move(to point: CGPoint) {
            guard !lifted else { return }
            UIKitDouble.advance(by: UIKitDouble.frameDuration)
            held += UIKitDouble.frameDuration
            let previous = touch.pointInWindow
            touch.pointInWindow = point
            farthest = max(farthest, hypot(point.x - start.x, point.y - start.y))
            if let recognized, recognized.isEnabled, recognized is UILongPressGestureRecognizer {
                recognize(recognized, state: .changed)
            }
            if let panning = recognized as? UIPanGestureRecognizer {
                panning.doublePrevious = previous
                if panning.isEnabled { recognize(panning, state: .changed) }
                return
            }
            if recognized == nil, pan == nil, swiping == nil { beginPanRecognizer(from: previous) }
            if recognized is UIPanGestureRecognizer { return }
            if recognized == nil, pan == nil, swiping == nil { beginPanIfScrolling(to: point) }
            if let pan {
                scroll(pan, to: point)
                return
            }
            // A recognizer that does not cancel touches leaves the view hearing every one of them.
            if held >= touchDownDelay { beginInView() }
            if viewBegan && !viewCancelled { hit.touchesMoved([touch], with: UIEvent()) }
        }

        /// Lifts the finger: a long press ends, or a swipe or tap is recognized, or the touched view
        /// hears the end.
        public func lift() {
            guard !lifted else { return }
            lifted = true
            if let pan {
                pan.scrollView.isTracking = false
                pan.scrollView.isDragging = false
                UIKitDouble.runLoopTurn()
                return
            }
            if recognized == nil, let swiping,
               let swipe = firstListener(UISwipeGestureRecognizer.self, where: { $0.direction.contains(swiping) }) {
                recognize(swipe, state: .ended)
            } else if recognized == nil, farthest <= 10, let tap = firstListener(UITapGestureRecognizer.self),
                      !controlTakesTap(below: tap.view) {
                recognize(tap, state: .ended)
            }
            if let recognized {
                let continuous = recognized is UILongPressGestureRecognizer || recognized is UIPanGestureRecognizer
                if recognized.isEnabled && continuous { recognize(recognized, state: .ended) }
                recognized.state = .possible
            }
            beginInView()
            guard !viewCancelled else { return }
            hit.touchesEnded([touch], with: UIEvent())
            guard recognized == nil, farthest <= 10 else { return }
            if let button = ancestor(UIButton.self, below: nil), button.isEnabled {
                button.sendActions(for: .touchUpInside)
            } else if hit is UITextField || hit is UITextView {
                // ASSUMPTION: a tap or a press that reaches a text field or text view starts editing it
                // (UIKit's own recognizers inside text input are not modelled); F18 on a device settles it.
                hit.becomeFirstResponder()
            }
        }

        // MARK: Panning

        /// Pan recognizers that refused this touch (their delegate said no when asked to begin).
        private var refusedPans: [ObjectIdentifier] = []

        /// Begins the nearest pan recognizer hearing the touch whose delegate agrees, once the finger
        /// has moved more than 10 points from where it came down. ASSUMPTION: the distance (UIKit's
        /// is not documented); a recognizer's delegate is asked once per touch, when the finger first
        /// passes it; a pan recognizer that begins takes the touch from the scroll view's own pan
        /// (one recognizer per touch; SW1 on a device settles these).
        private func beginPanRecognizer(from previous: CGPoint) {
            guard farthest > 10 else { return }
            let candidates = listeners.compactMap { $0 as? UIPanGestureRecognizer }
            for recognizer in candidates where recognizer.isEnabled && !refusedPans.contains(ObjectIdentifier(recognizer)) {
                recognizer.doubleStart = start
                recognizer.doublePrevious = previous
                recognizer.doubleBase = nil
                recognizer.doubleLocationInWindow = touch.pointInWindow
                guard recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) ?? true else {
                    refusedPans.append(ObjectIdentifier(recognizer))
                    continue
                }
                recognize(recognizer, state: .began)
                return
            }
        }

        // MARK: Scrolling

        /// Starts a pan of the nearest scroll view that can scroll along the finger's main direction,
        /// once the finger has moved 10 points that way. Content that is tracking the touch loses it
        /// (`canCancelContentTouches`, quoted there) unless the scroll view may not cancel it: the
        /// same page, "If the value of this property is false, the scroll view doesn’t scroll
        /// regardless of finger movement once the content view starts tracking", and
        /// `touchesShouldCancel(in:)` answers false for a control. A touch-down still delayed is never
        /// delivered once the scroll view scrolls: https://developer.apple.com/documentation/uikit/uiscrollview
        /// "If the user then drags their finger far enough before the timer elapses, the scroll view
        /// cancels any tracking in the subview and performs the scrolling itself."
        private func beginPanIfScrolling(to point: CGPoint) {
            let dx = point.x - start.x, dy = point.y - start.y
            let vertical = abs(dy) >= abs(dx)
            guard max(abs(dx), abs(dy)) > 10 else { return }
            for case let scrollView as UIScrollView in chain where scrollView.isScrollEnabled && Self.canScroll(scrollView, vertically: vertical) {
                let tracking = viewBegan && !viewCancelled
                if tracking && !(scrollView.canCancelContentTouches && scrollView.touchesShouldCancel(in: hit)) { return }
                if tracking { hit.touchesCancelled([touch], with: UIEvent()) }
                viewCancelled = true
                scrollView.isTracking = true
                scrollView.isDragging = true
                pan = (scrollView, vertical, point, scrollView.contentOffset)
                return
            }
        }

        private static func canScroll(_ scrollView: UIScrollView, vertically: Bool) -> Bool {
            let insets = scrollView.adjustedContentInset
            return vertically
                ? scrollView.alwaysBounceVertical || scrollView.contentSize.height + insets.top + insets.bottom > scrollView.bounds.height
                : scrollView.alwaysBounceHorizontal || scrollView.contentSize.width + insets.left + insets.right > scrollView.bounds.width
        }

        /// The content follows the finger along the pan's axis, within the scrollable range
        /// (ASSUMPTION: no rubber-banding or deceleration, as `UIKitDouble.drag`).
        private func scroll(_ pan: (scrollView: UIScrollView, vertical: Bool, from: CGPoint, offset: CGPoint), to point: CGPoint) {
            let view = pan.scrollView, insets = view.adjustedContentInset
            if pan.vertical {
                let wanted = pan.offset.y - (point.y - pan.from.y)
                let most = max(-insets.top, view.contentSize.height + insets.bottom - view.bounds.height)
                view.contentOffset.y = min(max(wanted, -insets.top), most)
            } else {
                let wanted = pan.offset.x - (point.x - pan.from.x)
                let most = max(-insets.left, view.contentSize.width + insets.right - view.bounds.width)
                view.contentOffset.x = min(max(wanted, -insets.left), most)
            }
        }

        // MARK: Recognizing

        /// https://developer.apple.com/documentation/uikit/attaching-gesture-recognizers-to-uikit-controls :
        /// "Events occurring within the bounds of a control are handled by the control first, giving the
        /// control a chance to call its action method", for "A single finger single tap ... on a UIButton"
        /// (the only one of the controls listed there that the double has).
        private func controlTakesTap(below owner: UIView?) -> Bool {
            ancestor(UIButton.self, below: owner)?.isEnabled ?? false
        }

        private func ancestor<Kind: UIView>(_ kind: Kind.Type, below owner: UIView?) -> Kind? {
            for view in chain {
                if view === owner { return nil }
                if let match = view as? Kind { return match }
            }
            return nil
        }

        private func beginInView() {
            guard !viewBegan, !viewCancelled else { return }
            viewBegan = true
            hit.touchesBegan([touch], with: UIEvent())
        }

        /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/cancelstouchesinview :
        /// "When this property is true (the default) and the gesture recognizer recognizes its gesture,
        /// the touches of that gesture that are pending aren’t delivered to the view and previously
        /// delivered touches are canceled through a touchesCancelled(_:with:) message sent to the view."
        /// ASSUMPTION: a touch-down the scroll view still delays counts as pending (T1's observation
        /// line on a device shows whether a quick tap delivers it).
        private func recognize(_ recognizer: UIGestureRecognizer, state: UIGestureRecognizer.State) {
            if recognized == nil {
                recognized = recognizer
                if recognizer.cancelsTouchesInView {
                    if viewBegan && !viewCancelled { hit.touchesCancelled([touch], with: UIEvent()) }
                    viewCancelled = true
                }
            }
            recognizer.doubleLocationInWindow = touch.pointInWindow
            recognizer.state = state
            recognizer.sendActions()
        }
    }
}
