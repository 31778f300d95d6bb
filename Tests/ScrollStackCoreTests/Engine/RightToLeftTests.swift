// Right to left: a stack laid out right to left shows exactly the left-to-right layout mirrored
// across its content's width, and every answer it gives (hit tests, visibility, scroll targets,
// realization, anchors, transitions) agrees with that mirrored screen. Random operation streams on
// both axes drive a left-to-right and a right-to-left engine side by side.

import ScrollStackCore
import ScrollStackTestSupport
import Testing

/// The same changes applied to a left-to-right and a right-to-left engine.
private struct MirroredPair {
    var ltr: StackEngine
    var rtl: StackEngine
    var random: SeededGenerator
    var ids: [RowID] = []
    var rtlIDs: [RowID] = []
    var failure: String?

    init(seed: UInt64, axis: StackAxis) {
        random = SeededGenerator(seed: seed)
        // A horizontal container of no length: content narrower than its container starts at the
        // right end right to left, where no left-to-right twin has it (`narrowContent` tests that).
        var configuration = StackConfiguration(axis: axis, containerSize: Size(width: axis == .horizontal ? 0 : 320, height: 480),
                                               contentInsets: Insets(top: 2, left: 3, bottom: 4, right: 5), spacing: 2,
                                               rowInsets: Insets(top: 4, left: 16, bottom: 4, right: 8),
                                               separatorInsets: Insets(top: 1, left: 12, bottom: 2, right: 0))
        ltr = StackEngine(configuration: configuration)
        configuration.layoutDirection = .rightToLeft
        rtl = StackEngine(configuration: configuration)
        setSafeArea(Insets(top: 0, left: 20, bottom: 0, right: 6))
    }

    var axis: StackAxis { ltr.configuration.axis }

    /// The safe area is the screen's, not the reading direction's: the left-to-right twin that
    /// mirrors into the right-to-left stack has it the other way round.
    mutating func setSafeArea(_ safe: Insets) {
        rtl.configuration.safeAreaInsets = safe
        ltr.configuration.safeAreaInsets = Insets(top: safe.top, left: safe.right, bottom: safe.bottom, right: safe.left)
    }
    var width: Double { ltr.contentSize.width }

    func mirrored(_ rect: Rect) -> Rect { Rect(x: width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height) }

    func mirrored(_ frames: RowFrames) -> RowFrames {
        RowFrames(row: mirrored(frames.row), content: mirrored(frames.content), separator: frames.separator.map(mirrored))
    }

    /// The right-to-left twin of a left-to-right row.
    func twin(_ row: RowID) -> RowID? { ids.firstIndex(of: row).map { rtlIDs[$0] } }

    mutating func expect(_ condition: Bool, _ message: String) {
        if !condition && failure == nil { failure = message }
    }

    mutating func randomRect() -> Rect {
        let size = ltr.contentSize
        return Rect(x: random.quarter(-20 ... Int(size.width) + 20), y: random.quarter(-20 ... Int(size.height) + 20),
                    width: random.quarter(0 ... 400), height: random.quarter(0 ... 500))
    }

    mutating func randomViewport() -> Viewport {
        let insets = Insets(top: random.quarter(0 ... 40), left: random.quarter(0 ... 30), bottom: random.quarter(0 ... 30),
                            right: random.quarter(0 ... 30))
        let size = ltr.contentSize
        return Viewport(offset: Point(x: random.quarter(-30 ... Int(size.width)), y: random.quarter(-30 ... Int(size.height))),
                        size: Size(width: 320, height: 480), insets: insets)
    }

    // MARK: Changes, applied to both

