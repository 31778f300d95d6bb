// Timing curves: how far an animation has progressed at a given time. The terminal host animates
// with them frame by frame, and tests check their values; a UIKit host hands the same parameters to
// UIView animations.

/// A damped spring described the way `UIView.animate(withDuration:delay:usingSpringWithDamping:
/// initialSpringVelocity:…)` describes one: a duration, a damping ratio and an initial velocity.
///
/// The spring is a unit mass pulled towards its target. Its stiffness is chosen so that its motion
/// settles within 0.1 % of the distance travelled by `duration`; at `duration` the progress is
/// exactly 1, as a UIKit animation ends exactly on time. A damping ratio of 1 approaches the target
/// without overshooting, smaller ratios overshoot and oscillate, larger ones approach more slowly.
public struct SpringCurve: Hashable, Sendable {
    /// The settling threshold, as a fraction of the distance travelled.
    public static let settlingThreshold = 0.001

    /// How long the animation lasts, in seconds.
    public let duration: Double
    /// The damping ratio; values below 0.01 are treated as 0.01 so the spring can settle.
    public let dampingRatio: Double
    /// The initial velocity in distances per second: 1 means the animated value would cover the
    /// whole distance in one second at its starting speed (UIKit's `initialSpringVelocity`).
    public let initialVelocity: Double
    /// The undamped angular frequency (rad/s) the spring needs to settle in time.
    public let angularFrequency: Double

    /// Creates a spring that settles by `duration`.
    public init(duration: Double, dampingRatio: Double, initialVelocity: Double = 0) {
        let duration = duration.isFinite && duration > 0 ? duration : 0
        let damping = dampingRatio.isFinite ? max(dampingRatio, 0.01) : 1
        let velocity = initialVelocity.isFinite ? initialVelocity : 0
        self.duration = duration
        self.dampingRatio = damping
        self.initialVelocity = velocity
        self.angularFrequency = duration > 0
            ? Self.solveFrequency(duration: duration, damping: damping, velocity: velocity) : 0
    }

    /// The progress at `time` seconds: 0 before the start, exactly 1 from `duration` on, and the
    /// spring's motion in between (which may overshoot 1 when the damping ratio is below 1).
    public func progress(at time: Double) -> Double {
        guard duration > 0 else { return 1 }
        if time <= 0 { return 0 }
        if time >= duration { return 1 }
        return 1 - Self.displacement(time, omega: angularFrequency, damping: dampingRatio, velocity: initialVelocity)
    }

    /// The remaining displacement of a spring released at 1 with velocity `-velocity`.
    static func displacement(_ t: Double, omega: Double, damping: Double, velocity: Double) -> Double {
        if abs(damping - 1) < 1e-6 {
            return Math.exp(-omega * t) * (1 + (omega - velocity) * t)
        }
        if damping < 1 {
            let damped = omega * (1 - damping * damping).squareRoot()
            let b = (damping * omega - velocity) / damped
            return Math.exp(-damping * omega * t) * (Math.cos(damped * t) + b * Math.sin(damped * t))
        }
        let s = (damping * damping - 1).squareRoot()
        let r1 = -omega * (damping - s)
        let r2 = -omega * (damping + s)
        let c2 = (-velocity - r1) / (r2 - r1)
        let c1 = 1 - c2
        return c1 * Math.exp(r1 * t) + c2 * Math.exp(r2 * t)
    }

    /// An upper bound of the displacement's magnitude from time `t` on.
    static func envelope(_ t: Double, omega: Double, damping: Double, velocity: Double) -> Double {
        if abs(damping - 1) < 1e-6 {
            return Math.exp(-omega * t) * (1 + abs(omega - velocity) * t)
        }
        if damping < 1 {
            let damped = omega * (1 - damping * damping).squareRoot()
            let b = (damping * omega - velocity) / damped
            return Math.exp(-damping * omega * t) * (1 + b * b).squareRoot()
        }
        let s = (damping * damping - 1).squareRoot()
        let r1 = -omega * (damping - s)
        let r2 = -omega * (damping + s)
        let c2 = (-velocity - r1) / (r2 - r1)
        return abs(1 - c2) * Math.exp(r1 * t) + abs(c2) * Math.exp(r2 * t)
    }

    /// The smallest frequency whose envelope is below the threshold at `duration`, by bisection on
    /// a logarithmic scale (the envelope falls as the frequency rises).
    private static func solveFrequency(duration: Double, damping: Double, velocity: Double) -> Double {
        var low = Math.log(1e-6)
        var high = Math.log(1e7)
        for _ in 0 ..< 100 {
            let middle = (low + high) / 2
            if envelope(duration, omega: Math.exp(middle), damping: damping, velocity: velocity) <= settlingThreshold {
                high = middle
            } else {
                low = middle
            }
        }
        return Math.exp(high)
    }
}

/// How an animation's progress (0 at the start, 1 at the end) evolves over its duration.
public enum TimingCurve: Hashable, Sendable {
    /// Constant speed.
    case linear(duration: Double)
    /// Slow start (UIKit's `.curveEaseIn`, a cubic Bézier with control points (0.42, 0), (1, 1)).
    case easeIn(duration: Double)
    /// Slow end (UIKit's `.curveEaseOut`, control points (0, 0), (0.58, 1)).
    case easeOut(duration: Double)
    /// Slow start and end (UIKit's `.curveEaseInOut`, control points (0.42, 0), (0.58, 1)).
    case easeInOut(duration: Double)
    /// A damped spring.
    case spring(SpringCurve)

    /// A damped spring with UIKit's parameters (see ``SpringCurve``).
    public static func spring(duration: Double, dampingRatio: Double, initialVelocity: Double = 0) -> TimingCurve {
        .spring(SpringCurve(duration: duration, dampingRatio: dampingRatio, initialVelocity: initialVelocity))
    }

    /// No animation: the progress is 1 at once.
    public static let immediate = TimingCurve.linear(duration: 0)

    /// The animation's length in seconds (zero or more).
    public var duration: Double {
        switch self {
        case .linear(let d), .easeIn(let d), .easeOut(let d), .easeInOut(let d):
            d.isFinite && d > 0 ? d : 0
        case .spring(let spring):
            spring.duration
        }
    }

    /// The progress at `time` seconds after the start: 0 before it, exactly 1 from the duration on.
    public func progress(at time: Double) -> Double {
        let duration = self.duration
        guard duration > 0 else { return 1 }
        if time <= 0 { return 0 }
        if time >= duration { return 1 }
        let x = time / duration
        switch self {
        case .linear: return x
        case .easeIn: return UnitBezier(0.42, 0, 1, 1).y(atX: x)
        case .easeOut: return UnitBezier(0, 0, 0.58, 1).y(atX: x)
        case .easeInOut: return UnitBezier(0.42, 0, 0.58, 1).y(atX: x)
        case .spring(let spring): return spring.progress(at: time)
        }
    }
}

/// A cubic Bézier from (0, 0) to (1, 1), as CSS and Core Animation timing functions define it.
struct UnitBezier {
    let x1: Double, y1: Double, x2: Double, y2: Double

    init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }

    private func coordinate(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }

    /// y for a given x in [0, 1]; x(t) is increasing, so bisection finds t reliably.
    func y(atX x: Double) -> Double {
        var low = 0.0
        var high = 1.0
        for _ in 0 ..< 60 {
            let middle = (low + high) / 2
            if coordinate(middle, x1, x2) < x { low = middle } else { high = middle }
        }
        return coordinate((low + high) / 2, y1, y2)
    }
}
