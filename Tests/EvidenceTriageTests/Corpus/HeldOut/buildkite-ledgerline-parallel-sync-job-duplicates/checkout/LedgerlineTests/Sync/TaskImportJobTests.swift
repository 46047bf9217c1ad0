import XCTest
@testable import Ledgerline

final class TaskImportJobTests: XCTestCase {
    func testImportedTaskNotReimportedOnNextSync() async throws {
        let remote = FakeCalendarTasks(tasks: [.fixture(remoteID: "g-88", title: "Invoice ACME")])
        let db = try LocalTaskDB.inMemory()
        let job = TaskImportJob(remote: remote, db: db)

        try await job.sync()
        try await job.sync()

        XCTAssertEqual(try db.tasks(titled: "Invoice ACME").count, 1)
        XCTAssertNotNil(remote.task(remoteID: "g-88")?.localUID, "remote task was never linked to its local copy")
    }
}
