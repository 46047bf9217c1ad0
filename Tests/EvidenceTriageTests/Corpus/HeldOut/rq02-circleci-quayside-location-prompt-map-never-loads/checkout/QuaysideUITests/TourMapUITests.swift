import XCTest

final class TourMapUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-ui-testing", "-skip-onboarding"]
        app.launch()
    }

    func testFollowModeCentersOnUser() {
        app.tables.cells["tour.harbourWalk"].tap()
        app.buttons["map.followUser"].tap()
        let loaded = app.staticTexts["map.status.loaded"]
        XCTAssertTrue(loaded.waitForExistence(timeout: 30), "map never reported loaded")
        XCTAssertTrue(app.otherElements["map.userPuck"].exists)
    }

    func testSearchFieldAcceptsText() {
        let field = app.searchFields["Search piers"]
        field.tap()
        field.typeText("Ferry")
        XCTAssertTrue(app.cells["pier.ferryTerminal"].waitForExistence(timeout: 4))
    }
}
