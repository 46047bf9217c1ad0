import XCTest
@testable import Sendwick

@MainActor
final class InboxRefreshTests: XCTestCase {
    func testFetchStoresNewMessages() async throws {
        let store = MessageStore.inMemory()
        let coordinator = BackgroundFetchCoordinator(client: StubMessageClient(newMessages: 3), store: store)
        await coordinator.performFetch(using: FakeRefreshTask())
        XCTAssertEqual(store.recentThreads(limit: 50).count, 3)
    }

    func testInboxReloadsAfterBackgroundFetch() async throws {
        let store = MessageStore.inMemory()
        let viewModel = InboxViewModel(store: store)
        let coordinator = BackgroundFetchCoordinator(client: StubMessageClient(newMessages: 3), store: store)
        let task = FakeRefreshTask()

        await coordinator.performFetch(using: task)

        XCTAssertEqual(task.completedSuccess, true)
        XCTAssertEqual(viewModel.rows.count, 3, "inbox should show the messages fetched in the background")
    }
}
