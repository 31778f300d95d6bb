// Swipe actions under the soak's random streams: rows get actions whose handlers finish at once,
// later, twice, or change the stack from inside; sideways drags of any length and speed swipe
// them. After every operation at most the open row has its content moved, and once nothing
// animates only it has buttons.

import ScrollStackUIKit
import UIKit

extension StackSoak {
    /// Gives a few made rows new swipe actions (or none), finishes an action held back, taps a button
    /// of the open row, or drags a row
    /// sideways (mostly; sometimes more up or down) from a random point of its visible part.
    func swipeOperation() {
        switch h.int(0 ..< 10) {
        case 0 ..< 2:
            for _ in 0 ..< h.int(1 ... 4) {
                guard let row = h.pick(stack.rows) else { return }
                let leading = swipeActions(), trailing = swipeActions()
                h.note("swipe actions of a row: \(leading?.actions.count ?? -1) leading, \(trailing?.actions.count ?? -1) trailing")
                row.leadingSwipeActions = leading
                row.trailingSwipeActions = trailing
            }
        case 3:
            guard let open = stack.swipedRow, open.window != nil,
                  let button = h.pick(open.subviews.compactMap { $0 as? UIButton }.filter { $0 !== open.contentView && $0.bounds.width > 1 })
            else { return }
            h.note("tap an action button of the open row")
            UIKitDouble.tap(button)
        case 2:
            guard !swipeCompletions.isEmpty else { return }
            let completion = swipeCompletions.removeFirst()
            h.note("finish a swipe action held back")
            completion(h.bool())
        default:
            guard inWindow, let window = stack.window else { return }
            // Rows swipe on a vertical stack only: a horizontal one is turned (mostly).
            if stack.axis == .horizontal && h.chance(80) {
                h.note("axis = vertical (to swipe)")
                stack.axis = .vertical
                UIKitDouble.runLoopTurn()
            }
            let visible = stack.convert(stack.bounds, to: nil).intersection(window.bounds)
            func shown(_ row: ScrollStackRow) -> CGRect { row.convert(row.bounds, to: nil).intersection(visible) }
            let candidates = stack.rows.filter { $0.window != nil && !$0.isHidden && shown($0).height > 4 && shown($0).width > 20 }
            // Mostly a row with actions (the open one now and then), so swipes open, close and perform.
            let withActions = candidates.filter { $0.leadingSwipeActions != nil || $0.trailingSwipeActions != nil }
            let open = candidates.filter { $0 === stack.swipedRow }
            let pool = h.chance(25) && !open.isEmpty ? open : h.chance(80) && !withActions.isEmpty ? withActions : candidates
            guard let row = h.pick(pool) else { return }
            if row.leadingSwipeActions?.actions.isEmpty ?? true || row.trailingSwipeActions?.actions.isEmpty ?? true, h.chance(70) {
                row.leadingSwipeActions = swipeActions(atLeastOne: true)
                row.trailingSwipeActions = swipeActions(atLeastOne: true)
                h.note("swipe actions of the row to swipe: \(row.leadingSwipeActions?.actions.count ?? -1) leading, \(row.trailingSwipeActions?.actions.count ?? -1) trailing")
            }
            let area = shown(row)
            let start = CGPoint(x: h.double(Double(area.minX) ... Double(area.maxX)), y: area.midY)
            let dx = h.double(-400 ... 400), dy = h.chance(20) ? h.double(-200 ... 200) : 0
            let steps = h.int(1 ... 20)
            h.note("swipe a row by \(Int(dx)), \(Int(dy)) from \(start) in \(steps) steps")
            let path = (1 ... steps).map { CGPoint(x: start.x + CGFloat(dx) * CGFloat($0) / CGFloat(steps), y: start.y + CGFloat(dy) * CGFloat($0) / CGFloat(steps)) }
            UIKitDouble.press(row, at: row.convert(start, from: nil), holding: 0, movingThrough: path)
        }
    }

    /// Up to three actions (none: `nil` or an empty set; at least one if asked), each finishing in one of the ways an app
    /// may: at once, later, twice, after removing, hiding or changing the actions of its row.
    private func swipeActions(atLeastOne: Bool = false) -> ScrollStackSwipeActions? {
        guard atLeastOne || h.chance(80) else { return nil }
        let actions = (0 ..< h.int(atLeastOne ? 1 ... 3 : 0 ... 3)).map { index in
            ScrollStackRowAction(style: h.bool() ? .destructive : .normal, title: "Action \(index)") { [weak self] _, row, completion in
                guard let self else { return completion(false) }
                swipeActionsRun += 1
                h.note("  a swipe action runs")
                switch h.int(0 ..< 6) {
                case 0: swipeCompletions.append(completion)
                case 1:
                    completion(true)
                    completion(false)
                case 2:
                    stack.removeRow(row, animated: h.bool(), completion: h.completion("removeRow from a swipe action"))
                    completion(true)
                case 3:
                    stack.setRowHidden(row, isHidden: true, animated: h.bool(), completion: h.completion("setRowHidden from a swipe action"))
                    completion(true)
                case 4:
                    row.trailingSwipeActions = swipeActions()
                    completion(h.bool())
                default: completion(true)
                }
            }
        }
        return ScrollStackSwipeActions(actions, performsFirstActionWithFullSwipe: h.chance(70))
    }

    /// At most the open row has its content moved; the open row is a shown row of the stack; once
    /// nothing waits on the clock only the open row has action buttons.
    func checkSwipes() {
        guard let stack, h.failure == nil else { return }
        let open = stack.swipedRow
        if open != nil { swipedOpen += 1 }
        if let open, !stack.rows.contains(where: { $0 === open }) || open.isHidden {
            return h.fail("the open row is \(open.isHidden ? "hidden" : "not in the stack")")
        }
        for (index, row) in stack.rows.enumerated() where row !== open {
            if row.contentView.transform != .identity {
                return h.fail("row \(index) is not open but its content is moved by \(row.contentView.transform.tx)")
            }
            let buttons = row.subviews.filter { $0 is UIButton && $0 !== row.contentView }
            if !buttons.isEmpty && !UIKitDouble.isWaitingOnTheClock {
                return h.fail("row \(index) is not open but shows \(buttons.count) action buttons")
            }
        }
    }
}
