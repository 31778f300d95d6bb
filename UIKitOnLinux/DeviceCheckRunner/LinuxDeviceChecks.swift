// Replaces Runner.swift (and SwiftUIChecks.swift) on Linux: the list of checks without the SwiftUI ones,
// which cannot run without SwiftUI. Copied into the assembled device checks by `assemble`.

#if canImport(UIKit) && (os(iOS) || UIKIT_DOUBLE)
import UIKit

/// Every device check that Linux can build: all but `swiftUIChecks` (F4, F5, F11).
@MainActor
public enum DeviceChecks {
    public static var all: [DeviceCheck] {
        containmentChecks + layoutChecks + runtimeReviewChecks + keyboardChecks + flowChecks + migrationChecks + interactionChecks
    }

    /// Runs one check on a fresh stage inside `host`, and takes the stage down afterwards.
    public static func run(_ check: DeviceCheck, in host: UIViewController) async -> CheckResult {
        let stage = CheckStage(host: host, instruction: { _ in })
        let result = await check.body(stage)
        stage.clear()
        return result
    }
}
#endif
