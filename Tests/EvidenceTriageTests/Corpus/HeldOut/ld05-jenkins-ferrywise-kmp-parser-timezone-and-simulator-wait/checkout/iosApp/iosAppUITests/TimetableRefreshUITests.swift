import XCTest

final class TimetableRefreshUITests: XCTestCase {
    func testTimetableRefreshesInBackgroundWithin5Minutes() {
        let app = XCUIApplication()
        app.launchEnvironment["EVIDENCE_TEST_ID"] = "TimetableRefreshUITests/testTimetableRefreshesInBackgroundWithin5Minutes"
        app.launchArguments += ["-scheduleRefreshNow"]
        app.launch()
        XCUIDevice.shared.press(.home)
        sleep(300)                       // give iOS time to run the BGAppRefreshTask
        app.activate()
        XCTAssertTrue(app.staticTexts["Refreshed in background"].waitForExistence(timeout: 5))
    }
}
