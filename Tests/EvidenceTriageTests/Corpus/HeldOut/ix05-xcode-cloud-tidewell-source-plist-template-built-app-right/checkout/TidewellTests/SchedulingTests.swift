import BackgroundTasks
import XCTest
@testable import Tidewell

final class TideSyncSchedulingTests: XCTestCase {
    func testTideSyncRunsAfterBackgrounding() {
        let synced = expectation(forNotification: .tideSyncDidFinish, object: nil)
        NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: nil)
        wait(for: [synced], timeout: 90)
    }
}

final class ChartCleanupSchedulingTests: XCTestCase {
    func testCleanupRequestIsAccepted() {
        let request = BGProcessingTaskRequest(identifier: TaskCatalog.chartCleanup)
        request.requiresExternalPower = true
        XCTAssertNoThrow(try BackgroundScheduler.shared.submit(request))
    }
}
