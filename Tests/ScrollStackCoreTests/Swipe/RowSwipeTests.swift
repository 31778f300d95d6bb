// Swipe actions: where a swiped row's content and actions go, and where it rests when the finger
// lifts, in worked examples and against a small reference model over random gesture streams on
// both reading directions.

import ScrollStackCore
import ScrollStackTestSupport
import Testing

@Suite("Swipe actions")
struct RowSwipeTests {
    /// Three rows' IDs (a swipe needs only their identity).
    static let ids: [RowID] = {
        var engine = StackEngine()
        return engine.append(contentsOf: [RowSpec.fixed(44), .fixed(44), .fixed(44)])
    }()
    let row = Self.ids[0], other = Self.ids[1]
    /// Trailing: Delete (80) nearest the edge, then Flag (60). Leading: Pin (70), no full swipe.
    let trailing = SwipeEdgeActions(widths: [80, 60])
    let leading = SwipeEdgeActions(widths: [70], allowsFullSwipe: false)

    func swipe(_ direction: LayoutDirection = .leftToRight) -> RowSwipe {
        var swipe = RowSwipe()
        _ = swipe.begin(row, leading: leading, trailing: trailing, rowWidth: 400, direction: direction)
        return swipe
    }

    @Test("dragging left uncovers the trailing actions, shrunk in proportion until they fit")
    func revealTrailing() {
        var swipe = swipe()
        swipe.move(by: -70)
        let half = swipe.layout(height: 44)
        #expect(half.edge == .trailing && half.contentOffset == -70 && !half.isFullSwipeArmed)
        // 70 of 140 points: Delete 40 against the right edge, Flag 30 inside it.
        #expect(half.actionFrames == [Rect(x: 360, y: 0, width: 40, height: 44), Rect(x: 330, y: 0, width: 30, height: 44)])
        swipe.move(by: -200)
        // Past the open width the first action takes the extra room.
        #expect(swipe.layout(height: 44).actionFrames == [Rect(x: 260, y: 0, width: 140, height: 44), Rect(x: 200, y: 0, width: 60, height: 44)])
        #expect(swipe.end(velocity: 0) == .opened(.trailing))
        #expect(swipe.offset == -140 && swipe.openEdge == .trailing)
    }

    @Test("a full swipe past 60 % of the row arms the first action, which then covers the uncovered part")
    func fullSwipe() {
        var swipe = swipe()
        swipe.move(by: -241)
        let armed = swipe.layout(height: 44)
        #expect(armed.isFullSwipeArmed)
        #expect(armed.actionFrames == [Rect(x: 159, y: 0, width: 241, height: 44), Rect(x: 159, y: 0, width: 0, height: 44)])
        #expect(swipe.end(velocity: 0) == .performed(.trailing))
        #expect(swipe.offset == -400 && swipe.row == row)
        #expect(swipe.close() == row && swipe.row == nil && swipe.offset == 0)
        // Dragged far, then back under the threshold: not armed any more.
        var back = self.swipe()
        back.move(by: -300)
        back.move(by: -200)
        #expect(!back.layout(height: 44).isFullSwipeArmed)
        #expect(back.end(velocity: 0) == .opened(.trailing))
    }

    @Test("without a full swipe the content resists beyond the open width, and never performs")
    func resistance() {
        var swipe = swipe()
        swipe.move(by: 170)
        // 70 open, then a quarter of the 100 beyond.
        #expect(swipe.offset == 95)
        #expect(swipe.layout(height: 10).actionFrames == [Rect(x: 0, y: 0, width: 95, height: 10)])
        #expect(swipe.end(velocity: 0) == .opened(.leading))
        #expect(swipe.offset == 70)
    }

    @Test("a short drag closes; flung, it opens; flung back, it closes; a tap without movement closes")
    func releases() {
        var short = swipe()
        short.move(by: -50)
        #expect(short.end(velocity: 0) == .closed && short.row == nil)
        var flung = swipe()
        flung.move(by: -50)
        // 0.15 s ahead at 200 points a second: 80 points, past half of 140.
        #expect(flung.end(velocity: -200) == .opened(.trailing))
        var back = swipe()
        back.move(by: -100)
        #expect(back.end(velocity: 1_000) == .closed)
        var tap = swipe()
        #expect(tap.end(velocity: -5_000) == .closed)
    }

