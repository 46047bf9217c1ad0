import XCTest

/// End-to-end: start uploads, kill the app, and expect iOS to relaunch it in the
/// background to deliver the session's completion events.
final class BackgroundUploadRelaunchUITests: XCTestCase {
    func testUploadsCompleteAfterAppIsTerminated() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-UITestOutboxFixtures", "3", "-UITestUploadHost", "staging"]
        app.launch()

        app.buttons["Upload all"].tap()
        XCTAssertTrue(app.staticTexts["Uploading 3 inspections"].waitForExistence(timeout: 5))

        app.terminate()
        // Give iOS time to finish the transfers and relaunch us in the background.
        sleep(60)

        app.launch()
        let delivered = app.staticTexts["debug.backgroundEvents"]
        XCTAssertTrue(delivered.waitForExistence(timeout: 5))
        XCTAssertEqual(delivered.label, "Background events delivered: 1")
        XCTAssertTrue(app.staticTexts["Uploaded 3 of 3"].exists)
    }
}
