import XCTest

final class TrailListUITests: XCTestCase {
    private var app: XCUIApplication!

    override func setUpWithError() throws {
        continueAfterFailure = false
        app = XCUIApplication()
        app.launchArguments += ["-uitest-skip-onboarding", "-uitest-stub-network"]
        app.launch()
    }

    func testFirstLaunchShowsTrailList() throws {
        let list = app.collectionViews["trailList"]
        XCTAssertTrue(list.waitForExistence(timeout: 15), "trail list never appeared")
        XCTAssertGreaterThan(list.cells.count, 0)
    }

    func testSearchFiltersTrails() throws {
        let search = app.searchFields["Search trails"]
        XCTAssertTrue(search.waitForExistence(timeout: 10))
        search.tap()
        search.typeText("Ridge")
        XCTAssertEqual(app.collectionViews["trailList"].cells.count, 2)
    }
}
