// The step-by-step flow's rules: pushing, popping, fading older items, requests from gestures and
// buttons, and the back request and swipe directions hosts use.

import ScrollStackCore
import ScrollStackTestSupport
import Testing

/// A flow in a 100 × 200 container with items pushed with the given extents (oldest first).
func makeFlow(_ extents: [Double], direction: FlowDirection = .down, headPadding: Double = 0,
              separation: FlowSeparation = .line(thickness: 1), fading: FlowFading = .none) -> (StackFlow, [RowID]) {
    var flow = StackFlow(direction: direction, headPadding: headPadding, separation: separation, fading: fading,
                         containerSize: Size(width: 100, height: 200))
    let ids = extents.map { flow.push(extent: $0).pushed! }
    return (flow, ids)
}

/// The obviously correct flow: an array of extents, newest last, and straight sums.
struct ReferenceFlow {
    var extents: [(id: RowID, extent: Double)] = []
    var direction = FlowDirection.down
    var headPadding = 0.0
    var separation = FlowSeparation.line(thickness: 1)
    let container = Size(width: 100, height: 200)

    /// Frames of every item in the container, newest first, with the separator after each.
    func frames() -> [(id: RowID, frame: Rect, separator: Rect?)] {
        let gap: Double
        var line = 0.0
        switch separation {
        case .none: gap = 0
        case .line(let thickness): gap = thickness; line = thickness
        case .padding(let size): gap = size
        }
        let axis = direction.axis
        let mainExtent = container.main(axis)
        let crossExtent = container.cross(axis)
        func place(_ start: Double, _ length: Double) -> Rect {
            let s = direction == .down || direction == .right ? mainExtent - start - length : start
            return Rect(mainStart: s, mainExtent: length, crossStart: 0, crossExtent: crossExtent, axis: axis)
        }
        var result: [(RowID, Rect, Rect?)] = []
        var distance = headPadding
        for (position, item) in extents.reversed().enumerated() {
            let isOldest = position == extents.count - 1
            let separator = !isOldest && line > 0 ? place(distance + item.extent, line) : nil
            result.append((item.id, place(distance, item.extent), separator))
            distance += item.extent + (isOldest ? 0 : gap)
        }
        return result
    }

    /// The items whose span (the item and its separator, measured from the head edge) shares some
    /// length with the container, or, for a span of no length, starts inside it; newest first.
    func itemsOnScreen() -> [RowID] {
        let axis = direction.axis
        let extent = container.main(axis)
        let headAtEnd = direction == .down || direction == .right
        return frames().filter { item in
            let low = min(item.frame.minMain(axis), item.separator?.minMain(axis) ?? .infinity)
            let high = max(item.frame.maxMain(axis), item.separator?.maxMain(axis) ?? -.infinity)
            let (start, end) = headAtEnd ? (extent - high, extent - low) : (low, high)
            return end > start ? start < extent && end > 0 : start >= 0 && start < extent
        }.map(\.id)
    }
}

@Suite("Stack flow")
struct FlowTests {
    @Test("push adds the newest item; only it is interactive; pops remove the newest first")
    func pushAndPop() {
        var (flow, ids) = makeFlow([30, 20, 10])
        #expect(flow.items == ids && flow.count == 3 && flow.newestItem == ids[2])
        #expect(ids.map(flow.depth) == [2, 1, 0])
        #expect(ids.map(flow.isInteractive) == [false, false, true])
        #expect(flow.layouts().map(\.isInteractive) == [true, false, false])

        let one = flow.pop()
        #expect(one.popped == [ids[2]] && one.willEvents == [.willPop(ids[2])] && one.didEvents == [.didPop(ids[2])])
        #expect(!one.wasClamped && flow.newestItem == ids[1] && flow.isInteractive(ids[1]))
        #expect(!flow.isInteractive(ids[2]) && flow.depth(of: ids[2]) == nil)

        let pushed = flow.push(extent: 5)
        let new = pushed.pushed!
        #expect(pushed.willEvents == [.willPush(new)] && pushed.didEvents == [.didPush(new)] && pushed.popped.isEmpty)
        #expect(flow.items == [ids[0], ids[1], new])

        let back = flow.pop(to: ids[0])
        #expect(back?.popped == [new, ids[1]] && back?.requestedPopCount == 2 && flow.items == [ids[0]])
        #expect(back?.willEvents == [.willPop(new), .willPop(ids[1])])
        let cleared = flow.clear()
        #expect(cleared.popped == [ids[0]] && flow.isEmpty && flow.newestItem == nil)
    }

