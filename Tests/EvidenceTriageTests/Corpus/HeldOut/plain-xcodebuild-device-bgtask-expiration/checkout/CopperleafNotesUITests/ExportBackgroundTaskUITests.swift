import XCTest

final class ExportBackgroundTaskUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments = ["-uitest-export-probe"]
        app.launch()
    }

    func testRemainingTimeBoundedAfterBackgrounding() {
        app.buttons["Export 40 pages"].tap()
        XCUIDevice.shared.press(.home)
        let remaining = ExportProbe.read(\.backgroundTimeRemaining)
        XCTAssertLessThanOrEqual(remaining, 180, "backgroundTimeRemaining right after backgrounding")
    }

    func testExpirationHandlerNotCalledBeforeThreeMinutes() {
        app.buttons["Export 400 pages"].tap()
        XCUIDevice.shared.press(.home)
        sleep(170)
        XCTAssertNil(ExportProbe.read(\.expirationFiredAt), "expiration handler fired before the 180 s window")
    }

    func testLongExportCompletesAfterReturningToForeground() {
        app.buttons["Export 400 pages"].tap()
        XCUIDevice.shared.press(.home)
        sleep(45)
        app.activate()
        XCTAssertTrue(app.staticTexts["Export complete"].waitForExistence(timeout: 20))
    }
}
