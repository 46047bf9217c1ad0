import XCTest
import BackgroundTasks
@testable import Quire

private final class RefusingScheduler: TaskScheduling {
    let error: Error
    init(_ error: Error) { self.error = error }
    func submit(_ request: BGTaskRequest) throws { throw error }
}

final class RefreshSchedulerTests: XCTestCase {
    /// Submission can fail (too many pending requests, background refresh off);
    /// the scheduler must record the error, not take the app down.
    func testSubmitErrorIsReportedNotFatal() {
        let refusal = NSError(domain: BGTaskSchedulerErrorDomain,
                              code: BGTaskScheduler.Error.Code.tooManyPendingTaskRequests.rawValue)
        let scheduler = RefreshScheduler(scheduler: RefusingScheduler(refusal))

        scheduler.scheduleNextRefresh()

        XCTAssertEqual((scheduler.lastSubmitError as NSError?)?.code, 2)
    }
}
