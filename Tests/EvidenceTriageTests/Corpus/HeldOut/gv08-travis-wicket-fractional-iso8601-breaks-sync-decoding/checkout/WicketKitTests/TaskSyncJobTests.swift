import XCTest
@testable import WicketKit

final class TaskSyncJobTests: XCTestCase {
    func testRefreshAppliesServerChanges() async throws {
        let api = StubTasksAPI(fixture: "changes-page-3")
        let store = InMemoryTaskStore(cursor: "c41")
        let ok = await TaskSyncJob(api: api, store: store).run()
        XCTAssertTrue(ok)
        XCTAssertEqual(store.tasks.count, 3)
        XCTAssertEqual(store.cursor, "c44")
    }

    func testFailedPullKeepsCursor() async {
        let api = StubTasksAPI(error: URLError(.timedOut))
        let store = InMemoryTaskStore(cursor: "c41")
        let ok = await TaskSyncJob(api: api, store: store).run()
        XCTAssertFalse(ok)
        XCTAssertEqual(store.cursor, "c41")
    }
}
