// RowContents: content by row and by key, leaving rows, holds and the naming of committed events,
// including rows removed while events are delivered.

@_spi(Hosting) import ScrollStackCore
import Testing

@Suite("Row contents")
struct RowContentsTests {
    /// An engine with `count` rows and a table naming row i "i".
    static func stack(_ count: Int) -> (StackEngine, RowContents<String>, [RowID]) {
        var engine = StackEngine(configuration: StackConfiguration(containerSize: Size(width: 100, height: 100)))
        var contents = RowContents<String>()
        let ids = engine.append(contentsOf: (0 ..< count).map { _ in RowSpec.fixed(10) })
        for (index, id) in ids.enumerated() { contents.insert("\(index)", for: id, keys: [RowKey("key \(index)")]) }
        return (engine, contents, ids)
    }

    static let visible = Rect(x: 0, y: 0, width: 100, height: 100)

    @Test("live rows are found by ID and by key; a removed row only by named(_:) and leavingRow(forKey:)")
    func lookups() {
        var (engine, contents, ids) = Self.stack(3)
        #expect(contents[ids[1]] == "1" && contents.row(forKey: RowKey("key 1")) == ids[1] && contents.count == 3)
        #expect(contents.contents(of: engine.rows) == ["0", "1", "2"])
        #expect(contents.remove(ids[1], index: engine.remove(ids[1])) == "1")
        #expect(contents[ids[1]] == nil && contents.row(forKey: RowKey("key 1")) == nil)
        #expect(contents.named(ids[1]) == "1" && contents.leavingRow(forKey: RowKey("key 1")) == ids[1])
        // A row listed twice leaves once.
        #expect(contents.remove(ids[1], index: nil) == nil)
        #expect(contents.update(ids[1]) { $0 += "!" } == false)
        #expect(contents.update(ids[0]) { $0 += "!" } && contents[ids[0]] == "0!")
        // Keys follow the row: a key moved to another row finds that one.
        contents.addKey(RowKey("key 0"), for: ids[2])
        #expect(contents.row(forKey: RowKey("key 0")) == ids[2])
        contents.removeKey(RowKey("key 0"), for: ids[2])
        #expect(contents.row(forKey: RowKey("key 0")) == nil)
    }

    @Test("a removed row is named by the next dispatch, with the index it had, then forgotten")
    func namingRemovedRows() {
        var (engine, contents, ids) = Self.stack(3)
        _ = contents.beginDispatch(engine.commit(visibleRect: Self.visible))
        contents.endDispatch()
        let index = engine.remove(ids[1])
        contents.remove(ids[1], index: index)
        #expect(contents.takeDown([ids[1]]) == ["1"])
        let named = contents.beginDispatch(engine.commit(visibleRect: Self.visible))
        let removal = named.first { if case .rowRemoved = $0.event { true } else { false } }
        #expect(removal?.content == "1" && removal?.index == 1 && removal?.row == ids[1])
        let disappearance = named.first { if case .visibilityChanged(let change) = $0.event { change.row == ids[1] } else { false } }
        #expect(disappearance?.content == "1" && disappearance?.index == 1)
        #expect(contents.isLeaving(ids[1]))
        contents.endDispatch()
        #expect(!contents.isLeaving(ids[1]) && contents.leavingCount == 0 && contents.named(ids[1]) == nil)
    }

    @Test("a row removed while events are delivered is still named by the next dispatch (T1, F15)")
    func removalDuringDispatch() {
        var (engine, contents, ids) = Self.stack(2)
        var heard: [String] = []
        for event in contents.beginDispatch(engine.commit(visibleRect: Self.visible)) {
            // "Drop a row once it has been seen."
            if case .visibilityChanged(let change) = event.event, change.row == ids[0], change.becameVisible {
                contents.remove(ids[0], index: engine.remove(ids[0]))
                _ = contents.takeDown([ids[0]])
            }
        }
        contents.endDispatch()
        #expect(contents.named(ids[0]) == "0")
        for event in contents.beginDispatch(engine.commit(visibleRect: Self.visible)) {
            if case .visibilityChanged(let change) = event.event, change.becameInvisible { heard.append(event.content ?? "?") }
            if case .rowRemoved = event.event { heard.append("removed " + (event.content ?? "?")) }
        }
        contents.endDispatch()
        #expect(heard == ["removed 0", "0"])
        #expect(contents.leavingCount == 0)
    }

    @Test("holds keep leaving rows up: each content is taken down once, by the last hold or at once")
    func holds() {
        var (engine, contents, ids) = Self.stack(4)
        for id in ids.prefix(3) { contents.remove(id, index: engine.remove(id), awaitsReport: false) }
        let first = contents.hold([ids[0], ids[1]])
        let second = contents.hold([ids[1], ids[3]])  // row 3 is live: ignored
        #expect(contents.takeDown([ids[0], ids[1], ids[2]]) == ["2"])
        #expect(contents.end(first) == ["0"])
        #expect(contents.end(first).isEmpty)
        #expect(contents.end(second) == ["1"])
        #expect(contents.leavingCount == 0 && contents.takeDown(ids).isEmpty)
        // Content added again while its old row leaves: the old one is finished at once, once.
        contents.remove(ids[3], index: engine.remove(ids[3]), awaitsReport: false)
        let third = contents.hold([ids[3]])
        #expect(contents.leavingRow(forKey: RowKey("key 3")) == ids[3])
        #expect(contents.finishLeaving(ids[3]) == "3")
        #expect(contents.finishLeaving(ids[3]) == nil && contents.end(third).isEmpty)
        #expect(contents.leavingRow(forKey: RowKey("key 3")) == nil && contents.leavingCount == 0)
    }

