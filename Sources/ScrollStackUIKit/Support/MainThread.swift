// Running main-actor code from the UIKit callbacks the iOS 16 SDK leaves unannotated.

#if canImport(UIKit)
import UIKit

/// Runs `body`, which needs the main actor, from a UIKit callback that the iOS 16 SDK does not
/// mark as main-actor (``UIAccessibility`` actions, say) though UIKit only calls it on the main
/// thread. This is what `MainActor.assumeIsolated` does on SDKs that have it; here it is written
/// out because the oldest SDK this package builds with lacks it. Traps off the main thread.
func onMainActor<Result>(_ body: @MainActor () -> Result) -> Result {
    precondition(Thread.isMainThread, "a UIKit callback ran off the main thread")
    typealias Nonisolated = () -> Result
    return withoutActuallyEscaping(body) { body in unsafeBitCast(body, to: Nonisolated.self)() }
}
#endif
