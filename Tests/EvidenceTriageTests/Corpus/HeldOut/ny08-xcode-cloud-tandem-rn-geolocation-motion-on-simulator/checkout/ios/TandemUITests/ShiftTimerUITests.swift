import XCTest

final class ShiftTimerUITests: XCTestCase {
    func testShiftTimerStarts() {
        let app = XCUIApplication()
        app.launchArguments = ["-detoxDisableSync"]
        app.launch()
        app.buttons["shift.start"].tap()
        XCTAssertTrue(app.staticTexts["shift.elapsed"].waitForExistence(timeout: 5))
    }
}
