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
        let started = Date()
        var operations = 0, completions = 0, tracked = 0, checks = 0
        for seed in seeds(subject: number) {
            let soak = StackSoak(subject: subject, seed: seed)
            if let failure = soak.run(operations: SoakKnobs.operations) { XCTFail(failure) }
            operations += soak.h.operations
            completions += soak.h.completionsIssued
            tracked += soak.h.trackedCount
            checks += soak.hierarchyChecks
            UIKitDouble.reset()
        }
        print("HostSoak \(subject.rawValue): \(streams) streams from seed \(seeds(subject: number)[0]), \(operations) operations, "
            + "\(completions) completions, \(tracked) rows made, \(checks) hierarchy checks, \(String(format: "%.1f", Date().timeIntervalSince(started))) s")
    }

    @MainActor static func soakFlow(_ direction: StackFlowView.Direction, number: UInt64) {
        let started = Date()
        var operations = 0, completions = 0, tracked = 0, checks = 0
        for seed in seeds(subject: number) {
            let soak = FlowSoak(direction: direction, seed: seed)
            if let failure = soak.run(operations: SoakKnobs.operations) { XCTFail(failure) }
            operations += soak.h.operations
            completions += soak.h.completionsIssued
            tracked += soak.h.trackedCount
            checks += soak.hierarchyChecks
            UIKitDouble.reset()
        }
        print("HostSoak stackFlowView(\(direction)): \(streams) streams from seed \(seeds(subject: number)[0]), \(operations) operations, "
            + "\(completions) completions, \(tracked) views pushed, \(checks) item checks, \(String(format: "%.1f", Date().timeIntervalSince(started))) s")
    }

    func testScrollStack() { MainActor.assumeIsolated { Self.soak(.scrollStack, number: 1) } }
    func testLazyScrollStack() { MainActor.assumeIsolated { Self.soak(.lazyScrollStack, number: 2) } }
    func testAloeStackView() { MainActor.assumeIsolated { Self.soak(.aloeStackView, number: 3) } }
    func testScrollingStackViewController() { MainActor.assumeIsolated { Self.soak(.scrollingStackViewController, number: 4) } }
    func testStackFlowViewUp() { MainActor.assumeIsolated { Self.soakFlow(.up, number: 5) } }
    func testStackFlowViewDown() { MainActor.assumeIsolated { Self.soakFlow(.down, number: 6) } }
    func testStackFlowViewLeft() { MainActor.assumeIsolated { Self.soakFlow(.left, number: 7) } }
    func testStackFlowViewRight() { MainActor.assumeIsolated { Self.soakFlow(.right, number: 8) } }
}
