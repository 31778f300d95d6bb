// Drag to reorder: where a dragged row belongs as it moves, and the move at the drop.

import ScrollStackCore
import ScrollStackTestSupport
import Testing

@Suite("Drag to reorder")
struct ReorderTests {
    /// The dragged row's centre along the axis after moving it to `index`.
    func centre(of row: RowID, at index: Int, in engine: StackEngine) -> Double {
        var copy = engine
        copy.move(row, to: index)
        let frame = copy.frames(of: row)!.row
        return copy.configuration.axis == .vertical ? frame.midY : frame.midX
    }

    @Test("the destination is the place whose slot centre is nearest the drag, wherever the row is now",
          arguments: [StackAxis.vertical, .horizontal])
    func nearestSlot(axis: StackAxis) {
        var random = SeededGenerator(seed: 0xD7A6 + (axis == .vertical ? 0 : 1))
        for _ in 0 ..< 150 {
            var engine = StackEngine(configuration: StackConfiguration(
                axis: axis, containerSize: Size(width: 300, height: 300),
                contentInsets: Insets(top: 7, left: 7, bottom: 7, right: 7),
                spacing: Double(Int.random(in: 0 ... 12, using: &random))))
            let count = Int.random(in: 1 ... 14, using: &random)
            let rows = engine.append(contentsOf: (0 ..< count).map { _ in RowSpec.fixed(Double(Int.random(in: 0 ... 200, using: &random))) })
            for row in rows where Int.random(in: 0 ..< 5, using: &random) == 0 { engine.setHidden(true, forRow: row) }
            guard let dragged = rows.filter({ engine.isHidden($0) == false }).randomElement(using: &random) else { continue }
            let length = axis == .vertical ? engine.contentSize.height : engine.contentSize.width
            let position = Double.random(in: -50 ... length + 50, using: &random)

            let destination = engine.reorderDestination(of: dragged, draggedTo: position)!
            #expect((0 ..< count).contains(destination))
            let best = (0 ..< count).map { abs(centre(of: dragged, at: $0, in: engine) - position) }.min()!
            #expect(abs(abs(centre(of: dragged, at: destination, in: engine) - position) - best) < 1e-9)

            // Moving there and asking again lands in the same place: no flip-flop.
            var moved = engine
            moved.move(dragged, to: destination)
            let again = moved.reorderDestination(of: dragged, draggedTo: position)!
            #expect(abs(centre(of: dragged, at: again, in: moved) - centre(of: dragged, at: destination, in: engine)) < 1e-9)
        }
    }

    @Test("a big row passing a small one: swaps once the centre passes the small row's slot, and back only when it returns")
    func noFlipFlop() {
        var engine = StackEngine(configuration: StackConfiguration(containerSize: Size(width: 100, height: 1000)))
        let big = engine.append(.fixed(300))
        let small = engine.append(.fixed(50))
        // Slots: big first → centre 150; big after small → centre 200. The midpoint is 175.
        #expect(engine.reorderDestination(of: big, draggedTo: 174) == 0)
        #expect(engine.reorderDestination(of: big, draggedTo: 176) == 1)
        engine.move(big, to: 1)
        #expect(engine.reorderDestination(of: big, draggedTo: 176) == 1)
        #expect(engine.reorderDestination(of: big, draggedTo: 174) == 0)
        #expect(engine.reorderDestination(of: small, draggedTo: 1_000) == 1)
        engine.setHidden(true, forRow: small)
        #expect(engine.reorderDestination(of: small, draggedTo: 0) == nil)
        var other = StackEngine()
        #expect(engine.reorderDestination(of: other.append(.fixed(1)), draggedTo: 0) == nil)
    }

    @Test("auto-scroll: zero in the middle, faster toward an edge, zero where the content ends")
    func autoScroll() {
        var engine = StackEngine(configuration: StackConfiguration(containerSize: Size(width: 100, height: 400)))
        engine.append(contentsOf: Array(repeating: RowSpec.fixed(100), count: 20))   // 2,000 long
        let middle = Viewport(offset: Point(x: 0, y: 800), size: Size(width: 100, height: 400))
        func velocity(_ y: Double, _ viewport: Viewport) -> Double {
            engine.autoScrollVelocity(forDragAt: Point(x: 50, y: y), in: viewport, edgeZone: 50, maximumSpeed: 1_000)
        }
        #expect(velocity(1_000, middle) == 0)
        #expect(velocity(800 + 25, middle) == -500)
        #expect(velocity(800 + 400 - 10, middle) == 800)
        #expect(velocity(700, middle) == -1_000 && velocity(1_300, middle) == 1_000)   // beyond the edges
        // At the top nothing scrolls up; at the bottom nothing scrolls down.
        let top = Viewport(offset: .zero, size: Size(width: 100, height: 400))
        #expect(velocity(10, top) == 0 && velocity(390, top) > 0)
        let bottom = Viewport(offset: Point(x: 0, y: 1_600), size: Size(width: 100, height: 400))
        #expect(velocity(1_990, bottom) == 0 && velocity(1_610, bottom) < 0)
        // Insets (a bar on top) move the zone with the visible area.
        let barred = Viewport(offset: Point(x: 0, y: 800), size: Size(width: 100, height: 400),
                              insets: Insets(top: 100, left: 0, bottom: 0, right: 0))
        #expect(velocity(800 + 100 + 25, barred) == -500 && velocity(800 + 25, barred) == -1_000)
    }
    @Test("a drag moves only to new places and reports one move, from where it began, on the drop")
    func dragSession() {
        var engine = StackEngine(configuration: StackConfiguration(containerSize: Size(width: 100, height: 500)))
        let ids = engine.append(contentsOf: (0 ..< 5).map { _ in RowSpec.fixed(50) })
        engine.setHidden(true, forRow: ids[4])
        #expect(ReorderDrag(of: ids[4], in: engine) == nil)
        let drag = ReorderDrag(of: ids[1], in: engine)!
        #expect(drag.sourceIndex == 1 && drag.destination(in: engine, draggedTo: 75) == nil)
        let destination = drag.destination(in: engine, draggedTo: 160)
        #expect(destination == 3)
        engine.move(ids[1], to: destination!)
        #expect(drag.destination(in: engine, draggedTo: 160) == nil)
        #expect(drag.drop(in: engine)! == (from: 1, to: 3))
        // Back where it began: no move to report; a removed row neither.
        engine.move(ids[1], to: 1)
        #expect(drag.drop(in: engine) == nil)
        engine.remove(ids[1])
        #expect(drag.drop(in: engine) == nil && drag.destination(in: engine, draggedTo: 0) == nil)
    }
}
