import XCTest

/// Drives the hidden "Transfers diagnostics" screen (enabled with -TransfersDiagnostics YES).
/// The screen starts a 40 MB episode download on a background session and shows
/// the delegate callbacks as labels.
final class DownloadSessionUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-TransfersDiagnostics", "YES", "-FixtureHost", "127.0.0.1:8765"]
        app.launch()
    }

    func testDownloadCompletesInForeground() {
        app.buttons["Start Download"].tap()
        XCTAssertTrue(app.staticTexts["Task completed"].waitForExistence(timeout: 60))
    }

    func testDownloadCompletesAfterBackgroundRoundTrip() {
        app.buttons["Start Download"].tap()
        XCTAssertTrue(app.progressIndicators["download-progress"].waitForExistence(timeout: 10))
        XCUIDevice.shared.press(.home)
        sleep(20)
        app.activate()
        XCTAssertTrue(app.staticTexts["Task completed"].waitForExistence(timeout: 60),
                      "download never completed after the background round trip")
    }
}
