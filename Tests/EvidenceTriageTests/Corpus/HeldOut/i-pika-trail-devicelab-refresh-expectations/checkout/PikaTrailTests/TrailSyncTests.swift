import Testing
@testable import PikaTrail

@Suite("Trail sync")
struct TrailSyncTests {
    @Test("Sync merges offline edits")
    func mergesOfflineEdits() throws {
        let merged = TrailSync.merge(local: [.edit(id: 7, name: "Ridge loop")], remote: [.edit(id: 7, name: "Ridge Loop (closed)")])
        #expect(merged.first?.name == "Ridge loop")
    }
}
