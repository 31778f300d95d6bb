// Scrolling: offsets to show a row at each position, and anchoring the reading position while rows
// change.

@_spi(Testing) import ScrollStackCore
import Testing

@Suite("Scrolling and anchoring")
struct ScrollingTests {
    /// A 300-point container with a 50-point bar above and 20 points of home indicator below,
    /// leaving 230 points of visible area.
    static func viewport(_ offset: Double, axis: StackAxis = .vertical) -> Viewport {
        axis == .vertical
            ? Viewport(offset: Point(x: 0, y: offset), size: Size(width: 100, height: 300),
                       insets: Insets(top: 50, left: 0, bottom: 20, right: 0))
            : Viewport(offset: Point(x: offset, y: 0), size: Size(width: 300, height: 100),
                       insets: Insets(top: 0, left: 50, bottom: 0, right: 20))
    }

    static func stack(axis: StackAxis) -> (StackEngine, [RowID]) {
        var engine = StackEngine(configuration: StackConfiguration(
            axis: axis, containerSize: axis == .vertical ? Size(width: 100, height: 300) : Size(width: 300, height: 100)))
        let ids = engine.append(contentsOf: (0 ..< 10).map { _ in .fixed(100) })
        return (engine, ids)
    }

    @Test("start, center and end honour the container's insets on both axes", arguments: StackAxis.allCases)
    func explicitPositions(axis: StackAxis) {
        let (engine, ids) = Self.stack(axis: axis)
        let viewport = Self.viewport(0, axis: axis)
        func main(_ position: ScrollPosition, _ row: Int) -> Double? {
            engine.scrollOffset(toShow: ids[row], at: position, in: viewport)?.main(axis)
        }
        #expect(engine.offsetRange(in: viewport) == -50 ... 720)
        #expect(main(.start, 5) == 450)
        #expect(main(.end, 5) == 320)
        #expect(main(.center, 5) == 385)
        // Clamped to the scrollable range.
        #expect(main(.start, 0) == -50)
        #expect(main(.start, 9) == 720)
        #expect(main(.end, 0) == -50)
    }

    @Test("insets that are not numbers, infinite or negative count as zero: the scroll range is the one without them",
          arguments: StackAxis.allCases)
    func notANumberInsets(axis: StackAxis) {
        let (engine, _) = Self.stack(axis: axis)
        let size = axis == .vertical ? Size(width: 100, height: 300) : Size(width: 300, height: 100)
        for bad in [Double.nan, .infinity, -.infinity, -10] {
            #expect(engine.offsetRange(in: Viewport(size: size, insets: Insets(all: bad))) == 0 ... 700, "\(bad)")
        }
        #expect(engine.offsetRange(in: Viewport(size: size, insets: Insets(all: 10))) == -10 ... 710)
        let empty = StackEngine(configuration: StackConfiguration(axis: axis, containerSize: size))
        #expect(empty.offsetRange(in: Viewport(size: size, insets: Insets(all: .infinity))) == 0 ... 0)
    }

