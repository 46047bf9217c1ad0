import XCTest

final class LaunchUITests: XCTestCase {
    override func setUpWithError() throws {
        continueAfterFailure = false
    }

    func testLaunchShowsTimetableTab() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-uitest-fixtures", "weekday-morning"]
        app.launch()

        let timetableTab = app.tabBars.buttons["Timetable"]
        XCTAssertTrue(timetableTab.waitForExistence(timeout: 10))
        XCTAssertTrue(timetableTab.isSelected)
    }
}
