import XCTest

final class StepSyncUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["-lab-health-writer", "1"]
        app.launch()
    }

    func testStepObserverUploadsWithinTwoMinutes() throws {
        app.tabBars.buttons["Today"].tap()
        let lastUpload = app.staticTexts["sync-last-upload"]
        XCTAssertTrue(lastUpload.waitForExistence(timeout: 10))
        let before = lastUpload.label

        app.buttons["lab-write-500-steps"].tap()
        XCUIDevice.shared.press(.home)
        sleep(120)
        app.activate()

        XCTAssertNotEqual(lastUpload.label, before, "HKObserverQuery background delivery should have uploaded the new steps within 2 minutes")
    }
}
