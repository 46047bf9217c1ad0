import XCTest
@testable import Tidemark

final class BackupSchedulerTests: XCTestCase {
    func testTickRunsChunkAndFinishes() {
        let fake = FakeActivityScheduler(shouldDefer: false)
        let job = FakeBackupJob()
        let scheduler = BackupScheduler(scheduler: fake, job: job)
        var result: NSBackgroundActivityScheduler.Result?
        scheduler.tick { result = $0 }
        XCTAssertEqual(job.chunksRun, 1)
        XCTAssertEqual(result, .finished)
    }

    func testTickDefersWhenSystemAsks() {
        // The system sets shouldDefer when the user becomes active or power is constrained.
        let fake = FakeActivityScheduler(shouldDefer: true)
        let job = FakeBackupJob()
        let scheduler = BackupScheduler(scheduler: fake, job: job)
        var result: NSBackgroundActivityScheduler.Result?
        scheduler.tick { result = $0 }
        XCTAssertEqual(result, .deferred)
        XCTAssertEqual(job.chunksRun, 0, "no backup work after the scheduler asked to defer")
    }
}
