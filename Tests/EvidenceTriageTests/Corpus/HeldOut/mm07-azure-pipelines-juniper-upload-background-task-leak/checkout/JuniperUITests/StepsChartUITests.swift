import XCTest

final class StepsChartUITests: XCTestCase {
    func testWeeklyChartShowsSevenBars() {
        let app = XCUIApplication()
        app.launchArguments += ["-uiTestingFixtures", "week-2026-08-03"]
        app.launch()
        app.tabBars.buttons["Steps"].tap()
        XCTAssertEqual(app.otherElements["steps.chart"].descendants(matching: .other).matching(identifier: "steps.bar").count, 7)
    }
}
