// Touch delivery for scripted fingers: hit testing, which gesture recognizers hear a touch, which one recognizes, and what the touched view receives.

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
    public static func touchDown(on view: UIView, at point: CGPoint? = nil) -> DoubleFinger? {
        DoubleFinger(on: view, at: point)
    }

    /// A quick swipe of 80 points from `point` of `view` (its centre by default) towards `direction`,
    /// over a tenth of a second. ASSUMPTION: swipe recognizers take that as a swipe (their distance
    /// and speed thresholds are not documented); F14 on a device settles what swipes the flow hears.
    @discardableResult
    public static func swipe(_ view: UIView, at point: CGPoint? = nil, direction: UISwipeGestureRecognizer.Direction) -> UIView? {
        guard let finger = touchDown(on: view, at: point) else { return nil }
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
        finger.recognizeSwipe(direction)
        finger.lift()
        return finger.touchedView
    }
}

/// One scripted finger from touch-down to lift (test-only: the SDK has no such type).
///
/// https://developer.apple.com/documentation/uikit/uigesturerecognizer : "A window delivers touch
/// events to a gesture recognizer before it delivers them to the hit-tested view attached to the
/// gesture recognizer." Every recognizer attached to the touched view or one of its superviews hears
/// the touch unless its delegate refuses it in `gestureRecognizer(_:shouldReceive:)`.
///
/// ASSUMPTION (arbitration, which Apple leaves to the recognizers and their delegates): at most one
/// recognizer recognizes per touch, the nearest to the touched view of the kind the finger performed
/// (a long press once the finger has been still for its `minimumPressDuration`; a tap when the finger
/// lifts within 10 points of where it came down, and no long press recognized; a swipe along a
/// listening direction). F14 and F18 on a device settle what this leaves out.
@MainActor
public final class DoubleFinger {
    let touch: UITouch
    /// The view the window hit-tested under the finger when it came down.
    public var touchedView: UIView { hit }
    private let hit: UIView
    private let listeners: [UIGestureRecognizer]
    private let start: CGPoint
    private var held: TimeInterval = 0
    /// Whether the touched view has had `touchesBegan`, and whether its touches were cancelled.
    private var viewBegan = false
    private var viewCancelled = false
    private var recognized: UIGestureRecognizer?
    private var farthest: CGFloat = 0
    private var lifted = false
    /// When the touched view receives its touch-down.
    private let touchDownDelay: TimeInterval

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
        var chain: [UIView] = []
        var current: UIView? = hit
        while let next = current {
            chain.append(next)
            current = next.superview
        }
        let touch = self.touch
        listeners = chain.flatMap { $0.gestureRecognizers ?? [] }.filter { recognizer in
            recognizer.isEnabled && (recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) ?? true)
        }
        // https://developer.apple.com/documentation/uikit/uiscrollview/delayscontenttouches : "If the
        // value of this property is true, the scroll view delays handling the touch-down gesture until
        // it can determine if scrolling is the intent." ASSUMPTION: for 0.15 s, or until the finger
        // lifts (the delay's length is not documented).
        let delaying = chain.dropFirst().contains { ($0 as? UIScrollView)?.delaysContentTouches == true }
        touchDownDelay = delaying ? 0.15 : 0
        if !delaying { beginInView() }
    }

    private func firstListener<Kind: UIGestureRecognizer>(_ kind: Kind.Type) -> Kind? {
        listeners.lazy.compactMap { $0 as? Kind }.first
    }

    /// Keeps the finger still for `seconds` of virtual time, recognizing a long press when it is due.
    public func hold(for seconds: TimeInterval) {
        guard !lifted else { return }
        let end = held + seconds
        var stops = [end]
        if held < touchDownDelay { stops.append(touchDownDelay) }
        if recognized == nil, farthest <= 10, let press = firstListener(UILongPressGestureRecognizer.self),
           held < press.minimumPressDuration { stops.append(press.minimumPressDuration) }
        for stop in stops.sorted() where stop <= end && stop > held {
            UIKitDouble.advance(by: stop - held)
            held = stop
            if held >= touchDownDelay { beginInView() }
            if recognized == nil, farthest <= 10, let press = firstListener(UILongPressGestureRecognizer.self),
               held >= press.minimumPressDuration {
                recognize(press, state: .began)
            }
        }
    }

    /// Moves the finger to `point` (window coordinates) one display frame later.
    public func move(to point: CGPoint) {
        guard !lifted else { return }
        UIKitDouble.advance(by: UIKitDouble.frameDuration)
        held += UIKitDouble.frameDuration
        touch.pointInWindow = point
        farthest = max(farthest, hypot(point.x - start.x, point.y - start.y))
        if let recognized, recognized is UILongPressGestureRecognizer { recognize(recognized, state: .changed) }
        // A recognizer that does not cancel touches leaves the view hearing every one of them.
        beginInView()
        if !viewCancelled { hit.touchesMoved([touch], with: UIEvent()) }
    }

    func recognizeSwipe(_ direction: UISwipeGestureRecognizer.Direction) {
        guard recognized == nil,
              let swipe = listeners.lazy.compactMap({ $0 as? UISwipeGestureRecognizer }).first(where: { $0.direction.contains(direction) })
        else { return }
        recognize(swipe, state: .ended)
    }

    /// Lifts the finger: a long press ends, or a tap is recognized, or the touched view hears the end.
    public func lift() {
        guard !lifted else { return }
        lifted = true
        if let recognized {
            if recognized is UILongPressGestureRecognizer { recognize(recognized, state: .ended) }
            recognized.state = .possible
            if !viewCancelled { hit.touchesEnded([touch], with: UIEvent()) }
            return
        }
        beginInView()
        if farthest <= 10, let tap = firstListener(UITapGestureRecognizer.self), !controlTakesTap(below: tap.view) {
            recognize(tap, state: .ended)
            tap.state = .possible
            if !viewCancelled { hit.touchesEnded([touch], with: UIEvent()) }
            return
        }
        guard !viewCancelled else { return }
        hit.touchesEnded([touch], with: UIEvent())
        guard farthest <= 10 else { return }
        if let button = ancestor(UIButton.self, below: nil), button.isEnabled {
            button.sendActions(for: .touchUpInside)
        } else if hit is UITextField || hit is UITextView {
            // ASSUMPTION: a tap or a press that reaches a text field or text view starts editing it
            // (UIKit's own recognizers inside text input are not modelled); F18 on a device settles it.
            hit.becomeFirstResponder()
        }
    }

    /// https://developer.apple.com/documentation/uikit/attaching-gesture-recognizers-to-uikit-controls :
    /// "Events occurring within the bounds of a control are handled by the control first, giving the
    /// control a chance to call its action method", for "A single finger single tap ... on a UIButton"
    /// (the only one of the controls listed there that the double has).
    private func controlTakesTap(below owner: UIView?) -> Bool {
        ancestor(UIButton.self, below: owner)?.isEnabled ?? false
    }

    private func ancestor<Kind: UIView>(_ kind: Kind.Type, below owner: UIView?) -> Kind? {
        var current: UIView? = hit
        while let view = current, view !== owner {
            if let match = view as? Kind { return match }
            current = view.superview
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
