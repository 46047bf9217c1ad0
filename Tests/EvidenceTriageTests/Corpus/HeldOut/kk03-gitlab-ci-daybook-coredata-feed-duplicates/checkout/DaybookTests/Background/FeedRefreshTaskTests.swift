import BackgroundTasks
import XCTest
@testable import Daybook

/// Runs the feed-refresh launch handler with a fake task (the OS does not schedule anything here).
final class FeedRefreshTaskTests: XCTestCase {
    override func setUp() {
        TestIdentity.export(self)   // sets EVIDENCE_TEST_ID for the diagnostics recorder
        FeedAPI.stub(date: "2026-12-04", keys: ["featured", "on-this-day", "most-read", "picture-of-the-day"])
    }

    func testRefreshTaskImportsTodaysFeedOnce() throws {
        let store = DataStore(inMemory: true)
        // The user opened Explore this morning: today's featured section is already on screen.
        FeedSection.insertPlaceholders(for: .fixture(date: "2026-12-04", keys: ["featured"]), into: store.viewContext)

        let task = FakeAppRefreshTask(identifier: BackgroundTaskID.feedRefresh)
        let done = expectation(description: "task completed")
        task.onComplete = { _ in done.fulfill() }
        FeedRefreshHandler(store: store, scheduler: .live).handle(task)
        wait(for: [done], timeout: 10)
        try store.viewContext.save()

        let featured = try store.viewContext.fetch(FeedSection.fetchRequest(key: "featured-2026-12-04"))
        XCTAssertEqual(featured.count, 1, "featured section for 2026-12-04 stored more than once")
    }
}
