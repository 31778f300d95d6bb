// The host soak's XCTest entry points: one test per subject (and per growth direction of StackFlowView), each running a few seeded streams.

import ScrollStackUIKit
import UIKit
import XCTest

/// Each test runs `streams` seeded streams of SCROLLSTACK_HOST_SOAK_OPERATIONS operations on its
/// subject; a failure names the seed (replay it with SCROLLSTACK_HOST_SOAK_SEED), the step and the
/// last operations. Everything rests on the double (see README): a pass that involves an
/// ASSUMPTION-backed behaviour only shows the host agrees with the double's guess.
final class HostSoakTests: XCTestCase {
    static let streams = 2

    /// The seeds of a subject: SCROLLSTACK_HOST_SOAK_SEED and the ones after it when set (so the
    /// seed a failure names replays it: set it and filter the subject's test), else the default
    /// seed mixed with the subject's number so subjects differ.
    static func seeds(subject: UInt64) -> [UInt64] {
        let first = SoakKnobs.seedIsSet ? SoakKnobs.seed : SoakKnobs.seed &+ subject &* 1_000_003
        return (0 ..< UInt64(streams)).map { first &+ $0 }
    }

    @MainActor static func soak(_ subject: StackSubject, number: UInt64) {
        var prefetched = 0, swiped = 0
        run("\(subject.rawValue)", number: number, made: "rows made", checked: "hierarchy checks") { seed in
            let soak = StackSoak(subject: subject, seed: seed)
            let failure = soak.run(operations: SoakKnobs.operations)
            prefetched += soak.prefetchLedger.named
            swiped += soak.swipedOpen
            print("HostSoak \(subject.rawValue) seed \(seed): \(soak.reorderLifts) rows lifted, \(soak.reorderMoves) moved by drags, "
                + "\(soak.prefetchLedger.named) rows named to prefetch, \(soak.swipedOpen) checks with a row swiped open, "
                + "\(soak.swipeActionsRun) swipe actions run")
            return (failure, soak.h, soak.hierarchyChecks)
        }
        // A stream may keep too few rows to name any; the lazy stack's streams together must.
        if subject == .lazyScrollStack && prefetched == 0 { XCTFail("prefetching: no stream named a row") }
        if swiped == 0 { XCTFail("swipe actions: no stream opened a row") }
    }

    @MainActor static func soakFlow(_ direction: StackFlowView.Direction, number: UInt64) {
        run("stackFlowView(\(direction))", number: number, made: "views pushed", checked: "item checks") { seed in
            let soak = FlowSoak(direction: direction, seed: seed)
            return (soak.run(operations: SoakKnobs.operations), soak.h, soak.hierarchyChecks)
        }
    }

    /// Runs `stream` for each of the subject's seeds (it returns its failure, harness and check
    /// count), fails the test on each failure and prints the totals.
    @MainActor private static func run(_ name: String, number: UInt64, made: String, checked: String,
                                       _ stream: (UInt64) -> (failure: String?, harness: SoakHarness, checks: Int)) {
        let started = Date()
        var operations = 0, completions = 0, tracked = 0, checks = 0
        for seed in seeds(subject: number) {
            let result = stream(seed)
            if let failure = result.failure { XCTFail(failure) }
            operations += result.harness.operations
            completions += result.harness.completionsIssued
            tracked += result.harness.trackedCount
            checks += result.checks
            UIKitDouble.reset()
        }
        print("HostSoak \(name): \(streams) streams from seed \(seeds(subject: number)[0]), \(operations) operations, "
            + "\(completions) completions, \(tracked) \(made), \(checks) \(checked), \(String(format: "%.1f", Date().timeIntervalSince(started))) s")
    }

    func testScrollStackView() { MainActor.assumeIsolated { Self.soak(.scrollStackView, number: 9) } }
    func testScrollStack() { MainActor.assumeIsolated { Self.soak(.scrollStack, number: 1) } }
    func testLazyScrollStack() { MainActor.assumeIsolated { Self.soak(.lazyScrollStack, number: 2) } }
    func testAloeStackView() { MainActor.assumeIsolated { Self.soak(.aloeStackView, number: 3) } }
    func testScrollingStackViewController() { MainActor.assumeIsolated { Self.soak(.scrollingStackViewController, number: 4) } }
    func testStackFlowViewUp() { MainActor.assumeIsolated { Self.soakFlow(.up, number: 5) } }
    func testStackFlowViewDown() { MainActor.assumeIsolated { Self.soakFlow(.down, number: 6) } }
    func testStackFlowViewLeft() { MainActor.assumeIsolated { Self.soakFlow(.left, number: 7) } }
    func testStackFlowViewRight() { MainActor.assumeIsolated { Self.soakFlow(.right, number: 8) } }
}