    @Test("right to left the leading actions are on the right, uncovered by dragging left")
    func rightToLeft() {
        var swipe = swipe(.rightToLeft)
        swipe.move(by: -40)
        let layout = swipe.layout(height: 44)
        #expect(layout.edge == .leading && layout.actionFrames == [Rect(x: 360, y: 0, width: 40, height: 44)])
        swipe.move(by: 100)
        #expect(swipe.layout(height: 44).edge == .trailing)
        #expect(swipe.layout(height: 44).actionFrames.first == Rect(x: 0, y: 0, width: 100 * 80 / 140, height: 44))
    }

    @Test("moving right uncovers the left edge: leading left to right, trailing right to left; no movement, no edge")
    func uncoveredEdge() {
        #expect(SwipeEdge.uncovered(byMoving: 3, in: .leftToRight) == .leading)
        #expect(SwipeEdge.uncovered(byMoving: -3, in: .leftToRight) == .trailing)
        #expect(SwipeEdge.uncovered(byMoving: 3, in: .rightToLeft) == .trailing)
        #expect(SwipeEdge.uncovered(byMoving: -0.5, in: .rightToLeft) == .leading)
        #expect(SwipeEdge.uncovered(byMoving: 0, in: .leftToRight) == nil)
        #expect(SwipeEdge.uncovered(byMoving: .nan, in: .rightToLeft) == nil)
    }

    @Test("an edge without actions does not move; one row open at a time; removing the row closes it")
    func oneRowAtATime() {
        var swipe = RowSwipe()
        _ = swipe.begin(row, leading: .none, trailing: trailing, rowWidth: 400, direction: .leftToRight)
        swipe.move(by: 90)
        #expect(swipe.offset == 0 && swipe.layout(height: 44) == .closed)
        swipe.move(by: -120)
        #expect(swipe.end(velocity: 0) == .opened(.trailing))
        // The open row continues from where it rests.
        #expect(swipe.begin(row, leading: .none, trailing: trailing, rowWidth: 400, direction: .leftToRight) == nil)
        swipe.move(by: 30)
        #expect(swipe.offset == -110)
        _ = swipe.end(velocity: 0)
        // Another row: the open one closes and is named.
        #expect(swipe.begin(other, leading: .none, trailing: trailing, rowWidth: 400, direction: .leftToRight) == row)
        #expect(swipe.row == other && swipe.offset == 0)
        #expect(!swipe.close(row) && swipe.close(other) && swipe.row == nil)
        #expect(swipe.end(velocity: 0) == .closed)
    }

    @Test("bad numbers move nothing and trap nowhere")
    func badNumbers() {
        var swipe = RowSwipe()
        _ = swipe.begin(row, leading: SwipeEdgeActions(widths: [.nan, -5, .infinity]), trailing: trailing, rowWidth: .nan,
                        direction: .leftToRight)
        swipe.move(by: .infinity)
        #expect(swipe.offset == 0)
        swipe.move(by: -50)
        #expect(swipe.offset == 0, "a row of no width cannot move")
        #expect(swipe.end(velocity: .nan) == .closed)
    }

    @Test("random gestures on both directions agree with the reference model", arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func againstTheModel(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        var swipe = RowSwipe()
        var model = SwipeModel()
        let rows = Self.ids
        for step in 0 ..< 2_000 {
            switch Int.random(in: 0 ..< 10, using: &random) {
            case 0, 1:
                let edges = (0 ..< 2).map { _ in
                    SwipeEdgeActions(widths: (0 ..< Int.random(in: 0 ... 3, using: &random)).map { _ in random.quarter(20 ... 120) },
                                     allowsFullSwipe: random.chance(0.6))
                }
                let target = rows.randomElement(using: &random)!
                let width = random.quarter(0 ... 500), direction: LayoutDirection = random.chance(0.5) ? .leftToRight : .rightToLeft
                let closed = swipe.begin(target, leading: edges[0], trailing: edges[1], rowWidth: width, direction: direction)
                #expect(closed == model.begin(target, edges[0], edges[1], width, direction), "step \(step)")
            case 2 ... 5:
                let translation = random.quarter(-600 ... 600)
                swipe.move(by: translation)
                model.move(translation)
            case 6, 7:
                let velocity = random.quarter(-3_000 ... 3_000)
                #expect(swipe.end(velocity: velocity) == model.end(velocity), "step \(step)")
            case 8:
                #expect(swipe.close() == model.close(), "step \(step)")
            default:
                let target = rows.randomElement(using: &random)!
                #expect(swipe.close(target) == (model.close(only: target) != nil), "step \(step)")
            }
            #expect(swipe.row == model.row && swipe.offset == model.offset && swipe.isTracking == model.tracking, "step \(step)")
            let height = random.quarter(0 ... 80)
            #expect(swipe.layout(height: height) == model.layout(height: height), "step \(step)")
            if !swipe.layout(height: height).actionFrames.isEmpty {
                let frames = swipe.layout(height: height).actionFrames
                // Actions fill exactly what the content uncovered, inside the row.
                #expect(abs(frames.map(\.width).reduce(0, +) - abs(swipe.offset)) < 1e-9, "step \(step)")
                #expect(frames.allSatisfy { $0.minX >= -1e-9 && $0.maxX <= model.width + 1e-9 }, "step \(step)")
            }
        }
    }
}

/// The rules written out plainly: a reference for ``RowSwipe`` (offsets positive to the right).
private struct SwipeModel {
    var row: RowID?
    var offset = 0.0
    var tracking = false
    var start = 0.0
    var leading = SwipeEdgeActions.none, trailing = SwipeEdgeActions.none
    var width = 0.0
    var direction = LayoutDirection.leftToRight