    @Test("ending every hold takes down what they held, once")
    func endAllHolds() {
        var (engine, contents, ids) = Self.stack(3)
        for id in ids { contents.remove(id, index: engine.remove(id), awaitsReport: false) }
        _ = contents.hold([ids[0]])
        _ = contents.hold([ids[0], ids[1]])
        #expect(contents.endAllHolds().sorted() == ["0", "1"])
        #expect(contents.endAllHolds().isEmpty)
        #expect(contents.takeDown(ids) == ["2"])
    }
    @Test("rows by several keys come once each, in order; content handed in again finds its row or finishes its leaving one")
    func keysAndReuse() {
        var (engine, contents, ids) = Self.stack(3)
        #expect(contents.rows(forKeys: [RowKey("key 2"), RowKey("nope"), RowKey("key 0"), RowKey("key 2")]) == [ids[2], ids[0]])
        let live = contents.rowForReuse(keys: [RowKey("nope"), RowKey("key 1")])
        #expect(live.live == ids[1] && live.finished.isEmpty)
        // Removed and still animating out: the content comes back to be taken down, once.
        let hold = contents.hold([ids[1]])
        _ = contents.remove(ids[1], index: engine.remove(ids[1]))
        _ = contents.hold([ids[1]])
        let reused = contents.rowForReuse(keys: [RowKey("key 1")])
        #expect(reused.live == nil && reused.finished == ["1"])
        #expect(contents.rowForReuse(keys: [RowKey("key 1")]).finished.isEmpty)
        #expect(contents.end(hold).isEmpty)
    }

    @Test("a row is named by each of its keys (its own, its content's, its controller's): any one means that row, never a new one")
    func everyKeyNamesTheRow() {
        var engine = StackEngine()
        var contents = RowContents<String>()
        let id = engine.append()
        // As a host registers a row: the row view, the content view, the controller.
        contents.insert("row", for: id, keys: [RowKey("row view"), RowKey("content view"), RowKey("controller")])
        for key in ["row view", "content view", "controller"] {
            #expect(contents.rows(forKeys: [RowKey(key)]) == [id])
            // Handed in again (`addRow(someRow)`): the live row is found, to be moved, not wrapped.
            #expect(contents.rowForReuse(keys: [RowKey(key)]).live == id)
        }
        // All three at once still name one row.
        #expect(contents.rows(forKeys: [RowKey("row view"), RowKey("controller"), RowKey("content view")]) == [id])
        _ = contents.remove(id, index: engine.remove(id), awaitsReport: false)
        #expect(contents.rows(forKeys: [RowKey("row view")]).isEmpty)
    }

    @Test("a change takes down the rows it removed when it ends, unless held; a nested change only its own")
    func changes() {
        var (engine, contents, ids) = Self.stack(4)
        #expect(contents.endChange().isEmpty)                  // none begun
        contents.beginChange()
        _ = contents.remove(ids[0], index: engine.remove(ids[0]))
        contents.beginChange()                                 // the app's code changes the stack meanwhile
        _ = contents.remove(ids[1], index: engine.remove(ids[1]))
        #expect(contents.endChange() == ["1"])
        _ = contents.remove(ids[2], index: engine.remove(ids[2]))
        let hold = contents.hold([ids[2]])                     // animated out
        #expect(contents.endChange() == ["0"])
        #expect(contents.end(hold) == ["2"])
        // Outside any change a removal waits for the host's own takeDown.
        _ = contents.remove(ids[3], index: engine.remove(ids[3]))
        #expect(contents.endChange().isEmpty && contents.takeDown([ids[3]]) == ["3"])
    }

    @Test("a declarative update reconciles the engine and the table in one step; a repeated key changes neither")
    func reconcile() throws {
        var (engine, contents, ids) = Self.stack(3)   // rows "0", "1", "2" under keys "key 0" …
        contents.addKey(RowKey("declared"), for: ids[2])
        let keys = [RowKey("key 2"), RowKey("new"), RowKey("key 0")]
        var built: [(Int, String?)] = []
        let result = try contents.reconcile(&engine, to: keys, declaredKey: { RowKey("key \($0.prefix(1))") },
                                            newRow: { .fixed(Double($0)) }) { position, old in
            built.append((position, old))
            return "\(old ?? "new")@\(position)"
        }
        #expect(result.rows == engine.rows && result.rows[0] == ids[2] && result.rows[2] == ids[0])
        #expect(result.removed == [ids[1]] && result.inserted == [result.rows[1]])
        #expect(built.map(\.0) == [0, 1, 2] && built.map(\.1) == ["2", nil, "0"])
        #expect(contents.contents(of: result.rows) == ["2@0", "new@1", "0@2"])
        #expect(contents.row(forKey: RowKey("new")) == result.rows[1])
        #expect(engine.spec(of: result.rows[1])?.size == .fixed(1))   // made from its position
        // The removed row is still the host's to forget.
        #expect(contents[ids[1]] == "1")
        #expect(contents.remove(ids[1], index: nil) == "1")
        // A repeated key: nothing changes.
        let before = (engine.rows, contents.contents(of: engine.rows))
        #expect(throws: DuplicateRowKeyError<RowKey>.self) {
            try contents.reconcile(&engine, to: [RowKey("x"), RowKey("x")], declaredKey: { _ in nil },
                                   newRow: { _ in .fixed(5) }, content: { _, _ in "!" })
        }
        #expect(engine.rows == before.0 && contents.contents(of: engine.rows) == before.1)
    }
}
