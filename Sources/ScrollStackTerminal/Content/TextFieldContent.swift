// Editable text in a row, one line or many: the text, the cursor and the selection, and what each
// editing key does to them (the readline keys terminal users know, Shift to select, Ctrl or Alt to
// move by words).

/// Text the user edits in a row: a search box, a filter, a message. One line by default, or many
/// (`multiline: true`: Enter breaks the line, ↑ ↓ move between lines).
///
/// It is a value: keep it in your model, pass the keys the row gets to ``handle(_:)``, and set the
/// row's content to it again (``TerminalStack/setContent(_:forRow:animated:)``) when it returns
/// `true`. Its lines show the text as typed (every space, wrapped at the row's width between
/// words), the cursor and the selection in reverse video while ``isFocused``, and the
/// ``placeholder`` (in the theme's grey, palette 8) while the text is empty.
///
/// Keys: characters insert (replacing the selection); Backspace and Delete remove a character or
/// the selection; ← → move by a character, Ctrl or Alt with them by a word; Home/End and Ctrl-A/
/// Ctrl-E go to the line's start and end; ↑ ↓ move between the lines of a multi-line field (lines
/// of the text, not wrapped lines), keeping to the column they started from; Shift with any of
/// these moves selects; Alt-B and Alt-F move by a word as readline does; Ctrl-W and
/// Alt-Backspace delete the word before the cursor, Alt-D the word after it, Ctrl-U to the line's
/// start and Ctrl-K to its end; Ctrl-_ (readline's undo) takes back the last edit, a run of typing
/// at once, up to 100 edits back; a paste inserts its text (line breaks become spaces in a one-line
/// field; tabs become spaces; other control characters are dropped). Enter in a one-line field,
/// and ↑ ↓ there, are not used: they are yours (submit, move the focus).
public struct TextFieldContent: TerminalRowContent, Sendable {
    /// The text, as characters.
    private var characters: [Character]
    /// The cursor: a position between characters, 0 ... count.
    public private(set) var cursor: Int
    /// Where the selection started, when there is one; it runs to the cursor.
    private var anchor: Int?
    /// The text and cursor before each edit, newest last, for undo (Ctrl-_); at most 100.
    private var undoStates: [(characters: [Character], cursor: Int)] = []
    /// The column ↑ ↓ aim for: the one the cursor was at when they started, kept across lines too
    /// short to reach it, until another key moves the cursor.
    private var goalColumn: Int?
    /// Whether the last edit typed one character, which typing another extends rather than making
    /// an edit of its own: undo takes back a run of typing at once, as readline does.
    private var isTyping = false
    /// Shown, in the theme's grey (palette 8), while the text is empty.
    public var placeholder: String
    /// Whether Enter breaks the line and ↑ ↓ move between lines.
    public var isMultiline: Bool
    /// Whether the cursor and the selection are drawn (the row has the focus).
    public var isFocused: Bool
    /// The text's style.
    public var style: TextStyle

    /// A field holding `text`, with the cursor at its end.
    public init(text: String = "", placeholder: String = "", multiline: Bool = false, isFocused: Bool = true,
                style: TextStyle = .plain) {
        isMultiline = multiline
        self.placeholder = placeholder
        self.isFocused = isFocused
        self.style = style
        characters = []
        cursor = 0
        characters = Self.cleaned(text, multiline: multiline)
        cursor = characters.count
    }

    /// The text. Setting it keeps the cursor where it was (at most at the new end) and clears the
    /// selection and the undo history; line breaks in a one-line field become spaces.
    public var text: String {
        get { String(characters) }
        set {
            characters = Self.cleaned(newValue, multiline: isMultiline)
            cursor = min(cursor, characters.count)
            anchor = nil
            // Text set by the program is no edit of the user's: undo does not reach past it.
            undoStates.removeAll()
            isTyping = false
        }
    }

    /// The selected characters' positions, or `nil` when nothing is selected.
    public var selection: Range<Int>? {
        guard let anchor, anchor != cursor else { return nil }
        return min(anchor, cursor) ..< max(anchor, cursor)
    }

    /// The selected text, or `nil` when nothing is selected.
    public var selectedText: String? { selection.map { String(characters[$0]) } }

    /// Moves the cursor to `position` (clamped to the text), extending the selection from where the
    /// cursor was when `selecting`, and clearing it otherwise.
    public mutating func moveCursor(to position: Int, selecting: Bool = false) {
        if selecting {
            if anchor == nil { anchor = cursor }
        } else {
            anchor = nil
        }
        cursor = min(max(0, position), characters.count)
    }

    // MARK: Keys

    /// Applies an editing key; returns whether the field used it (it changed the text, the cursor
    /// or the selection, or would have if there were room). See the type's description for the keys.
    public mutating func handle(_ key: Key) -> Bool {
        let before = (characters: characters, cursor: cursor)
        let typing = if case .character = key { true } else { false }
        if key == .control("_") {
            guard let last = undoStates.popLast() else { return true }
            (characters, cursor, anchor, isTyping) = (last.characters, last.cursor, nil, false)
            return true
        }
        let used = apply(key)
        if key.withoutModifiers != .up && key.withoutModifiers != .down { goalColumn = nil }
        if characters != before.characters {
            if !(typing && isTyping) {
                undoStates.append(before)
                if undoStates.count > 100 { undoStates.removeFirst() }
            }
            isTyping = typing
        } else if used {
            isTyping = false
        }
        return used
    }