    mutating func step() {
        switch Int.random(in: 0 ..< 12, using: &random) {
        case 0 ..< 4:
            let spec: RowSpec = random.chance(0.5) ? .fixed(random.quarter(0 ... 90)) : .estimated(random.quarter(10 ... 70))
            var row = spec
            if random.chance(0.2) { row.insets = Insets(top: 1, left: random.quarter(0 ... 10), bottom: 2, right: 3) }
            let index = Int.random(in: 0 ... ids.count, using: &random)
            ids.insert(ltr.insert(row, at: .index(index))!, at: index)
            rtlIDs.insert(rtl.insert(row, at: .index(index))!, at: index)
        case 4:
            guard !ids.isEmpty else { return }
            let index = Int.random(in: 0 ..< ids.count, using: &random)
            ltr.remove(ids.remove(at: index))
            rtl.remove(rtlIDs.remove(at: index))
        case 5:
            guard !ids.isEmpty else { return }
            let from = Int.random(in: 0 ..< ids.count, using: &random)
            let to = Int.random(in: 0 ..< ids.count, using: &random)
            ltr.move(ids[from], to: to)
            rtl.move(rtlIDs[from], to: to)
            ids.insert(ids.remove(at: from), at: to)
            rtlIDs.insert(rtlIDs.remove(at: from), at: to)
        case 6:
            guard !ids.isEmpty else { return }
            let index = Int.random(in: 0 ..< ids.count, using: &random)
            let flag = random.chance(0.5)
            if random.chance(0.5) {
                ltr.setHidden(flag, forRow: ids[index])
                rtl.setHidden(flag, forRow: rtlIDs[index])
            } else {
                ltr.setPinned(flag, forRow: ids[index])
                rtl.setPinned(flag, forRow: rtlIDs[index])
            }
        case 7:
            var configuration = ltr.configuration
            configuration.spacing = random.quarter(0 ... 6)
            configuration.automaticallyHidesLastSeparator = random.chance(0.5)
            configuration.separatorPlacement = random.chance(0.5) ? .overlay : .appended
            ltr.configuration = configuration
            configuration.layoutDirection = .rightToLeft
            rtl.configuration = configuration
            setSafeArea(Insets(top: random.quarter(0 ... 10), left: random.quarter(0 ... 40), bottom: random.quarter(0 ... 10),
                               right: random.quarter(0 ... 40)))
        default:
            checkScrolling()
        }
    }

    // MARK: Checks

    /// Frames, hit tests and everything found by position: the left-to-right answers mirrored.
    mutating func checkLayout() {
        expect(rtl.contentSize == ltr.contentSize, "content sizes differ")
        // Sized to its content, a right-to-left stack in a container longer than its rows (whose
        // content size stretches to the container) asks for its rows' length, as left to right.
        var roomy = rtl
        roomy.configuration.containerSize = Size(main: ltr.contentSize.main(axis) + 100, cross: 320, axis: axis)
        let around = Insets(top: 1, left: 2, bottom: 4, right: 8)
        expect(roomy.length(sizedBy: .fitsContent(), insets: around) == ltr.contentSize.main(axis) + around.mainTotal(axis),
               "length(sizedBy:) right to left in a roomy container")
        for (row, twin) in zip(ids, rtlIDs) {
            let frames = ltr.frames(of: row).map(mirrored)
            expect(rtl.frames(of: twin) == frames, "frames of \(row) are not mirrored")
            expect(rtl.offset(of: twin) == frames?.row.minMain(axis), "offset(of:) of \(row)")
        }
        if !ids.isEmpty {
            let index = Int.random(in: 0 ..< ids.count, using: &random)
            expect(rtl.frames(at: index) == mirrored(ltr.frames(at: index)), "frames(at: \(index))")
        }
        expect(rtl.layouts(of: rtlIDs).map(\.frames) == ltr.layouts(of: ids).map { mirrored($0.frames) }, "layouts(of:)")
        let rect = randomRect()
        let mirroredRect = mirrored(rect)
        let shown = ltr.rows(intersecting: mirroredRect).compactMap(twin)
        expect(rtl.rows(intersecting: rect) == shown, "rows(intersecting:)")
        expect(rtl.layouts(intersecting: rect).map(\.id) == shown, "layouts(intersecting:)")
        let stuck = ltr.stuckRow(in: mirroredRect)
        expect(rtl.stuckRow(in: rect)?.id == stuck.flatMap { twin($0.id) }
               && rtl.stuckRow(in: rect)?.frames == stuck.map { mirrored($0.frames) }, "stuckRow(in:)")
        expect(rtl.visibleRows(in: rect) == ltr.visibleRows(in: mirroredRect).compactMap(twin), "visibleRows(in:)")
        expect(rtl.entirelyVisibleRows(in: rect) == ltr.entirelyVisibleRows(in: mirroredRect).compactMap(twin),
               "entirelyVisibleRows(in:)")
        // On screen a row holds the points from its left edge up to (not including) its right one.
        let point = Point(x: random.quarter(-10 ... Int(width) + 10), y: random.quarter(-10 ... Int(rtl.contentSize.height) + 10))
        let truth = rtlIDs.first { id in
            guard rtl.isHidden(id) == false, let row = rtl.frames(of: id)?.row else { return false }
            return row.minX <= point.x && point.x < row.maxX && row.minY <= point.y && point.y < row.maxY
        }
        let found = rtl.row(at: point)
        expect(found == truth, "row(at: \(point)) is \(String(describing: found)), screen says \(String(describing: truth))")
        if axis == .horizontal {
            let byOffset = rtlIDs.first { id in
                guard rtl.isHidden(id) == false, let row = rtl.frames(of: id)?.row else { return false }
                return row.minX <= point.x && point.x < row.maxX
            }
            expect(rtl.row(atOffset: point.x) == byOffset, "row(atOffset: \(point.x))")
        }
    }

