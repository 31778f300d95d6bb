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

    @Test("E4: a click where no step is drawn (faded out, or an older step that does not fit) asks for nothing; a click on a drawn older step goes back to it",
          arguments: [FlowDirection.down, .up, .left, .right])
    func clicksFollowDrawing(direction: FlowDirection) {
        for side in 4 ... 40 {
            let vertical = direction.isVertical
            let flow = TerminalFlow(width: vertical ? 40 : side * 2, height: vertical ? side : 12, direction: direction)
            var requests: [FlowRequest] = []
            flow.onRequest = { requests.append($0) }
            for step in 1 ... 6 { flow.push(ChoiceContent(["A\(step)", "B\(step)"]), title: "Q\(step)") }
            flow.tick(at: 10)
            let cells = canvas(of: flow, at: 10).text.split(separator: "\n", omittingEmptySubsequences: false).map(Array.init)
            // Blank lines (vertical) are where no step is drawn; so are the columns inside a run of
            // blank columns (horizontal), whose edges may be a step's inset column.
            let length = vertical ? flow.height : flow.width
            let blankAt = (0 ..< length).map { position in
                vertical ? cells[position].allSatisfy { $0 == " " } : cells.prefix(flow.height).allSatisfy { position >= $0.count || $0[position] == " " }
            }
            for position in 0 ..< length {
                let blank = vertical ? blankAt[position]
                    : (max(0, position - 1) ... min(length - 1, position + 1)).allSatisfy { blankAt[$0] }
                let (x, y) = vertical ? (5, position) : (position, 5)
                requests.removeAll()
                _ = flow.handle(.mouse(MouseEvent(kind: .press(button: 0), x: x, y: y)))
                if blank {
                    #expect(requests.isEmpty, "\(direction), side \(side): a click at \(x),\(y) where nothing is drawn asked for \(requests)")
                }
            }
            // Each older step drawn whole is a way back to it.
            let text = cells.map { String($0) }.joined(separator: "\n")
            for step in 1 ... 5 where text.contains("A\(step)") {
                let label = Array("A\(step)")
                guard let y = cells.firstIndex(where: { String($0).contains("A\(step)") }),
                      let x = cells[y].indices.first(where: { Array(cells[y][$0...].prefix(2)) == label }) else { continue }
                requests.removeAll()
                _ = flow.handle(.mouse(MouseEvent(kind: .press(button: 0), x: x, y: y)))
                #expect(requests == [.pop(count: 6 - step)], "\(direction), side \(side): a click on step \(step)")
            }
        }
    }

    @Test("the far edge says when earlier steps are left out (and only then), in both vertical directions; a click on it asks for nothing",
          arguments: [FlowDirection.down, .up])
    func earlierStepsHint(direction: FlowDirection) {
        for height in 4 ... 20 {
            let flow = TerminalFlow(width: 30, height: height, direction: direction, fading: .none)
            var requests: [FlowRequest] = []
            flow.onRequest = { requests.append($0) }
            for step in 1 ... 3 { flow.push(ChoiceContent(["A\(step)", "B\(step)"]), title: "Q\(step)") }
            flow.tick(at: 10)
            let lines = canvas(of: flow, at: 10).text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let edge = direction == .down ? 0 : height - 1
            let allShown = (1 ... 3).allSatisfy { step in lines.contains { $0.contains("Q\(step)") } }
            let hinted = lines.indices.contains(edge) && lines[edge].contains("⋮ earlier steps")
            #expect(!allShown || !hinted, "\(direction), \(height): a hint with every step shown\n\(lines)")
            if hinted {
                _ = flow.handle(.mouse(MouseEvent(kind: .press(button: 0), x: 3, y: edge)))
                #expect(requests.isEmpty)
            }
            // Three steps of 3 lines and 2 separators take 11 lines: below that, some are left out.
            #expect(allShown == (height >= 11), "\(direction), \(height)\n\(lines)")
            // With steps left out, the edge line is never blank: the hint, or a step (or its
            // separator) reaching it.
            if !allShown { #expect(!lines[edge].allSatisfy { $0 == " " }, "\(direction), \(height)\n\(lines)") }
        }
    }

    @Test("E12: a newest step taller than the flow shows its question at the top, cuts its last lines, and its header buttons and lines are clicked where drawn",
          arguments: [FlowDirection.down, .up])
    func tallNewestStep(direction: FlowDirection) {
        for height in 2 ... 6 {
            let flow = TerminalFlow(width: 30, height: height, direction: direction)
            var requests: [FlowRequest] = []
            flow.onRequest = { requests.append($0) }
            flow.push(ChoiceContent(["Coffee"]), title: "First")
            flow.push(ChoiceContent(["One", "Two", "Three", "Four", "Five", "Six"]), title: "Pick a number")
            flow.tick(at: 10)
            let lines = canvas(of: flow, at: 10).text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            #expect(lines[0].contains("Pick a number") && lines[0].contains("‹"), "\(direction), height \(height): \(lines)")
            #expect(lines[1].contains("One") && !lines.joined().contains("Six"), "\(direction), height \(height): \(lines)")
            _ = flow.handle(.mouse(MouseEvent(kind: .press(button: 0), x: 1, y: 0)))
            #expect(requests == [.pop(count: 1)], "\(direction), height \(height)")
            #expect(flow.newestStepLine(atX: 5, y: 1)?.line == 0)
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

    @Test("a step left out because it does not fit, whose content changes, leaves the earlier-steps line drawn (soak seed 650a40000)",
          arguments: [FlowDirection.down, .up])
    func leftOutStepChanges(direction: FlowDirection) {
        for height in 6 ... 14 {
            let flow = TerminalFlow(width: 40, height: height, direction: direction)
            let items = (1 ... 4).map { step in
                flow.push(ChoiceContent(["Answer \(step)a", "Answer \(step)b"]), title: "Question \(step)")
            }
            flow.tick(at: 10)
            var kept = Canvas(width: 40, height: height)
            flow.draw(into: &kept)
            // Every older step's content changes in turn, drawn into the kept canvas each time.
            for item in items.dropLast() {
                flow.setContent(ChoiceContent(["Answer x", "Answer y"]), forItem: item)
                flow.draw(into: &kept)
                var whole = Canvas(width: 40, height: height)
                flow.draw(into: &whole)
                #expect(kept.text == whole.text, "\(direction), height \(height)\nkept:\n\(kept.text)\nwhole:\n\(whole.text)")
            }
        }
    }
}
