import XCTest

final class MealPlanUITests: XCTestCase {
    func testWeekViewShowsSevenDays() {
        let app = XCUIApplication()
        app.launch()
        app.tabBars.buttons["Plan"].tap()
        XCTAssertTrue(app.staticTexts["Sunday"].waitForExistence(timeout: 5))
        XCTAssertEqual(app.cells.matching(identifier: "plan.day").count, 7)
    }
}
