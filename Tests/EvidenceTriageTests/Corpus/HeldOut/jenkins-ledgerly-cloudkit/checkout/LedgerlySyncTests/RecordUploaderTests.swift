import XCTest
import CloudKit
@testable import Ledgerly

final class RecordUploaderTests: XCTestCase {
    private let db = CKContainer(identifier: CloudConfig.containerIdentifier).privateCloudDatabase

    func testFirstUploadSavesAllRecords() async throws {
        let records = ReceiptFixtures.records(count: 3, zone: .attachments)
        try await ReceiptUploader(database: db).upload(records)
        let fetched = try await db.records(for: records.map(\.recordID))
        XCTAssertEqual(fetched.count, 3)
    }

    /// One record is rejected server-side (oversized asset) on the first pass;
    /// the retry must only resend what failed.
    func testRetryAfterPartialFailureSavesEachRecordOnce() async throws {
        var records = ReceiptFixtures.records(count: 3, zone: .attachments)
        records.append(ReceiptFixtures.oversizedThenShrunk(zone: .attachments))

        try await ReceiptUploader(database: db).upload(records)

        let fetched = try await db.records(for: records.map(\.recordID))
        XCTAssertEqual(fetched.count, 4)
    }
}
