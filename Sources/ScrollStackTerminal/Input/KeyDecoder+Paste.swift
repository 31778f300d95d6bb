// How KeyDecoder takes a bracketed paste's text: up to its end marker whatever arrives, in pieces
// cut where a character starts once it grows too long to hold, in time linear in its length.

extension KeyDecoder {
    /// Takes what the pending bytes from `start` hold of the paste in progress: pieces of at most
    /// ``maximumPasteLength`` bytes while more than that is known to be text, and the rest once the
    /// end marker is there. Moves `start` past what it took and returns whether the paste ended.
    /// The end marker is looked for only from where the last call stopped, so a paste costs time
    /// linear in its length however it is read.
    mutating func drainPaste(from start: inout Int, into keys: inout [Key]) -> Bool {
        let marker = Self.pasteEnd
        var j = max(start, pasteScanned ?? start)
        var end: Int?
        while j + marker.count <= pending.count {
            if pending[j] == marker[0] && pending[j ..< j + marker.count].elementsEqual(marker) {
                end = j
                break
            }
            j += 1
        }
        // Bytes before `j` are text: cut pieces while more than a piece of it is known.
        while j - start > maximumPasteLength {
            let cut = pieceEnd(from: start)
            keys.append(.paste(String(decoding: pending[start ..< cut], as: UTF8.self)))
            start = cut
        }
        guard let end else {
            pasteScanned = j
            return false
        }
        // The last piece, or the whole paste (an empty one included) when it was never cut.
        keys.append(.paste(String(decoding: pending[start ..< end], as: UTF8.self)))
        start = end + marker.count
        pasteScanned = nil
        return true
    }

    /// Where a piece starting at `start` ends: at most ``maximumPasteLength`` bytes on, before a
    /// byte that starts a character (so no character, valid or not, is split, and each piece
    /// decodes as its part of the whole would), and not between a carriage return and its line
    /// feed. It reads only `pending[start ... start + maximumPasteLength]`, so the cut depends on
    /// the text alone, never on how it was read.
    private func pieceEnd(from start: Int) -> Int {
        let limit = start + maximumPasteLength
        var cut = limit
        // A UTF-8 character is at most four bytes: its first byte is within three of the limit.
        while cut > limit - 3 && pending[cut] & 0xC0 == 0x80 { cut -= 1 }
        if pending[cut] & 0xC0 == 0x80 { cut = limit }
        if pending[cut] == 0x0A && pending[cut - 1] == 0x0D { cut -= 1 }
        return cut
    }
}
