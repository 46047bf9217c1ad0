import XCTest
@testable import Stillwater

final class ReminderImportJobTests: XCTestCase {
    func testImportIsIdempotentAcrossRefreshRuns() async throws {
        let db = try ReminderDatabase.inMemory()
        let feed = FakeReminderFeed(items: .fixtures(count: 4))
        let job = ReminderImportJob(feed: feed, database: db)

        try await job.run()      // first refresh pass
        try await job.run()      // OS runs the refresh again before the feed changes

        let count = try db.count()
        XCTAssertEqual(count, 4, "a second refresh pass must not duplicate reminders")
    }
}
