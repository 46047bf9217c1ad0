import XCTest

final class UploadQueueUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments = ["-ui-testing", "-seed-upload-queue", "12"]
        app.launch()
    }

    func testPauseAllStopsActiveUploads() {
        app.tabBars.buttons["Uploads"].tap()
        app.buttons["Pause all"].tap()
        XCTAssertTrue(app.staticTexts["12 paused"].waitForExistence(timeout: 3))
    }

    func testRetryFailedUploads() {
        app.tabBars.buttons["Uploads"].tap()
        app.buttons["Retry failed"].tap()
        XCTAssertFalse(app.staticTexts["Failed"].exists)
    }
}
