import XCTest

final class BackgroundRefreshUITests: HarborlightUITestCase {
    /// Send the app home, give iOS time to run the tide refresh, come back and expect a newer timestamp.
    func testLastRefreshedUpdatesAfterReturningFromHome() {
        let label = app.staticTexts["lastRefreshed"]
        XCTAssertTrue(label.waitForExistence(timeout: 5))
        let before = label.label
        XCUIDevice.shared.press(.home)
        sleep(150)
        app.activate()
        XCTAssertNotEqual(label.label, before, "tide predictions were not refreshed in the background")
    }
}
