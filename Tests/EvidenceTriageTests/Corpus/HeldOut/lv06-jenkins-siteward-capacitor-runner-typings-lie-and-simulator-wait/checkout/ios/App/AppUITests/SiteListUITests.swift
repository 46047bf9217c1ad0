import XCTest

final class SiteListUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["-uitest-fixture", "two-sites"]
        app.launch()
    }

    func testSiteListShowsAssignedSites() throws {
        let header = app.staticTexts["Assigned sites"]
        XCTAssertTrue(header.waitForExistence(timeout: 10))
        XCTAssertEqual(app.cells.matching(identifier: "site-row").count, 2)
    }

    func testOpeningASiteShowsTheCheckInButton() throws {
        app.cells["site-row"].firstMatch.tap()
        XCTAssertTrue(app.buttons["Check in"].waitForExistence(timeout: 5))
    }
}
