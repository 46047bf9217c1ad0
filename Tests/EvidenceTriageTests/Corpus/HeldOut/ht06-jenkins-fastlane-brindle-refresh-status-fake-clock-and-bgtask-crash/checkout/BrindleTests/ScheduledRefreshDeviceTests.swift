import XCTest
import BackgroundTasks
@testable import Brindle

/// DeviceLab plan only: real BGTaskScheduler on a charging, idle lab phone.
final class ScheduledRefreshDeviceTests: XCTestCase {
    func testFeedRefreshLaunchesSoonAfterEarliestBeginDate() throws {
        let request = BGAppRefreshTaskRequest(identifier: BackgroundRefreshHandler.identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 60)
        try BGTaskScheduler.shared.submit(request)
        DiagnosticsRecorder.shared.record(BackgroundRefreshHandler.identifier, kind: .appRefresh, phase: .submission,
                                          outcome: .succeeded, test: "ScheduledRefreshDeviceTests/testFeedRefreshLaunchesSoonAfterEarliestBeginDate")

        let launched = expectation(for: .recorded(BackgroundRefreshHandler.identifier, phase: .launch), evaluatedWith: nil)
        // earliestBeginDate plus three minutes of slack
        wait(for: [launched], timeout: 240)
    }
}
