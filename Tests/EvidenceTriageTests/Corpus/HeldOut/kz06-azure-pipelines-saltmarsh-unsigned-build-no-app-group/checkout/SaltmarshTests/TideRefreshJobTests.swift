import XCTest
@testable import Saltmarsh

final class TideRefreshJobTests: XCTestCase {
    func testCursorAdvancesOnlyAfterCommit() async {
        let cache = InMemoryTideCache(cursor: .fixture("2026-11-23T06:00:00Z"))
        cache.failNextCommit = true
        let job = TideRefreshJob(api: FakeTideAPI(pages: [.fixture(until: "2026-11-23T12:00:00Z")]), cache: cache)
        _ = try? await job.run()
        XCTAssertEqual(cache.cursor, .fixture("2026-11-23T06:00:00Z"), "cursor must not move when the commit fails")
    }

    func testRefreshIsIdempotent() async throws {
        let cache = InMemoryTideCache(cursor: nil)
        let job = TideRefreshJob(api: FakeTideAPI(pages: [.fixture(until: "2026-11-23T12:00:00Z")]), cache: cache)
        try await job.run(); try await job.run()
        XCTAssertEqual(cache.rows.count, 24)
    }
}
