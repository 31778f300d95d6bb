// The engine against the reference model: long random operation sequences (the driver and the
// model are in ScrollStackTestSupport), as long as the environment asks for.

import ScrollStackTestSupport
import Testing

/// How long the engine soak runs: `swift test` runs 12,000 operations (four seeds of 3,000); a long
/// run sets `SCROLLSTACK_ENGINE_OPERATIONS` (operations in all) and `SCROLLSTACK_ENGINE_SEED` (the
/// first seed; the others count up from it, 3,000 operations each). The README gives the command
/// for a run of a million operations.
enum EngineSoak {
    static let length = SoakLength(operationsVariable: "SCROLLSTACK_ENGINE_OPERATIONS", defaultOperations: 12_000,
                                   seedVariable: "SCROLLSTACK_ENGINE_SEED", defaultSeed: 0x5EED_0001,
                                   operationsPerSeed: 3_000)

    /// One test case per seed, so that seeds run in parallel and each failure names its seed.
    static var seeds: [Seed] { length.seeds().map { Seed(value: $0.seed, operations: $0.operations) } }

    struct Seed: Sendable, CustomTestStringConvertible {
        let value: UInt64
        let operations: Int
        var testDescription: String { "seed 0x\(String(value, radix: 16)), \(operations) operations" }
    }
}

@Suite("Engine against the reference model")
struct PropertyTests {
    /// Each step is followed by a full comparison of order, frames, content size, queries and (at
    /// commits) the exact events.
    @Test("random operation sequences agree with the reference model", arguments: EngineSoak.seeds)
    func randomSequences(seed: EngineSoak.Seed) {
        var sequence = RandomOperationSequence(seed: seed.value)
        sequence.run(steps: seed.operations)
        if EngineSoak.length.isFromEnvironment {
            print("engine soak: seed 0x\(String(seed.value, radix: 16)), \(seed.operations) operations compared")
        }
    }
}

@Suite("Bulk loads against the reference model")
struct BulkLoadPropertyTests {
    /// A load into an empty stack writes the tree's leaves directly; many short sequences, each
    /// starting with one such load (lengths around leaf boundaries, counts sometimes wrong), check
    /// the stack it builds and the edits that follow.
    @Test("a bulk load, then random operations, agree with the reference model")
    func bulkLoadsThenOperations() {
        for seed in UInt64(0x8017_0000) ..< 0x8017_0000 + 150 {
            var sequence = RandomOperationSequence(seed: seed, startsWithBulkLoad: true)
            sequence.run(steps: 40)
        }
    }
}
