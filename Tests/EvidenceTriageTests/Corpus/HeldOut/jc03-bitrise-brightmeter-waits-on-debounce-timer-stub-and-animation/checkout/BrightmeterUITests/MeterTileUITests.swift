import XCTest

final class MeterTileUITests: XCTestCase {
    func testRefreshBadgeAppearsAfterPullToRefresh() {
        let app = XCUIApplication()
        app.launchArguments = ["-UITestStubNetwork", "YES"]
        app.launch()
        app.cells["meter-tile-electricity"].swipeDown()
        XCTAssertTrue(app.staticTexts["Updated just now"].waitForExistence(timeout: 5),
                      "\"Updated just now\" badge did not appear after pull to refresh")
    }
}
