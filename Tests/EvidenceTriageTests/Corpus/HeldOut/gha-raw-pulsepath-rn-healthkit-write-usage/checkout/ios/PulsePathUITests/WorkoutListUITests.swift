import XCTest

final class WorkoutListUITests: XCTestCase {
    private var app: XCUIApplication!

    override func setUpWithError() throws {
        continueAfterFailure = false
        app = XCUIApplication()
        app.launchArguments += ["-uitest", "-skipOnboarding", "-seedWorkouts", "3"]
        app.launch()
    }

    func testSwipeDeletesWorkout() throws {
        let list = app.collectionViews["workoutList"]
        XCTAssertEqual(list.cells.count, 3)
        list.cells.element(boundBy: 0).swipeLeft()
        list.buttons["Delete"].tap()
        XCTAssertEqual(list.cells.count, 2, "deleted workout is still listed")
    }
}
