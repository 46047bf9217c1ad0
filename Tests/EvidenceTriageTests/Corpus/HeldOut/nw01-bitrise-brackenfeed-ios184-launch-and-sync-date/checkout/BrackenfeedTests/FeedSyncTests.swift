import XCTest
@testable import Brackenfeed

final class FeedSyncTests: XCTestCase {
    private var defaults: UserDefaults!

    override func setUp() {
        super.setUp()
        defaults = UserDefaults(suiteName: "FeedSyncTests")
        defaults.removePersistentDomain(forName: "FeedSyncTests")
    }

    func testSyncAllRefreshesEverySubscribedFeed() async throws {
        let store = FeedStore.inMemory(feeds: ["a", "b", "c"])
        let sync = FeedSyncManager(store: store, defaults: defaults)
        try await sync.syncAll()
        XCTAssertEqual(store.refreshCount, 3)
    }

    func testLastSyncDateSurvivesRelaunch() async throws {
        let store = FeedStore.inMemory(feeds: ["a"])
        let first = FeedSyncManager(store: store, defaults: defaults)
        try await first.syncAll()
        XCTAssertNotNil(first.lastSyncDate)

        // A second manager stands in for the next launch of the app.
        let relaunched = FeedSyncManager(store: store, defaults: defaults)
        XCTAssertNotNil(relaunched.lastSyncDate, "last sync date should be restored on launch")
    }
}
