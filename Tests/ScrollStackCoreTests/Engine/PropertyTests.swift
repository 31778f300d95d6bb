// The engine against the reference model: long random operation sequences (the driver and the
// model are in ScrollStackTestSupport).

import ScrollStackTestSupport
import Testing

@Suite("Engine against the reference model")
struct PropertyTests {
    /// Four seeds × 3,000 operations: over 12,000 random operations per run, each followed by a full
    /// comparison of order, frames, content size, queries and (at commits) the exact events.
    @Test("random operation sequences agree with the reference model", arguments: [
        UInt64(0x5EED_0001), 0x5EED_0002, 0x5EED_0003, 0x5EED_0004,
    ])
    func randomSequences(seed: UInt64) {
        var sequence = RandomOperationSequence(seed: seed)
        sequence.run(steps: 3_000)
    }
}