    /// Scroll targets and ranges follow the screen: the start is the right end, a row scrolled to
    /// its start has its right edge at the visible area's right edge.
    mutating func checkScrolling() {
        let viewport = randomViewport()
        let visibleWidth = viewport.visibleRect.width
        if axis == .horizontal {
            let range = rtl.offsetRange(in: viewport)
            let natural = -viewport.insets.left ... max(-viewport.insets.left, width + viewport.insets.right - viewport.size.width)
            expect(range == natural, "offset range \(range), the scroll view's is \(natural)")
            expect(rtl.startOffset(in: viewport).x == range.upperBound, "the start of a right-to-left stack is its right end")
            expect(rtl.endOffset(in: viewport).x == range.lowerBound, "its end is its left end")
        }
        guard let index = ids.indices.randomElement(using: &random), rtl.isHidden(rtlIDs[index]) == false,
              let frame = rtl.frames(of: rtlIDs[index])?.row else { return }
        for position in [ScrollPosition.start, .end, .center, .automatic] {
            guard let target = rtl.scrollOffset(toShow: rtlIDs[index], at: position, in: viewport) else {
                expect(false, "no target for a visible row")
                continue
            }
            var moved = viewport
            moved.offset = target
            let visible = moved.visibleRect
            let range = rtl.offsetRange(in: viewport)
            let clamped = target.main(axis) <= range.lowerBound + 1e-9 || target.main(axis) >= range.upperBound - 1e-9
            guard axis == .horizontal, !clamped else { continue }
            switch position {
            case .start:
                // Just after (left of) the pinned row that sticks there, if one does.
                let stuck = rtl.stuckRow(in: visible)
                let edge = stuck.map { $0.id == rtlIDs[index] ? visible.maxX : $0.frames.row.minX } ?? visible.maxX
                if frame.width > 0 { expect(abs(edge - frame.maxX) < 1e-6, "start: right edges \(edge) vs \(frame.maxX)") }
            case .end: expect(abs(visible.minX - frame.minX) < 1e-6, "end: left edges \(visible.minX) vs \(frame.minX)")
            case .center: expect(abs(visible.midX - frame.midX) < 1e-6, "centre")
            case .automatic:
                if frame.width <= visibleWidth {
                    expect(visible.minX <= frame.minX + 1e-6 && frame.maxX <= visible.maxX + 1e-6, "automatic shows the row")
                }
            }
        }
        // The left-to-right twin's target, mirrored (and resting where the scroll view can).
        let mirroredTarget = ltr.scrollOffset(toShow: ids[index], at: .start, in: mirroredViewport(viewport))
            .map { rtl.clampedOffset(Point(x: width - $0.x - viewport.size.width, y: $0.y), in: viewport) }
        expect(rtl.scrollOffset(toShow: rtlIDs[index], at: .start, in: viewport) == mirroredTarget, "mirrored target")
        expect(rtl.clampedOffset(Point(x: 1e9, y: -1e9), in: viewport).x == rtl.offsetRange(in: viewport).upperBound
                || axis == .vertical, "clamped offset")
    }

    func mirroredViewport(_ viewport: Viewport) -> Viewport {
        Viewport(offset: Point(x: width - viewport.offset.x - viewport.size.width, y: viewport.offset.y), size: viewport.size,
                 insets: Insets(top: viewport.insets.top, left: viewport.insets.right, bottom: viewport.insets.bottom,
                                right: viewport.insets.left), isMovedByUser: viewport.isMovedByUser)
    }

