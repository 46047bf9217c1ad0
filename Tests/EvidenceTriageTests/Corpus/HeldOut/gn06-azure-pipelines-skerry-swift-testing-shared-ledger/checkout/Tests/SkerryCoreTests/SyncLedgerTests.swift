import Foundation
import Testing
@testable import SkerryCore

/// Migrated from XCTest in #88.
@Suite struct SyncLedgerTests {
    let ledger = InMemoryLedger.shared

    init() { ledger.reset() }

    @Test func appendQueuesRecordAsPending() {
        ledger.append(LedgerRecord(id: "r-1", payload: Data("a".utf8)))
        #expect(ledger.pending.map(\.id) == ["r-1"])
    }

    @Test func appendIsIdempotentForSameRecordID() {
        let record = LedgerRecord(id: "r-2", payload: Data("b".utf8))
        ledger.append(record)
        ledger.append(record)
        #expect(ledger.pending.filter { $0.id == "r-2" }.count == 1)
    }

    @Test func markSentRemovesFromPending() {
        ledger.append(LedgerRecord(id: "r-3", payload: Data()))
        ledger.append(LedgerRecord(id: "r-4", payload: Data()))
        ledger.markSent(id: "r-3")
        ledger.markSent(id: "r-4")
        #expect(!ledger.pending.contains { $0.id == "r-3" })
    }

    @Test func resetClearsPendingRecords() {
        ledger.append(LedgerRecord(id: "r-5", payload: Data()))
        ledger.reset()
        #expect(ledger.pending.isEmpty)
    }
}
