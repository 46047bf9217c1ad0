import XCTest
@testable import TansyDepot

/// NightlyCompaction runs as the body of the com.tansydepot.compact BGProcessingTask.
final class NightlyCompactionTests: XCTestCase {
    func testCompactionIsIdempotent() async throws {
        let db = try ScanDatabase.inMemory(seed: .fixture("depot-42-scans"))
        let job = NightlyCompaction(db: db, clock: FixedClock("2026-08-14T02:00:00Z"))
        try await job.run()
        try await job.run()
        XCTAssertEqual(try db.count(table: "daily_totals"), 7, "second run must not add rows")
    }
}
