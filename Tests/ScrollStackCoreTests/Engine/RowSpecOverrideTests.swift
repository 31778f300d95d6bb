// RowSpec.overridden(by:): another spec's overrides win field by field; what it leaves unset, and
// the size and hidden state, stay the row's own.

import ScrollStackCore
import ScrollStackTestSupport
import Testing

@Suite("Row spec overrides laid over one another")
struct RowSpecOverrideTests {
    @Test("each field set by the other spec wins; the rest stay")
    func fieldByField() {
        var own = RowSpec.fixed(40)
        own.isHidden = true
        own.insets = Insets(vertical: 1, horizontal: 2)
        own.separator.thickness = 3
        var other = RowSpec()
        other.padding = Insets(vertical: 4, horizontal: 4)
        other.separator.isHidden = true
        other.separator.thickness = 5
        let result = own.overridden(by: other)
        #expect(result.size == own.size && result.isHidden)
        #expect(result.insets == own.insets && result.padding == other.padding)
        #expect(result.separator.isHidden == true && result.separator.thickness == 5 && result.separator.insets == nil)
        #expect(own.overridden(by: RowSpec()) == own, "a spec without overrides changes nothing")
        #expect(RowSpec.fixed(40).overridden(by: other).padding == other.padding)
    }

    @Test("against a field-by-field model, under random specs")
    func random() {
        var random = SeededGenerator(seed: 0x5bec_0001)
        func maybe<T>(_ value: T) -> T? { Bool.random(using: &random) ? value : nil }
        func spec() -> RowSpec {
            var spec = RowSpec.estimated(Double(Int.random(in: 1 ... 90, using: &random)))
            spec.insets = maybe(Insets(vertical: Double(Int.random(in: 0 ... 9, using: &random)), horizontal: 1))
            spec.padding = maybe(Insets(vertical: 2, horizontal: Double(Int.random(in: 0 ... 9, using: &random))))
            spec.separator.isHidden = maybe(Bool.random(using: &random))
            spec.separator.insets = maybe(Insets(vertical: 0, horizontal: Double(Int.random(in: 0 ... 9, using: &random))))
            spec.separator.thickness = maybe(Double(Int.random(in: 0 ... 3, using: &random)))
            return spec
        }
        for _ in 0 ..< 500 {
            let own = spec(), other = spec()
            let result = own.overridden(by: other)
            #expect(result.size == own.size && result.isHidden == own.isHidden)
            #expect(result.insets == (other.insets ?? own.insets) && result.padding == (other.padding ?? own.padding))
            #expect(result.separator.isHidden == (other.separator.isHidden ?? own.separator.isHidden))
            #expect(result.separator.insets == (other.separator.insets ?? own.separator.insets))
            #expect(result.separator.thickness == (other.separator.thickness ?? own.separator.thickness))
        }
    }
}
