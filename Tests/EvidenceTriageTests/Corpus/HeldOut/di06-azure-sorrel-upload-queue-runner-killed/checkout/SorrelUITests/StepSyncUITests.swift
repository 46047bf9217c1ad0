import XCTest

final class StepSyncUITests: XCTestCase {
    func testHealthSyncBadgeClearsAfterPullToRefresh() {
        let app = XCUIApplication()
        app.launch()
        app.tables["activity-feed"].swipeDown()
        XCTAssertTrue(app.staticTexts["synced-just-now"].waitForExistence(timeout: 30))
    }
}
