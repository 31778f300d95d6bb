// The reference model the engine is checked against: the engine's rules written the obvious way, as
// an array of rows and straight loops, plus the random values the checks draw.

import ScrollStackCore

extension SeededGenerator {
    /// A multiple of 0.25 in `range`: such values add up exactly in any order, so the engine and
    /// the model can be compared bit for bit.
    public mutating func quarter(_ range: ClosedRange<Int>) -> Double {
        Double(Int.random(in: range.lowerBound * 4 ... range.upperBound * 4, using: &self)) / 4
    }

    /// True with the given probability.
    public mutating func chance(_ probability: Double) -> Bool {
        Double.random(in: 0 ..< 1, using: &self) < probability
    }
}

/// The obviously correct version of the engine's rules: an array of rows and straight loops.
public struct ReferenceStack {
    public struct Row: Equatable {
        public var id: RowID
        public var spec: RowSpec
        public var measured: Double?
        /// The last measurement, kept as the estimate after an invalidation.
        public var lastMeasurement: Double?

        public init(id: RowID, spec: RowSpec, measured: Double? = nil, lastMeasurement: Double? = nil) {
            self.id = id
            self.spec = spec
            self.measured = measured
            self.lastMeasurement = lastMeasurement
        }
    }

    public var configuration: StackConfiguration
    public var rows: [Row] = []

    public init(configuration: StackConfiguration) {
        self.configuration = configuration
    }

    public func index(of id: RowID) -> Int? { rows.firstIndex { $0.id == id } }

    /// A length as the engine keeps it: negative, infinite and NaN lengths are zero, and none is
    /// longer than 2^30.
    public func clean(_ value: Double) -> Double { value.isFinite && value > 0 ? min(value, 1_073_741_824) : 0 }

