import XCTest

final class BackgroundResumeUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-uiTesting", "-openBook", "moby-dick", "-page", "212"]
        app.launch()
    }

    func testResumesReadingPositionAfterThreeMinutesInBackground() {
        XCTAssertTrue(app.staticTexts["reader.pageNumber"].waitForExistence(timeout: 15))
        XCUIDevice.shared.press(.home)
        Thread.sleep(forTimeInterval: 200)
        XCTAssertNotEqual(app.state, .notRunning, "app was terminated while in background")
        app.activate()
        XCTAssertEqual(app.staticTexts["reader.pageNumber"].label, "212")
    }
}
