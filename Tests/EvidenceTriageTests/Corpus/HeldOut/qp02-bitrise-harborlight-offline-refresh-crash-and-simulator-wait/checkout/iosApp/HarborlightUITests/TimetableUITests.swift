import XCTest

final class TimetableUITests: XCTestCase {
    func testSwitchingDayTabsShowsSessions() {
        let app = XCUIApplication()
        app.launchArguments = ["-uiTesting", "-fixtureTimetable"]
        app.launch()
        app.buttons["day.tab.2"].tap()
        XCTAssertTrue(app.staticTexts["session.title.s-301"].waitForExistence(timeout: 5))
    }
}
