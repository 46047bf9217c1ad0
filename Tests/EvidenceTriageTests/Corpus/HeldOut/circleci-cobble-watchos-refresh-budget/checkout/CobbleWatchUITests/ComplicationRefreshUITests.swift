import XCTest

/// Cobble's watch app refreshes the "wind on your route" complication from
/// WKApplication.scheduleBackgroundRefresh(withPreferredDate:userInfo:) and a background URLSession.
final class ComplicationRefreshUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["-CobbleDebugRefresh", "YES"]
        app.launch()
    }

    func testBackgroundRefreshRunsAtPreferredDate() {
        app.buttons["Schedule refresh in 60 s"].tap()
        XCUIDevice.shared.press(.home)
        sleep(240)
        app.activate()

        let last = app.staticTexts["lastBackgroundRefresh"]
        XCTAssertTrue(last.waitForExistence(timeout: 5))
        XCTAssertNotEqual(last.label, "never", "WKApplicationRefreshBackgroundTask did not arrive within 4 min of a 60 s preferred date")
    }

    func testURLSessionRefreshDeliveredWithinTwoMinutes() {
        app.buttons["Start background download"].tap()   // background URLSession, sessionSendsLaunchEvents = true
        XCUIDevice.shared.press(.home)
        sleep(120)
        app.activate()

        XCTAssertEqual(app.staticTexts["urlSessionTasksHandled"].label, "1", "no WKURLSessionRefreshBackgroundTask within 2 min")
    }
}
