import XCTest

final class RosterPushTests: XCTestCase {
    func testSilentPushRefreshesRosterInBackground() throws {
        let app = XCUIApplication(bundleIdentifier: "com.kelpie.roster")
        app.launch()
        XCUIDevice.shared.press(.home)
        try PushSender.sendSilent(["aps": ["content-available": 1], "roster": "week-33"], to: app)
        app.activate()
        XCTAssertTrue(app.staticTexts["roster.week.33"].waitForExistence(timeout: 20))
    }
}
