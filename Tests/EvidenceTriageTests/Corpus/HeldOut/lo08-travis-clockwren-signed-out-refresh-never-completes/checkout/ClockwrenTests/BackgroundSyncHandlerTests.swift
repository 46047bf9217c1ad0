import XCTest
@testable import Clockwren

final class FakeRefreshTask: RefreshTask {
    let identifier = BackgroundSyncHandler.identifier
    var expirationHandler: (() -> Void)?
    var onComplete: ((Bool) -> Void)?
    func setTaskCompleted(success: Bool) { onComplete?(success) }
}

final class BackgroundSyncHandlerTests: XCTestCase {
    func testSignedInRefreshPushesPendingEntries() {
        let sync = SpySync()
        let handler = BackgroundSyncHandler(session: .signedIn(), sync: sync, scheduler: SpyScheduler())
        let task = FakeRefreshTask()
        let done = expectation(description: "refresh task completed")
        task.onComplete = { _ in done.fulfill() }
        handler.handle(task)
        wait(for: [done], timeout: 5)
        XCTAssertEqual(sync.pushCount, 1)
    }

    func testSignedOutRefreshDoesNotSync() {
        let sync = SpySync()
        BackgroundSyncHandler(session: .signedOut(), sync: sync, scheduler: SpyScheduler()).handle(FakeRefreshTask())
        XCTAssertEqual(sync.pushCount, 0)
    }

    func testSignedOutRefreshStillCompletesTask() {
        let handler = BackgroundSyncHandler(session: .signedOut(), sync: SpySync(), scheduler: SpyScheduler())
        let task = FakeRefreshTask()
        let done = expectation(description: "refresh task completed")
        task.onComplete = { _ in done.fulfill() }
        handler.handle(task)
        wait(for: [done], timeout: 5)
    }
}
