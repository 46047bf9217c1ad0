import XCTest

final class ValveScheduleUITests: XCTestCase {
  func testEditValveSchedule() {
    let app = XCUIApplication()
    app.launch()
    app.tabBars.buttons["Irrigation"].tap()
    app.cells["Valve 3"].tap()
    app.buttons["Edit schedule"].tap()
    app.steppers["duration-stepper"].buttons["Increment"].tap()
    app.buttons["Save"].tap()
    XCTAssertTrue(app.staticTexts["25 min at 05:30"].waitForExistence(timeout: 10))
  }
}