    @Test("an animated scroll starts at most one visible length from its target", arguments: StackAxis.allCases)
    func animatedScrollStart(axis: StackAxis) {
        let (engine, _) = Self.stack(axis: axis)
        let viewport = Self.viewport(0, axis: axis)  // 230 points visible
        func start(_ from: Double, _ to: Double) -> Double {
            engine.animatedScrollStart(from: Point(main: from, cross: 7, axis: axis), to: Point(main: to, cross: 7, axis: axis),
                                       in: viewport).main(axis)
        }
        #expect(start(0, 200) == 0 && start(500, 300) == 500)
        #expect(start(0, 1_000) == 770 && start(1_000, 0) == 230)
        #expect(engine.animatedScrollStart(from: Point(main: 0, cross: 7, axis: axis), to: Point(main: 900, cross: 7, axis: axis),
                                           in: viewport).cross(axis) == 7)
    }

    @Test("automatic scrolls as little as possible", arguments: StackAxis.allCases)
    func automaticPosition(axis: StackAxis) {
        let (engine, ids) = Self.stack(axis: axis)
        #expect(engine.scrollOffset(toShow: ids[5], at: .automatic, in: Self.viewport(-50, axis: axis))?.main(axis) == 320)
        #expect(engine.scrollOffset(toShow: ids[5], at: .automatic, in: Self.viewport(400, axis: axis))?.main(axis) == 400)
        #expect(engine.scrollOffset(toShow: ids[5], at: .automatic, in: Self.viewport(600, axis: axis))?.main(axis) == 450)
        #expect(engine.scrollOffset(toShowRowAt: 1, at: .automatic, in: Self.viewport(-50, axis: axis))?.main(axis) == -50)
    }

    @Test("a row longer than the visible area is shown from its start unless the view lies inside it")
    func longRow() {
        var engine = StackEngine(configuration: StackConfiguration(containerSize: Size(width: 100, height: 300)))
        let ids = engine.append(contentsOf: [.fixed(100), .fixed(1000), .fixed(100)])
        #expect(engine.scrollOffset(toShow: ids[1], at: .automatic, in: Self.viewport(-50))?.y == 50)
        #expect(engine.scrollOffset(toShow: ids[1], at: .automatic, in: Self.viewport(300))?.y == 300)
    }

    @Test("hidden and unknown rows have no scroll target")
    func hiddenRowsHaveNoTarget() {
        var (engine, ids) = Self.stack(axis: .vertical)
        engine.setHidden(true, forRow: ids[3])
        engine.remove(ids[4])
        #expect(engine.scrollOffset(toShow: ids[3], at: .start, in: Self.viewport(0)) == nil)
        #expect(engine.scrollOffset(toShow: ids[4], at: .start, in: Self.viewport(0)) == nil)
    }

    @Test("scroll to start and end honour insets on both axes", arguments: StackAxis.allCases)
    func startAndEnd(axis: StackAxis) {
        let (engine, _) = Self.stack(axis: axis)
        #expect(engine.startOffset(in: Self.viewport(300, axis: axis)).main(axis) == -50)
        #expect(engine.endOffset(in: Self.viewport(300, axis: axis)).main(axis) == 720)
        // Content shorter than the visible area rests at the start.
        var short = StackEngine(configuration: StackConfiguration(axis: axis))
        short.append(.fixed(10))
        #expect(short.endOffset(in: Self.viewport(0, axis: axis)).main(axis) == -50)
        #expect(short.clampedOffset(Point(x: 999, y: 999), in: Self.viewport(0, axis: axis)).main(axis) == -50)
    }

    @Test("the first visible row stays put when rows above it are inserted, removed or resized")
    func anchorCorrection() {
        var (engine, ids) = Self.stack(axis: .vertical)
        let viewport = Viewport(offset: Point(x: 0, y: 420), size: Size(width: 100, height: 300))
        let anchor = engine.scrollAnchor(in: viewport)!
        #expect(anchor.row == ids[4] && anchor.distance == -20)
        #expect(anchor.next == ids[5] && anchor.nextDistance == 80)

        engine.insert(contentsOf: [.fixed(50), .fixed(50), .fixed(50)], at: 0)
        #expect(engine.offset(restoring: anchor, in: viewport).y == 570)
        engine.remove(at: 0)
        engine.remove(at: 0)
        engine.remove(at: 0)
        engine.remove(ids[1])
        #expect(engine.offset(restoring: anchor, in: viewport).y == 320)
        engine.setSize(.fixed(150), forRow: ids[2])
        #expect(engine.offset(restoring: anchor, in: viewport).y == 370)
        // Rows below the anchor change nothing.
        engine.setSize(.fixed(300), forRow: ids[8])
        #expect(engine.offset(restoring: anchor, in: viewport).y == 370)
        // When the anchor row itself goes, the row after it stays put: ids[5] started 80 points into
        // the visible area and now starts at 350.
        engine.remove(ids[4])
        #expect(engine.offset(restoring: anchor, in: viewport).y == 270)
        // With both gone, the first visible row at the anchor's old index (4: ids[6] at 350) takes
        // the anchor's place.
        engine.setHidden(true, forRow: ids[5])
        #expect(engine.index(of: ids[6]) == 4)
        #expect(engine.offset(restoring: anchor, in: viewport).y == 370)
    }

    @Test("measurements above the visible area keep the content still")
    func measurementsKeepContentStill() {
        var engine = StackEngine(configuration: StackConfiguration(containerSize: Size(width: 100, height: 300)))
        let ids = engine.append(contentsOf: (0 ..< 20).map { _ in .estimated(100) })
        let viewport = Viewport(offset: Point(x: 0, y: 530), size: Size(width: 100, height: 300))
        let before = engine.frames(of: ids[5])!.row.minY - 530
        let offset = engine.setMeasuredExtents([(ids[0], 50), (ids[1], 50), (ids[2], 50), (ids[6], 10)], keepingStill: viewport)
        #expect(offset.y == 380)
        #expect(engine.frames(of: ids[5])!.row.minY - offset.y == before)
    }

    @Test("with no visible row the anchor is nil and restoring lands at the start")
    func emptyAnchor() {
        var engine = StackEngine()
        let viewport = Self.viewport(0)
        #expect(engine.scrollAnchor(in: viewport) == nil)
        let row = engine.append(.fixed(10))
        let anchor = engine.scrollAnchor(in: viewport)!
        engine.remove(row)
        #expect(engine.offset(restoring: anchor, in: viewport).y == -50)
    }

    @Test("a scroll left beyond content that shrank rests back in range, unless the user is moving it")
    func restingOffset() {
        var engine = StackEngine(configuration: StackConfiguration(containerSize: Size(width: 100, height: 300)))
        let ids = engine.append(contentsOf: (0 ..< 10).map { _ in .fixed(100) })
        var viewport = Viewport(offset: Point(x: 0, y: 700), size: Size(width: 100, height: 300), insets: Insets(top: 20, left: 0, bottom: 30, right: 0))
        #expect(engine.restingOffset(in: viewport) == Point(x: 0, y: 700), "at the end, in range: kept")
        ids.suffix(4).forEach { engine.remove($0) }
        // 600 of content, 30 below it, 300 to show: the last offset in range is 330.
        #expect(engine.restingOffset(in: viewport) == Point(x: 0, y: 330))
        ids.prefix(5).forEach { engine.remove($0) }
        #expect(engine.restingOffset(in: viewport) == Point(x: 0, y: -20), "content shorter than the screen rests at its start")
        viewport.isMovedByUser = true
        #expect(engine.restingOffset(in: viewport) == Point(x: 0, y: 700))
    }
}
