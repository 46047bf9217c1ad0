import XCTest
@testable import SaffronSyncKit

final class OutboxMergeTests: XCTestCase {
    private func edit(_ id: String, _ field: String, _ value: String, at seconds: TimeInterval) -> OutboxEdit {
        OutboxEdit(recordID: id, field: field, value: value, editedAt: Date(timeIntervalSince1970: seconds))
    }

    func testEmptyOutboxProducesNoBatch() {
        XCTAssertTrue(OutboxMerge.batch([]).isEmpty)
    }

    func testMergeKeepsNewestEditPerRecord() {
        let edits = [
            edit("wo-118", "status", "enRoute", at: 1_000),
            edit("wo-118", "status", "onSite", at: 1_090),
            edit("wo-204", "notes", "gate code 4411", at: 1_020),
        ]
        let batch = OutboxMerge.batch(edits)
        XCTAssertEqual(batch.count, 2)
        XCTAssertEqual(batch.first { $0.recordID == "wo-118" }?.value, "onSite")
    }

    func testDifferentFieldsOfSameRecordAreKept() {
        let edits = [edit("wo-9", "status", "done", at: 5), edit("wo-9", "notes", "ok", at: 6)]
        XCTAssertEqual(OutboxMerge.batch(edits).count, 2)
    }
}
