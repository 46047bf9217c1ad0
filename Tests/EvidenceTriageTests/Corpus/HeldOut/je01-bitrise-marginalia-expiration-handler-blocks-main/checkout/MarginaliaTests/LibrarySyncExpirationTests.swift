@testable import Marginalia
import XCTest

final class LibrarySyncExpirationTests: XCTestCase {
    private var store: LibraryStore!

    override func setUp() {
        super.setUp()
        store = LibraryStore(url: FileManager.default.temporaryDirectory
            .appendingPathComponent(UUID().uuidString + ".sqlite"))
        try? store.migrate()
    }

    func testExpirationWithoutWorkCompletesUnsuccessfully() {
        let task = FakeBackgroundTask()
        LibrarySyncTask(store: store, fetcher: SlowFetcher(batches: 0)).handle(task)
        task.expire()
        XCTAssertEqual(task.completedSuccess, false)
    }

    func testExpirationHandlerReturnsPromptly() {
        let task = FakeBackgroundTask()
        LibrarySyncTask(store: store, fetcher: SlowFetcher(batches: 3, size: 1200), reportsProgress: false).handle(task)
        Thread.sleep(forTimeInterval: 0.5) // let the first batch start writing

        let started = Date()
        task.expire()
        let elapsed = Date().timeIntervalSince(started)

        // BGTaskScheduler gives expiration handlers a few seconds at most; the main thread must stay free.
        XCTAssertLessThan(elapsed, 1.0, "expiration handler blocked the main thread for \(String(format: "%.2f", elapsed))s")
    }

    func testExpirationDuringBadgeUpdateCompletesTask() {
        let task = FakeBackgroundTask()
        let completed = expectation(description: "task completed after expiration")
        task.onCompleted = { _ in completed.fulfill() }
        LibrarySyncTask(store: store, fetcher: SlowFetcher(batches: 3, size: 400)).handle(task)
        Thread.sleep(forTimeInterval: 0.5)

        task.expire()
        wait(for: [completed], timeout: 5)
        XCTAssertEqual(task.completedSuccess, false)
    }

    func testCancelledSyncKeepsPreviousCursor() async throws {
        try store.setCursor("c-previous")
        let task = FakeBackgroundTask()
        LibrarySyncTask(store: store, fetcher: SlowFetcher(batches: 1, size: 10, delay: 0)).handle(task)
        XCTAssertEqual(store.syncCursor, "c-previous")
    }
}
