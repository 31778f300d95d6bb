// AnimationClaims: overlapping animations that end in any order settle each row once, by the
// newest animation that moves it; checked by hand and against a model that replays the history.

@_spi(Hosting) import ScrollStackCore
import ScrollStackTestSupport
import Testing

@Suite("Animation claims")
struct AnimationClaimsTests {
    static func rows(_ count: Int) -> [RowID] {
        var engine = StackEngine(configuration: StackConfiguration())
        return engine.append(contentsOf: (0 ..< count).map { _ in RowSpec.fixed(10) })
    }

    @Test("an older animation ending late leaves the rows a newer one moves")
    func olderEndsLate() {
        let ids = Self.rows(3)
        var claims = AnimationClaims<Int>()
        let first = claims.begin([ids[0], ids[1]], keeping: 1)
        let second = claims.begin([ids[1], ids[2]], keeping: 2)
        #expect(Set(claims.animatingRows) == Set(ids) && claims.animatingRows.count == ids.count)
        let ended = claims.end(first)
        #expect(ended?.rows == [ids[0]] && ended?.payload == 1)
        #expect(claims.isAnimating(ids[1]) && !claims.isAnimating(ids[0]))
        let later = claims.end(second)
        #expect(later?.rows == [ids[1], ids[2]])
        #expect(claims.isEmpty && claims.animatingRows.isEmpty)
    }

    @Test("the newest animation ending first settles its rows; the older one's end then leaves them")
    func newerEndsFirst() {
        let ids = Self.rows(2)
        var claims = AnimationClaims<Int>()
        let first = claims.begin(ids, keeping: 1)
        let second = claims.begin([ids[1]], keeping: 2)
        let newer = claims.end(second)
        let older = claims.end(first)
        #expect(newer?.rows == [ids[1]] && older?.rows == [ids[0]])
        // Twice, or never begun: nothing.
        let again = [claims.end(first), claims.end(second)]
        #expect(again.allSatisfy { $0 == nil })
        // A row listed twice is settled once.
        let third = claims.begin([ids[0], ids[0]], keeping: 3)
        let once = claims.end(third)
        #expect(once?.rows == [ids[0]])
    }

    @Test("random begins and ends settle every row as the history says", arguments: [1, 2, 3] as [UInt64])
    func againstHistory(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let ids = Self.rows(12)
        var claims = AnimationClaims<Int>()
        // The model: every animation begun, in order, with its rows and whether it has ended.
        var history: [(claim: AnimationClaim, rows: [RowID], ended: Bool)] = []
        var settled = 0
        for _ in 0 ..< 3_000 {
            if history.isEmpty || Bool.random(using: &random) {
                let rows = (0 ..< Int.random(in: 0 ... 5, using: &random)).map { _ in ids.randomElement(using: &random)! }
                history.append((claims.begin(rows, keeping: history.count), rows, false))
            } else {
                // Mostly a running animation; sometimes one that already ended.
                let runningPositions = history.indices.filter { !history[$0].ended }
                let position = runningPositions.isEmpty || random.next() % 8 == 0
                    ? Int.random(in: 0 ..< history.count, using: &random) : runningPositions.randomElement(using: &random)!
                let entry = history[position]
                // A row is settled by this end if the animation was running, moves the row, and no
                // animation begun after it moves the row too (that one settles it, or has).
                var expected: [RowID] = []
                if !entry.ended {
                    for row in entry.rows where !expected.contains(row) {
                        if !history[(position + 1)...].contains(where: { $0.rows.contains(row) }) { expected.append(row) }
                    }
                }
                let ended = claims.end(entry.claim)
                let got = ended?.rows ?? []
                #expect(got == expected, "ending animation \(position)")
                #expect((ended?.payload).map { $0 == position } ?? entry.ended)
                settled += got.count
                history[position].ended = true
            }
            let animating = Set(ids.filter { row in
                guard let newest = history.lastIndex(where: { $0.rows.contains(row) }) else { return false }
                return !history[newest].ended
            })
            #expect(Set(claims.animatingRows) == animating && claims.animatingRows.count == animating.count)
            #expect(claims.isEmpty == !history.contains { !$0.ended })
        }
        #expect(settled > 100)
    }
}
