import XCTest
@testable import Tidemark

/// Uses the real NSBackgroundActivityScheduler.
final class BackupSchedulerIntegrationTests: XCTestCase {
    func testActivityFiresWithin90Seconds() {
        let job = FakeBackupJob()
        let scheduler = BackupScheduler(job: job)
        let fired = expectation(description: "background activity fired")
        job.onChunk = { fired.fulfill() }
        scheduler.start(every: 60)
        wait(for: [fired], timeout: 90)
    }
}
