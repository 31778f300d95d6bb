// Replaces Runner.swift (and SwiftUIChecks.swift) on Linux: the list of checks without the SwiftUI ones,
// which cannot run without SwiftUI, and a stage whose touches the double's scripted finger performs. Copied into the assembled device checks by `assemble`.

#if canImport(UIKit) && (os(iOS) || UIKIT_DOUBLE)
import UIKit

/// Every device check that Linux can build: all but `swiftUIChecks` (F4, F5, F11).
@MainActor
public enum DeviceChecks {
    public static var all: [DeviceCheck] {
        containmentChecks + layoutChecks + pinnedChecks + prefetchChecks + sizingChecks + runtimeReviewChecks + keyboardChecks + flowChecks + migrationChecks + interactionChecks + swipeChecks
    }

    /// Runs one check on a fresh stage inside `host`, and takes the stage down afterwards.
    public static func run(_ check: DeviceCheck, in host: UIViewController) async -> CheckResult {
        let stage = CheckStage(host: host, instruction: { _ in })
        // The checks that ask a person for a touch get the double's scripted finger instead.
        stage.performTouch = { touch in
            switch touch {
            case .tap(let view): UIKitDouble.tap(view)
            case .hold(let view, let seconds): UIKitDouble.press(view, holding: seconds)
            case .drag(let view, let seconds, let offset):
                let start = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
                let path = (1 ... 20).map { step in
                    CGPoint(x: start.x + offset.x * CGFloat(step) / 20, y: start.y + offset.y * CGFloat(step) / 20)
                }
                UIKitDouble.press(view, holding: seconds, movingThrough: path)
            case .swipe(let view, let direction): UIKitDouble.swipe(view, direction: direction)
            case .accessibilityAction(let view, let name):
                view.accessibilityCustomActions?.first { $0.name == name }?.doublePerform()
            }
        }
        let result = await check.body(stage)
        stage.clear()
        return result
    }
}
#endif
