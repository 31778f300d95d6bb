// How the terminal hosts turn layout lengths into cell positions and cell ranges: rounding that
// never traps, sums that never overflow, and ranges whose bounds never cross.

/// The largest distance, in cells, any position is kept within. Terminals report sizes in 16 bits;
/// this is far beyond any screen or content a terminal shows, and small enough that sums of a few
/// such positions never overflow `Int`.
let cellLimit = 1 << 40

/// A length or position from the engine, rounded to the nearest cell: clamped to ±``cellLimit``,
/// and 0 for a value that is not a number, so converting never traps.
@inline(__always)
func cell(_ value: Double) -> Int {
    guard value == value else { return 0 }
    return Int(min(max(value.rounded(), -Double(cellLimit)), Double(cellLimit)))
}

/// The cells from `lower` up to `upper`; empty (starting at `lower`) when `upper` is not above it,
/// so bounds computed separately never build a crossed range.
@inline(__always)
func cells(from lower: Int, to upper: Int) -> Range<Int> {
    lower ..< max(lower, upper)
}

/// The cells `start ..< start + length` that lie in `0 ..< limit`: empty when none do. Never
/// overflows, whatever the inputs.
@inline(__always)
func cells(start: Int, length: Int, within limit: Int) -> Range<Int> {
    let (end, overflow) = start.addingReportingOverflow(max(0, length))
    let lower = min(max(0, start), max(0, limit))
    return cells(from: lower, to: min(limit, overflow ? Int.max : end))
}

/// `a + b`, stopping at `Int.min` or `Int.max` instead of overflowing.
@inline(__always)
func saturatingSum(_ a: Int, _ b: Int) -> Int {
    let (sum, overflow) = a.addingReportingOverflow(b)
    return overflow ? (b > 0 ? .max : .min) : sum
}

/// A size in cells as the hosts keep it: at least `minimum`, at most 65,535 (the largest a
/// terminal reports).
@inline(__always)
func clampedSide(_ value: Int, minimum: Int) -> Int {
    min(max(minimum, value), Int(UInt16.max))
}
