import XCTest

final class PassListUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchEnvironment["ORBIT_FIXTURE"] = "iss-3-passes"
        app.launch()
    }

    func testSettingsButtonExists() {
        XCTAssertTrue(app.buttons["settings"].exists)
    }

    func testUpcomingPassesShown() {
        let list = app.collectionViews["passes.list"]
        XCTAssertTrue(list.waitForExistence(timeout: 6))
        XCTAssertEqual(list.cells.count, 3)
    }

    func testPullToRefreshKeepsPasses() {
        let list = app.collectionViews["passes.list"]
        XCTAssertTrue(list.waitForExistence(timeout: 6))
        list.swipeDown()
        XCTAssertEqual(list.cells.count, 3)
    }
}
