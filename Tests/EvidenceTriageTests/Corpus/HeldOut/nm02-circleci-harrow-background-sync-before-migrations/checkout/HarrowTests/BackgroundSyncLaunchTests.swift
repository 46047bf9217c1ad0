import XCTest
@testable import Harrow

final class BackgroundSyncLaunchTests: XCTestCase {
    var store: ChatStore!

    override func setUpWithError() throws {
        // A device that last ran 5.8: schema v11, before the unread_mentions column existed.
        store = try ChatStore.fixture(named: "schema-v11")
        ChatAPI.shared = StubChatAPI(fixture: "changes-general-4-mentions")
    }

    func testBackgroundLaunchSyncsUnreadMentions() async throws {
        let task = FakeRefreshTask()
        AppLaunchCoordinator(store: store).handleBackgroundLaunch(task: task)
        await task.waitForCompletion()
        XCTAssertEqual(try store.unreadMentions(channel: "general"), 4)
    }

    func testBackgroundLaunchCompletesSuccessfully() async throws {
        let task = FakeRefreshTask()
        AppLaunchCoordinator(store: store).handleBackgroundLaunch(task: task)
        await task.waitForCompletion()
        XCTAssertEqual(task.completedSuccess, true)
    }
}
