import XCTest

final class WorkoutHistoryUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["-seed-workouts", "42"]
        app.launch()
    }

    func testDeleteWorkoutBySwipe() {
        app.tabBars.buttons["History"].tap()
        let row = app.cells["workout-row-0"]
        row.swipeLeft()
        app.buttons["Delete"].tap()
        XCTAssertEqual(app.cells.matching(identifier: "workout-row").count, 41)
    }

    func testFilterToThisWeek() {
        app.tabBars.buttons["History"].tap()
        app.buttons["Filter"].tap()
        app.buttons["This week"].tap()
        XCTAssertTrue(app.staticTexts["3 workouts"].waitForExistence(timeout: 5))
    }
}
