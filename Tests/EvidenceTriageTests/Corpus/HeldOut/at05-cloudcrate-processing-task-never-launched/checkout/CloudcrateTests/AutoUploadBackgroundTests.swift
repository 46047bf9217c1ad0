import BackgroundTasks
import XCTest
@testable import Cloudcrate

final class AutoUploadBackgroundTests: XCTestCase {
    private let library = PhotoLibraryFixture.threePendingAssets()

    func testRefreshTaskRunsWithinSixtySeconds() throws {
        let ran = expectation(description: "refresh task auto upload ran")
        BackgroundTasksHooks.onRefresh = { ran.fulfill() }
        try BackgroundScheduler.shared.scheduleRefresh(after: 60)
        XCUIDevice.shared.press(.home)
        wait(for: [ran], timeout: 240)
    }

    func testProcessingTaskUploadsPendingPhotos() throws {
        let uploaded = expectation(description: "processing task uploaded 3 assets")
        BackgroundTasksHooks.onProcessingFinished = { count in
            XCTAssertEqual(count, 3)
            uploaded.fulfill()
        }
        try BackgroundScheduler.shared.scheduleProcessing(after: 5 * 60)
        XCUIDevice.shared.press(.home)
        wait(for: [uploaded], timeout: 900)
    }
}