    /// Applies a key (see ``handle(_:)``), without the undo bookkeeping.
    private mutating func apply(_ key: Key) -> Bool {
        switch key {
        case .character(let character): insert([character])
        case .paste(let pasted): insert(Self.cleaned(pasted, multiline: isMultiline))
        case .enter:
            guard isMultiline else { return false }
            insert(["\n"])
        case .backspace:
            if !deleteSelection(), cursor > 0 { delete(cursor - 1 ..< cursor) }
        case .delete:
            if !deleteSelection(), cursor < characters.count { delete(cursor ..< cursor + 1) }
        case .control("w"): if !deleteSelection() { delete(wordStart(before: cursor) ..< cursor) }
        case .control("u"): if !deleteSelection() { delete(lineStart(of: cursor) ..< cursor) }
        case .control("k"): if !deleteSelection() { delete(cursor ..< lineEnd(of: cursor)) }
        case .control("a"): moveCursor(to: lineStart(of: cursor))
        case .control("e"): moveCursor(to: lineEnd(of: cursor))
        // Readline's Alt keys: a word back and on, delete the word before or after.
        case .modified(.character("b"), .alt): moveCursor(to: wordStart(before: cursor))
        case .modified(.character("f"), .alt): moveCursor(to: wordEnd(after: cursor))
        case .modified(.backspace, .alt): if !deleteSelection() { delete(wordStart(before: cursor) ..< cursor) }
        case .modified(.character("d"), .alt): if !deleteSelection() { delete(cursor ..< wordEnd(after: cursor)) }
        case .modified(let base, let modifiers):
            return move(base, selecting: modifiers.contains(.shift), byWord: !modifiers.isDisjoint(with: [.control, .alt]))
        default:
            return move(key, selecting: false, byWord: false)
        }
        return true
    }

    /// A cursor motion; `false` for a key that is not one (or ↑ ↓ in a one-line field).
    private mutating func move(_ key: Key, selecting: Bool, byWord: Bool) -> Bool {
        let target: Int
        switch key {
        case .left:
            // Without Shift, ← first collapses a selection to its start.
            if !selecting, !byWord, let selection { target = selection.lowerBound } else {
                target = byWord ? wordStart(before: cursor) : cursor - 1
            }
        case .right:
            if !selecting, !byWord, let selection { target = selection.upperBound } else {
                target = byWord ? wordEnd(after: cursor) : cursor + 1
            }
        case .home: target = lineStart(of: cursor)
        case .end: target = lineEnd(of: cursor)
        case .up, .down:
            guard isMultiline else { return false }
            if goalColumn == nil { goalColumn = cursor - lineStart(of: cursor) }
            target = verticalTarget(down: key == .down, column: goalColumn ?? 0)
        default:
            return false
        }
        moveCursor(to: target, selecting: selecting)
        return true
    }

    // MARK: Editing

    private mutating func insert(_ inserted: [Character]) {
        _ = deleteSelection()
        characters.insert(contentsOf: inserted, at: cursor)
        cursor += inserted.count
    }

    /// Deletes the selection, if any; returns whether there was one.
    private mutating func deleteSelection() -> Bool {
        guard let selection else {
            anchor = nil
            return false
        }
        delete(selection)
        return true
    }

    private mutating func delete(_ range: Range<Int>) {
        characters.removeSubrange(range)
        cursor = range.lowerBound
        anchor = nil
    }

    /// Text as a field keeps it: line breaks (terminals send Enter as a carriage return) as `\n` in
    /// a multi-line field and as spaces in a one-line one, a tab as four spaces, other characters
    /// that take no column (control characters) dropped.
    static func cleaned(_ text: String, multiline: Bool) -> [Character] {
        var result: [Character] = []
        for character in text {
            switch character {
            case "\r\n", "\r", "\n": result.append(multiline ? "\n" : " ")
            case "\t": result += Array("    ")
            default: if displayWidth(of: character) > 0 { result.append(character) }
            }
        }
        return result
    }

    // MARK: Positions

    /// Where the logical line holding `position` starts.
    func lineStart(of position: Int) -> Int {
        var index = position
        while index > 0 && characters[index - 1] != "\n" { index -= 1 }
        return index
    }

    /// Where the logical line holding `position` ends (before its line break).
    func lineEnd(of position: Int) -> Int {
        var index = position
        while index < characters.count && characters[index] != "\n" { index += 1 }
        return index
    }

    private static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }

    /// The start of the word before `position`: back over what is not a word, then over the word.
    private func wordStart(before position: Int) -> Int {
        var index = position
        while index > 0 && !Self.isWordCharacter(characters[index - 1]) { index -= 1 }
        while index > 0 && Self.isWordCharacter(characters[index - 1]) { index -= 1 }
        return index
    }

    /// The end of the word after `position`: on over what is not a word, then over the word.
    private func wordEnd(after position: Int) -> Int {
        var index = position
        while index < characters.count && !Self.isWordCharacter(characters[index]) { index += 1 }
        while index < characters.count && Self.isWordCharacter(characters[index]) { index += 1 }
        return index
    }

    /// The position in the line above or below at the cursor's column (in characters), or the
    /// text's start or end from its first or last line.
    private func verticalTarget(down: Bool, column: Int) -> Int {
        let start = lineStart(of: cursor)
        if down {
            let end = lineEnd(of: cursor)
            guard end < characters.count else { return characters.count }
            return min(end + 1 + column, lineEnd(of: end + 1))
        }
        guard start > 0 else { return 0 }
        let previousStart = lineStart(of: start - 1)
        return min(previousStart + column, start - 1)
    }

    /// The characters, for drawing.
    var storedCharacters: [Character] { characters }
}
