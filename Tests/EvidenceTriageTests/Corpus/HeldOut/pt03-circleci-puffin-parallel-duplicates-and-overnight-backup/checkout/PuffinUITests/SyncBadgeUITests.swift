import XCTest

final class SyncBadgeUITests: XCTestCase {
    func testBadgeClearsAfterSync() {
        let app = XCUIApplication()
        app.launchArguments += ["-ui-testing", "-pending-changes", "3"]
        app.launch()
        app.buttons["sync.now"].tap()
        XCTAssertFalse(app.staticTexts["sync.badge"].waitForExistence(timeout: 2), "badge still visible")
    }
}
