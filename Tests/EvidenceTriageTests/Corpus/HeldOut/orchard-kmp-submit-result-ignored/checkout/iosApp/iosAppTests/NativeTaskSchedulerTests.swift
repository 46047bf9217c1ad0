import XCTest
import BackgroundTasks
import Shared

/// The Kotlin NativeTaskScheduler (shared module) wraps
/// BGTaskScheduler.sharedScheduler.submitTaskRequest(request, error).
/// FakeBGTaskScheduler stands in for the system scheduler.
final class NativeTaskSchedulerTests: XCTestCase {
    private let identifier = "dev.orchard.sync.refresh"

    func testSubmitAcceptedIsSuccess() {
        let fake = FakeBGTaskScheduler(result: .accept)
        let scheduler = NativeTaskScheduler(system: fake)
        let result = scheduler.submitRequest(identifier: identifier, earliestBeginSeconds: 900)
        XCTAssertEqual(result.description, "success")
        XCTAssertEqual(fake.submitted, [identifier])
    }

    func testSubmitRejectedIsReportedAsFailure() {
        let tooMany = NSError(domain: BGTaskSchedulerErrorDomain,
                              code: BGTaskScheduler.Error.Code.tooManyPendingTaskRequests.rawValue)
        let fake = FakeBGTaskScheduler(result: .reject(tooMany))
        let scheduler = NativeTaskScheduler(system: fake)
        let result = scheduler.submitRequest(identifier: identifier, earliestBeginSeconds: 900)
        XCTAssertEqual(result.description, "failure(code: 2, retriable: true)")
    }
}
