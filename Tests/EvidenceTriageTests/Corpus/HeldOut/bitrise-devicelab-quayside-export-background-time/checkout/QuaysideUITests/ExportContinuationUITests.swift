import XCTest

/// Quayside wraps its video export in UIApplication.beginBackgroundTask(withName:expirationHandler:)
/// so that an export started in the foreground keeps going after the user leaves the app.
final class ExportContinuationUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["-QuaysideDiagnostics", "YES", "-fixtureClip", "harbour-4k-90s"]
        app.launch()
    }

    func testExportStartsFromShareSheet() {
        app.buttons["Export"].tap()
        XCTAssertTrue(app.progressIndicators["exportProgress"].waitForExistence(timeout: 5))
    }

    func testExportContinuesForEightMinutesInBackground() {
        app.buttons["Export"].tap()
        XCUIDevice.shared.press(.home)
        sleep(8 * 60)                                   // a 4K export of the fixture takes ~7 min on the lab iPhone
        app.activate()

        let status = app.staticTexts["exportStatus"]
        XCTAssertTrue(status.waitForExistence(timeout: 10))
        XCTAssertEqual(status.label, "Export complete", "export should finish inside the background task")
    }

    func testExpirationHandlerEndsBackgroundTask() {
        app.buttons["Diagnostics"].tap()
        app.buttons["Start export + expire background task"].tap()   // invokes the stored expirationHandler
        let ended = app.staticTexts["bgTask.endedInExpirationHandler"]
        XCTAssertTrue(ended.waitForExistence(timeout: 15))
        XCTAssertEqual(ended.label, "true", "endBackgroundTask must be called before the expiration handler returns")
    }
}
