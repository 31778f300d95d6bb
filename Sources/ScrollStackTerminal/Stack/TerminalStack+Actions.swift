// A row's actions in a terminal, the keyboard's answer to a touch screen's swipe actions: a menu
// opened over the focused row (with `.`, or Enter on a row that has no tap action), chosen with
// the arrows and Enter or a click, closed with Escape.

@_spi(Hosting) import ScrollStackCore

/// An action a row offers in its action menu: what a touch screen shows under a swiped row.
public struct TerminalRowAction {
    /// What the menu shows.
    public var title: String
    /// Whether the action destroys something (a deletion): the menu shows it in red.
    public var isDestructive: Bool
    /// Performs the action on the row and returns whether it completed. The menu closes when it
    /// did; when it did not (the app refused, or asked elsewhere first), the menu stays open on it.
    public var handler: (RowID) -> Bool

    /// An action titled `title`, performed by `handler`.
    public init(_ title: String, isDestructive: Bool = false, handler: @escaping (RowID) -> Bool) {
        self.title = title
        self.isDestructive = isDestructive
        self.handler = handler
    }
}

/// The open action menu: the row it belongs to and the action chosen.
struct ActionMenu {
    var row: RowID
    var selected: Int
}

extension TerminalStack {
    /// Gives `row` its actions: `leading` then `trailing` in the menu, in the order a touch screen
    /// shows them from each edge inward. A row with actions can take the focus even without a tap
    /// action (Enter then opens its menu). Empty lists remove them. Returns `false` for an unknown
    /// row.
    @discardableResult
    public func setActions(leading: [TerminalRowAction] = [], trailing: [TerminalRowAction] = [], forRow row: RowID) -> Bool {
        guard contents[row] != nil else { return false }
        contents.update(row) { $0.rowActions = leading + trailing }
        if actionMenu?.row == row { closeActionMenu() }
        if !isInteractive(row) && focusedRow == row { focusedRow = nil }
        return true
    }

    /// The actions `row` offers, in menu order (leading, then trailing); empty for an unknown row.
    public func actions(ofRow row: RowID) -> [TerminalRowAction] {
        contents[row]?.rowActions ?? []
    }

    /// The row whose action menu is open, if any.
    public var actionMenuRow: RowID? { actionMenu?.row }

    /// Opens the focused row's action menu, scrolling the row into view and, in a vertical stack,
    /// on until the menu fits below it if the row can stay in view; `false` when no row is focused
    /// or it has no actions.
    @discardableResult
    public func openActionMenu() -> Bool {
        guard let row = focusedRow, !actions(ofRow: row).isEmpty else { return false }
        scroll(to: row, at: .automatic)
        if axis == .vertical, let frames = engine.frames(of: row) {
            let menuHeight = min(height, actions(ofRow: row).count + 2)
            let missing = Int(frames.row.maxY) - offset + menuHeight - height
            if missing > 0 { scroll(by: min(missing, Int(frames.row.minY) - offset)) }
        }
        actionMenu = ActionMenu(row: row, selected: 0)
        appearanceChanged()
        return true
    }

    /// Closes the action menu, if it is open.
    public func closeActionMenu() {
        guard actionMenu != nil else { return }
        actionMenu = nil
        appearanceChanged()
    }

    /// A key while the menu is open, or the key that opens it: whether it was used, or `nil` to
    /// handle it as usual. Up and down (`k`, `j`) choose, Enter performs, Escape closes; a click on
    /// an action performs it; any other key closes the menu and then does what it always does.
    func handleActionMenu(_ key: Key) -> Bool? {
        guard let menu = actionMenu else {
            return key == actionMenuKey && openActionMenu() ? true : nil
        }
        let count = actions(ofRow: menu.row).count
        switch key.command {
        case .up?, .character("k")?: select(max(0, menu.selected - 1))
        case .down?, .character("j")?: select(min(count - 1, menu.selected + 1))
        case .enter?: perform(menu.selected)
        case .escape?: closeActionMenu()
        case .mouse(let event)? where event.kind == .press(button: 0):
            guard let index = actionIndex(atX: event.x, y: event.y) else { closeActionMenu(); return nil }
            perform(index)
        default:
            closeActionMenu()
            return nil
        }
        return true
    }