    @Test("bad counts and unknown items never trap: pops clamp, negative pops nothing, unknown items are ignored")
    func badInput() {
        var (flow, ids) = makeFlow([30, 20])
        let negative = flow.pop(-1)
        #expect(negative.isEmpty && negative.wasClamped && negative.requestedPopCount == -1 && flow.count == 2)
        let zero = flow.pop(0)
        #expect(zero.isEmpty && !zero.wasClamped && zero.willEvents.isEmpty && zero.didEvents.isEmpty)
        var other = StackFlow()
        let stranger = other.push(extent: 10).pushed!
        let popToStranger = flow.pop(to: stranger)
        let resizedStranger = flow.setExtent(3, of: stranger)
        #expect(popToStranger == nil && !resizedStranger && flow.layout(of: stranger) == nil)
        #expect(flow.request(forTapOn: stranger) == nil && !flow.isInteractive(stranger))
        let tooMany = flow.pop(5)
        #expect(tooMany.popped == [ids[1], ids[0]] && tooMany.wasClamped && flow.isEmpty)
        let empty = flow.pop()
        #expect(empty.isEmpty && flow.request(forSwipe: .down) == nil)
        let popToGone = flow.pop(to: ids[0])
        #expect(popToGone == nil)
    }

    @Test("the newest item sits at the head edge, older ones follow, for every direction",
          arguments: FlowDirection.allCases)
    func layoutPerDirection(direction: FlowDirection) {
        let (flow, ids) = makeFlow([30, 20, 10], direction: direction, headPadding: 5)
        let layouts = flow.layouts()
        #expect(layouts.map(\.id) == [ids[2], ids[1], ids[0]])
        let axis = direction.axis
        let extent = direction.isVertical ? 200.0 : 100.0
        func distanceFromHead(_ rect: Rect) -> (Double, Double) {
            direction == .down || direction == .right
                ? (extent - rect.maxMain(axis), extent - rect.minMain(axis)) : (rect.minMain(axis), rect.maxMain(axis))
        }
        #expect(layouts.map { distanceFromHead($0.frame).0 } == [5, 16, 37])
        #expect(layouts.map { distanceFromHead($0.frame).1 } == [15, 36, 67])
        #expect(layouts.compactMap(\.separator).map { distanceFromHead($0).0 } == [15, 36])
        #expect(layouts[2].separator == nil) // the oldest has none
        #expect(layouts.allSatisfy { $0.frame.size.cross(axis) == (direction.isVertical ? 100 : 200) })
    }

    @Test("items beyond the container are listed as off screen, newest first; the others are laid out",
          arguments: FlowDirection.allCases)
    func itemsOffScreen(direction: FlowDirection) {
        let (flow, ids) = makeFlow([90, 90, 90, 90, 90], direction: direction, separation: .none)
        let shown = flow.layouts().map(\.id)
        #expect(Set(shown).isDisjoint(with: flow.itemsOffScreen))
        #expect(shown + flow.itemsOffScreen == ids.reversed())
        // 90-point items: three meet a 200-point container, two a 100-point one.
        #expect(flow.itemsOffScreen == (direction.isVertical ? [ids[1], ids[0]] : [ids[2], ids[1], ids[0]]))
    }

    @Test("only swipes along the axis ask for anything; going back pops one when the newest item can go back",
          arguments: FlowDirection.allCases)
    func swipesAndBack(direction: FlowDirection) {
        var (flow, _) = makeFlow([30], direction: direction)
        #expect(flow.swipeDirections == (direction.isVertical ? [.up, .down] : [.left, .right]))
        #expect(flow.swipeDirections.allSatisfy { flow.request(forSwipe: $0) != nil })
        #expect(flow.backRequest == nil)                                    // one item: nowhere to go back
        _ = flow.push(extent: 20)
        #expect(flow.backRequest == .pop(count: 1))
        flow.navigationOptions = []
        #expect(flow.swipeDirections.isEmpty)
    }

