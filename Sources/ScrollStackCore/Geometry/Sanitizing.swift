// The rules every length, position and region a caller passes to the engine goes through on its
// way in, so that no value (NaN, infinite, negative, absurdly large) can trap, overflow or poison
// the geometry every host is given back.

/// The longest length the engine keeps: 2^30, over a billion points, far beyond any row or inset,
/// and short enough that a million of them add up exactly (to a quarter point) and never overflow.
@usableFromInline let maximumLength = Double(1 << 30)

/// The farthest from zero a position the engine is given (an offset, a point, a rectangle's
/// corner) is kept: 2^50, beyond the end of a million rows of the longest length.
@usableFromInline let maximumPosition = Double(1 << 50)

/// The one rule for every length a caller passes in (row sizes, measurements, insets, padding,
/// spacing, separator thickness, container and viewport sizes, overscan): a negative, infinite or
/// NaN length counts as zero, and one longer than ``maximumLength`` as that, so one bad value
/// cannot poison every position after it or overflow a sum.
@inlinable @inline(__always)
func sanitizedLength(_ value: Double) -> Double {
    value.isFinite && value > 0 ? min(value, maximumLength) : 0
}

/// The rule for every position a caller passes in: NaN counts as zero, and the rest (±∞ included)
/// is kept within ±``maximumPosition`` (positions may be negative: an offset under a navigation bar).
@inlinable @inline(__always)
func sanitizedPosition(_ value: Double) -> Double {
    value.isNaN ? 0 : min(max(value, -maximumPosition), maximumPosition)
}

/// The rule for how far a region a caller asks about reaches (a rectangle's size, an overscan):
/// negative and NaN reach nowhere, and anything beyond ``maximumPosition`` (∞ included) reaches
/// that far, so "everything" can be asked with an infinite size.
@inlinable @inline(__always)
func sanitizedReach(_ value: Double) -> Double {
    value > 0 ? min(value, maximumPosition) : 0
}

extension Point {
    /// Both coordinates through ``sanitizedPosition(_:)``.
    var sanitized: Point { Point(x: sanitizedPosition(x), y: sanitizedPosition(y)) }
}

extension Size {
    /// Both extents through ``sanitizedLength(_:)``.
    var sanitized: Size { Size(width: sanitizedLength(width), height: sanitizedLength(height)) }
}

extension Rect {
    /// A region a caller asks about, as the engine reads it: its near edges through
    /// ``sanitizedPosition(_:)``, and its far edges where its size takes them, within
    /// ±``maximumPosition`` (an infinite size reaches that far; a negative or NaN one nowhere), so
    /// a rectangle from -∞ of infinite size asks about everything.
    var sanitized: Rect {
        func edges(_ start: Double, _ length: Double) -> (start: Double, length: Double) {
            let near = sanitizedPosition(start)
            guard length > 0 else { return (near, 0) }
            let far = length == .infinity ? maximumPosition : sanitizedPosition(start + length)
            return (near, max(0, far - near))
        }
        let x = edges(origin.x, size.width), y = edges(origin.y, size.height)
        return Rect(x: x.start, y: y.start, width: x.length, height: y.length)
    }
}

extension Insets {
    /// Every edge through ``sanitizedLength(_:)``: insets never grow what they inset.
    var sanitized: Insets {
        Insets(top: sanitizedLength(top), left: sanitizedLength(left), bottom: sanitizedLength(bottom), right: sanitizedLength(right))
    }
}
