import GRDB
import XCTest
@testable import Hollis
@testable import HollisKit

final class FakeProcessingTask: ProcessingTaskHandle {
    var expirationHandler: (() -> Void)?
    var completed: Bool?
    let onComplete: () -> Void
    init(onComplete: @escaping () -> Void) { self.onComplete = onComplete }
    func setTaskCompleted(success: Bool) { completed = success; onComplete() }
}

final class MaintenanceJobTests: XCTestCase {
    override func setUp() {
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/"), 1)
    }

    override func tearDown() { unsetenv("EVIDENCE_TEST_ID") }

    func testProcessingLaunchCompactsDatabase() throws {
        let dbQueue = try DatabaseQueue()
        _ = try NoteStore(dbQueue: dbQueue)
        try dbQueue.write { db in
            try db.execute(sql: "ALTER TABLE note ADD COLUMN deletedAt DATETIME")
            try db.execute(sql: "INSERT INTO note (uuid, title, body, updatedAt, deletedAt) VALUES ('x', 't', 'b', 1, 2)")
        }
        let done = expectation(description: "task completed")
        let task = FakeProcessingTask { done.fulfill() }

        MaintenanceAdapter(job: MaintenanceJob(dbQueue: dbQueue)).handle(task: task)

        wait(for: [done], timeout: 5)
        XCTAssertEqual(task.completed, true)
    }
}
