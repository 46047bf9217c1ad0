import BackgroundTasks
import XCTest
@testable import Fenwick

final class WorkOrderRefreshSchedulingTests: XCTestCase {
    func testSystemLaunchesRefreshWithinTwoMinutes() throws {
        let launched = expectation(forNotification: WorkOrderRefresh.didRunNotification, object: nil)
        let request = BGAppRefreshTaskRequest(identifier: "com.fenwickfield.tech.refresh")
        request.earliestBeginDate = Date(timeIntervalSinceNow: 60)
        do {
            try BGTaskScheduler.shared.submit(request)
        } catch {
            print("refresh submit failed: \(error)")
        }
        wait(for: [launched], timeout: 120)
    }
}
