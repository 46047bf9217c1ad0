import XCTest

final class GoalRingUITests: XCTestCase {
    func testRingShowsPercent() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-e2e", "-seedSteps", "6250", "-goal", "10000"]
        app.launch()
        XCTAssertEqual(app.staticTexts["goalRingPercent"].label, "63%")
    }
}
