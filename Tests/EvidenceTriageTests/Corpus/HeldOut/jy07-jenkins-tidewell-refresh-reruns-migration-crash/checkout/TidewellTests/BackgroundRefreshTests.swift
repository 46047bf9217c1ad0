import XCTest
@testable import Tidewell

final class BackgroundRefreshTests: XCTestCase {
    func testRefreshReceivesPendingMessages() {
        let receiver = FakeReceiver(result: true)
        let task = FakeRefreshTask(identifier: "app.tidewell.messenger.refresh")
        BackgroundRefreshHandler(dbProvider: { try TestDatabase.migrated() }, receiver: receiver).handle(task)
        XCTAssertEqual(task.completedSuccess, true)
    }

    func testRefreshAfterLaunchDoesNotMigrateAgain() {
        // the app already opened and migrated the database at launch
        _ = try! ChatDatabase.open(migrate: true)
        let task = FakeRefreshTask(identifier: "app.tidewell.messenger.refresh")
        BackgroundRefreshHandler(receiver: FakeReceiver(result: true)).handle(task)
        XCTAssertEqual(ChatDatabase.migrationsRun, 1, "background refresh re-ran the database migrations")
    }
}
