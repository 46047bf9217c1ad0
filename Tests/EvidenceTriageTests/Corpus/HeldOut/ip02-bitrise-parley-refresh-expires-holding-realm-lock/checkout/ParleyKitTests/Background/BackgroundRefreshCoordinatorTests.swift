import XCTest
@testable import ParleyKit

final class BackgroundRefreshCoordinatorTests: XCTestCase {
    var scheduler: FakeTaskScheduler!
    var store: InMemoryRoomStore!
    var api: StubTalkAPI!
    var subject: BackgroundRefreshCoordinator!

    override func setUp() {
        super.setUp()
        TestIdentity.export(for: self)
        scheduler = FakeTaskScheduler()
        store = InMemoryRoomStore()
        api = StubTalkAPI(rooms: ["r1", "r2", "r3"])
        subject = BackgroundRefreshCoordinator(scheduler: scheduler, store: store, api: api,
                                               diagnostics: .recordingToAppCaches)
    }

    func testHandleResubmitsBeforeWork() throws {
        subject.handle(FakeRefreshTask())
        XCTAssertEqual(scheduler.submitted.map(\.identifier), ["chat.parley.ios.rooms-refresh"])
    }

    func testRefreshCommitsAllChangedRooms() {
        let task = FakeRefreshTask()
        subject.handle(task)
        wait(for: [task.completed], timeout: 5)
        XCTAssertEqual(store.rooms.map(\.token), ["r1", "r2", "r3"])
        XCTAssertEqual(task.completions, [true])
    }

    func testExpirationReleasesDatabaseLockBeforeCompletingTask() {
        api.blockMessages(in: "r2")               // hold the refresh inside room 2
        let task = FakeRefreshTask()
        subject.handle(task)
        api.waitUntilBlocked()

        task.expire()
        wait(for: [task.completed], timeout: 5)

        XCTAssertFalse(task.storeWasInWriteTransactionAtCompletion,
                       "Realm write transaction still open when setTaskCompleted(success: false) was called")
    }

    func testTaskCompletedExactlyOnceAfterExpiration() {
        api.blockMessages(in: "r2")
        let task = FakeRefreshTask()
        subject.handle(task)
        api.waitUntilBlocked()

        task.expire()
        api.unblock()
        subject.waitUntilIdle()

        XCTAssertEqual(task.completions.count, 1, "setTaskCompleted calls: \(task.completions)")
    }
}