    /// The actions uncovered by moving right (`right == true`) or left.
    func actions(right: Bool) -> SwipeEdgeActions { right == (direction == .leftToRight) ? leading : trailing }
    func edge(right: Bool) -> SwipeEdge { right == (direction == .leftToRight) ? .leading : .trailing }

    func clamp(_ raw: Double) -> Double {
        guard raw != 0 else { return 0 }
        let actions = actions(right: raw > 0)
        if actions.widths.isEmpty { return 0 }
        var distance = abs(raw)
        if !actions.allowsFullSwipe && distance > actions.openWidth { distance = actions.openWidth + (distance - actions.openWidth) / 4 }
        return (raw > 0 ? 1 : -1) * min(distance, width)
    }

    func armed(_ offset: Double) -> Bool {
        guard offset != 0 else { return false }
        let actions = actions(right: offset > 0)
        return actions.allowsFullSwipe && !actions.widths.isEmpty && abs(offset) > max(actions.openWidth, 0.6 * width)
    }

    mutating func begin(_ target: RowID, _ leading: SwipeEdgeActions, _ trailing: SwipeEdgeActions, _ width: Double,
                        _ direction: LayoutDirection) -> RowID? {
        var closed: RowID?
        if row != target, row != nil { closed = row; offset = 0 }
        row = target
        (self.leading, self.trailing, self.width, self.direction) = (leading, trailing, width, direction)
        offset = clamp(offset)
        start = offset
        tracking = true
        return closed
    }

    mutating func move(_ translation: Double) { if tracking { offset = clamp(start + translation) } }

    mutating func end(_ velocity: Double) -> SwipeOutcome {
        if !tracking { return row != nil && offset != 0 ? .opened(edge(right: offset > 0)) : .closed }
        tracking = false
        if armed(offset) {
            offset = offset > 0 ? width : -width
            return .performed(edge(right: offset > 0))
        }
        let projected = offset + velocity * 0.15
        if offset != 0 && (projected > 0) == (offset > 0) && projected != 0 {
            let open = min(actions(right: offset > 0).openWidth, width)
            if abs(projected) >= open / 2 {
                offset = offset > 0 ? open : -open
                return .opened(edge(right: offset > 0))
            }
        }
        offset = 0
        row = nil
        return .closed
    }

    mutating func close() -> RowID? {
        defer { (row, offset, tracking) = (nil, 0, false) }
        return row
    }

    mutating func close(only target: RowID) -> RowID? { row == target ? close() : nil }

    func layout(height: Double) -> SwipeLayout {
        guard row != nil, offset != 0 else { return .closed }
        let right = offset > 0
        let widths = actions(right: right).widths
        let revealed = abs(offset), open = widths.reduce(0, +)
        var sizes = widths
        if armed(offset) {
            sizes = widths.indices.map { $0 == 0 ? revealed : 0 }
        } else if revealed <= open {
            sizes = widths.map { $0 * revealed / open }
        } else {
            sizes[0] += revealed - open
        }
        var frames: [Rect] = []
        var used = 0.0
        for size in sizes {
            frames.append(Rect(x: right ? used : width - used - size, y: 0, width: size, height: height))
            used += size
        }
        return SwipeLayout(edge: edge(right: right), contentOffset: offset, actionFrames: frames, isFullSwipeArmed: armed(offset))
    }
}
