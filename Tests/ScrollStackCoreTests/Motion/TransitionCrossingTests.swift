// Transitions without crossings (for hosts that cannot draw rows over one another): a row that
// changes places leaves and arrives, and at no point of the animation do two rows overlap.

import ScrollStackCore
import ScrollStackTestSupport
import Testing

@Suite("Transitions without crossings")
struct TransitionCrossingTests {
    @Test("a row moved down past two others collapses at its old place and grows at its new one; the rows between slide up into the gap")
    func movedRow() {
        var (engine, ids) = tallStack(rows: 5)
        let before = engine
        let moved = engine.move(ids[1], to: 3)
        #expect(moved)
        let sliding = Transition(from: before, to: engine, in: band(0, 1000), timing: .linear(duration: 1))
        let transition = sliding.withoutCrossings()
        let entries = transition.rows.filter { $0.row == ids[1] }
        #expect(entries.map(\.kind) == [.disappearing, .appearing])
        // It leaves onto the end of the row before it that kept its place, and arrives from where
        // the row after its new place started.
        #expect(entries[0].from.row.minY == 100 && entries[0].to.row == Rect(x: 0, y: 100, width: 100, height: 0))
        #expect(entries[1].from.row == Rect(x: 0, y: 400, width: 100, height: 0) && entries[1].to.row.minY == 300)
        #expect(transition.transition(of: ids[2])?.kind == .moving && transition.rows.count == sliding.rows.count + 1)
        // Halfway: 50 of it left at 100–150, rows 2 and 3 at 150 and 250, 50 of it at 350–400.
        #expect(entries[0].frames(atProgress: 0.5).row == Rect(x: 0, y: 100, width: 100, height: 50))
        #expect(transition.transition(of: ids[2])!.frames(atProgress: 0.5).row.minY == 150)
        #expect(entries[1].frames(atProgress: 0.5).row == Rect(x: 0, y: 350, width: 100, height: 50))
        // Without a change of order the transition is unchanged.
        var resized = before
        _ = resized.setSize(.fixed(50), forRow: ids[1])
        let plain = Transition(from: before, to: resized, in: band(0, 1000), timing: .linear(duration: 1))
        #expect(plain.withoutCrossings() == plain)
    }

    @Test("random moves and resizes on both axes, both directions: no two rows overlap at any progress, and each row starts and ends where the sliding transition has it",
          arguments: [(StackAxis.vertical, LayoutDirection.leftToRight), (.horizontal, .leftToRight), (.horizontal, .rightToLeft)])
    func noOverlaps(axis: StackAxis, direction: LayoutDirection) {
        var random = SeededGenerator(seed: axis == .vertical ? 0xC205_0001 : direction == .leftToRight ? 0xC205_0002 : 0xC205_0003)
        for round in 0 ..< 400 {
            let spacing = Double(Int.random(in: 0 ... 3, using: &random))
            var engine = StackEngine(configuration: StackConfiguration(axis: axis, containerSize: Size(width: 2_000, height: 2_000),
                                                                       spacing: spacing, layoutDirection: direction))
            let count = Int.random(in: 2 ... 12, using: &random)
            let ids = engine.append(contentsOf: (0 ..< count).map { _ in .fixed(Double(Int.random(in: 0 ... 50, using: &random))) })
            let before = engine
            // Moves and resizes: rows that stay, in a new order and at new sizes. (Rows inserted
            // or removed in the same change grow and shrink in place, in either transition.)
            for _ in 0 ..< Int.random(in: 1 ... 4, using: &random) {
                let row = ids.randomElement(using: &random)!
                if Bool.random(using: &random) {
                    _ = engine.move(row, to: Int.random(in: 0 ..< ids.count, using: &random))
                } else {
                    _ = engine.setSize(.fixed(Double(Int.random(in: 0 ... 50, using: &random))), forRow: row)
                }
            }
            let area = Rect(x: 0, y: 0, width: 2_000, height: 2_000)
            let sliding = Transition(from: before, to: engine, in: area, timing: .linear(duration: 1))
            let transition = sliding.withoutCrossings()
            for step in 0 ... 20 {
                let progress = Double(step) / 20
                let spans = transition.rows.map { row -> (RowID, Double, Double) in
                    let frame = row.frames(atProgress: progress).row
                    return (row.row, frame.minMain(axis), frame.maxMain(axis))
                }.filter { $0.2 - $0.1 > 1e-9 }.sorted { $0.1 < $1.1 }
                for (first, second) in zip(spans, spans.dropFirst()) {
                    #expect(first.2 <= second.1 + 1e-9, "round \(round), progress \(progress): \(first) overlaps \(second)")
                }
            }
            // Every row starts where it was and ends where it goes: some entry of it has its
            // sliding frames at 0 and at 1, and any other entry of it is empty there.
            for row in sliding.rows {
                let entries = transition.rows.filter { $0.row == row.row }
                for progress in [0.0, 1.0] {
                    let expected = row.frames(atProgress: progress).row
                    let shown = entries.map { $0.frames(atProgress: progress).row }.filter { $0.size.main(axis) > 0 }
                    #expect(shown.allSatisfy { $0 == expected } && (expected.size.main(axis) == 0 || shown.count == 1),
                            "round \(round): row \(row.row) at \(progress) shows \(shown), not \(expected)")
                }
            }
        }
    }
}
