import XCTest
@testable import Parley

final class NotificationCleanupTaskTests: XCTestCase {

    /// iOS may launch the refresh and the processing task close together.
    func testProcessingAndRefreshDoNotOverlap() {
        let server = FakeTalkServer(unread: ["r1": 3], readOnOtherDevice: ["r1": 3])
        let updater = RoomsUpdater(server: server, store: InMemoryRoomStore(unread: ["r1": 3]))
        let work = BackgroundWork()
        work.rooms = updater
        work.notifications = FakeNotificationCenter()
        let refresh = FakeTask(), cleanup = FakeTask()
        let both = expectation(description: "both tasks completed")
        both.expectedFulfillmentCount = 2
        refresh.onComplete = { _ in both.fulfill() }
        cleanup.onComplete = { _ in both.fulfill() }

        work.runRefresh(task: refresh)
        work.runCleanup(task: cleanup)
        wait(for: [both], timeout: 5)

        XCTAssertEqual(updater.maxConcurrentRuns, 1, "refresh and cleanup updated rooms in parallel")
        XCTAssertEqual(updater.store.unreadCount(room: "r1"), 0, "read-marker delta applied twice")
    }

    func testCleanupRemovesNotificationsForReadMessages() {
        let center = FakeNotificationCenter(delivered: ["m1", "m2", "m3"])
        let work = BackgroundWork()
        work.rooms = StubRoomsUpdater(readMessageIDs: ["m1", "m3"])
        work.notifications = center
        let task = FakeTask()
        let done = expectation(description: "done")
        task.onComplete = { _ in done.fulfill() }

        work.runCleanup(task: task)
        wait(for: [done], timeout: 5)

        XCTAssertEqual(center.delivered, ["m2"])
    }
}