    private func select(_ index: Int) {
        guard actionMenu?.selected != index else { return }
        actionMenu?.selected = index
        appearanceChanged()
    }

    /// Performs the menu's action at `index`; the menu closes if it completed.
    private func perform(_ index: Int) {
        guard let menu = actionMenu else { return }
        let actions = actions(ofRow: menu.row)
        guard actions.indices.contains(index) else { return }
        select(index)
        if actions[index].handler(menu.row) { closeActionMenu() }
    }

    /// Closes the menu when its row is gone, hidden or no longer has actions, and keeps the choice
    /// on one of the actions the row has now (before a frame is drawn, so the frame draws every
    /// line and no menu is left on screen).
    func closeActionMenuIfItsRowLeft() {
        guard let menu = actionMenu else { return }
        let count = actions(ofRow: menu.row).count
        if engine.isHidden(menu.row) != false || count == 0 { return closeActionMenu() }
        if menu.selected >= count { select(count - 1) }
    }

    // MARK: Drawing

    /// Where the menu goes: below the row, or above it when the stack has no room below, inside
    /// the stack's area, lined up with the row's content; a box as wide as the longest title plus
    /// its border and margins.
    private func actionMenuBox() -> (x: Int, y: Int, width: Int, height: Int)? {
        guard let menu = actionMenu, let frames = engine.frames(of: menu.row) else { return nil }
        let titles = actions(ofRow: menu.row).map { displayWidth(of: $0.title) }
        let height = min(self.height, titles.count + 2)
        let width = min(self.width - 1, (titles.max() ?? 0) + 4)
        guard width >= 5, height >= 3 else { return nil }
        if axis == .vertical {
            let top = origin.y + Int(frames.row.minY) - offset, bottom = origin.y + Int(frames.row.maxY) - offset
            let below = bottom + height <= origin.y + self.height
            let y = below ? bottom : max(origin.y, top - height)
            // Under the row's content, as far right as the stack leaves room for.
            return (origin.x + max(0, min(Int(frames.content.minX), self.width - 1 - width)), y, width, height)
        }
        let x = origin.x + Int(frames.row.minX) - offset
        return (min(max(origin.x, x), origin.x + self.width - 1 - width), origin.y, width, height)
    }

    /// The action at a point of the screen, if it lies on one of the menu's lines.
    private func actionIndex(atX x: Int, y: Int) -> Int? {
        guard let box = actionMenuBox(), x > box.x, x < box.x + box.width - 1 else { return nil }
        let index = y - box.y - 1
        return index >= 0 && index < min(box.height - 2, actionMenu.map { actions(ofRow: $0.row).count } ?? 0) ? index : nil
    }

    /// Draws the open menu over the rows: a box, each action on its line, the chosen one in
    /// reverse, destructive ones in red.
    func drawActionMenu(into canvas: inout Canvas) {
        guard let menu = actionMenu, let box = actionMenuBox() else { return }
        let border = TextStyle(foreground: .palette(8))
        let inner = box.width - 2
        _ = canvas.draw("┌" + String(repeating: "─", count: inner) + "┐", x: box.x, y: box.y, style: border)
        for (index, action) in actions(ofRow: menu.row).prefix(box.height - 2).enumerated() {
            let y = box.y + 1 + index
            var style = TextStyle(foreground: action.isDestructive ? .palette(1) : .standard)
            style.reverse = index == menu.selected
            _ = canvas.draw("│", x: box.x, y: y, style: border)
            canvas.fill(x: box.x + 1, y: y, width: inner, height: 1, style: style)
            _ = canvas.draw(action.title, x: box.x + 2, y: y, style: style, maxWidth: inner - 2)
            _ = canvas.draw("│", x: box.x + box.width - 1, y: y, style: border)
        }
        _ = canvas.draw("└" + String(repeating: "─", count: inner) + "┘", x: box.x, y: box.y + box.height - 1, style: border)
    }
}
