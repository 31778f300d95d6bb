// What the stack soak's handlers do from inside the stack's own calls: completions, row actions and
// event handlers that insert, remove, move, hide, animate, change the axis, declare rows or draw
// into another canvas while the stack is in the middle of a change or a frame.

import ScrollStackCore
import ScrollStackTerminal

/// How deeply the soak's handlers are nested inside the stack's calls, and what they did.
struct Reentrancy {
    /// Handlers running now, one inside another.
    var depth = 0
    /// Operations handlers performed on the stack.
    var operations = 0
    /// Of those, the ones that changed it (a frame drawn while one ran no longer shows the stack).
    var mutations = 0
    /// A second canvas handlers draw into, kept from draw to draw like a second screen.
    var sideCanvas: Canvas?
}

extension StackSoak {
    /// A counted completion handler that now and then re-enters the stack when it runs.
    func completion() -> () -> Void {
        let counted = completions.make()
        guard Int.random(in: 0 ..< 3, using: &random) == 0 else { return counted }
        return { [unowned self] in
            counted()
            self.reenter()
        }
    }

    /// One random operation on the stack from inside a handler; handlers nest at most two deep, so a
    /// chain of completions always ends.
    func reenter() {
        guard reentrancy.depth < 2 else { return }
        reentrancy.depth += 1
        defer { reentrancy.depth -= 1 }
        reentrancy.operations += 1
        let roll = Int.random(in: 0 ..< 10, using: &random)
        if roll == 9 {
            // Another screen: drawing changes nothing the kept canvas shows.
            // (Taken out while drawing: the frame's event handlers re-enter this soak too.)
            let size = (width: stack.width + 1, height: stack.height + 1)
            var canvas = reentrancy.sideCanvas.take() ?? Canvas(width: size.width, height: size.height)
            if canvas.width != size.width || canvas.height != size.height { canvas = Canvas(width: size.width, height: size.height) }
            stack.draw(into: &canvas, x: 1, y: 1)
            reentrancy.sideCanvas = canvas
            return
        }
        reentrancy.mutations += 1
        switch roll {
        case 0:
            if let row = stack.insert(randomContent(&random), at: randomPosition(), action: action(), animated: animated) { known.append(row) }
        case 1:
            if let row = randomRow() { stack.remove(row, animated: animated, completion: completion()) }
        case 2:
            if let row = randomRow(), stack.engine.count > 0 {
                stack.move(row, to: Int.random(in: 0 ..< stack.engine.count, using: &random), animated: animated, completion: completion())
            }
        case 3:
            if let row = randomRow() { stack.setHidden(Bool.random(using: &random), forRow: row, animated: animated, completion: completion()) }
        case 4:
            // Starts (or restarts) an animation.
            known.append(stack.append(randomContent(&random), action: action(), animated: true))
        case 5:
            stack.axis = stack.axis == .vertical ? .horizontal : .vertical
        case 6:
            if let row = randomRow() { stack.setContent(randomContent(&random), forRow: row, animated: animated) }
        case 7:
            _ = setRandomRows()
        default:
            stack.scroll(by: Int.random(in: -8 ... 8, using: &random))
        }
    }
}
