// A terminal flow step's header line: its buttons' labels (localizable), which buttons it shows,
// and where they sit, the one rule that drawing and clicks both follow.

@_spi(Hosting) import ScrollStackCore

/// The words of a flow step's header buttons. Set ``TerminalFlow/labels`` to translate them.
public struct FlowLabels: Hashable, Sendable {
    /// The button that goes back one step. Default "‹ Back".
    public var back: String
    /// The button that asks for the next step (a `FlowRequest.push` request). Default "Next ›".
    public var next: String
    /// The back button when the line is too narrow for ``back`` beside the title. Default "‹".
    public var compactBack: String
    /// The next button when the line is too narrow for ``next`` beside the title. Default "›".
    public var compactNext: String
    /// Shown (in the theme's grey) on the flow's far edge when older steps do not fit and the
    /// steps that do leave a line free there. Default "⋮ earlier steps".
    public var earlierSteps: String

    /// Labels; the defaults are English.
    public init(back: String = "‹ Back", next: String = "Next ›", compactBack: String = "‹", compactNext: String = "›",
                earlierSteps: String = "⋮ earlier steps") {
        self.back = back
        self.next = next
        self.compactBack = compactBack
        self.compactNext = compactNext
        self.earlierSteps = earlierSteps
    }
}

/// Where a header's buttons and title go on a line `columns` wide.
struct FlowHeaderLine {
    /// The labels shown (empty for a button not shown).
    let back: String
    let next: String
    /// How many columns from the line's start the back button's area reaches (the button and a
    /// column on each side), and from its end the next button's.
    let backArea: Int
    let nextArea: Int
    /// The title as shown, and the column it starts at.
    let title: String
    let titleX: Int

    /// The full labels when the title fits between them with room to spare, the compact ones
    /// otherwise; the title is cut to what fits between them.
    init(title: String, columns: Int, labels: FlowLabels, buttons: (pop: Bool, push: Bool)) {
        let titleWidth = displayWidth(of: title)
        let roomy = columns >= titleWidth + 2 * max(displayWidth(of: labels.back), displayWidth(of: labels.next)) + 6
        back = buttons.pop ? (roomy ? labels.back : labels.compactBack) : ""
        next = buttons.push ? (roomy ? labels.next : labels.compactNext) : ""
        backArea = buttons.pop ? displayWidth(of: back) + 2 : 0
        nextArea = buttons.push ? displayWidth(of: next) + 2 : 0
        let margin = max(displayWidth(of: roomy ? labels.back : labels.compactBack),
                         displayWidth(of: roomy ? labels.next : labels.compactNext)) + 2
        let room = max(0, columns - 2 * margin)
        self.title = titleWidth <= room ? title : truncated(title, toWidth: room)
        titleX = margin + max(0, (room - displayWidth(of: self.title)) / 2)
    }
}

extension TerminalFlow {
    /// The header buttons `item` shows: the engine's (back on the newest step when an older one
    /// exists, next on the newest step), with next only where a push request has somewhere to go
    /// (``onRequest`` is set) and the step did not turn it off, so no request is made that nobody
    /// hears.
    func headerButtons(of item: RowID) -> (pop: Bool, push: Bool) {
        let buttons = flow.headerButtons(of: item)
        return (buttons.pop, buttons.push && onRequest != nil && steps[item]?.showsNext != false)
    }
}
