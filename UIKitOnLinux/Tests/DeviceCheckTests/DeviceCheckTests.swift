// Runs the project's device checks (DeviceChecks/ScrollStackDeviceChecks, as `assemble` copies them) on the UIKit test double, the way the device-check app runs them: in a
// 390×844 window with a notch's safe area (47/0/34/0), under a navigation controller. The double's
// clock follows real time while a check awaits. A check's PASS here is evidence about iOS only where
// the double behaviours it rests on are documented (see README.md); the rest need a device run.

import ScrollStackDeviceChecks
import UIKit
import XCTest

@MainActor final class ResultBox { var result: CheckResult? }

/// What each device check's result on the double rests on besides Apple's documented behaviour: the
/// double's ASSUMPTIONs it goes through (README.md lists them with where they are modelled). A check
/// with none rests on documented behaviour and the host's own logic only; a PASS that rests on an
/// ASSUMPTION says nothing about iOS until a device confirms it. Keyed by finding, then, where one
/// finding has several checks, by a word of the check's title.
let assumptions: [String: [(titleWord: String?, rests: [String])]] = [
    "F1": [(nil, ["appearance-callback timing and forwarding", "a controller's next responder", "the navigation bar model"])],
    "F2": [(nil, ["the navigation bar model", "autoresizing"])],
    "F3": [(nil, ["safe area inside scroll views", "safe-area change callbacks", "the navigation bar model", "autoresizing"])],
    "F6": [(nil, ["layout direction from the window's traits"])],
    "F8": [(nil, ["screen coordinates of keyboard frames", "text fields' begin-editing order", "animated contentOffset"])],
    "F10": [(nil, ["text fields' begin-editing order", "scripted drags"])],
    "F12": [(nil, ["the toy constraint solver", "button metrics"])],
    "F16": [(nil, ["callback order when a view changes superview", "addChild from another parent"])],
    "F17": [(nil, ["run-loop turn order", "added views marked for layout", "the toy constraint solver"])],
    "F18": [(nil, ["scripted touches: which recognizer recognizes", "text input starts editing on a touch that reaches it"])],
    "P1": [(nil, ["the navigation bar model"])],
    "PF1": [(nil, ["the navigation bar model", "run-loop turn order", "autoresizing"])],
    "SZ1": [(nil, ["the toy constraint solver", "intrinsic size invalidation reaches every ancestor", "additive linear view animations"])],
    "SZ3": [(nil, ["autoresizing", "the navigation bar model"])],
    "R2": [(nil, ["autoresizing", "additive linear view animations"])],
    "T1": [(nil, ["the scroll view's touch-down delay", "which recognizer recognizes"])],
    "T2": [(nil, ["which recognizer recognizes (a long press over a tap)"])],
    "T3": [(nil, ["which recognizer recognizes (no pan once a long press began)", "display links every 1/60 s"])],
    "T4": [(nil, ["what distance and speed make a swipe"])],
    "SW1": [(nil, ["when a pan begins and that it takes the touch from the scroll view's pan", "a pan's translation and velocity", "transforms ignored in hit testing"])],
    "SW2": [(nil, ["when a pan begins and that it takes the touch from the scroll view's pan", "a pan's translation and velocity"])],
    "SW3": [(nil, ["when a pan begins and that it takes the touch from the scroll view's pan", "scripted drags"])],
    "SW4": [(nil, ["VoiceOver offers a view's custom actions (the double performs them directly)"])],
    "F19": [(nil, ["additive linear view animations", "timing curves not modelled"])],
    "F20": [("dark", ["trait changes and their order", "system colour values"]),
            ("VoiceOver", ["labels' accessibility defaults", "accessibility containers"]),
            ("mask", ["no implicit layer animations", "additive linear view animations"])],
    "G1": [(nil, ["run-loop turn order", "layout repeated until the subtree is clean"])],
    "G2": [(nil, ["gesture recognizers do not retain targets"])],
    "G6": [(nil, ["button metrics"])],
    "G7": [(nil, ["labels' accessibility defaults"])],
    "G8": [(nil, ["label text metrics", "the toy constraint solver"])],
    "G9": [(nil, ["screen coordinates of keyboard frames"])],
]

/// The ASSUMPTIONs `check`'s result rests on (none: documented behaviour only).
func assumptionsBehind(_ check: DeviceCheck) -> [String] {
    (assumptions[check.finding] ?? []).filter { entry in entry.titleWord.map { check.title.contains($0) } ?? true }
        .flatMap(\.rests)
}

final class DeviceCheckTests: XCTestCase {
    func testDeviceChecksOnTheDouble() { MainActor.assumeIsolated { Self.runAll() } }

    @MainActor static func runAll() {
        UIKitDouble.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.doubleSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let runner = UIViewController()
        window.rootViewController = UINavigationController(rootViewController: runner)
        window.makeKeyAndVisible()
        UIKitDouble.runLoopTurn()
        var passed = 0, run = 0, restingOnAssumptions = 0
        for check in DeviceChecks.all {
            run += 1
            let failuresBefore = UIKitDouble.failures.count
            let box = ResultBox()
            Task { @MainActor in box.result = await DeviceChecks.run(check, in: runner) }
            let start = Date()
            var last = start
            while box.result == nil && Date().timeIntervalSince(start) < 30 {
                _ = RunLoop.main.run(mode: .default, before: Date().addingTimeInterval(0.002))
                let now = Date()
                UIKitDouble.advance(by: now.timeIntervalSince(last))
                last = now
            }
            let doubleFailures = Array(UIKitDouble.failures.dropFirst(failuresBefore))
            guard let result = box.result else {
                XCTFail("\(check.finding) \(check.title): timed out")
                continue
            }
            let outcome = doubleFailures.isEmpty ? result.outcome.rawValue : "FAIL (double: \(doubleFailures.joined(separator: "; ")))"
            let behind = assumptionsBehind(check)
            let basis = behind.isEmpty ? "documented behaviour only" : "ASSUMPTION: " + behind.joined(separator: "; ")
            print("[DeviceChecks] \(check.finding) \(outcome) [\(basis)]: \(check.title) — \(result.observed)")
            if !behind.isEmpty { restingOnAssumptions += 1 }
            if result.outcome == .passed && doubleFailures.isEmpty {
                passed += 1
            } else {
                XCTFail("\(check.finding) \(check.title): \(outcome): \(result.observed)")
            }
        }
        print("[DeviceChecks] \(passed) of \(run) run checks passed on the double; \(restingOnAssumptions) of them rest on an ASSUMPTION (confirm those on a device first)")
    }
}
