import Dispatch
import TesseraC
import Testing

/// The C API's first-use work under threads: getting a theme and decoding its paths each happen
/// once, under a lock, whichever thread comes first. (Run under ThreadSanitizer by
/// scripts/check-sanitizers, whose filter matches this suite's name.)
@Suite("C API: first use from several threads")
struct CAPIConcurrencyTests {
    @Test("Eight threads getting a theme by NULL and by name, and its paths, see one object")
    func firstUse() throws {
        let snapshot = try #require(tessera_snapshot_open(ContractCTests.samplePath, nil))
        defer { tessera_snapshot_close(snapshot) }
        // Each thread writes its own slot (theme address, path address), so the slots need no
        // lock; handles and slots cross threads as addresses (the header makes sharing safe).
        let slots = UnsafeMutableBufferPointer<(UInt, UInt)>.allocate(capacity: 8)
        slots.initialize(repeating: (0, 0))
        defer { slots.deallocate() }
        let (snapshotAddress, slotsAddress) = (UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(snapshot))), UInt(bitPattern: slots.baseAddress))
        DispatchQueue.concurrentPerform(iterations: 8) { k in
            let theme = tessera_theme_get(OpaquePointer(bitPattern: snapshotAddress), k % 2 == 0 ? nil : "lumen", nil)
            let path = theme.flatMap { tessera_token_path($0, 3) }
            UnsafeMutablePointer<(UInt, UInt)>(bitPattern: slotsAddress)![k] = (UInt(bitPattern: theme.map { Int(bitPattern: UnsafeRawPointer($0)) } ?? 0), UInt(bitPattern: path))
        }
        #expect(slots.allSatisfy { $0.0 != 0 && $0.1 != 0 })
        #expect(Set(slots.map(\.0)).count == 1)
        #expect(Set(slots.map(\.1)).count == 1)
        let theme = try #require(tessera_theme_get(snapshot, nil, nil))
        #expect(String(cString: try #require(tessera_token_path(theme, 3))) == String(cString: UnsafePointer<CChar>(bitPattern: slots[0].1)!))
    }
}
