import XCTest
import BackgroundTasks
@testable import Cadence

final class RideUploadLaunchTests: XCTestCase {
    let identifier = "com.cadence.app.upload"

    func testSubmitThenSimulateLaunch() throws {
        let ran = expectation(description: "upload handler ran")
        UploadScheduler.shared.onRunForTesting = { ran.fulfill() }
        try UploadScheduler.shared.scheduleUpload()
        BGTaskSchedulerTesting.simulateLaunch(identifier: identifier)
        wait(for: [ran], timeout: 5)
    }

    func testSimulatedLaunchRunsUpload() throws {
        let ran = expectation(description: "upload handler ran")
        UploadScheduler.shared.onRunForTesting = { ran.fulfill() }
        BGTaskSchedulerTesting.simulateLaunch(identifier: identifier)
        wait(for: [ran], timeout: 5)
        XCTAssertEqual(UploadScheduler.shared.lastRunUploadedCount, 3)
    }
}
