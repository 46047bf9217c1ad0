import XCTest

final class SummitLogUITests: XCTestCase {
    func testAddSummitLogAppearsInList() {
        let app = XCUIApplication()
        app.launch()
        app.buttons["log.add"].tap()
        app.textFields["log.peak"].typeText("Ben Nevis")
        app.buttons["log.save"].tap()
        XCTAssertTrue(app.cells["Ben Nevis"].waitForExistence(timeout: 5))
    }

    func testSyncBadgeClearsAfterRefresh() {
        let app = XCUIApplication()
        app.launchArguments += ["-pendingSyncCount", "3"]
        app.launch()
        app.swipeDown()
        XCTAssertFalse(app.staticTexts["sync.badge"].waitForExistence(timeout: 3))
    }
}
