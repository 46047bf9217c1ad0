import XCTest
@testable import CairnKit

final class DatabaseMaintenanceTaskTests: XCTestCase {
    func testMaintenanceRunsEachStatementOnce() {
        let database = RecordingSQLiteDatabase()
        let task = FakeProcessingTask()
        DatabaseMaintenanceTask(database: database).run(task)
        wait(for: [task.completed], timeout: 5)

        XCTAssertEqual(database.executed, ["VACUUM", "ANALYZE"])
    }

    func testMaintenanceDateRecorded() {
        let database = RecordingSQLiteDatabase()
        let task = FakeProcessingTask()
        DatabaseMaintenanceTask(database: database).run(task)
        wait(for: [task.completed], timeout: 5)
        XCTAssertNotNil(database.lastMaintenance)
    }

    func testExpirationCompletesTaskAsFailed() {
        let database = RecordingSQLiteDatabase(statementDelay: 0.5)
        let task = FakeProcessingTask()
        DatabaseMaintenanceTask(database: database).run(task)

        task.expire()
        _ = XCTWaiter.wait(for: [task.completed], timeout: 3)

        XCTAssertEqual(task.completedSuccess, false, "task not completed after expiration")
    }
}
