// What an older step shows when the flow runs out of room: all of it or none of it, in every
// direction and size; and which answer a click on the newest step lands on.

import ScrollStackCore
import ScrollStackTerminal
import Testing

@Suite("Terminal flow steps")
struct TerminalFlowStepTests {
    @Test("an older step is shown whole or not at all: never answers without their question",
          arguments: [FlowDirection.down, .up, .left, .right])
    func wholeSteps(direction: FlowDirection) {
        for height in 3 ... 16 {
            let flow = TerminalFlow(width: 40, height: height, direction: direction)
            for step in 1 ... 4 {
                flow.push(ChoiceContent(["Answer \(step)a", "Answer \(step)b", "Answer \(step)c"]), title: "Question \(step)")
            }
            flow.tick(at: 10)
            let text = canvas(of: flow, at: 10).text
            for step in 1 ... 3 where text.contains("Answer \(step)") {
                #expect(text.contains("Question \(step)") && text.contains("Answer \(step)a") && text.contains("Answer \(step)c"),
                        "\(direction), height \(height): step \(step) is cut\n\(text)")
            }
        }
    }

    @Test("a click on the newest step's content names its line and the width it was wrapped at; the header and older steps are not content")
    func newestStepLine() {
        let flow = TerminalFlow(width: 30, height: 12)
        flow.push(ChoiceContent(["Coffee", "Tea"]), title: "Drink")
        flow.push(ChoiceContent(["Small", "Large"]), title: "Size")
        flow.tick(at: 1)
        let lines = canvas(of: flow, at: 1).text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let large = lines.firstIndex { $0.contains("Large") }!
        let header = lines.firstIndex { $0.contains("Size") }!
        let coffee = lines.firstIndex { $0.contains("Coffee") }!
        #expect(flow.newestStepLine(atX: 5, y: large)?.line == 1)
        #expect(flow.newestStepLine(atX: 5, y: large)?.width == 28)
        #expect(flow.newestStepLine(atX: 5, y: header) == nil && flow.newestStepLine(atX: 5, y: coffee) == nil)
        #expect(flow.newestStepLine(atX: 0, y: large) == nil && flow.newestStepLine(atX: 500, y: -3) == nil)
    }
}

@Suite("Terminal flow headers")
struct TerminalFlowHeaderTests {
    @Test("narrow, the header keeps its buttons and title apart: arrows only, the title cut with an ellipsis")
    func narrowHeader() {
        for width in [12, 20, 30, 40] {
            let flow = TerminalFlow(width: width, height: 10)
            flow.onRequest = { _ in }  // so the next button shows
            flow.push(ChoiceContent(["Coffee"]), title: "1. What would you like?")
            flow.push(ChoiceContent(["Espresso"]), title: "2. Which coffee?")
            flow.tick(at: 1)
            let lines = canvas(of: flow, at: 1).text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            guard let header = lines.first(where: { $0.contains("‹") }) else {
                Issue.record("no header at width \(width)")
                continue
            }
            // Arrow, space(s), title, space(s), arrow: never touching.
            #expect(!header.contains("Back2") && !header.contains("?Next") && !header.contains("‹2") && !header.contains("?›"),
                    "width \(width): \(header)")
            #expect(header.contains("2. Which") || header.contains("…"), "width \(width): \(header)")
        }
        #expect(truncated("2. Which coffee?", toWidth: 8) == "2. Whic…" && truncated("short", toWidth: 8) == "short")
        #expect(truncated("日本語です", toWidth: 6) == "日本…" && truncated("abc", toWidth: 0) == "")
    }
}
