import CoreData
import XCTest
@testable import Threadline

final class SyncCoordinatorTests: XCTestCase {
    func testRefreshImportsEveryWatchedThread() async throws {
        let persistence = Persistence(inMemory: true)
        let api = StubCommentsAPI(pages: ["a": .fixture(count: 2), "b": .fixture(count: 1)], watched: ["a", "b"])
        await SyncCoordinator(persistence: persistence, api: api).importWatchedThreads()
        XCTAssertEqual(try persistence.viewContext.count(for: Comment.fetchRequest()), 3)
    }

    func testPushAndRefreshTriggersShareOneImport() async throws {
        // A silent push for thread "a" arrives while the comments-refresh task is importing it.
        let persistence = Persistence(inMemory: true)
        let api = StubCommentsAPI(pages: ["a": .fixture(count: 3)], watched: ["a"], latency: .milliseconds(50))
        let coordinator = SyncCoordinator(persistence: persistence, api: api)

        async let fromRefresh: Void = coordinator.importWatchedThreads()
        async let fromPush = coordinator.syncFromPush(["thread": "a"])
        _ = await (fromRefresh, fromPush)

        let rows = try persistence.viewContext.count(for: Comment.fetchRequest())
        XCTAssertEqual(rows, 3, "comments duplicated when the push-triggered sync and the refresh task overlapped")
    }
}
