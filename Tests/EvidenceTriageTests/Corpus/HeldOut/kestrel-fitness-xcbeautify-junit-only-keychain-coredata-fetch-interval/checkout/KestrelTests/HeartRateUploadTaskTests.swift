import XCTest
import BackgroundTasks
@testable import Kestrel

final class HeartRateUploadTaskTests: XCTestCase {
    func testUploadRunsEvery15Minutes() throws {
        let ran = expectation(description: "heart-rate upload ran twice")
        ran.expectedFulfillmentCount = 2
        HeartRateUpload.shared.onRun = { ran.fulfill() }
        UIApplication.shared.setMinimumBackgroundFetchInterval(15 * 60)
        try HeartRateUpload.shared.scheduleNext(after: 15 * 60)
        wait(for: [ran], timeout: 35 * 60)
    }
}
