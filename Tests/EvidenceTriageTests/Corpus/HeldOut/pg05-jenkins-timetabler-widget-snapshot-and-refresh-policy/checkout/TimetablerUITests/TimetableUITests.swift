import XCTest

final class TimetableUITests: XCTestCase {
    func testWeekSwitcherShowsNextWeek() {
        let app = XCUIApplication()
        app.launchArguments = ["-useFixtureSchedule"]
        app.launch()
        app.buttons["week.next"].tap()
        XCTAssertTrue(app.staticTexts["Week 2"].waitForExistence(timeout: 3))
    }
}
