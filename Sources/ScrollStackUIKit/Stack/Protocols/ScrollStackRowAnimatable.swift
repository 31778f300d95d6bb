// How a row's controller or content animates itself when its row is hidden or shown, and the
// timing it asks for.

#if canImport(UIKit)
import UIKit

/// Timing of a row's custom hide/show animation (see ``ScrollStackRowAnimatable``). The delay is
/// honoured.
public struct ScrollStackAnimationInfo: Hashable, Sendable {
    /// Seconds the animation lasts.
    public var duration: TimeInterval
    /// Seconds before it starts.
    public var delay: TimeInterval
    /// The spring's damping ratio: 1 settles without overshooting, lower values bounce.
    public var springDamping: CGFloat

    /// Creates timing; the defaults are 0.25 s, no delay, damping 0.8.
    public init(duration: TimeInterval = 0.25, delay: TimeInterval = 0, springDamping: CGFloat = 0.8) {
        self.duration = duration
        self.delay = delay
        self.springDamping = springDamping
    }
}

/// A row's controller (or, if it has none, its content view) that animates itself when the row is
/// hidden or shown. The stack checks the controller first, then the content view.
@preconcurrency @MainActor
public protocol ScrollStackRowAnimatable {
    /// The timing of the transition.
    var animationInfo: ScrollStackAnimationInfo { get }
    /// Called before the transition starts, outside the animation: put the content in its starting
    /// state here.
    func willBeginAnimationTransition(toHide: Bool)
    /// Called when the transition has ended (finished or interrupted).
    func didEndAnimationTransition(toHide: Bool)
    /// Called inside the animation block: set the content's final state here.
    func animateTransition(toHide: Bool)
}

extension ScrollStackRowAnimatable {
    /// Default: 0.25 s, no delay, damping 0.8.
    public var animationInfo: ScrollStackAnimationInfo { ScrollStackAnimationInfo() }
    /// Default: nothing.
    public func willBeginAnimationTransition(toHide: Bool) {}
    /// Default: nothing.
    public func didEndAnimationTransition(toHide: Bool) {}
    /// Default: nothing.
    public func animateTransition(toHide: Bool) {}
}
#endif