    @Test("separation: lines, padding or nothing")
    func separation() {
        let padded = makeFlow([30, 20], direction: .up, separation: .padding(size: 8)).0.layouts()
        #expect(padded.map(\.frame.minY) == [0, 28] && padded.allSatisfy { $0.separator == nil })
        let touching = makeFlow([30, 20], direction: .up, separation: .none).0.layouts()
        #expect(touching.map(\.frame.minY) == [0, 20] && touching.allSatisfy { $0.separator == nil })
        var flow = makeFlow([30, 20], direction: .up).0
        flow.separation = .line(thickness: 3)
        #expect(flow.layouts().map(\.frame.minY) == [0, 23] && flow.layouts()[0].separator?.height == 3)
    }

    @Test("changing an item's extent, the direction or the container moves the items")
    func relayout() {
        var (flow, ids) = makeFlow([30, 20], direction: .down)
        let resized = flow.setExtent(50, of: ids[1])
        #expect(resized)
        #expect(flow.layout(of: ids[1])?.frame == Rect(x: 0, y: 150, width: 100, height: 50))
        #expect(flow.layout(of: ids[0])?.frame == Rect(x: 0, y: 119, width: 100, height: 30))
        flow.containerSize = Size(width: 80, height: 100)
        #expect(flow.layout(of: ids[1])?.frame == Rect(x: 0, y: 50, width: 80, height: 50))
        flow.direction = .left
        #expect(flow.layout(of: ids[1])?.frame == Rect(x: 0, y: 0, width: 50, height: 100))
        flow.headPadding = 4
        #expect(flow.layout(of: ids[1])?.frame.minX == 4)
    }

    @Test("tint: the item before the newest shows preLastAlpha, each older one alphaDecrement less")
    func tint() {
        let decreasing = makeFlow([10, 10, 10, 10], fading: .tint(preLastAlpha: 0.9, alphaDecrement: 0.3)).0.layouts()
        let tints = decreasing.map(\.fade.tintOpacity)
        #expect(tints[0] == 0 && abs(tints[1] - 0.1) < 1e-12 && abs(tints[2] - 0.4) < 1e-12 && abs(tints[3] - 0.7) < 1e-12)
        let deep = makeFlow(Array(repeating: 10, count: 6), fading: .tint(preLastAlpha: 0.9, alphaDecrement: 0.3)).0.layouts()
        #expect(deep.last?.fade.tintOpacity == 1) // clamped: fully covered, never negative
        let flat = makeFlow([10, 10, 10], fading: .tint(preLastAlpha: 0.8, alphaDecrement: nil)).0.layouts()
        #expect(flat.map { ($0.fade.tintOpacity * 100).rounded() } == [0, 20, 20])
        #expect(flat.allSatisfy { $0.fade.mask.isEmpty })
    }

    @Test("gradient mask: opaque to the newest item's far edge, then fading over the effect distance")
    func gradientMask() {
        // Newest 40 long at the head; the mask is 1 to 40, 0 from 140.
        let (flow, _) = makeFlow([60, 60, 60, 40], direction: .up, separation: .none, fading: .gradientMask(effectDistance: 100))
        #expect(flow.maskOpacity(atDistanceFromHead: 40) == 1 && flow.maskOpacity(atDistanceFromHead: 90) == 0.5)
        #expect(flow.maskOpacity(atDistanceFromHead: 140) == 0 && flow.maskOpacity(atDistanceFromHead: 500) == 0)
        let layouts = flow.layouts()
        #expect(layouts[0].fade == .none)
        // Second item: 40…100 → 1 … 0.4, linear.
        #expect(layouts[1].fade.mask == [FlowMaskStop(location: 0, opacity: 1), FlowMaskStop(location: 1, opacity: 0.4)])
        #expect(layouts[1].fade.opacity(at: 0.5) == 0.7)
        // Third: 100…160 → 0.4 at its head side, 0 from 140 (two thirds along).
        let third = layouts[2].fade
        #expect(third.mask.count == 3 && third.mask[1].opacity == 0 && abs(third.mask[1].location - 2.0 / 3) < 1e-12)
        #expect(abs(third.opacity(at: 1.0 / 3) - 0.2) < 1e-12 && third.opacity(at: 0.9) == 0)
        #expect(layouts[3].fade.isInvisible && !layouts[2].fade.isInvisible)
    }

