// The demo's order form: a step-by-step flow where each answer leads to the next question.

import ScrollStackCore
import ScrollStackTerminal

/// The demo's multi-step form, on a ``TerminalFlow``: ordering a drink, where each step's options
/// depend on the choices before it. Only the newest step takes keys; Escape (or "‹ Back") goes back
/// a step and a click on an older step goes back to it, popping the steps after it: changing an
/// earlier answer means answering the later questions again.
final class OrderForm {

    let flow: TerminalFlow
    /// The answers given so far: one per step before the newest.
    private(set) var answers: [String] = []
    /// The answers of the last order placed, which each question offers first next time.
    private var lastOrder: [String] = []
    /// What the demo's status line should say.
    private(set) var status = "Order a drink: ↑↓ choose, ⏎ next."
    /// Set when the first step asks to go back: the demo closes the form.
    private(set) var wantsToClose = false

    init(width: Int, height: Int) {
        // Earlier answers stay in sight, dimmed, while they fit: no gradient fades them out over
        // empty screen (an older step that does not fit whole is left out whole).
        flow = TerminalFlow(width: width, height: height, fading: .tint(preLastAlpha: 0.6, alphaDecrement: nil))
        flow.onRequest = { [weak self] request in self?.handle(request) }
        pushQuestion()
    }

    /// The question after `answers`, or nil when the order is complete.
    static func question(after answers: [String]) -> (title: String, options: [String])? {
        switch answers.count {
        case 0:
            return ("What would you like?", ["Coffee", "Tea", "Hot chocolate"])
        case 1:
            switch answers[0] {
            case "Coffee": return ("Which coffee?", ["Espresso", "Flat white", "Latte", "Cappuccino"])
            case "Tea": return ("Which tea?", ["Green", "Earl Grey", "Mint"])
            default: return ("A topping?", ["Whipped cream", "Marshmallows", "None"])
            }
        case 2:
            switch answers[1] {
            case "Espresso": return ("How many shots?", ["Single", "Double"])
            case "Flat white", "Latte", "Cappuccino": return ("Which milk?", ["Whole", "Oat", "Almond"])
            case "Mint": return ("Sweetened?", ["Honey", "Sugar", "No"])
            case "Green", "Earl Grey": return ("How strong?", ["Light", "Strong"])
            default: return ("Which size?", ["Small", "Large"])
            }
        default:
            return nil
        }
    }

    private var stepNumber: Int { answers.count + 1 }

    /// Whether the newest step is the summary, where ⏎ places the order.
    var isAtSummary: Bool { Self.question(after: answers) == nil }

    /// Pushes the next question, or the summary when every question is answered.
    private func pushQuestion() {
        if let question = Self.question(after: answers) {
            let previous = answers.count < lastOrder.count ? question.options.firstIndex(of: lastOrder[answers.count]) : nil
            flow.push(ChoiceContent(question.options, selectedIndex: previous ?? 0), title: "\(stepNumber). \(question.title)") { [weak self] key in
                self?.handleStepKey(key) ?? false
            }
        } else {
            let pairs = answers.enumerated().map { (key: Self.question(after: Array(answers.prefix($0.offset)))?.title ?? "", value: $0.element) }
            flow.push(KeyValueContent(pairs), title: "\(stepNumber). Your order (⏎ places it)") { [weak self] key in
                guard key == .enter || key == .right, let self else { return false }
                self.placeOrder()
                return true
            }
        }
    }

    /// Places the order and starts again from the first question.
    private func placeOrder() {
        let order = answers.joined(separator: ", ")
        lastOrder = answers
        goBack(answers.count)
        status = "Ordered: \(order). Here is the first question again."
    }

    private func handleStepKey(_ key: Key) -> Bool {
        guard let newest = flow.newestItem, let choice = flow.content(ofItem: newest) as? ChoiceContent else { return false }
        switch key {
        case .up, .character("k"): flow.setContent(choice.movingSelection(by: -1), forItem: newest)
        case .down, .character("j"): flow.setContent(choice.movingSelection(by: 1), forItem: newest)
        case .enter, .right: choose()
        case .mouse(let event):
            // A click on an answer chooses it.
            guard case .press = event.kind, let hit = flow.newestStepLine(atX: event.x, y: event.y),
                  let index = choice.optionIndex(atLine: hit.line, width: hit.width) else { return false }
            var chosen = choice
            chosen.selectedIndex = index
            flow.setContent(chosen, forItem: newest)
            choose()
        default: return false
        }
        return true
    }

    /// Answers the newest question with its selected option and moves on.
    private func choose() {
        guard let newest = flow.newestItem, let choice = flow.content(ofItem: newest) as? ChoiceContent,
              let option = choice.selectedOption else { return }
        answers.append(option)
        status = Self.question(after: answers) == nil
            ? "\(option). Check your order; ⏎ places it." : "\(option): step \(stepNumber) depends on it."
        pushQuestion()
    }

    private func goBack(_ count: Int) {
        let steps = min(count, answers.count)
        guard steps > 0 else { return }
        answers.removeLast(steps)
        flow.pop(steps)
        status = "Back to step \(stepNumber): the steps after it are gone."
    }

    /// Requests from the flow: Escape, "‹ Back" and clicks on older steps pop; "Next ›" chooses.
    private func handle(_ request: FlowRequest) {
        switch request {
        case .pop(let count): goBack(count)
        case .push: Self.question(after: answers) == nil ? placeOrder() : choose()
        }
    }

    /// Applies a key; Escape or ← on the first step asks the demo to close the form. ← goes back a
    /// step, as → goes on (the header reads "‹ Back … Next ›").
    func handle(_ key: Key) -> Bool {
        if key == .left {
            if answers.isEmpty { wantsToClose = true } else { goBack(1) }
            return true
        }
        if flow.handle(key) { return true }
        if key == .escape {
            wantsToClose = true
            return true
        }
        return false
    }
}
