import XCTest

final class BackgroundLocationUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["-E2E", "1"]
        app.launch()
        addUIInterruptionMonitor(withDescription: "location") { alert in
            let allow = alert.buttons["Allow While Using App"]
            if allow.exists { allow.tap(); return true }
            return false
        }
        app.buttons["open-background-screen"].tap()
    }

    func testStartsBackgroundTracking() throws {
        app.buttons["start-tracking"].tap()
        app.swipeUp() // lets the interruption monitor handle the permission alert
        let status = app.staticTexts["tracking-status"]
        XCTAssertTrue(status.waitForExistence(timeout: 10))
        XCTAssertEqual(status.label, "Tracking on")
    }
}