    @Test("combined fading: tints and masks together")
    func combined() {
        let style = FlowFading.combined(styles: [.tint(preLastAlpha: 0.5, alphaDecrement: nil), .gradientMask(effectDistance: 100)])
        let layouts = makeFlow([50, 50], direction: .up, separation: .none, fading: style).0.layouts()
        #expect(layouts[0].fade == .none)
        #expect(layouts[1].fade.tintOpacity == 0.5 && layouts[1].fade.opacity(at: 1) == 0.5)
        let twoTints = makeFlow([50, 50], fading: .combined([.tint(preLastAlpha: 0.5, alphaDecrement: nil),
                                                              .tint(preLastAlpha: 0.5, alphaDecrement: nil)])).0.layouts()
        #expect(twoTints[1].fade.tintOpacity == 0.75)
        #expect(makeFlow([50, 50], fading: .none).0.layouts().allSatisfy { $0.fade == .none })
    }

    @Test("taps on older items request popping back to them; the newest item and disabled taps request nothing")
    func taps() {
        var (flow, ids) = makeFlow([30, 20, 10], direction: .down)
        #expect(flow.request(forTapOn: ids[0]) == .pop(count: 2))
        #expect(flow.request(forTapOn: ids[1]) == .pop(count: 1))
        #expect(flow.request(forTapOn: ids[2]) == nil)
        // Items from the bottom: 190…200 newest, 169…189, 138…168.
        #expect(flow.item(at: Point(x: 50, y: 195)) == ids[2] && flow.request(forTapAt: Point(x: 50, y: 195)) == nil)
        #expect(flow.item(at: Point(x: 50, y: 170)) == ids[1] && flow.request(forTapAt: Point(x: 50, y: 170)) == .pop(count: 1))
        #expect(flow.request(forTapAt: Point(x: 10, y: 140)) == .pop(count: 2))
        #expect(flow.item(at: Point(x: 50, y: 189.5)) == nil) // the separator
        #expect(flow.item(at: Point(x: 50, y: 20)) == nil)    // empty space
        flow.navigationOptions = .swipe
        #expect(flow.request(forTapOn: ids[0]) == nil)
    }

    @Test("without an owner taking requests, a pop request pops its count and a push request does nothing")
    func requestsWithoutOwner() {
        #expect(FlowRequest.pop(count: 2).popCountWithoutOwner == 2)
        #expect(FlowRequest.pop(count: 1).popCountWithoutOwner == 1)
        #expect(FlowRequest.push.popCountWithoutOwner == nil)
    }

    @Test("swipes toward the head request a pop, away from it a push, across nothing")
    func swipes() {
        var (flow, _) = makeFlow([30, 20], direction: .down)
        #expect(flow.request(forSwipe: .down) == .pop(count: 1))
        #expect(flow.request(forSwipe: .up) == .push)
        #expect(flow.request(forSwipe: .left) == nil && flow.request(forSwipe: .right) == nil)
        flow.direction = .left
        #expect(flow.request(forSwipe: .left) == .pop(count: 1) && flow.request(forSwipe: .right) == .push)
        flow.navigationOptions = .tap
        #expect(flow.request(forSwipe: .left) == nil)
        flow.navigationOptions = .none
        #expect(flow.navigationOptions.isEmpty && FlowNavigationOptions.all == [.swipe, .tap])
    }

    @Test("header buttons: back on the newest item when there is an older one, next on the newest")
    func headerButtons() {
        var (flow, ids) = makeFlow([30])
        #expect(flow.headerButtons(of: ids[0]) == (false, true))
        let second = flow.push(extent: 10).pushed!
        #expect(flow.headerButtons(of: second) == (true, true) && flow.headerButtons(of: ids[0]) == (false, false))
    }

    @Test("a push slides the new item in from beyond the head edge; the others move away")
    func pushTransition() {
        var (flow, ids) = makeFlow([30], direction: .down)
        let change = flow.push(extent: 20)
        let new = change.pushed!
        let appearing = change.transition.transition(of: new)
        #expect(appearing?.kind == .appearing && appearing?.from.content == Rect(x: 0, y: 200, width: 100, height: 20))
        #expect(appearing?.to.content == Rect(x: 0, y: 180, width: 100, height: 20) && appearing?.fromAlpha == 1)
        let moving = change.transition.transition(of: ids[0])
        #expect(moving?.kind == .moving && moving?.from.content.minY == 170 && moving?.to.content.minY == 149)
        #expect(change.transition.duration == 0.25)
        // Half-way (ease in-out is symmetric), the new item is half in.
        #expect(appearing?.frames(atProgress: 0.5).content.minY == 190)
    }

