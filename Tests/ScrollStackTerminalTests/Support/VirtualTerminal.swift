// An in-memory terminal for tests: it applies the bytes a renderer writes and shows the screen.

import ScrollStackTerminal

/// Just enough of a VT100/xterm to check what the renderer writes: cursor positioning and forward
/// moves, clearing, scroll regions, scrolling, deleting and inserting characters, text (with wide
/// characters), REP and SGR styles. Like xterm, lines that
/// are cleared or scrolled in take the current background colour. A test renders frames, feeds the
/// bytes here and compares the screen with the canvas it drew.
struct VirtualTerminal {
    let width: Int
    let height: Int
    private(set) var cells: [[Cell]]
    private var cursor = (x: 0, y: 0)
    private var region = 0 ..< 0
    private var style = TextStyle.plain
    /// The last character written, which REP repeats.
    private var lastCharacter: Character?

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        cells = Array(repeating: Array(repeating: .blank, count: width), count: height)
        region = 0 ..< height
    }

    /// The screen as text, trailing blanks removed, like `Canvas.text`.
    var text: String {
        cells.map { row in
            var line = row.map(\.character).joined()
            while line.last == " " { line.removeLast() }
            return line
        }.joined(separator: "\n")
    }

    /// Set when a renderer deleted or inserted more than half of what was left of a line, which
    /// tmux 3.3 gets wrong (its ICH then shifts the wrong cells): the screen no longer counts as
    /// showing anything.
    private(set) var movedTooFar = false

    /// Whether the screen shows exactly the canvas: every character and every style.
    func shows(_ canvas: Canvas) -> Bool {
        guard canvas.width == width && canvas.height == height, !movedTooFar else { return false }
        for y in 0 ..< height {
            for x in 0 ..< width where cells[y][x] != canvas[x, y] { return false }
        }
        return true
    }

    private var blankLine: [Cell] {
        Array(repeating: Cell(character: " ", style: TextStyle(background: style.background)), count: width)
    }

    mutating func feed(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        var characters = Array(text)
        var i = 0
        while i < characters.count {
            let character = characters[i]
            if character == "\u{1B}", i + 1 < characters.count, characters[i + 1] == "[" {
                var j = i + 2
                var parameters = ""
                while j < characters.count, let ascii = characters[j].asciiValue, !(0x40 ... 0x7E).contains(ascii) {
                    parameters.append(characters[j])
                    j += 1
                }
                guard j < characters.count else { break }
                apply(final: characters[j], parameters: parameters)
                i = j + 1
                continue
            }
            put(character)
            i += 1
        }
        characters.removeAll()
    }

    private mutating func apply(final: Character, parameters: String) {
        let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        func value(_ index: Int, default fallback: Int) -> Int {
            index < numbers.count ? numbers[index] ?? fallback : fallback
        }
        switch final {
        case "H":
            cursor = (min(width - 1, max(0, value(1, default: 1) - 1)), min(height - 1, max(0, value(0, default: 1) - 1)))
        case "J":
            if value(0, default: 0) == 2 {
                cells = Array(repeating: blankLine, count: height)
            }
        case "r":
            if parameters.isEmpty {
                region = 0 ..< height
            } else {
                region = max(0, value(0, default: 1) - 1) ..< min(height, value(1, default: height))
            }
            cursor = (0, 0)
        case "C":
            cursor.x = min(width - 1, cursor.x + max(1, value(0, default: 1)))
        case "b":
            if let lastCharacter {
                for _ in 0 ..< max(1, value(0, default: 1)) { put(lastCharacter) }
            }
        case "B":
            cursor.y = min(height - 1, cursor.y + max(1, value(0, default: 1)))
        case "P":
            shiftCells(by: max(1, value(0, default: 1)))
        case "@":
            shiftCells(by: -max(1, value(0, default: 1)))
        case "S":
            scroll(by: value(0, default: 1))
        case "T":
            scroll(by: -value(0, default: 1))
        case "m":
            selectGraphicRendition(numbers.map { $0 ?? 0 })
        default:
            break
        }
    }

    private mutating func selectGraphicRendition(_ codes: [Int]) {
        var i = 0
        func color(at index: Int) -> (TerminalColor, Int) {
            guard index < codes.count else { return (.standard, 0) }
            if codes[index] == 5, index + 1 < codes.count { return (.palette(UInt8(codes[index + 1])), 2) }
            if codes[index] == 2, index + 3 < codes.count {
                return (.rgb(UInt8(codes[index + 1]), UInt8(codes[index + 2]), UInt8(codes[index + 3])), 4)
            }
            return (.standard, 0)
        }
        while i < max(1, codes.count) {
            let code = i < codes.count ? codes[i] : 0
            switch code {
            case 0: style = .plain
            case 1: style.bold = true
            case 2: style.dim = true
            case 4: style.underline = true
            case 7: style.reverse = true
            case 22: style.bold = false; style.dim = false
            case 24: style.underline = false
            case 27: style.reverse = false
            case 39: style.foreground = .standard
            case 49: style.background = .standard
            case 30 ... 37: style.foreground = .palette(UInt8(code - 30))
            case 90 ... 97: style.foreground = .palette(UInt8(code - 90 + 8))
            case 40 ... 47: style.background = .palette(UInt8(code - 40))
            case 100 ... 107: style.background = .palette(UInt8(code - 100 + 8))
            case 38:
                let (value, used) = color(at: i + 1)
                style.foreground = value
                i += used
            case 48:
                let (value, used) = color(at: i + 1)
                style.background = value
                i += used
            default: break
            }
            i += 1
        }
    }

    private mutating func scroll(by shift: Int) {
        let blank = blankLine
        if shift > 0 {
            for y in region {
                cells[y] = y + shift < region.upperBound ? cells[y + shift] : blank
            }
        } else {
            for y in region.reversed() {
                cells[y] = y + shift >= region.lowerBound ? cells[y + shift] : blank
            }
        }
    }

    /// Deletes `shift` characters at the cursor (negative: inserts blanks), as DCH and ICH do:
    /// the rest of the line moves left (right), blanks in the current background come in, and a
    /// wide character cut in two leaves blanks (as xterm does).
    private mutating func shiftCells(by shift: Int) {
        let y = cursor.y, x = cursor.x
        var line = cells[y]
        let blank = Cell(character: " ", style: TextStyle(background: style.background))
        let count = min(abs(shift), width - x)
        if 2 * abs(shift) > width - x { movedTooFar = true }
        if shift > 0 {
            line.removeSubrange(x ..< x + count)
            line.append(contentsOf: Array(repeating: blank, count: count))
        } else {
            line.insert(contentsOf: Array(repeating: blank, count: count), at: x)
            line.removeLast(count)
        }
        for column in 0 ..< width where line[column].character.isEmpty && (column == 0 || displayWidth(of: Character(line[column - 1].character.isEmpty ? " " : line[column - 1].character)) != 2) {
            line[column].character = " "
        }
        for column in 0 ..< width where !line[column].character.isEmpty && displayWidth(of: Character(line[column].character)) == 2
            && (column + 1 == width || !line[column + 1].character.isEmpty) {
            line[column].character = " "
        }
        cells[y] = line
    }

    private mutating func put(_ character: Character) {
        let w = displayWidth(of: character)
        guard w > 0, cursor.y < height else { return }
        if cursor.x + w > width { return }
        // Writing over half of a wide character blanks its other half.
        if cells[cursor.y][cursor.x].character.isEmpty && cursor.x > 0 { cells[cursor.y][cursor.x - 1].character = " " }
        if cursor.x + w < width && cells[cursor.y][cursor.x + w].character.isEmpty { cells[cursor.y][cursor.x + w].character = " " }
        lastCharacter = character
        cells[cursor.y][cursor.x] = Cell(character: String(character), style: style)
        if w == 2 { cells[cursor.y][cursor.x + 1] = Cell(character: "", style: style) }
        cursor.x += w
    }
}
