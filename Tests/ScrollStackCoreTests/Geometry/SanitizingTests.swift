// Lengths, positions and regions a caller passes in: NaN, infinite, negative and absurdly large
// values go through one rule on the way into the engine, so nothing traps and every frame, size
// and offset given back is finite.

import ScrollStackCore
import Testing

@Suite("Sanitising what callers pass in")
struct SanitizingTests {
    static let hostile: [Double] = [.nan, .infinity, -.infinity, -100, -1e308, 1e308]

    /// The reliability review's E1: `measureRows(near:)` trapped ("Range requires lowerBound <=
    /// upperBound") on a NaN viewport inset or offset.
    @Test("measuring near a viewport with NaN, infinite or far-off insets and offsets never traps",
          arguments: StackAxis.allCases)
    func measuringNearHostileViewports(axis: StackAxis) {
        for value in Self.hostile {
            var engine = StackEngine(configuration: StackConfiguration(axis: axis, containerSize: Size(width: 320, height: 480)))
            engine.append(contentsOf: (0 ..< 50).map { _ in RowSpec(size: .fitting) })
            for viewport in [Viewport(size: Size(width: 320, height: 480), insets: Insets(all: value)),
                             Viewport(offset: Point(x: value, y: value), size: Size(width: 320, height: 480)),
                             Viewport(offset: .zero, size: Size(width: value, height: value))] {
                let offset = engine.measureRows(near: viewport, overscan: value) { _ in 30 }
                #expect(offset.x.isFinite && offset.y.isFinite, "\(value)")
            }
        }
    }

    /// The reliability review's E2: NaN, infinite and negative insets gave NaN, infinite or
    /// negative content sizes and frames (content insets of −100 and row insets of −30: a content
    /// size of 320 × −200 and rows 0 long).
    @Test("hostile insets, padding, spacing and sizes give finite, non-negative geometry, as if they were zero",
          arguments: StackAxis.allCases)
    func hostileSettings(axis: StackAxis) {
        for value in Self.hostile {
            var configuration = StackConfiguration(axis: axis, containerSize: Size(width: 320, height: 480))
            configuration.contentInsets = Insets(all: value)
            configuration.rowInsets = Insets(all: value)
            configuration.rowPadding = Insets(all: value)
            configuration.safeAreaInsets = Insets(all: value)
            configuration.separatorInsets = Insets(all: value)
            configuration.spacing = value
            var engine = StackEngine(configuration: configuration)
            var spec = RowSpec.fixed(20)
            spec.insets = Insets(all: value)
            spec.separator = RowSeparator(isHidden: false, insets: Insets(all: value), thickness: value)
            let ids = engine.append(contentsOf: [RowSpec.fixed(20), spec, .fixed(value)])
            let size = engine.contentSize
            #expect(size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0, "\(value): \(size)")
            for id in ids {
                let frames = engine.frames(of: id)!
                for rect in [frames.row, frames.content] + (frames.separator.map { [$0] } ?? []) {
                    #expect(rect.minX.isFinite && rect.minY.isFinite && rect.width.isFinite && rect.height.isFinite
                            && rect.width >= 0 && rect.height >= 0, "\(value): \(rect)")
                }
            }
            // What the engine keeps and uses is the sanitised value: zero, or at most 2^30.
            let kept = engine.configuration
            let expected = value.isFinite && value > 0 ? Double(1 << 30) : 0
            #expect(kept.spacing == expected && kept.contentInsets == Insets(all: expected), "\(value)")
        }
    }

    @Test("a region asked about may be infinite (everything) or NaN (nothing where it is NaN)")
    func regions() {
        var engine = StackEngine(configuration: StackConfiguration(containerSize: Size(width: 100, height: 100)))
        let ids = engine.append(contentsOf: (0 ..< 10).map { _ in RowSpec.fixed(10) })
        let everything = Rect(x: -.infinity, y: -.infinity, width: .infinity, height: .infinity)
        #expect(engine.rows(intersecting: everything) == ids)
        #expect(engine.layouts(intersecting: Rect(x: 0, y: 0, width: 100, height: .infinity)).map(\.id) == ids)
        #expect(engine.rows(intersecting: Rect(x: .nan, y: .nan, width: .nan, height: .nan)).isEmpty)
        #expect(engine.row(atOffset: .nan) == ids[0] && engine.row(atOffset: .infinity) == nil && engine.row(atOffset: -.infinity) == nil)
        #expect(engine.commit(visibleRect: Rect(x: .nan, y: 0, width: 100, height: 1e308)).contains(.layoutUpdated))
    }
}
