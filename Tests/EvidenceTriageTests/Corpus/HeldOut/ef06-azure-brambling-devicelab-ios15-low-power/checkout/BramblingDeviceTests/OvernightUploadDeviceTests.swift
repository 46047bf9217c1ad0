import XCTest
@testable import Brambling

/// Device-lab only. The lab phones are plugged in and on Wi-Fi overnight.
final class OvernightUploadDeviceTests: XCTestCase {

    func testProcessingTaskRunsWithinTenMinutes() throws {
        let launched = expectation(description: "system launches com.brambling.survey.upload")
        UploadScheduler.shared.onLaunch = { launched.fulfill() }

        try UploadScheduler.shared.submit(earliest: Date(timeIntervalSinceNow: 60))

        // Press the home button so the app is suspended and eligible.
        XCUIDevice.shared.press(.home)
        wait(for: [launched], timeout: 600)
    }
}
