#if canImport(UIKit) && os(iOS)
import UIKit

// What a device check is: a finding of the runtime review, the situation that shows it, and what
// was seen when the situation was built.

/// One executable check: it builds a situation on screen (in a ``CheckStage``), watches what UIKit
/// does, and reports what it saw and whether that is what the fix promises.
public struct DeviceCheck: Sendable {
    /// What it checks: a runtime review finding ("F1"), another device promise ("R1"), or code
    /// written for a replaced library ("M1").
    public let finding: String
    /// What it does, in a line.
    public let title: String
    /// What passing proves.
    public let proves: String
    /// Whether it needs a person (a tap); it waits for one, then times out as "not run".
    public let needsATap: Bool
    let body: @MainActor @Sendable (CheckStage) async -> CheckResult

    public init(_ finding: String, _ title: String, proves: String, needsATap: Bool = false,
                body: @escaping @MainActor @Sendable (CheckStage) async -> CheckResult) {
        self.finding = finding
        self.title = title
        self.proves = proves
        self.needsATap = needsATap
        self.body = body
    }
}

/// What a check saw.
public struct CheckResult: Sendable {
    /// Passed, failed, or could not run (no one tapped).
    public enum Outcome: String, Sendable {
        case passed = "PASS"
        case failed = "FAIL"
        case notRun = "NOT RUN"
    }

    public var outcome: Outcome
    /// The values observed, in words.
    public var observed: String

    /// Passed when `condition` holds, with what was `observed`.
    public static func expect(_ condition: Bool, _ observed: String) -> CheckResult {
        CheckResult(outcome: condition ? .passed : .failed, observed: observed)
    }

    /// Several expectations: passed when all hold; the observations joined.
    public static func all(_ parts: [CheckResult]) -> CheckResult {
        CheckResult(outcome: parts.allSatisfy { $0.outcome == .passed } ? .passed
                        : parts.contains { $0.outcome == .failed } ? .failed : .notRun,
                    observed: parts.map(\.observed).joined(separator: "; "))
    }
}

/// Where a check builds its situation: a controller in the runner's window, under a navigation
/// bar, that the check fills with what it needs.
@MainActor
public final class CheckStage {
    /// The controller the check's screens go into (as children, filling it).
    public let host: UIViewController
    /// A line the runner shows while the check waits for a person.
    public var instruction: (String) -> Void
    /// A touch a check asks for: where, and what the finger does.
    public enum Touch {
        /// A quick tap on the view's centre.
        case tap(UIView)
        /// The finger held still on the view's centre for `seconds`, then lifted.
        case hold(UIView, seconds: Double)
        /// The finger held on the view's centre for `seconds`, then moved by `offset` and lifted.
        case drag(UIView, seconds: Double, offset: CGPoint)
        /// A quick swipe from the view's centre.
        case swipe(UIView, UISwipeGestureRecognizer.Direction)
        /// VoiceOver's custom action of this name, picked on the view (from the Actions rotor).
        case accessibilityAction(UIView, name: String)
    }
    /// Set by a runner that can touch the screen itself (on Linux, the UIKit test double's scripted
    /// finger); nil on a device, where a person follows the instruction.
    public var performTouch: ((Touch) -> Void)?

    init(host: UIViewController, instruction: @escaping (String) -> Void) {
        self.host = host
        self.instruction = instruction
    }

    /// Shows `controller` filling the stage (a child of the host) and lets UIKit lay it out and
    /// send its appearance calls.
    public func show(_ controller: UIViewController) async {
        host.addChild(controller)
        controller.view.frame = host.view.bounds
        controller.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        host.view.addSubview(controller.view)
        controller.didMove(toParent: host)
        await settle()
    }

    /// Shows a plain view filling the stage.
    public func show(_ view: UIView) async {
        let controller = UIViewController()
        controller.view.backgroundColor = .systemBackground
        view.frame = controller.view.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        controller.view.addSubview(view)
        await show(controller)
    }

    /// Lets UIKit run its layout and appearance passes (a few run loop turns).
    public func settle(_ seconds: Double = 0.15) async {
        host.view.layoutIfNeeded()
        try? await Task.sleep(nanoseconds: UInt64(seconds * 1_000_000_000))
        host.view.layoutIfNeeded()
    }

    /// Shows `instruction` to the person running the checks, or, where the runner can touch the
    /// screen itself, performs `touch`.
    public func ask(_ instruction: String, _ touch: Touch) {
        self.instruction(instruction)
        performTouch?(touch)
    }

    /// Waits until `condition` holds or `seconds` pass; whether it held.
    public func wait(upTo seconds: Double, for condition: () -> Bool) async -> Bool {
        var waited = 0.0
        while !condition() && waited < seconds {
            try? await Task.sleep(nanoseconds: 100_000_000)
            waited += 0.1
        }
        return condition()
    }

    /// Takes down everything the check showed.
    func clear() {
        for child in host.children {
            child.willMove(toParent: nil)
            child.view.removeFromSuperview()
            child.removeFromParent()
        }
        host.view.subviews.forEach { $0.removeFromSuperview() }
    }
}
#endif
