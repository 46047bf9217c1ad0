import XCTest

final class ReaderUITests: XCTestCase {
    private var app: XCUIApplication!

    override func setUpWithError() throws {
        continueAfterFailure = false
        app = XCUIApplication()
        app.launchArguments += ["-ui-testing", "-mock-api", "-logged-in"]
        app.launch()
    }

    func testFollowSiteFromSearch() throws {
        app.tabBars.buttons["Reader"].tap()
        app.buttons["Search"].tap()
        let field = app.searchFields.firstMatch
        XCTAssertTrue(field.waitForExistence(timeout: 5))
        field.typeText("slow bread\n")

        let follow = app.cells.firstMatch.buttons["Follow"]
        XCTAssertTrue(follow.waitForExistence(timeout: 8), "search results did not load")
        follow.tap()
        XCTAssertTrue(app.cells.firstMatch.buttons["Following"].waitForExistence(timeout: 5))
    }
}
