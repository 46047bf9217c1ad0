import XCTest
import BackgroundTasks
@testable import Tessel

final class NightlySyncTests: XCTestCase {
    func testSimulatedNightlyLaunchRunsSync() throws {
        let request = BGProcessingTaskRequest(identifier: "com.tessel.sync.nightly")
        request.requiresNetworkConnectivity = true
        try BGTaskScheduler.shared.submit(request)
        let ran = expectation(description: "nightly sync finished")
        NightlySync.shared.onFinish = { ran.fulfill() }
        DebugBGTaskScheduler.simulateLaunch(identifier: "com.tessel.sync.nightly")
        wait(for: [ran], timeout: 60)
    }

    func testRefreshLaunchWithoutSubmission() {
        let ran = expectation(description: "refresh handler ran")
        TesselRefresh.shared.onLaunch = { ran.fulfill() }
        DebugBGTaskScheduler.simulateLaunch(identifier: "com.tessel.sync.refresh")
        wait(for: [ran], timeout: 30)
    }
}
