// The soak's changes to many rows at once (filters, prunes, described rows, refreshed contents) and
// to the stack's layout settings and one row's own, each checked as it returns.

import ScrollStackCore
import ScrollStackTerminal
import ScrollStackTestSupport

extension StackSoak {
    /// A random share of the known rows (removed ones among them), shuffled, sometimes repeated.
    func randomRows() -> [RowID] {
        let share = Double.random(in: 0 ... 1, using: &random)
        var rows = (stack.engine.rows + known.suffix(8)).filter { _ in Double.random(in: 0 ..< 1, using: &random) < share }
        if let first = rows.first, Bool.random(using: &random) { rows.append(first) }
        rows.shuffle(using: &random)
        return rows
    }

    func applyRandomBatch() -> String {
        switch Int.random(in: 0 ..< 5, using: &random) {
        case 0:
            let rows = randomRows()
            let hidden = Bool.random(using: &random)
            let expected = rows.filter { stack.engine.contains($0) }.count
            let found = stack.setHidden(hidden, forRows: rows, animated: animated, completion: completion())
            if found != expected { eventFailure = "setHidden(forRows:) found \(found) of \(expected)" }
            if !rows.allSatisfy({ stack.engine.isHidden($0) ?? hidden == hidden }) { eventFailure = "a listed row kept its hidden state" }
            return "hidden \(hidden) for \(rows.count) rows"
        case 1:
            let rows = randomRows()
            let expected = Set(rows.filter { stack.engine.contains($0) }).count
            let removed = stack.remove(rows, animated: animated, completion: completion())
            if removed != expected { eventFailure = "remove([RowID]) removed \(removed) of \(expected)" }
            if rows.contains(where: { stack.engine.contains($0) }) { eventFailure = "a listed row is still in the stack" }
            return "remove \(rows.count) rows"
        case 2:
            let count = Int.random(in: 0 ... 12, using: &random)
            var keys: [Int] = (0 ..< count).map { _ in
                nextKey += 1
                return nextKey
            }
            // Now and then an ID listed twice or one a row has already: refused, nothing added.
            let used = declaredKeys.first { stack.row(forID: $0) != nil }
            let refused = !keys.isEmpty && Int.random(in: 0 ..< 8, using: &random) == 0
            if refused { keys.append(Bool.random(using: &random) ? used ?? keys[0] : keys[0]) }
            let described = keys.map { TerminalRowDescription(id: $0, content: randomContent(&random), action: action()) }
            let before = stack.engine.rows
            let position = randomPosition()
            do {
                let inserted = Bool.random(using: &random)
                    ? try stack.append(contentsOf: described)
                    : try stack.insert(contentsOf: described, at: position, animated: animated)
                if refused { eventFailure = "rows with a repeated ID were added" }
                known += inserted ?? []
                for (key, row) in zip(keys, inserted ?? []) where stack.row(forID: key) != row {
                    eventFailure = "the row appended with ID \(key) is not found by it"
                }
            } catch {
                if !refused { eventFailure = "adding described rows threw \(error)" }
                if stack.engine.rows != before { eventFailure = "a refused append changed the rows" }
            }
            return "add \(keys.count) described rows"
        default:
            let updates = randomRows().map { (row: $0, content: randomContent(&random) as any TerminalRowContent) }
            let expected = updates.filter { stack.engine.contains($0.row) }.count
            let found = stack.setContents(updates, animated: animated)
            if found != expected { eventFailure = "setContents found \(found) of \(expected)" }
            return "set \(updates.count) contents"
        }
    }

    func randomInsets() -> Insets {
        func side() -> Double { Int.random(in: 0 ..< 3, using: &random) == 0 ? Double(Int.random(in: 0 ... 3, using: &random)) : 0 }
        return Insets(top: side(), left: side(), bottom: side(), right: side())
    }

    func applyRandomSetting() -> String {
        switch Int.random(in: 0 ..< 11, using: &random) {
        case 0:
            stack.spacing = Int.random(in: 0 ..< 3, using: &random) == 0 ? Int.random(in: -1 ... 2, using: &random) : 0
            return "spacing \(stack.spacing)"
        case 1:
            stack.contentInsets = Bool.random(using: &random) ? .zero : randomInsets()
            return "content insets \(stack.contentInsets)"
        case 2:
            stack.rowInsets = randomInsets()
            return "row insets \(stack.rowInsets)"
        case 3:
            stack.rowPadding = Bool.random(using: &random) ? .zero : randomInsets()
            return "row padding \(stack.rowPadding)"
        case 4:
            stack.separatorInsets = randomInsets()
            return "separator insets \(stack.separatorInsets)"
        case 5:
            stack.hidesSeparatorsByDefault.toggle()
            return "separators hidden by default \(stack.hidesSeparatorsByDefault)"
        case 6:
            stack.automaticallyHidesLastSeparator.toggle()
            return "hides last separator \(stack.automaticallyHidesLastSeparator)"
        case 7:
            stack.separatorCharacter = ["·", nil, "=", "中"].randomElement(using: &random)!
            stack.separatorStyle = TextStyle(foreground: .palette(UInt8.random(in: 0 ... 15, using: &random)), bold: Bool.random(using: &random))
            return "separator look \(String(describing: stack.separatorCharacter))"
        default:
            guard let row = randomRow() else { return "row setting: no row" }
            let insets: Insets? = Bool.random(using: &random) ? nil : randomInsets()
            let found: Bool
            switch Int.random(in: 0 ..< 4, using: &random) {
            case 0: found = stack.setRowInsets(insets, forRow: row, animated: animated)
            case 1: found = stack.setRowPadding(insets, forRow: row, animated: animated)
            case 2: found = stack.setSeparatorInsets(insets, forRow: row)
            default: found = stack.setSeparatorHidden([true, false, nil].randomElement(using: &random)!, forRow: row)
            }
            if found != stack.engine.contains(row) { eventFailure = "a row setting found \(found) for \(row)" }
            return "row setting of \(row)"
        }
    }
}