    /// Measuring rows keeps the row at the reading start of the visible area still on screen, and
    /// realization and its offset agree with the mirrored left-to-right ones.
    mutating func checkMeasuringAndRealizing() {
        let viewport = randomViewport()
        let anchor = rtl.scrollAnchor(in: viewport)
        let before = anchor.flatMap { rtl.frames(of: $0.row)?.row }
        let measurements = rtlIDs.enumerated().compactMap { index, id -> (RowID, RowID, Double)? in
            random.chance(0.3) ? (ids[index], id, random.quarter(0 ... 80)) : nil
        }
        _ = ltr.setMeasuredExtents(measurements.map { ($0.0, $0.2) }, keepingStill: mirroredViewport(viewport))
        let offset = rtl.setMeasuredExtents(measurements.map { ($0.1, $0.2) }, keepingStill: viewport)
        if let anchor, let before, let after = rtl.frames(of: anchor.row)?.row, rtl.isHidden(anchor.row) == false {
            let range = rtl.offsetRange(in: viewport)
            if offset.x > range.lowerBound && offset.x < range.upperBound && axis == .horizontal {
                // Where the row's leading (right) edge was on screen, it still is.
                expect(abs((after.maxX - offset.x) - (before.maxX - viewport.offset.x)) < 1e-6,
                       "the anchor row moved on screen: \(before.maxX - viewport.offset.x) → \(after.maxX - offset.x)")
            }
        }
        let ltrPass = ltr.realize(in: mirroredViewport(viewport), overscan: 40) { _ in 30 }
        let rtlPass = rtl.realize(in: viewport, overscan: 40) { _ in 30 }
        expect(rtlPass.realized == ltrPass.realized.compactMap(twin), "realized rows differ")
        expect(rtlPass.offset == Point(x: width - ltrPass.offset.x - viewport.size.width, y: ltrPass.offset.y), "realization offset")
    }

    /// An animated change, checked on screen: the rows on screen before or after it take part, each
    /// from where it was to where it is, and rows appear from and collapse into their leading edge
    /// (the right one, right to left).
    mutating func checkTransition() {
        guard !ids.isEmpty else { return }
        let area = Rect(x: random.quarter(-50 ... 200), y: random.quarter(-50 ... 200), width: 320, height: 480)
        let before = rtl.layoutSnapshot(around: area)
        let shownBefore = Set(before.layouts.filter { !$0.isHidden && Self.meets($0.frames.row, area) }.map(\.id))
        step()
        let transition = Transition(from: before, to: rtl, in: area, timing: .linear(duration: 1))
        let shownAfter = Set(rtl.layouts(intersecting: area).map(\.id))
        expect(Set(transition.rows.map(\.row)) == shownBefore.union(shownAfter), "the transition's rows are not those on screen")
        for change in transition.rows {
            switch change.kind {
            case .moving, .stationary:
                if shownAfter.contains(change.row) || rtl.isHidden(change.row) == false {
                    expect(change.to == rtl.frames(of: change.row), "a moving row does not end at its frames")
                }
                expect(change.from == before.layout(of: change.row)?.frames, "a moving row does not start at its old frames")
            case .appearing:
                expect(change.to == rtl.frames(of: change.row) && change.from.row.size.main(axis) == 0, "an appearing row")
                if axis == .horizontal { expect(change.from.row.minX == change.to.row.maxX, "a row appears from its right edge") }
            case .disappearing:
                expect(change.to.row.size.main(axis) == 0 && change.from == before.layout(of: change.row)?.frames, "a leaving row")
            }
        }
    }

    static func meets(_ frame: Rect, _ rect: Rect) -> Bool {
        frame.maxX > rect.minX && frame.minX < rect.maxX && frame.maxY > rect.minY && frame.minY < rect.maxY
    }
}

