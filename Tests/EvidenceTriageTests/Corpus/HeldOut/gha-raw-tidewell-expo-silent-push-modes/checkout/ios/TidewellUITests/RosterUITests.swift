import XCTest

final class RosterUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["-TWUITestSignedIn", "YES"]
        app.launch()
    }

    func testPullToRefreshShowsTimestamp() {
        app.cells.firstMatch.swipeDown()
        XCTAssertTrue(app.staticTexts["Updated just now"].waitForExistence(timeout: 5), ""Updated just now" label did not appear")
    }
}
