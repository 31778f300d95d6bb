// A flow step's header: its buttons' words in another language, their compact forms on a narrow
// line, clicks that land on them whatever their width, and a next button only where a push
// request has somewhere to go.

import ScrollStackTerminal
import Testing

@Suite("Terminal flow labels and next button")
struct TerminalFlowLabelsTests {
    /// A 40 × 8 flow with two titled steps, settled, whose requests are collected.
    func flow(width: Int = 40, labels: FlowLabels = FlowLabels()) -> (TerminalFlow, Box<[FlowRequest]>) {
        let flow = TerminalFlow(width: width, height: 8, fading: .none)
        let requests = Box<[FlowRequest]>([])
        flow.onRequest = { requests.value.append($0) }
        flow.labels = labels
        flow.push(TextContent("first"), title: "Un")
        flow.push(TextContent("second"), title: "Deux")
        flow.tick(at: 1)
        return (flow, requests)
    }

    func header(_ flow: TerminalFlow) -> String {
        canvas(of: flow, at: 1).text.split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init).first { $0.contains("Deux") } ?? ""
    }

    @Test("translated labels are drawn, and clicks land on them by their width")
    func translated() {
        let (flow, requests) = flow(labels: FlowLabels(back: "‹ Retour", next: "Suivant ›", compactBack: "‹", compactNext: "›"))
        let line = header(flow)
        #expect(line.hasPrefix(" ‹ Retour") && line.hasSuffix("Suivant ›") && line.contains("Deux"))
        let y = canvas(of: flow, at: 1).text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("Deux") }!
        // "‹ Retour" spans columns 1 to 8: a click on its last letter goes back; past its area, nothing.
        #expect(flow.handle(.mouse(MouseEvent(kind: .press(button: 0), x: 8, y: y))))
        #expect(!flow.handle(.mouse(MouseEvent(kind: .press(button: 0), x: 14, y: y))))
        // "Suivant ›" ends a column before the edge: its first letter asks for the next step.
        #expect(flow.handle(.mouse(MouseEvent(kind: .press(button: 0), x: 40 - 10, y: y))))
        #expect(requests.value == [.pop(count: 1), .push])
    }

    @Test("on a narrow line the compact labels are used and the title is cut between them")
    func compact() {
        let (flow, _) = flow(width: 16, labels: FlowLabels(back: "‹ Zurück", next: "Weiter ›", compactBack: "«", compactNext: "»"))
        let line = header(flow)
        #expect(line.hasPrefix(" «") && line.hasSuffix("»") && line.contains("Deux"))
    }

    @Test("a step can leave the next button out; without onRequest no step shows it, and no push request is made")
    func nextOnlyWhereHeard() {
        let (flow, requests) = flow()
        flow.push(TextContent("done"), title: "Fin", showsNext: false)
        flow.tick(at: 2)
        #expect(!canvas(of: flow, at: 2).text.contains("Next"))
        flow.pop()
        flow.tick(at: 3)
        #expect(canvas(of: flow, at: 3).text.contains("Next ›"))
        flow.onRequest = nil
        let text = canvas(of: flow, at: 3).text
        #expect(!text.contains("Next"))
        // A click where the button was does nothing: no request goes unheard.
        let y = text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("Deux") }!
        #expect(!flow.handle(.mouse(MouseEvent(kind: .press(button: 0), x: 36, y: y))))
        #expect(requests.value.isEmpty && flow.items.count == 2)
    }
}

extension TerminalFlowLabelsTests {
    @Test("a step's handler hears a click's press, never its release or a drag")
    func releasesAreNotKeys() {
        let flow = TerminalFlow(width: 30, height: 6, fading: .none)
        var heard: [Key] = []
        flow.push(TextContent("step"), title: "One") { key in
            heard.append(key)
            return true
        }
        flow.tick(at: 1)
        let press = Key.mouse(MouseEvent(kind: .press(button: 0), x: 3, y: 5))
        #expect(flow.handle(press))
        #expect(!flow.handle(.mouse(MouseEvent(kind: .release(button: 0), x: 3, y: 5))))
        #expect(!flow.handle(.mouse(MouseEvent(kind: .drag(button: 0), x: 4, y: 5))))
        #expect(flow.handle(.character("x")))
        #expect(heard == [press, .character("x")])
    }
}

/// A value a closure can change and a test can read afterwards.
final class Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}
