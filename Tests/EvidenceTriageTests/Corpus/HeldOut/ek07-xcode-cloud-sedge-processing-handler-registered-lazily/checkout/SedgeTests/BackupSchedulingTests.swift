import XCTest
@testable import Sedge

final class BackupSchedulingTests: XCTestCase {
    override func setUp() {
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/"), 1)
    }
    override func tearDown() { unsetenv("EVIDENCE_TEST_ID") }

    func testRunTaskSchedulesBackup() throws {
        XCTAssertNoThrow(try JobManager.shared.runTask(JobManager.backupID, requiresNetwork: true) { task in
            BackupJob().run(task)
        })
    }

    func testCleanupSubmissionAccepted() throws {
        XCTAssertNoThrow(try JobManager.shared.runTask(JobManager.cleanupID, requiresNetwork: false) { task in
            CacheCleanupJob().run(task)
        })
    }
}
