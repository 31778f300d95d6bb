// Shared parts of the host soak: the seeded generator, the knobs, the completion ledger, the leak list and the failure report.

import ScrollStackUIKit
import UIKit

/// SplitMix64 (Steele, Lea and Flood 2014): small, fast and the same on every platform, so a seed
/// replays the same stream anywhere.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// The environment knobs: `SCROLLSTACK_HOST_SOAK_OPERATIONS` (operations per stream) and
/// `SCROLLSTACK_HOST_SOAK_SEED` (the first seed; each stream adds its own offset).
enum SoakKnobs {
    static let defaultOperations = 1000
    static var operations: Int {
        ProcessInfo.processInfo.environment["SCROLLSTACK_HOST_SOAK_OPERATIONS"].flatMap { Int($0) } ?? defaultOperations
    }
    /// `SCROLLSTACK_HOST_SOAK_TRACE=1` prints every operation (to replay a failure step by step).
    static let trace = ProcessInfo.processInfo.environment["SCROLLSTACK_HOST_SOAK_TRACE"] == "1"
    /// `SCROLLSTACK_HOST_SOAK_REENTRY=0` turns off changes made from inside callbacks (to tell
    /// whether a failure needs them).
    static let reentry = ProcessInfo.processInfo.environment["SCROLLSTACK_HOST_SOAK_REENTRY"] != "0"
    static var seedIsSet: Bool { ProcessInfo.processInfo.environment["SCROLLSTACK_HOST_SOAK_SEED"] != nil }
    static var seed: UInt64 {
        ProcessInfo.processInfo.environment["SCROLLSTACK_HOST_SOAK_SEED"].flatMap { UInt64($0) } ?? 0x5C20_11AC
    }
}

/// A row controller `height` points high (a required constraint), as an app's child would be.
final class SoakController: UIViewController {
    let height: CGFloat
    init(height: CGFloat) {
        self.height = height
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("not used") }
    override func loadView() {
        let view = UIView()
        view.heightAnchor.constraint(equalToConstant: height).isActive = true
        self.view = view
    }
}

/// A plain row content view `height` points high by a required constraint.
@MainActor func soakBlock(_ height: CGFloat) -> UIView {
    let view = UIView()
    view.heightAnchor.constraint(equalToConstant: height).isActive = true
    return view
}

/// What one stream needs whatever its subject: the random source, the recent operations, the
/// first failure (with seed, step and recent operations), completions issued and run, and weak
/// references to everything that was ever a row.
@MainActor final class SoakHarness {
    let name: String
    let seed: UInt64
    var random: SplitMix64
    private(set) var step = 0
    private var recent: [String] = []
    private(set) var failure: String?
    /// Calls per completion handed out, by its number.
    private var calls: [Int] = []
    private var labels: [String] = []
    private struct Tracked { weak var object: AnyObject?; let label: String }
    private var tracked: [Tracked] = []
    private(set) var operations = 0

    init(name: String, seed: UInt64) {
        self.name = name
        self.seed = seed
        random = SplitMix64(seed: seed)
    }

    // MARK: Randomness

    func int(_ range: Range<Int>) -> Int { Int.random(in: range, using: &random) }
    func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
    func double(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &random) }
    /// True `percent` times in a hundred.
    func chance(_ percent: Int) -> Bool { int(0 ..< 100) < percent }
    func bool() -> Bool { Bool.random(using: &random) }
    func pick<T>(_ items: [T]) -> T? { items.isEmpty ? nil : items[int(0 ..< items.count)] }

    // MARK: Steps and failures

    func begin(step: Int) { self.step = step }

    /// Notes an operation for the failure report (the last ten are kept).
    func note(_ operation: String) {
        if SoakKnobs.trace { print("[\(name) \(seed) #\(step)] \(operation)") }
        operations += 1
        recent = Array((recent + [operation]).suffix(10))
    }

    func fail(_ message: String) {
        guard failure == nil else { return }
        failure = "\(name) seed \(seed), step \(step): \(message)\nlast operations: \(recent.joined(separator: "; "))"
    }

    /// Invariant 1: the double saw no contract violation or runaway layout.
    func checkDouble() {
        if !UIKitDouble.failures.isEmpty { fail("the double recorded: \(UIKitDouble.failures.joined(separator: " | "))") }
    }

    // MARK: Completions (invariant 3)

    /// A completion to hand to the host; it must run exactly once.
    func completion(_ label: String) -> () -> Void {
        let number = calls.count
        calls.append(0)
        labels.append("\(label) at step \(step)")
        return { [weak self] in self?.ran(number) }
    }

    func boolCompletion(_ label: String) -> (Bool) -> Void {
        let done = completion(label)
        return { _ in done() }
    }

    private func ran(_ number: Int) {
        calls[number] += 1
        if SoakKnobs.trace { print("  completion of \(labels[number]) ran") }
        if calls[number] > 1 { fail("completion of \(labels[number]) ran \(calls[number]) times") }
    }

    var completionsIssued: Int { calls.count }

    /// At the end: every completion ran once.
    func checkCompletionsRan() {
        let never = calls.indices.filter { calls[$0] == 0 }
        if !never.isEmpty {
            fail("\(never.count) of \(calls.count) completions never ran: \(never.prefix(5).map { labels[$0] }.joined(separator: ", "))")
        }
    }

    // MARK: Leaks (invariant 4)

    func track(_ object: AnyObject, _ label: String) { tracked.append(Tracked(object: object, label: "\(label) (step \(step))")) }

    var trackedCount: Int { tracked.count }

    /// Every tracked view controller still alive.
    var trackedControllers: [UIViewController] { tracked.compactMap { $0.object as? UIViewController } }

    /// What a tracked object is and the step that made it.
    func label(of object: AnyObject) -> String { tracked.first { $0.object === object }?.label ?? "untracked" }

    func checkFreed() {
        let alive = tracked.filter { $0.object != nil }
        if !alive.isEmpty {
            fail("\(alive.count) of \(tracked.count) row views/controllers are still alive: \(alive.prefix(6).map(\.label).joined(separator: ", "))")
        }
    }
}

/// Whether no animation runs anywhere under `view` (its layer and every descendant's).
@MainActor func isQuiet(_ view: UIView) -> Bool {
    if view.layer.animationKeys() != nil { return false }
    return view.subviews.allSatisfy(isQuiet)
}
