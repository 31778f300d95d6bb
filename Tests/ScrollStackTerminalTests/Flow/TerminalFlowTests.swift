// The terminal flow: steps pushed against an edge, older ones faded, keys going to the newest step,
// clicks on headers and steps, and resizing.

import ScrollStackCore
import ScrollStackTerminal
import Testing

/// Draws a flow into a canvas of its size.
func canvas(of flow: TerminalFlow, at time: Double) -> Canvas {
    flow.tick(at: time)
    var canvas = Canvas(width: flow.width, height: flow.height)
    flow.draw(into: &canvas)
    return canvas
}

/// The lines of a flow's screen with trailing blanks removed, and leading empty lines dropped.
func visibleLines(_ flow: TerminalFlow, at time: Double) -> [String] {
    let text = canvas(of: flow, at: time).text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    return Array(text.drop { $0.isEmpty })
}

@Suite("Terminal flow")
struct TerminalFlowTests {
    /// A 30 × 12 flow with two titled steps, settled.
    func twoSteps(fading: FlowFading = .none) -> (TerminalFlow, RowID, RowID) {
        let flow = TerminalFlow(width: 30, height: 12, fading: fading)
        let first = flow.push(ChoiceContent(["Coffee", "Tea"]), title: "Drink")
        let second = flow.push(TextContent("Pick a size."), title: "Size")
        flow.tick(at: 1)
        return (flow, first, second)
    }