    @Test("a pop slides the popped items out past the head edge and fades them; an interruption starts from where things are")
    func popTransition() {
        var (flow, ids) = makeFlow([30, 20], direction: .up, separation: .none)
        let change = flow.pop()
        let leaving = change.transition.transition(of: ids[1])
        #expect(leaving?.kind == .disappearing && leaving?.to.content == Rect(x: 0, y: -20, width: 100, height: 20))
        #expect(leaving?.toAlpha == 0)
        #expect(change.transition.transition(of: ids[0])?.to.content.minY == 0)
        // Push again half-way through the pop: the remaining item starts from its current place.
        let running = (transition: change.transition, elapsed: 0.125)
        let progress = change.transition.timing.progress(at: 0.125)
        let current = change.transition.transition(of: ids[0])!.frames(atProgress: progress).content
        let again = flow.push(extent: 10, interrupting: running)
        #expect(again.transition.transition(of: ids[0])?.from.content == current)
        // The popped item keeps leaving from where it was.
        let still = again.transition.transition(of: ids[1])
        #expect(still?.kind == .disappearing && still?.from.content == leaving?.frames(atProgress: progress).content)
    }

    @Test("random pushes, pops and resizes agree with the reference flow", arguments: [UInt64(7), 8, 9])
    func matchesReference(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        var flow = StackFlow(direction: .down, separation: .line(thickness: 1), fading: .none,
                             containerSize: Size(width: 100, height: 200))
        var model = ReferenceFlow()
        for step in 0 ..< 600 {
            switch Int.random(in: 0 ..< 10, using: &random) {
            case 0 ..< 4:
                let extent = Double(Int.random(in: 0 ... 40, using: &random))
                let id = flow.push(extent: extent).pushed!
                model.extents.append((id, extent))
            case 4, 5:
                let count = Int.random(in: -1 ... 3, using: &random)
                let change = flow.pop(count)
                let expected = Array(model.extents.suffix(max(0, min(count, model.extents.count))).map(\.id).reversed())
                #expect(change.popped == expected, "step \(step)")
                model.extents.removeLast(expected.count)
            case 6:
                if let target = model.extents.randomElement(using: &random) {
                    let change = flow.pop(to: target.id)
                    let index = model.extents.firstIndex { $0.id == target.id }!
                    #expect(change?.popped.count == model.extents.count - index - 1, "step \(step)")
                    model.extents.removeLast(model.extents.count - index - 1)
                }
            case 7:
                if !model.extents.isEmpty {
                    let index = Int.random(in: 0 ..< model.extents.count, using: &random)
                    let extent = Double(Int.random(in: 0 ... 40, using: &random))
                    flow.setExtent(extent, of: model.extents[index].id)
                    model.extents[index].extent = extent
                }
            case 8:
                let direction = FlowDirection.allCases.randomElement(using: &random)!
                flow.direction = direction
                model.direction = direction
                let padding = Double(Int.random(in: 0 ... 6, using: &random))
                flow.headPadding = padding
                model.headPadding = padding
            default:
                let separation: FlowSeparation = [.none, .line(thickness: 2), .padding(size: 3)].randomElement(using: &random)!
                flow.separation = separation
                model.separation = separation
            }
            let expected = model.frames()
            #expect(flow.items == model.extents.map(\.id), "step \(step)")
            #expect(flow.newestItem == model.extents.last?.id)
            for (depth, item) in expected.enumerated() {
                let layout = flow.layout(of: item.id)
                #expect(layout?.frame == item.frame && layout?.separator == item.separator && layout?.depth == depth,
                        "step \(step), depth \(depth)")
            }
            // The layouts on screen are exactly the model's items that touch the container.
            let onScreen = model.itemsOnScreen()
            #expect(flow.layouts().map(\.id) == onScreen, "step \(step)")
        }
    }
}

@Suite("Stack flow bookkeeping")
struct StackFlowBookkeepingTests {
    @Test("a flow keeps no event backlog however many pushes and pops it sees (T5)")
    func noBacklog() {
        var flow = StackFlow(containerSize: Size(width: 100, height: 100))
        for _ in 0 ..< 1_000 {
            _ = flow.push(extent: 10)
            _ = flow.pop(1)
        }
        let pending = Mirror(reflecting: flow).descendant("engine", "recorder", "pending") as? [StackEvent]
        let remembered = Mirror(reflecting: flow).descendant("engine", "recorder", "prior") as? [RowID: Any]
        #expect(pending?.isEmpty == true && remembered?.isEmpty == true)
    }
}
