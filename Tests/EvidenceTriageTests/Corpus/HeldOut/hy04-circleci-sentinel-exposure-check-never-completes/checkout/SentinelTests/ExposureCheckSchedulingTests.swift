import XCTest
import BackgroundTasks
@testable import Sentinel

/// Talks to the real BGTaskScheduler.
final class ExposureCheckSchedulingTests: XCTestCase {

    override func tearDown() {
        BGTaskScheduler.shared.cancelAllTaskRequests()
    }

    func testNextCheckIsPendingAfterScheduling() async {
        ExposureCheckScheduler().scheduleNextCheck()
        let pending = await BGTaskScheduler.shared.pendingTaskRequests()
        XCTAssertEqual(pending.filter { $0.identifier == ExposureCheckTask.identifier }.count, 1,
                       "exposure-check request should be pending")
    }
}
