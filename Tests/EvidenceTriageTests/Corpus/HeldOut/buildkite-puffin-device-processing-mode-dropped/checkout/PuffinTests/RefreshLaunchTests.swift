import BackgroundTasks
import XCTest
@testable import Puffin

final class RefreshLaunchTests: XCTestCase {
    func testRefreshRunsWithinTwentyMinutes() throws {
        let launched = expectation(forNotification: .puffinRefreshTaskLaunched, object: nil)
        try BackgroundScheduler(taskScheduler: .shared, recorder: .diagnosticsFile).scheduleRefresh(after: 60)
        // Lock the device from the lab harness and let iOS pick the task up.
        LabDevice.lockScreen()
        wait(for: [launched], timeout: 20 * 60)
    }
}
