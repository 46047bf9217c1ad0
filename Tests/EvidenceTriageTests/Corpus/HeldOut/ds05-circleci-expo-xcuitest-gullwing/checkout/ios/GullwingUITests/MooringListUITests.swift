import XCTest

final class MooringListUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["-E2E", "1"]
        app.launch()
    }

    func testListShowsNearestFirst() throws {
        let first = app.staticTexts.matching(identifier: "mooring-name").firstMatch
        XCTAssertTrue(first.waitForExistence(timeout: 10))
        XCTAssertEqual(first.label, "Gull Rock Pontoon")
    }

    func testPullToRefresh() throws {
        let list = app.scrollViews["mooring-list"]
        XCTAssertTrue(list.waitForExistence(timeout: 10))
        list.swipeDown()
        XCTAssertTrue(app.staticTexts["Updated just now"].waitForExistence(timeout: 10))
    }
}
