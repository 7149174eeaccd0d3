import Testing

@testable import Tessera

@Suite("Per-type storage")
struct StoredValueTests {
    /// Reports which value type a dispatch reached.
    private struct TypeOf: StoredValueVisitor {
        func visit<Value: StoredValue>(_: Value.Type, _: inout Void) -> TokenType { Value.tokenType }
    }

    @Test("Each token type dispatches to the value type of that token type", arguments: TokenType.allCases)
    func dispatchMatches(type: TokenType) {
        var nothing: Void = ()
        #expect(type.dispatch(TypeOf(), &nothing) == type)
    }

    @Test("Adding and growing a slab touches only that type's slabs", arguments: TokenType.allCases)
    func slabsPerType(type: TokenType) {
        var store = ValueStore()
        store.addSlab(type)
        store.grow(type, slab: 0, by: 3)
        for other in TokenType.allCases {
            #expect(store.slabCount(other) == (other == type ? 1 : 0), "\(other) after adding a \(type) slab")
        }
    }

    @Test("Grown cells hold the type's placeholder")
    func grownCellsArePlaceholders() {
        var store = ValueStore()
        store.addSlab(.dimension)
        store.grow(.dimension, slab: 0, by: 2)
        store.addSlab(.typography)
        store.grow(.typography, slab: 0, by: 1)
        #expect(Array(store.dimensions[0]) == [TokenDimension(0, .px), TokenDimension(0, .px)])
        #expect(store.typographies[0][0].lineHeight == 1)
        #expect(store.typographies[0][0].fontWeight == FontWeight(400))
    }

    @Test("Cell statuses are the snapshot bytes 0, 1, 2, and the worst part wins")
    func cellStatusBytes() {
        #expect([CellStatus.ok, .forbidden, .absent].map(\.rawValue) == [0, 1, 2])
        #expect(CellStatus(rawValue: 3) == nil)
        #expect(max(CellStatus.ok, .forbidden) == .forbidden)
        #expect(max(CellStatus.absent, .forbidden, .ok) == .absent)
        #expect(CellStatus.ok.unavailability == nil)
        #expect(CellStatus.forbidden.unavailability == .forbidden)
        #expect(CellStatus.absent.unavailability == .absent)
    }

    @Test("A compiled theme keeps an override state and its graph; a snapshot-loaded one has neither")
    func overrideStateOnlyWhenCompiled() throws {
        let compiled = try TokenGraph(Fixtures.brand).compileBase()
        let columns = try #require(compiled.storage as? CompiledTheme)
        #expect(columns.overrideState.defs.count == compiled.catalog.count)
        #expect(compiled.graph?.count == compiled.catalog.count)
        let loaded = try Snapshot(bytes: try Snapshot.encode([compiled])).theme()
        #expect(loaded.storage is SnapshotTheme)
        #expect(loaded.graph == nil)
    }
}
