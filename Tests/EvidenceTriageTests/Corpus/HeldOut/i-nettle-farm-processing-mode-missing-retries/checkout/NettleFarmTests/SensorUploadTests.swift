import XCTest
import BackgroundTasks
@testable import NettleFarm

final class SensorUploadTests: XCTestCase {
    func testOvernightUploadRequestAccepted() {
        let request = SensorUploadScheduler.makeRequest(now: Date())
        XCTAssertNoThrow(try BGTaskScheduler.shared.submit(request))
    }

    func testUploadTaskLaunchesOvernight() throws {
        let launched = expectation(description: "sensor upload launched")
        SensorUploadScheduler.shared.onLaunch = { launched.fulfill() }
        try? SensorUploadScheduler.shared.submit(earliestBegin: Date(timeIntervalSinceNow: 5))
        wait(for: [launched], timeout: 120)
    }
}
