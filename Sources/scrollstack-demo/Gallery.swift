// The gallery row: picture tiles laid out in as many columns as the width holds, whole tiles only,
// so a narrow terminal shows fewer tiles a line instead of torn boxes.

import ScrollStackTerminal

/// Tiles of one picture each, four lines tall with their frames, wrapped by tile.
struct GalleryContent: TerminalRowContent, Sendable {
    let pictures: [String]

    func lines(width: Int) -> [StyledLine] {
        // A tile is 6 columns (a two-column picture in a frame), and a column between tiles.
        let perLine = max(1, (width + 1) / 7)
        var result: [StyledLine] = []
        for start in stride(from: 0, to: pictures.count, by: perLine) {
            let tiles = pictures[start ..< min(pictures.count, start + perLine)]
            for part in ["┌────┐", "middle", "└────┘"] {
                let text = tiles.map { part == "middle" ? "│ \($0) │" : part }.joined(separator: " ")
                result.append([StyledSpan(text)])
            }
        }
        return result
    }
}
