// The engine benchmarks' workload, one other layout engines can run too: a vertical stack 390 points
// wide, no insets or spacing, row i's content h_i = 20 + next() % 281 from SplitMix64 seeded with
// 0x5EED202403900844, plus a separator inside the row; and the fixtures each benchmark iterates,
// each of which does its work every time it is called and returns what a test can check.

import ScrollStackCore

/// The standard workload.
public enum EngineWorkload {
    /// Content heights of the first `count` rows.
    public static func heights(_ count: Int) -> [Double] {
        var state: UInt64 = 0x5EED_2024_0390_0844
        var heights: [Double] = []
        heights.reserveCapacity(count)
        for _ in 0 ..< count {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            z ^= z >> 31
            heights.append(Double(20 + z % 281))
        }
        return heights
    }

    /// The workload's configuration: each row is its content plus a 1-point separator.
    public static let configuration = StackConfiguration(
        axis: .vertical, containerSize: Size(width: 390, height: 844),
        separatorThickness: 1, separatorPlacement: .appended)

    /// A stack of fixed rows of `heights`, without event recording (layout engines keep none).
    public static func engine(_ heights: [Double]) -> StackEngine {
        var engine = StackEngine(configuration: configuration)
        engine.recordsEvents = false
        engine.append(contentsOf: heights.lazy.map { RowSpec.fixed($0) })
        return engine
    }

    /// The row whose size the one-row update changes, and its two sizes.
    public static func resizedHeights(_ heights: [Double]) -> (original: Double, changed: Double) {
        let original = heights[heights.count / 2]
        return (original, 20 + (original - 20 + 140).truncatingRemainder(dividingBy: 281))
    }
}

/// A full layout pass, as another layout engine does one: every row's extent and every running sum
/// re-derived, then every row's frames worked out in order. Each pass changes the separators'
/// thickness (1 point, then 2, then 1 …), which changes every row's extent, so no pass can find
/// its work done by the last one, and the sum it returns tells which pass ran.
public final class FullLayoutFixture: @unchecked Sendable {
    public private(set) var engine: StackEngine
    public let heights: [Double]
    /// Passes run so far.
    public private(set) var passes = 0

    public init(count: Int) {
        heights = EngineWorkload.heights(count)
        engine = EngineWorkload.engine(heights)
    }

    /// The thickness the next pass lays out with.
    public var nextThickness: Double { passes & 1 == 0 ? 2 : 1 }

    /// One pass reading each row's end; returns the sum of the rows' ends.
    @inline(never)
    public func pass() -> Double {
        engine.configuration.separatorThickness = nextThickness
        passes += 1
        var sum = 0.0
        engine.forEachLayout { sum += $0.frames.row.maxY }
        return sum
    }

    /// One pass reading every rectangle of every row; returns their sum of ends and widths.
    @inline(never)
    public func passReadingEveryRectangle() -> Double {
        engine.configuration.separatorThickness = nextThickness
        passes += 1
        var sum = 0.0
        engine.forEachLayout { layout in
            let frames = layout.frames
            sum += frames.row.maxY + frames.content.maxY + frames.content.width + (frames.separator?.maxY ?? 0)
        }
        return sum
    }

    /// One pass storing every row's frames into `frames`, an array the caller keeps from pass to
    /// pass (as a host keeps its views' frames); returns the last row's end.
    @inline(never)
    public func passStoringFrames(into frames: inout [RowFrames]) -> Double {
        engine.configuration.separatorThickness = nextThickness
        passes += 1
        frames.removeAll(keepingCapacity: true)
        engine.forEachLayout { frames.append($0.frames) }
        return frames.last?.row.maxY ?? 0
    }
}

/// Mutable state for the benchmarks of single operations on a standard stack.
public final class EngineFixture: @unchecked Sendable {
    public var engine: StackEngine
    public let heights: [Double]
    public let middle: RowID
    public let last: RowID
    public private(set) var iterations = 0
    var scrollY = 0.0

    public init(count: Int) {
        heights = EngineWorkload.heights(count)
        engine = EngineWorkload.engine(heights)
        middle = engine.row(at: count / 2)
        last = engine.row(at: count - 1)
    }

    /// Gives the middle row its other size and returns the last row's offset.
    @inline(never)
    public func resizeMiddleRow() -> Double {
        let sizes = EngineWorkload.resizedHeights(heights)
        iterations += 1
        engine.setSize(.fixed(iterations & 1 == 1 ? sizes.changed : sizes.original), forRow: middle)
        return engine.offset(of: last) ?? -1
    }

    /// Inserts a row in the middle and removes it again; returns the row count between the two.
    @inline(never)
    public func insertAndRemoveInTheMiddle() -> Int {
        let n = heights.count
        engine.insert(.fixed(44), at: n / 2)
        let count = engine.count
        _ = engine.remove(at: n / 2)
        return count
    }

    /// A commit of a viewport 844 points tall at half the content height moved by one point, down
    /// and up in turn (the first call commits it where it is): the events of a scroll. Event
    /// recording is on from the first call.
    @inline(never)
    public func commitOnePointScroll() -> [StackEvent] {
        if !engine.recordsEvents {
            engine.recordsEvents = true
            scrollY = engine.contentSize.height / 2
            _ = engine.commit(visibleRect: Rect(x: 0, y: scrollY, width: 390, height: 844))
        }
        iterations += 1
        scrollY += iterations & 1 == 1 ? 1 : -1
        return engine.commit(visibleRect: Rect(x: 0, y: scrollY, width: 390, height: 844))
    }

    /// The rows in a viewport 844 points tall at half the content height.
    @inline(never)
    public func rowsInTheViewport() -> [RowID] {
        let height = engine.contentSize.height
        return engine.rows(intersecting: Rect(x: 0, y: height / 2, width: 390, height: 844))
    }
}
