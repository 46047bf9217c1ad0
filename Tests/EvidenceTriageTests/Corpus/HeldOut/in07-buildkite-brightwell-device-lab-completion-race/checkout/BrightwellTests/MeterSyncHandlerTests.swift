import XCTest
@testable import Brightwell

final class MeterSyncHandlerTests: XCTestCase {
    func testCompletesWithUploadResult() {
        let task = FakeRefreshTask()
        let job = MeterSyncJob(flags: .stub(readyAfter: 0), uploader: .stub(result: true, after: 0.1), startTimeout: 5)
        job.handle(task)
        XCTAssertEqual(task.completed.wait(timeout: .now() + 2), .success)
        XCTAssertEqual(task.completion, true)
    }

    func testCompletesOnceWhenStartTimesOut() {
        // Flags arrive just after the start timeout, as on a cold cellular launch.
        let task = FakeRefreshTask()
        let job = MeterSyncJob(flags: .stub(readyAfter: 0.6), uploader: .stub(result: true, after: 0.1), startTimeout: 0.5)
        job.handle(task)

        XCTAssertEqual(task.completed.wait(timeout: .now() + 2), .success)
        Thread.sleep(forTimeInterval: 1)   // let any late completion arrive
        XCTAssertEqual(task.completion, false)
    }
}
