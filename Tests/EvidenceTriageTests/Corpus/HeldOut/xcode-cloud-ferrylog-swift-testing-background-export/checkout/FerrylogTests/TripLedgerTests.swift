import Foundation
import Testing
@testable import Ferrylog

@Suite("TripLedgerTests")
struct TripLedgerTests {
    @Test func mergeKeepsLatestEdit() throws {
        let local = TripEntry(id: "t-118", note: "Arrived 09:40", editedAt: .fixture("2026-10-02T09:41:00Z"))
        let remote = TripEntry(id: "t-118", note: "Arrived 09:35", editedAt: .fixture("2026-10-02T09:36:00Z"))
        let merged = TripLedger.merge(local: [local], remote: [remote])
        #expect(merged.first?.note == "Arrived 09:40")
    }

    @Test func mergeKeepsEntriesOnlyOnOneSide() throws {
        let a = TripEntry(id: "t-1", note: "a", editedAt: .fixture("2026-10-01T08:00:00Z"))
        let b = TripEntry(id: "t-2", note: "b", editedAt: .fixture("2026-10-01T08:00:00Z"))
        #expect(TripLedger.merge(local: [a], remote: [b]).map(\.id).sorted() == ["t-1", "t-2"])
    }
}
