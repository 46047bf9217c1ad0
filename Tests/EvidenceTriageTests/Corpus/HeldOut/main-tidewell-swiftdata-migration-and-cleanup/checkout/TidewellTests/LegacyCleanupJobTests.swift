//
//  LegacyCleanupJobTests.swift
//

import XCTest
@testable import Tidewell

final class LegacyCleanupJobTests: XCTestCase {
    func testExpirationSuspendsDatabaseBeforeFreeze() async throws {
        let db = try TestDatabase.makeAppGroupStore()
        let job = LegacyCleanupJob(database: db, deleteBatchSize: 500)
        let task = FakeProcessingTask(identifier: "com.tidewell.app.cleanup")
        let run = Task { await job.run(task) }
        try await Task.sleep(for: .milliseconds(50))
        task.expire()
        await run.value
        XCTAssertTrue(db.isSuspended, "database must be suspended so the in-flight write releases the file lock")
        XCTAssertEqual(task.completedSuccess, false)
    }

}