@Suite("Right to left")
struct RightToLeftTests {
    @Test("a horizontal stack starts at the right end: row 0 there, the start offset there, insets on the leading side")
    func horizontalBasics() {
        var configuration = StackConfiguration(axis: .horizontal, containerSize: Size(width: 100, height: 50),
                                               rowInsets: Insets(top: 0, left: 10, bottom: 0, right: 0), layoutDirection: .rightToLeft)
        configuration.separatorThickness = 0
        var engine = StackEngine(configuration: configuration)
        let ids = engine.append(contentsOf: [.fixed(40), .fixed(40), .fixed(40)])   // rows of 50 with the inset
        #expect(engine.contentSize.width == 150)
        #expect(engine.frames(of: ids[0])?.row == Rect(x: 100, y: 0, width: 50, height: 50))
        // The leading (left) inset is on the right.
        #expect(engine.frames(of: ids[0])?.content == Rect(x: 100, y: 0, width: 40, height: 50))
        #expect(engine.frames(of: ids[2])?.row.minX == 0)
        let viewport = Viewport(size: Size(width: 100, height: 50))
        #expect(engine.startOffset(in: viewport).x == 50 && engine.endOffset(in: viewport).x == 0)
        #expect(engine.rows(intersecting: Rect(x: 50, y: 0, width: 100, height: 50)) == [ids[0], ids[1]])
        #expect(engine.row(at: Point(x: 149, y: 10)) == ids[0] && engine.row(at: Point(x: 100, y: 10)) == ids[0])
        #expect(engine.row(at: Point(x: 99.5, y: 10)) == ids[1])
        #expect(engine.scrollOffset(toShow: ids[2], at: .start, in: viewport)?.x == 0)
        // Dragging row 0's centre over row 2's place moves it last.
        #expect(engine.reorderDestination(of: ids[0], draggedTo: 20) == 2)
        // A drag near the left edge scrolls toward smaller offsets, that is toward the end.
        var atStart = viewport
        atStart.offset.x = 50
        #expect(engine.autoScrollVelocity(forDragAt: Point(x: 55, y: 10), in: atStart) < 0)
    }

    @Test("right to left, a change of content width moves the offset so the rows on screen stay; a stack at its start stays there")
    func readingPosition() {
        var engine = StackEngine(configuration: StackConfiguration(axis: .horizontal, containerSize: Size(width: 100, height: 50),
                                                                   layoutDirection: .rightToLeft))
        let viewport = Viewport(size: Size(width: 100, height: 50))
        var offset = engine.startOffset(in: viewport)
        for _ in 0 ..< 5 {
            let width = engine.contentSize.width
            engine.append(.fixed(40))
            offset = engine.offset(offset, keepingStillSinceContentWidth: width, visibleEnd: 100, in: viewport)
        }
        #expect(offset == engine.startOffset(in: viewport) && offset.x == 100)
        // Scrolled to show rows 2 and 3; a row added at the end (on the left) moves nothing on screen.
        offset = engine.scrollOffset(toShow: engine.row(at: 2), at: .start, in: viewport)!
        let shown = engine.rows(intersecting: Rect(x: offset.x, y: 0, width: 100, height: 50))
        let width = engine.contentSize.width
        engine.append(.fixed(40))
        offset = engine.offset(offset, keepingStillSinceContentWidth: width, visibleEnd: 100, in: viewport)
        #expect(engine.rows(intersecting: Rect(x: offset.x, y: 0, width: 100, height: 50)) == shown)
        // Left to right nothing changes.
        engine.configuration.layoutDirection = .leftToRight
        #expect(engine.offset(Point(x: 7, y: 0), keepingStillSinceContentWidth: 0, visibleEnd: 30, in: viewport) == Point(x: 7, y: 0))
    }

