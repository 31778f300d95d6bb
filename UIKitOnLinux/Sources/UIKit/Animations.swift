// UIView's block animations on the virtual clock: the animate family, performWithoutAnimation, inheritedAnimationDuration, and completions.

import Foundation

/// One `UIView.animate` call: the animations its block added, and its completion, called once
/// when the last of them ends.
@MainActor
final class ViewAnimationGroup {
    private var completion: ((Bool) -> Void)?
    private var running = 0
    private var allFinished = true
    private var committed = false

    init(completion: ((Bool) -> Void)?) { self.completion = completion }

    func animationStarted() { running += 1 }

    func animationEnded(finished: Bool) {
        running -= 1
        allFinished = allFinished && finished
        if committed && running == 0 { fire(onNextTurn: !finished) }
    }

    /// The block has run: with nothing animating, the completion comes at the next run-loop turn.
    func commit() {
        committed = true
        if running == 0 { fire(onNextTurn: true) }
    }

    /// ASSUMPTION: a completion whose animation was removed (`finished == false`) runs at the next
    /// run-loop turn, not inside `removeAllAnimations()` (a simulator trace of F19 settles it).
    /// One that ran to its end runs when the clock reaches that end.
    private func fire(onNextTurn: Bool) {
        guard let completion else { return }
        self.completion = nil
        let finished = allFinished
        if onNextTurn { UIKitDouble.onNextTurn { completion(finished) } } else { completion(finished) }
    }
}

/// The animation block being run, if any: what property changes made now animate with.
struct AnimationContext {
    let duration: TimeInterval
    let delay: TimeInterval
    let group: ViewAnimationGroup?
}

extension UIView {
    @MainActor static var animationContexts: [AnimationContext] = []

    /// https://developer.apple.com/documentation/uikit/uiview/animationoptions : "Options for
    /// animating views using block objects." Kept, not applied (ASSUMPTION: curves and
    /// `beginFromCurrentState` are not modelled; with additive animations the latter changes
    /// nothing the host reads; F19 on a device settles it).
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    }

    /// https://developer.apple.com/documentation/uikit/uiview/animate(withduration:delay:options:animations:completion:) : "If you specify a
    /// negative value or 0, the changes are made without animating them." The completion "is
    /// performed at the beginning of the next run loop cycle" when nothing animates; otherwise when
    /// the last animation the block started ends, with `finished == false` if one was removed first.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
                              animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        let group = ViewAnimationGroup(completion: completion)
        animationContexts.append(AnimationContext(duration: max(0, duration), delay: max(0, delay), group: group))
        animations()
        animationContexts.removeLast()
        group.commit()
    }

    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// https://developer.apple.com/documentation/uikit/uiview/animate(withduration:delay:usingspringwithdamping:initialspringvelocity:options:animations:completion:): timed like the
    /// others here (ASSUMPTION: a spring ends at `duration`; damping and velocity are not modelled; F19 settles it).
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                              options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: delay, options: options, animations: animations, completion: completion)
    }

    /// https://developer.apple.com/documentation/uikit/uiview/performwithoutanimation(_:) :
    /// "Disables a transition animation." The block runs at once, and nothing changed in it animates.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        animationContexts.append(AnimationContext(duration: 0, delay: 0, group: nil))
        actionsWithoutAnimation()
        animationContexts.removeLast()
    }

    /// https://developer.apple.com/documentation/uikit/uiview/inheritedanimationduration :
    /// "Returns the inherited duration of the current animation." 0 outside an animation block (and
    /// inside `performWithoutAnimation`).
    public class var inheritedAnimationDuration: TimeInterval {
        animationContexts.last?.duration ?? 0
    }

    /// https://developer.apple.com/documentation/uikit/uiview/areanimationsenabled : kept
    /// as a flag (nothing the host does turns it off).
    public class var areAnimationsEnabled: Bool { true }

    /// Records an animation of `keyPath` from `from` to `to` on the view's layer when a property
    /// changes inside an animation block (ASSUMPTION: additive, see `CALayer.presentation()`; F19).
    func doubleAnimate(_ keyPath: String, from: Any, to: Any, changed: Bool) {
        guard changed, let context = Self.animationContexts.last, context.duration > 0, let group = context.group else { return }
        let animation = CABasicAnimation(keyPath: keyPath)
        animation.fromValue = from
        animation.toValue = to
        animation.duration = context.duration
        animation.beginTime = UIKitDouble.now + context.delay
        animation.isAdditiveViewAnimation = true
        animation.group = group
        group.animationStarted()
        var key = keyPath
        var suffix = 1
        while layer.animation(forKey: key) != nil {
            suffix += 1
            key = "\(keyPath)-\(suffix)"
        }
        layer.add(animation, forKey: key)
    }
}
