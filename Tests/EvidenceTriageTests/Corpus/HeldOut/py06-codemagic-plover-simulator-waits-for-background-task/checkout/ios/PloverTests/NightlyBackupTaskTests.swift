import XCTest
import BackgroundTasks
@testable import Plover

final class NightlyBackupTaskTests: XCTestCase {
    func testSubmitAcceptedOnSimulator() throws {
        let request = BGProcessingTaskRequest(identifier: "com.expo.modules.backgroundtask.processing")
        request.requiresNetworkConnectivity = true
        var submitError: Error?
        do { try BGTaskScheduler.shared.submit(request) } catch { submitError = error }
        XCTAssertNil(submitError)
    }

    func testBackupRunsAfterMinimumInterval() async throws {
        let ran = expectation(description: "nightly backup ran")
        PloverTestBridge.shared.onTaskExecuted = { name in
            if name == "plover-nightly-backup" { ran.fulfill() }
        }
        try await PloverTestBridge.shared.call("scheduleBackup")
        await fulfillment(of: [ran], timeout: 1200)
    }
}
