// Row content: wrapping, boxes, tables, progress bars, toggles and choices at any width.

import ScrollStackCore
import ScrollStackTerminal
import ScrollStackTestSupport
import Testing

@Suite("Row content")
struct ContentTests {
    func text(_ lines: [StyledLine]) -> [String] { lines.map { $0.map(\.text).joined() } }

    @Test("a box frames its content with the title in the top edge")
    func box() {
        let box = BoxContent(title: "Title", TextContent("inside text"))
        #expect(text(box.lines(width: 14)) == ["┌ Title ─────┐", "│ inside     │", "│ text       │", "└────────────┘"])
        #expect(box.preferredWidth(height: 5) == 15)
    }

    @Test("key/value tables align values and wrap them under their column")
    func keyValue() {
        let table = KeyValueContent([(key: "Plan", value: "Pro"), (key: "Price", value: "nine euros a month")])
        #expect(text(table.lines(width: 17)) == ["Plan   Pro", "Price  nine euros", "       a month"])
        // A key longer than its column (half the width at most) is cut with an ellipsis.
        let long = KeyValueContent([(key: "What would you like?", value: "Tea")])
        #expect(text(long.lines(width: 20)) == ["What woul…  Tea"])
    }

    @Test("progress bars fill in proportion and clamp; toggles show their state")
    func progressAndToggle() {
        #expect(text(ProgressContent(label: "Up", fraction: 0.5).lines(width: 20)) == ["Up  [█████░░░░░] 50%"])
        #expect(text(ProgressContent(label: "", fraction: 7).lines(width: 10)) == ["[███] 100%"])
        #expect(text(ToggleContent(label: "Sync", isOn: true).lines(width: 20)) == ["[x] Sync"])
        #expect(text(ToggleContent(label: "Sync over wifi", isOn: false).lines(width: 10)) == ["[ ] Sync", "    over", "    wifi"])
        // Which option a line shows, wrapped options taking several lines.
        let choices = ChoiceContent(["Coffee", "A very long answer", "Tea"])
        #expect(text(choices.lines(width: 12)).count == 5)
        #expect((0 ..< 6).map { choices.optionIndex(atLine: $0, width: 12) } == [0, 1, 1, 1, 2, nil])
    }
}
