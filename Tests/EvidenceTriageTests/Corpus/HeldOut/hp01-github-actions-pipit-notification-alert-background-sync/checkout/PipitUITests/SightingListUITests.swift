import XCTest

final class SightingListUITests: XCTestCase {
    private var app: XCUIApplication!

    override func setUpWithError() throws {
        continueAfterFailure = false
        app = XCUIApplication()
        app.launchArguments += ["-uitest-reset-state", "-uitest-stub-network", "-uitest-seed-sightings"]
        app.launch()
    }

    func testSightingsGroupedByDay() throws {
        XCTAssertTrue(app.staticTexts["Today"].exists)
        XCTAssertTrue(app.staticTexts["Yesterday"].exists)
    }

    func testSwipeToDeleteRemovesSighting() throws {
        let cell = app.cells["Skylark"]
        cell.swipeLeft()
        app.buttons["Delete"].tap()
        XCTAssertFalse(cell.exists)
    }

    func testEmptyStateAfterDeletingAll() throws {
        app.buttons["sightings.edit"].tap()
        app.buttons["sightings.deleteAll"].tap()
        app.buttons["Delete All"].tap()
        XCTAssertTrue(app.staticTexts["sightings.empty"].waitForExistence(timeout: 2))
    }
}
