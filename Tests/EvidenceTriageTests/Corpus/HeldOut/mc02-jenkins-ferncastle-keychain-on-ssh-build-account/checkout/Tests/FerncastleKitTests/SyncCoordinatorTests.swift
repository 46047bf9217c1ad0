import XCTest
@testable import FerncastleKit

final class SyncCoordinatorTests: XCTestCase {
    func testUploadMergesIntoExistingBucket() async throws {
        let db = FakeCloudDatabase(existing: [.bucket("2026-08-13T10", count: 4)])
        let coordinator = SyncCoordinator(database: db, maxRetry: 3)
        try await coordinator.upload(.bucket("2026-08-13T10", count: 2))
        XCTAssertEqual(db.records(forBucket: "2026-08-13T10").map(\.count), [6])
    }

    func testRetryExhaustionDoesNotWriteDuplicate() async throws {
        let db = FakeCloudDatabase(existing: [.bucket("2026-08-13T10", count: 4)])
        db.failSaves(with: .serverRecordChanged, times: 10)
        let coordinator = SyncCoordinator(database: db, maxRetry: 3)
        _ = try? await coordinator.upload(.bucket("2026-08-13T10", count: 2))
        XCTAssertEqual(db.records(forBucket: "2026-08-13T10").count, 1,
                       "records for bucket 2026-08-13T10 after retries are exhausted")
    }
}
