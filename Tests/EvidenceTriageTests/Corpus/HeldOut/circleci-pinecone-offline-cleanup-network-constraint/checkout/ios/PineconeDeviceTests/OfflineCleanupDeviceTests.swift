import XCTest

final class OfflineCleanupDeviceTests: XCTestCase {
    private let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["-seed-expired-drafts", "12"]
        app.launchEnvironment["EVIDENCE_TEST_ID"] = "OfflineCleanupDeviceTests/testCleanupRunsWhileOffline"
        app.launch()
    }

    /// The lab profile for this suite turns Wi-Fi and cellular off before launch.
    func testCleanupRunsWhileOffline() throws {
        app.buttons["settings-schedule-cleanup"].tap()
        XCTAssertTrue(app.staticTexts["cleanup-scheduled"].waitForExistence(timeout: 5))

        XCUIDevice.shared.press(.home)
        sleep(20 * 60)
        app.activate()

        XCTAssertEqual(app.staticTexts["expired-draft-count"].label, "0", "the processing task should have purged expired drafts within 20 minutes")
    }
}