    @Test("right to left, a resized viewport keeps the content's right end where it was in the visible area; at the start it stays at the start")
    func resizedViewport() {
        var engine = StackEngine(configuration: StackConfiguration(axis: .horizontal, containerSize: Size(width: 400, height: 50),
                                                                   layoutDirection: .rightToLeft))
        engine.append(contentsOf: Array(repeating: RowSpec(size: .fixed(100)), count: 10))
        let wide = Viewport(size: Size(width: 400, height: 50))
        var narrow = Viewport(size: Size(width: 300, height: 50))
        engine.configuration.containerSize = narrow.containerSize(for: .horizontal)
        // At the start (row 0 at the right end) the scroll view keeps offset 600 as it narrows;
        // the start is now 700.
        narrow.offset = engine.startOffset(in: wide)
        #expect(narrow.offset.x == 600)
        #expect(engine.offset(narrow.offset, keepingStillSinceContentWidth: 1000, visibleEnd: 400, in: narrow)
                    == engine.startOffset(in: narrow))
        // Scrolled: the right edge of the visible area stays 300 from the content's right end.
        narrow.offset.x = 300
        #expect(engine.offset(narrow.offset, keepingStillSinceContentWidth: 1000, visibleEnd: 400, in: narrow).x == 400)
        // Rotated: the same bounds, a 40-point inset on each side (the sensor housing). At the start
        // it is at the new start, the visible area's right edge at the content's end.
        var rotated = Viewport(size: Size(width: 400, height: 50), insets: Insets(top: 0, left: 40, bottom: 0, right: 40))
        rotated.offset = engine.startOffset(in: wide)
        #expect(engine.offset(rotated.offset, keepingStillSinceContentWidth: 1000, visibleEnd: 400, in: rotated)
                    == engine.startOffset(in: rotated))
        #expect(engine.startOffset(in: rotated).x == 640)
    }

    @Test("right to left, content narrower than its container starts at the right edge and does not scroll")
    func narrowContent() {
        let viewport = Viewport(size: Size(width: 390, height: 80), insets: Insets(top: 0, left: 20, bottom: 0, right: 10))
        var engine = StackEngine(configuration: StackConfiguration(axis: .horizontal, containerSize: viewport.containerSize(for: .horizontal),
                                                                   layoutDirection: .rightToLeft))
        let ids = engine.append(contentsOf: [RowSpec(size: .fixed(100)), RowSpec(size: .fixed(100))])
        #expect(engine.contentSize.width == 360)
        #expect(engine.frames(of: ids[0])?.row.maxX == 360 && engine.frames(of: ids[1])?.row.minX == 160)
        #expect(engine.offsetRange(in: viewport) == -20 ... -20)
        #expect(engine.startOffset(in: viewport).x == -20)
        // On screen (offset -20) row 0 ends at the visible area's right edge, 10 from the bounds' edge.
        #expect(engine.frames(of: ids[0])!.row.maxX - engine.startOffset(in: viewport).x == 380)
        // Left to right, nothing is added.
        engine.configuration.layoutDirection = .leftToRight
        #expect(engine.contentSize.width == 200)
    }

    @Test("the safe area keeps content and separators clear of the screen's sides; backgrounds stay edge to edge",
          arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func safeArea(direction: LayoutDirection) {
        var configuration = StackConfiguration(containerSize: Size(width: 400, height: 300), rowInsets: Insets(all: 8),
                                               separatorInsets: Insets(top: 0, left: 16, bottom: 0, right: 0),
                                               layoutDirection: direction, safeAreaInsets: Insets(top: 30, left: 47, bottom: 20, right: 10))
        configuration.separatorThickness = 1
        var engine = StackEngine(configuration: configuration)
        let row = engine.append(.fixed(20))
        let frames = engine.frames(of: row)!
        #expect(frames.row == Rect(x: 0, y: 0, width: 400, height: 36))
        // The notch is on the screen's left whichever way the text reads.
        let content = frames.content
        #expect(content.minX == (direction == .leftToRight ? 47 + 8 : 47 + 8))
        #expect(content.maxX == 400 - 10 - 8)
        let separator = frames.separator!
        #expect(direction == .leftToRight ? separator.minX == 47 + 16 && separator.maxX == 390
                                          : separator.minX == 47 && separator.maxX == 390 - 16)
        // A new safe area makes the content narrower: measurements are stale.
        engine.setMeasuredExtent(10, of: engine.append(RowSpec(size: .fitting)))
        engine.configuration.safeAreaInsets = .zero
        #expect(engine.needsMeasurement(engine.lastRow!))
    }

    @Test("random changes on both axes: the right-to-left stack is the left-to-right one mirrored, answers included",
          arguments: [(StackAxis.horizontal, UInt64(0x7271_0001)), (.horizontal, 0x7271_0002), (.vertical, 0x7271_0003),
                      (.vertical, 0x7271_0004)])
    func mirroredStreams(axis: StackAxis, seed: UInt64) {
        var pair = MirroredPair(seed: seed, axis: axis)
        for step in 0 ..< 600 {
            pair.step()
            pair.checkLayout()
            if step % 5 == 0 { pair.checkScrolling() }
            if step % 7 == 0 { pair.checkMeasuringAndRealizing() }
            if step % 11 == 0 { pair.checkTransition() }
            if let failure = pair.failure {
                Issue.record("seed \(String(seed, radix: 16)), step \(step): \(failure)")
                return
            }
        }
    }
}
