import XCTest

/// Device-lab end-to-end check: authorize, leave the app, and expect the system to run the
/// exposure check in the background. Runs on the lab iPhones only (scheme AlpenwarnDeviceLab).
final class ExposureCheckDeviceTests: XCTestCase {
    private let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-ui-test-authorize-exposure-notifications"]
        app.launchEnvironment["EVIDENCE_TEST_ID"] = "ExposureCheckDeviceTests/testBackgroundCheckRunsWithinThirtyMinutes"
        app.launch()
    }

    func testBackgroundCheckRunsWithinThirtyMinutes() {
        XCTAssertTrue(app.staticTexts["tracing-active"].waitForExistence(timeout: 10))
        XCUIDevice.shared.press(.home)

        let launched = expectation(description: "exposure check launched in background")
        let records = AppGroupRecords(group: "group.ch.alpenwarn")
        records.onRecord { record in
            if record.identifier == "ch.alpenwarn.app.exposure-check" && record.phase == "launch" {
                launched.fulfill()
            }
        }
        wait(for: [launched], timeout: 30 * 60)
    }
}
