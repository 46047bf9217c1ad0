import XCTest

/// iPhone lane only: starts a real export and leaves the app, relying on the
/// continued-processing task to keep rendering in the background.
final class ExportBackgroundUITests: XCTestCase {
    override func setUpWithError() throws {
        continueAfterFailure = false
    }

    func testExportKeepsRunningAfterBackgrounding() throws {
        let app = XCUIApplication()
        app.launchArguments = ["-UITestFixtureProject", "clip-60s-4k"]
        app.launch()

        app.buttons["Export"].tap()
        app.buttons["Export 4K HEVC"].tap()
        XCTAssertTrue(app.staticTexts["Exporting…"].waitForExistence(timeout: 10))

        XCUIDevice.shared.press(.home)
        sleep(30)
        app.activate()

        XCTAssertTrue(app.staticTexts["Export complete"].waitForExistence(timeout: 120))
    }
}