    @Test("steps sit against the bottom, newest last, with headers and a separator; only the newest has Back, and Next once a push has somewhere to go")
    func layout() {
        let (flow, _, _) = twoSteps()
        #expect(visibleLines(flow, at: 1) == [
            "            Drink",
            " › ● Coffee",
            "   ○ Tea",
            "──────────────────────────────",
            " ‹ Back      Size",
            " Pick a size.",
        ])
        flow.onRequest = { _ in }
        #expect(visibleLines(flow, at: 1)[4] == " ‹ Back      Size      Next ›")
        let header = canvas(of: flow, at: 1)
        #expect(header[5, 10].style.reverse && !header[5, 6].style.reverse)
    }

    @Test("Escape asks to go back; by default the newest step is popped, its did-event after the animation")
    func escapePops() {
        let (flow, first, second) = twoSteps()
        var events: [FlowEvent] = []
        flow.onEvent = { events.append($0) }
        #expect(flow.handle(.escape))
        #expect(events == [.willPop(second)] && flow.items == [first] && flow.isAnimating)
        // Half-way the popped step is still leaving.
        #expect(visibleLines(flow, at: 1.125).contains { $0.contains("Size") })
        flow.tick(at: 2)
        #expect(events == [.willPop(second), .didPop(second)] && !flow.isAnimating)
        #expect(visibleLines(flow, at: 2) == ["            Drink", " › ● Coffee", "   ○ Tea"])
        // With one step left there is nothing to go back to: Escape is not used.
        #expect(!flow.handle(.escape))
    }

    @Test("a click on an older step asks to go back to it; header buttons ask to go back or forward")
    func clicks() {
        let (flow, first, _) = twoSteps()
        var requests: [FlowRequest] = []
        flow.onRequest = { requests.append($0) }
        _ = canvas(of: flow, at: 1)
        // "Tea" of the first step is on line 8; the newest step's header on line 10.
        #expect(flow.handle(.mouse(MouseEvent(kind: .press(button: 0), x: 4, y: 8))))
        #expect(flow.handle(.mouse(MouseEvent(kind: .press(button: 0), x: 2, y: 10))))
        #expect(flow.handle(.mouse(MouseEvent(kind: .press(button: 0), x: 27, y: 10))))
        #expect(requests == [.pop(count: 1), .pop(count: 1), .push])
        // The owner decided nothing: nothing was popped.
        #expect(flow.items.count == 2)
        // A click on the newest step's content is the step's own business.
        #expect(!flow.handle(.mouse(MouseEvent(kind: .press(button: 0), x: 3, y: 11))))
        flow.onRequest = nil
        #expect(flow.handle(.mouse(MouseEvent(kind: .press(button: 0), x: 4, y: 8))) && flow.items == [first])
    }

    @Test("keys go to the newest step only, which can change its own content")
    func keysGoToTheNewestStep() {
        let flow = TerminalFlow(width: 30, height: 10, fading: .none)
        var firstKeys = 0
        flow.push(ChoiceContent(["A", "B"]), title: "One") { _ in
            firstKeys += 1
            return true
        }
        var second: RowID?
        // The flow keeps its steps' handlers: capturing it weakly keeps it from keeping itself.
        second = flow.push(ChoiceContent(["Small", "Large"]), title: "Two") { [weak flow] key in
            guard let flow, key == .down, let item = second, let choice = flow.content(ofItem: item) as? ChoiceContent else { return false }
            return flow.setContent(choice.movingSelection(by: 1), forItem: item)
        }
        #expect(flow.handle(.down) && !flow.handle(.up))
        #expect(firstKeys == 0)
        #expect(visibleLines(flow, at: 1).suffix(2) == ["   ○ Small", " › ● Large"])
    }

    @Test("a flow is freed when its owner lets go, even with a transition and completions pending")
    func flowIsReleased() {
        weak var released: TerminalFlow?
        do {
            let flow = TerminalFlow(width: 20, height: 6)
            released = flow
            flow.push(TextContent("one"), title: "One") { [weak flow] _ in
                flow?.pop()
                return true
            }
            flow.push(TextContent("two"))
            #expect(flow.isAnimating)
        }
        #expect(released == nil)
    }

    @Test("left and right flows draw while older steps are pushed off the canvas", arguments: [FlowDirection.left, .right])
    func horizontalFlowsPushStepsOff(direction: FlowDirection) {
        for (width, fading) in [(30, FlowFading.none), (10, .combined([.tint(preLastAlpha: 0.6, alphaDecrement: nil),
                                                                       .gradientMask(effectDistance: 12)]))] {
            let flow = TerminalFlow(width: width, height: 6, direction: direction, fading: fading)
            flow.timing = .linear(duration: 1)
            var time = 0.0
            for step in 1 ... 3 {
                flow.push(TextContent("step \(step) of three"), title: "S\(step)")
                for _ in 0 ..< 4 {
                    time += 0.25
                    _ = canvas(of: flow, at: time)
                }
            }
            #expect(canvas(of: flow, at: time + 1).text.contains("S3"))
        }
    }

    @Test("a change made by an interrupted change's completion is announced and drawn after it (T3)")
    func changeFromACompletion() {
        let flow = TerminalFlow(width: 30, height: 12, fading: .none)
        flow.timing = .linear(duration: 1)
        var names: [RowID: String] = [:]
        var events: [String] = []
        flow.onEvent = { [unowned flow] event in
            for item in flow.items where names[item] == nil {
                names[item] = ((flow.content(ofItem: item) as? TextContent)?.spans.first?.text).map { String($0.dropFirst(5)) }
            }
            switch event {
            case .willPush(let item): events.append("willPush \(names[item] ?? "?")")
            case .didPush(let item): events.append("didPush \(names[item] ?? "?")")
            case .willPop(let item): events.append("willPop \(names[item] ?? "?")")
            case .didPop(let item): events.append("didPop \(names[item] ?? "?")")
            }
        }
        flow.push(TextContent("step A"), title: "A")
        flow.push(TextContent("step B"), title: "B")
        flow.tick(at: 1)
        events.removeAll()
        flow.tick(at: 1.2)
        flow.pop { [weak flow] in
            flow?.push(TextContent("step C"), title: "C")
        }
        flow.tick(at: 1.3)
        flow.push(TextContent("step D"), title: "D")
        #expect(flow.items.map { names[$0] } == ["A", "D", "C"])
        #expect(events == ["willPop B", "didPop B", "willPush D", "didPush D", "willPush C"])
        // C, the step that takes the keys, slides in with D while the animation runs (it was
        // drawn only after D's transition ended, which C's had replaced).
        let midway = canvas(of: flow, at: 2.1).text
        #expect(midway.contains("step C") && midway.contains("step D"), "\(midway)")
        flow.tick(at: 3)
        #expect(events.last == "didPush C")
        #expect(visibleLines(flow, at: 3).contains(" step C"))
    }

    @Test("a push slides the new step in from the bottom edge")
    func pushAnimates() {
        let flow = TerminalFlow(width: 20, height: 8, fading: .none)
        flow.push(TextContent("first"))
        flow.tick(at: 1)
        flow.push(TextContent("one\ntwo\nthree\nfour"))
        // 100 ms into 250 ms of ease-in-out: part of the new step is in, the old one partly moved.
        let partway = canvas(of: flow, at: 1.1).text
        #expect(partway.contains("one") && !partway.contains("four"))
        #expect(visibleLines(flow, at: 2) == [" first", "────────────────────", " one", " two", " three", " four"])
    }

    @Test("older steps are dimmed, and fade out whole: a step reaching past the fade is gone, all of it")
    func fading() {
        let fading = FlowFading.combined([.tint(preLastAlpha: 0.6, alphaDecrement: nil), .gradientMask(effectDistance: 4)])
        let flow = TerminalFlow(width: 20, height: 16, fading: fading)
        flow.push(TextContent("a1\na2\na3\na4\na5\na6"))
        flow.push(TextContent("b1"))
        let screen = canvas(of: flow, at: 1)
        let lines = screen.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[15] == " b1" && !screen[1, 15].style.dim)
        // The older step reaches more than 4 lines past the newest: none of it shows, not a6 alone.
        #expect(!lines.contains(" a1") && !lines.contains(" a6"))
        // A short older step within the fade shows whole, dimmed.
        let short = TerminalFlow(width: 20, height: 16, fading: fading)
        short.push(TextContent("c1\nc2"))
        short.push(TextContent("d1"))
        let shortScreen = canvas(of: short, at: 1)
        let shortLines = shortScreen.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(shortLines[12] == " c1" && shortLines[13] == " c2" && shortScreen[1, 12].style.dim && shortScreen[1, 13].style.dim)
    }

    @Test("other directions: newest at the top, or as columns at the right")
    func directions() {
        let up = TerminalFlow(width: 20, height: 6, direction: .up, fading: .none)
        up.push(TextContent("old"))
        up.push(TextContent("new"))
        #expect(canvas(of: up, at: 1).text == " new\n────────────────────\n old\n\n\n")
        let right = TerminalFlow(width: 20, height: 3, direction: .right, fading: .none)
        right.push(TextContent("old"))
        right.push(TextContent("new"))
        let lines = canvas(of: right, at: 1).text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0].hasSuffix(" old │ new"))
    }

    @Test("a pop interrupted by a push completes each once, and did-events come once")
    func interruptions() {
        let (flow, _, second) = twoSteps()
        var events: [FlowEvent] = []
        flow.onEvent = { events.append($0) }
        var popped = 0
        var pushed = 0
        flow.pop { popped += 1 }
        flow.tick(at: 1.1)
        let third = flow.push(TextContent("again"), completion: { pushed += 1 })
        #expect(popped == 1 && pushed == 0)
        flow.tick(at: 3)
        #expect(popped == 1 && pushed == 1)
        #expect(events == [.willPop(second), .didPop(second), .willPush(third), .didPush(third)])
        flow.pop(-3) { popped += 1 }
        #expect(popped == 2 && flow.items.count == 2)
        var other = StackFlow()
        let stranger = other.push(extent: 1).pushed!
        let unknown = flow.pop(to: stranger) { popped += 1 }
        #expect(!unknown && popped == 3 && !flow.setContent(TextContent("x"), forItem: stranger))
    }

    @Test("a resize wraps steps again at the new width")
    func resize() {
        let flow = TerminalFlow(width: 30, height: 6, fading: .none)
        flow.push(TextContent("a sentence that wraps when narrow"))
        #expect(visibleLines(flow, at: 1) == [" a sentence that wraps when"] + [" narrow"])
        flow.resize(width: 40, height: 6)
        #expect(visibleLines(flow, at: 1) == [" a sentence that wraps when narrow"])
    }

    @Test("choices mark the selected option and keep the selection inside the list")
    func choices() {
        let choice = ChoiceContent(["Espresso", "A very long option that wraps"], selectedIndex: 1)
        #expect(choice.lines(width: 16).map { $0.map(\.text).joined() } == ["  ○ Espresso", "› ● A very long", "    option that", "    wraps"])
        #expect(choice.movingSelection(by: 5).selectedIndex == 1 && choice.movingSelection(by: -9).selectedOption == "Espresso")
        #expect(ChoiceContent([]).selectedOption == nil && ChoiceContent([]).movingSelection(by: 1).selectedIndex == 0)
    }
}
