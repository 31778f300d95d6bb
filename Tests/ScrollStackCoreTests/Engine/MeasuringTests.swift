// Measuring rows near the viewport without realizing them (StackEngine.measureRows), the way a
// host that keeps every row's content (the terminal) settles its layout.

import ScrollStackCore
import ScrollStackTestSupport
import Testing

@Suite("Measuring near the viewport")
struct MeasuringTests {
    /// A stack of fitting rows laid out at an estimate of 1 to 3 until measured, and their true
    /// lengths, 0 to 4: measuring moves the rows after a row either way.
    private static func stack(rows: Int, axis: StackAxis, direction: LayoutDirection,
                              random: inout SeededGenerator) -> (StackEngine, [RowID], [RowID: Double]) {
        var configuration = StackConfiguration(axis: axis)
        configuration.layoutDirection = direction
        configuration.containerSize = Size(main: 20, cross: 30, axis: axis)
        configuration.estimatedRowExtent = Double(Int.random(in: 1 ... 3, using: &random))
        configuration.separatorThickness = Double(Int.random(in: 0 ... 1, using: &random))
        configuration.spacing = Double(Int.random(in: 0 ... 1, using: &random))
        var engine = StackEngine(configuration: configuration)
        let ids = engine.append(contentsOf: (0 ..< rows).map { _ in RowSpec(size: .fitting) })
        var lengths: [RowID: Double] = [:]
        for id in ids { lengths[id] = Double(Int.random(in: 0 ... 4, using: &random)) }
        return (engine, ids, lengths)
    }

    @Test("every row within the overscan ends up measured, the visible content stays still, and only rows not measured yet are asked for",
          arguments: [(StackAxis.vertical, LayoutDirection.leftToRight), (.horizontal, .leftToRight), (.horizontal, .rightToLeft)])
    func randomMoves(axis: StackAxis, direction: LayoutDirection) {
        var random = SeededGenerator(seed: 0x3EA5 + (axis == .vertical ? 0 : 1) + (direction == .rightToLeft ? 2 : 0))
        var (engine, ids, lengths) = Self.stack(rows: 2_000, axis: axis, direction: direction, random: &random)
        var viewport = Viewport(size: engine.configuration.containerSize)
        for step in 0 ..< 400 {
            switch Int.random(in: 0 ..< 13, using: &random) {
            case 0 ..< 5:
                viewport.offset = Point(main: max(0, viewport.offset.main(axis) + Double(Int.random(in: -3 ... 3, using: &random))),
                                        cross: 0, axis: axis)
            case 5, 6:
                viewport.offset = Point(main: Double(Int.random(in: 0 ..< 4_000, using: &random)), cross: 0, axis: axis)
            case 7:
                // A row's content changed: it is measured again, to a new length.
                let row = ids.randomElement(using: &random)!
                engine.invalidateMeasurement(ofRow: row)
                lengths[row] = Double(Int.random(in: 0 ... 4, using: &random))
            case 8:
                let row = engine.insert(RowSpec(size: .fitting), at: .index(Int.random(in: 0 ... engine.count, using: &random)))!
                ids.append(row)
                lengths[row] = Double(Int.random(in: 0 ... 4, using: &random))
            case 9:
                let row = ids.remove(at: Int.random(in: 0 ..< ids.count, using: &random))
                engine.remove(row)
            case 10:
                let row = ids.randomElement(using: &random)!
                engine.setHidden(engine.isHidden(row) != true, forRow: row)
            case 11:
                engine.move(ids.randomElement(using: &random)!, to: Int.random(in: 0 ..< engine.count, using: &random))
            default:
                break
            }
            // Hosts keep the offset within the scrollable range.
            viewport.offset = engine.clampedOffset(viewport.offset, in: viewport)
            let anchor = engine.scrollAnchor(in: viewport)
            var asked: [RowID] = []
            let offset = engine.measureRows(near: viewport, overscan: 20) { request in
                asked.append(request.row)
                return lengths[request.row]!
            }
            #expect(Set(asked).count == asked.count, "step \(step): a row was measured twice")
            viewport.offset = offset
            if let anchor {
                #expect(engine.offset(restoring: anchor, in: viewport) == offset, "step \(step): the visible content moved")
            }
            let near = Rect(mainStart: offset.main(axis) - 20, mainExtent: 60, crossStart: 0, crossExtent: 30, axis: axis)
            for row in engine.rows(intersecting: near) {
                #expect(engine.measuredExtent(of: row) == lengths[row], "step \(step): \(row) is not measured")
            }
            // Asked again for the same viewport, nothing is left to measure.
            var again = 0
            #expect(engine.measureRows(near: viewport, overscan: 20) { _ in again += 1; return 1 } == offset)
            #expect(again == 0)
        }
    }

    @Test("a round left partly unmeasured, or an engine changed between rounds, is not taken for measured",
          arguments: [StackAxis.vertical, .horizontal])
    func roundsTheHostCutsShortOrChangesBetween(axis: StackAxis) {
        var random = SeededGenerator(seed: 0x5C0F + (axis == .vertical ? 0 : 1))
        let made = Self.stack(rows: 500, axis: axis, direction: .leftToRight, random: &random)
        var (engine, lengths) = (made.0, made.2)
        var viewport = Viewport(size: engine.configuration.containerSize)
        for step in 0 ..< 300 {
            viewport.offset = Point(main: Double(Int.random(in: 0 ..< 1_200, using: &random)), cross: 0, axis: axis)
            viewport.offset = engine.clampedOffset(viewport.offset, in: viewport)
            var run = engine.beginMeasuring(near: viewport, overscan: 20)
            while !run.requests.isEmpty {
                var answered = run.requests.count
                switch Int.random(in: 0 ..< 4, using: &random) {
                case 0:
                    // The host answers only some of the rows asked for.
                    answered -= Int.random(in: 1 ... answered, using: &random)
                case 1:
                    // A row near the viewport changes between rounds (before the host measures).
                    let near = engine.rows(intersecting: viewport.visibleRect)
                    if let row = near.randomElement(using: &random) {
                        engine.invalidateMeasurement(ofRow: row)
                        lengths[row] = Double(Int.random(in: 0 ... 4, using: &random))
                    }
                default:
                    break
                }
                engine.continueMeasuring(&run, measurements: run.requests.prefix(answered).map { lengths[$0.row]! })
            }
            viewport.offset = run.offset
            // A full measuring afterwards leaves every row near the viewport measured: the run
            // did not remember as measured a stretch it left unmeasured.
            viewport.offset = engine.measureRows(near: viewport, overscan: 20) { lengths[$0.row]! }
            let near = Rect(mainStart: viewport.offset.main(axis) - 20, mainExtent: 60, crossStart: 0, crossExtent: 30, axis: axis)
            for row in engine.rows(intersecting: near) {
                #expect(engine.measuredExtent(of: row) == lengths[row], "step \(step): \(row) is not measured")
            }
        }
    }
}