    /// A position as the engine reads it: NaN is zero, the rest (±∞ included) within ±2^50.
    public func cleanPosition(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(value, -1_125_899_906_842_624), 1_125_899_906_842_624)
    }

    /// Insets as the engine keeps them: every edge a clean length.
    public func clean(_ insets: Insets) -> Insets {
        Insets(top: clean(insets.top), left: clean(insets.left), bottom: clean(insets.bottom), right: clean(insets.right))
    }

    /// A configuration as the engine keeps it: every length clean.
    public func clean(_ c: StackConfiguration) -> StackConfiguration {
        var c = c
        c.containerSize = Size(width: clean(c.containerSize.width), height: clean(c.containerSize.height))
        c.contentInsets = clean(c.contentInsets)
        c.spacing = clean(c.spacing)
        c.rowInsets = clean(c.rowInsets)
        c.rowPadding = clean(c.rowPadding)
        c.separatorThickness = clean(c.separatorThickness)
        c.separatorInsets = clean(c.separatorInsets)
        c.estimatedRowExtent = clean(c.estimatedRowExtent)
        c.safeAreaInsets = clean(c.safeAreaInsets)
        return c
    }

    /// A region asked about, as the engine reads it: each near edge a clean position, each far
    /// edge where the size takes it (an infinite size to 2^50, a negative or NaN one nowhere).
    public func clean(_ rect: Rect) -> Rect {
        func edges(_ start: Double, _ length: Double) -> (Double, Double) {
            let near = cleanPosition(start)
            if !(length > 0) { return (near, 0) }
            let far = length == .infinity ? 1_125_899_906_842_624 : cleanPosition(start + length)
            return (near, max(0, far - near))
        }
        let x = edges(rect.minX, rect.width), y = edges(rect.minY, rect.height)
        return Rect(x: x.0, y: y.0, width: x.1, height: y.1)
    }

    public func contentExtent(_ row: Row) -> Double {
        switch row.spec.size {
        case .fixed(let value): return clean(value)
        case .fitting: return row.measured ?? row.lastMeasurement ?? clean(configuration.estimatedRowExtent)
        case .estimated(let value): return row.measured ?? row.lastMeasurement ?? clean(value)
        }
    }

    public func insets(_ row: Row) -> Insets { row.spec.insets ?? configuration.rowInsets }
    public func padding(_ row: Row) -> Insets { row.spec.padding ?? configuration.rowPadding }
    public func ownSeparator(_ row: Row) -> Bool { !(row.spec.separator.isHidden ?? configuration.hidesSeparatorsByDefault) }
    public func thickness(_ row: Row) -> Double { clean(row.spec.separator.thickness ?? configuration.separatorThickness) }

    /// The row's extent if it is shown, before the last-visible-separator rule.
    public func fullExtent(_ row: Row) -> Double {
        let axis = configuration.axis
        var extent = contentExtent(row) + insets(row).mainTotal(axis) + padding(row).mainTotal(axis)
        if configuration.separatorPlacement == .appended && ownSeparator(row) { extent += thickness(row) }
        return max(0, extent)
    }

    public var lastVisibleIndex: Int? { rows.lastIndex { !$0.spec.isHidden } }

    /// How much the last visible row loses when its appended separator is hidden automatically.
    public var lastAdjustment: Double {
        guard configuration.automaticallyHidesLastSeparator, configuration.separatorPlacement == .appended,
              let last = lastVisibleIndex, ownSeparator(rows[last]) else { return 0 }
        return min(thickness(rows[last]), fullExtent(rows[last]))
    }

    public var spacing: Double { clean(configuration.spacing) }

    /// Every row's frames, by walking the rows once.
    public func allFrames() -> [RowFrames] {
        let axis = configuration.axis
        let c = configuration
        let crossStart = c.contentInsets.crossStart(axis)
        let crossExtent = max(0, c.containerSize.cross(axis) - c.contentInsets.crossTotal(axis))
        let last = lastVisibleIndex ?? -1
        let adjustment = lastAdjustment
        var position = c.contentInsets.mainStart(axis)
        var result: [RowFrames] = []
        for (i, row) in rows.enumerated() {
            let start = i > last ? position - adjustment : position
            let margins = insets(row) + padding(row)
            let contentCross = Rect(mainStart: 0, mainExtent: 0, crossStart: crossStart + margins.crossStart(axis),
                                    crossExtent: max(0, crossExtent - margins.crossTotal(axis)), axis: axis)
            if row.spec.isHidden {
                result.append(RowFrames(
                    row: Rect(mainStart: start, mainExtent: 0, crossStart: crossStart, crossExtent: crossExtent, axis: axis),
                    content: Rect(mainStart: start, mainExtent: 0, crossStart: contentCross.minCross(axis),
                                  crossExtent: contentCross.size.cross(axis), axis: axis),
                    separator: nil))
                continue
            }
            let extent = i == last ? fullExtent(row) - adjustment : fullExtent(row)
            var separator: Rect?
            if ownSeparator(row) && !(c.automaticallyHidesLastSeparator && i == last) {
                let sepInsets = row.spec.separator.insets ?? c.separatorInsets
                let sepStart = max(start, start + extent - thickness(row))
                separator = Rect(mainStart: sepStart, mainExtent: start + extent - sepStart,
                                 crossStart: crossStart + sepInsets.crossStart(axis),
                                 crossExtent: max(0, crossExtent - sepInsets.crossTotal(axis)), axis: axis)
            }
            result.append(RowFrames(
                row: Rect(mainStart: start, mainExtent: extent, crossStart: crossStart, crossExtent: crossExtent, axis: axis),
                content: Rect(mainStart: start + margins.mainStart(axis), mainExtent: contentExtent(row),
                              crossStart: contentCross.minCross(axis), crossExtent: contentCross.size.cross(axis), axis: axis),
                separator: separator))
            position += fullExtent(row) + spacing
        }
        return result
    }

    public var contentSize: Size {
        let axis = configuration.axis
        let shown = rows.filter { !$0.spec.isHidden }
        var main = configuration.contentInsets.mainTotal(axis)
        for row in shown { main += fullExtent(row) }
        main += spacing * Double(max(0, shown.count - 1))
        main -= lastAdjustment
        let cross = max(configuration.containerSize.cross(axis), configuration.contentInsets.crossTotal(axis))
        return Size(main: main, cross: cross, axis: axis)
    }

    /// Fraction of [start, end) inside [from, to); zero-length spans count when they lie inside. A
    /// span inside but for a billionth of its coordinates' size (rounding) counts as inside.
    public func coverage(_ start: Double, _ end: Double, _ from: Double, _ to: Double) -> Double {
        if end - start <= 0 { return start >= from && start < to ? 1 : 0 }
        let slack = 1e-9 * max(1, abs(start), abs(end))
        if start >= from - slack && end <= to + slack { return 1 }
        let overlap = min(end, to) - max(start, from)
        return overlap > 0 ? min(1, overlap / (end - start)) : 0
    }

    /// Whether a visibility change is one the engine reports: partial fractions closer than a
    /// billionth are the same.
    public static func isChange(from old: RowVisibility, to new: RowVisibility) -> Bool {
        if case .partial(let a) = old, case .partial(let b) = new { return abs(a - b) > 1e-9 }
        return old != new
    }

    public func visibility(at index: Int, in rect: Rect, frames: [RowFrames]) -> RowVisibility {
        if rows[index].spec.isHidden { return .hidden }
        let axis = configuration.axis
        let f = frames[index].row
        let main = coverage(f.minMain(axis), f.maxMain(axis), rect.minMain(axis), rect.maxMain(axis))
        let cross = coverage(f.minCross(axis), f.maxCross(axis), rect.minCross(axis), rect.maxCross(axis))
        if main == 0 || cross == 0 { return .offscreen }
        if main == 1 && cross == 1 { return .entire }
        return .partial(main * cross)
    }

    /// The visibility of every row in `rect`, keyed by ID; a stuck pinned row where it is drawn.
    public func visibilities(in rect: Rect) -> [RowID: RowVisibility] {
        var frames = allFrames()
        if let stuck = stuck(in: rect) { frames[stuck.index] = stuck.frames }
        var result: [RowID: RowVisibility] = [:]
        for i in rows.indices { result[rows[i].id] = visibility(at: i, in: rect, frames: frames) }
        return result
    }

    /// The pinned row stuck at `rect`'s leading edge and the frames it is drawn at, by brute force:
    /// the last shown pinned row starting at or before the edge, at the edge, but no nearer the
    /// next shown pinned row than its own length, and never before its own place.
    public func stuck(in rect: Rect) -> (index: Int, frames: RowFrames)? {
        let axis = configuration.axis
        let frames = allFrames()
        let edge = rect.minMain(axis)
        let pinned = rows.indices.filter { rows[$0].spec.isPinned && !rows[$0].spec.isHidden }
        guard let header = pinned.last(where: { frames[$0].row.minMain(axis) <= edge }) else { return nil }
        let place = frames[header].row.minMain(axis)
        let length = frames[header].row.size.main(axis)
        var start = max(edge, place)
        if let next = pinned.first(where: { $0 > header }) { start = min(start, frames[next].row.minMain(axis) - length) }
        let delta = max(start, place) - place
        func move(_ r: Rect) -> Rect {
            Rect(mainStart: r.minMain(axis) + delta, mainExtent: r.size.main(axis), crossStart: r.minCross(axis),
                 crossExtent: r.size.cross(axis), axis: axis)
        }
        let f = frames[header]
        return (header, delta == 0 ? f : RowFrames(row: move(f.row), content: move(f.content), separator: f.separator.map(move)))
    }

    /// Visible rows intersecting `rect`, in order.
    public func rowsIntersecting(_ rect: Rect) -> [RowID] {
        let frames = allFrames()
        return rows.indices.filter { visibility(at: $0, in: rect, frames: frames).isVisible }.map { rows[$0].id }
    }
}
