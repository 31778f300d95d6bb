// Rows passing over each other while they move: every line on screen belongs to one row, whole —
// no box cut in half by another, no separator showing through a box's margins.

import ScrollStackCore
import ScrollStackTerminal
import Testing

@Suite("Terminal stack occlusion")
struct TerminalStackOcclusionTests {
    /// Whether a screen line is one row's line: blank, a separator, or a box line whose left and
    /// right borders belong together.
    static func isWhole(_ line: String) -> Bool {
        let text = line.filter { !" ┃│".contains($0) }
        if text.isEmpty || text.allSatisfy({ $0 == "─" }) { return true }
        if line.contains("─│") || line.contains("│─") || line.contains("─┌") || line.contains("┐─") { return false }
        let borders = line.filter { "┌┐└┘│".contains($0) }
        switch borders.first {
        case "┌": return borders.contains("┐")
        case "└": return borders.contains("┘")
        default: return true
        }
    }

    @Test("moving, hiding and removing boxed rows, every frame of the animation shows whole rows", arguments: [0, 1, 2])
    func wholeRowsWhileMoving(change: Int) {
        let stack = TerminalStack(width: 40, height: 24)
        stack.timing = .linear(duration: 1)
        stack.tick(at: 0)
        let ids = (0 ..< 6).map { index in
            stack.append(BoxContent(title: "Box \(index)", TextContent(String(repeating: "line \(index) ", count: 3 + index % 3))))
        }
        switch change {
        case 0: _ = stack.move(ids[1], to: 4, animated: true)
        case 1: stack.setHidden(true, forRow: ids[2], animated: true)
        default: stack.remove(ids[0], animated: true)
        }
        for step in 1 ... 19 {
            stack.tick(at: Double(step) / 20)
            for line in lines(stack) {
                #expect(Self.isWhole(line), "change \(change), at \(step * 5)%: \(line)")
            }
        }
    }
}
