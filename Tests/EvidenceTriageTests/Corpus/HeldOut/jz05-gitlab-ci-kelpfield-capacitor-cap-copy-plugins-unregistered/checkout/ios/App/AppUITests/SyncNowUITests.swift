import XCTest

final class SyncNowUITests: XCTestCase {
    func testSyncNowQueuesBackgroundRun() {
        let app = XCUIApplication()
        app.launch()
        app.tabBars.buttons["Visits"].tap()
        app.buttons["Sync now"].tap()
        XCTAssertTrue(app.staticTexts["Queued for background sync"].waitForExistence(timeout: 10),
                      "\"Queued for background sync\" label not shown")
    }

    func testVisitListLoads() {
        let app = XCUIApplication()
        app.launch()
        app.tabBars.buttons["Visits"].tap()
        XCTAssertTrue(app.staticTexts["Today"].waitForExistence(timeout: 10))
    }
}
