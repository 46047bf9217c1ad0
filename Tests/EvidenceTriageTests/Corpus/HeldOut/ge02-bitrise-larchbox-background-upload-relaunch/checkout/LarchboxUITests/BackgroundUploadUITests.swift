import XCTest

final class BackgroundUploadUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-uploadEndpoint", "http://127.0.0.1:8087/v1", "-seedLibrary", "large-heic"]
        LaunchMarker.clear()
    }

    func testUploadStartsFromBackupButton() {
        app.launch()
        app.buttons["Back up now"].tap()
        XCTAssertTrue(app.staticTexts["Uploading 1 of 1"].waitForExistence(timeout: 10))
    }

    /// Start a large upload, leave the app, and expect iOS to relaunch us in the
    /// background when the transfer finishes so the library shows it as backed up.
    func testUploadFinishesAfterAppTerminated() {
        app.launch()
        app.buttons["Back up now"].tap()
        XCTAssertTrue(app.staticTexts["Uploading 1 of 1"].waitForExistence(timeout: 10))

        app.terminate()

        let relaunched = expectation(description: "relaunched for background session events")
        LaunchMarker.observe("relaunched-for-background-session") { relaunched.fulfill() }
        wait(for: [relaunched], timeout: 90)

        app.launch()
        XCTAssertTrue(app.staticTexts["Backed up"].waitForExistence(timeout: 10))
    }
}
