import XCTest

final class TideTableUITests: XCTestCase {
    func testScrollsToToday() {
        let app = XCUIApplication()
        app.launchArguments += ["-fixtureStation", "9414290"]
        app.launch()
        app.buttons["Today"].tap()
        XCTAssertTrue(app.staticTexts["todayHeader"].waitForExistence(timeout: 15))
    }
}
