import XCTest

final class WorkoutSummaryUITests: XCTestCase {

    private var app: XCUIApplication!

    override func setUp() {
        super.setUp()
        continueAfterFailure = false
        app = XCUIApplication()
        app.launchArguments += ["-uitest-reset", "-uitest-seed-workouts", "3"]
        app.launch()
    }

    func testShareSheetOpensFromSummary() {
        app.tabBars.buttons["History"].tap()
        app.cells.element(boundBy: 0).tap()
        app.buttons["Share"].tap()
        XCTAssertTrue(app.otherElements["ActivityListView"].waitForExistence(timeout: 5))
    }
}
