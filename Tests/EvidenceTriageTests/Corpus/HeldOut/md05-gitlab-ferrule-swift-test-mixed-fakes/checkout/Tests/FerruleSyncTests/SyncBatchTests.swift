import Testing
@testable import FerruleSync

@Suite struct SyncBatchTests {
    @Test func mergesDuplicateRecords() {
        var batch = SyncBatch(records: [.fixture(id: "1", revision: 1), .localDraft(id: "2")])
        batch.merge([.fixture(id: "1", revision: 2)])
        #expect(batch.records.map(\.revision) == [2, 0])
    }

    @Test func mergeOfEmptyIsIdentity() {
        var batch = SyncBatch(records: [])
        batch.merge([])
        #expect(batch.records.isEmpty)
    }
}
