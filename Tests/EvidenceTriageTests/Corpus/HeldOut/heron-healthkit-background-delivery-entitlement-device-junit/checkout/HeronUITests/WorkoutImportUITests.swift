import XCTest

final class WorkoutImportUITests: XCTestCase {
    func testImportFromHealthShowsWorkouts() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-uitest-health-fixture", "week-32"]
        app.launch()
        app.tabBars.buttons["Activity"].tap()
        XCTAssertTrue(app.cells["workout-row-0"].waitForExistence(timeout: 10))
    }
}
