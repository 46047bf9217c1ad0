import Foundation
import Testing
@testable import SkerryCore

struct RecordingUploader: SurveyUploader {
    func upload(_ record: LedgerRecord) async throws {}
}

/// Migrated from XCTest in #88.
@Suite struct OutboxDrainTests {
    let ledger = InMemoryLedger.shared

    init() { ledger.reset() }

    @Test func drainMarksEveryRecordSent() async throws {
        for id in ["s-1", "s-2", "s-3"] {
            ledger.append(LedgerRecord(id: id, payload: Data(id.utf8)))
        }
        try await OutboxDrainJob(ledger: ledger, uploader: RecordingUploader()).run()
        #expect(ledger.sentCount == 3)
        #expect(ledger.pending.isEmpty)
    }

    @Test func cancelledDrainLeavesRemainingPending() async throws {
        let local = InMemoryLedger()
        local.append(LedgerRecord(id: "c-1", payload: Data()))
        let task = Task { try await OutboxDrainJob(ledger: local, uploader: RecordingUploader()).run() }
        task.cancel()
        _ = try? await task.value
        #expect(local.pending.map(\.id) == ["c-1"])
    }
}
