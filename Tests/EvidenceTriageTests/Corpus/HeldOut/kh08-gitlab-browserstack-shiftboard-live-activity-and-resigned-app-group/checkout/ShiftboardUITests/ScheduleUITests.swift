import XCTest

final class ScheduleUITests: XCTestCase {
    override func setUp() {
        continueAfterFailure = false
    }

    func testWeekViewShowsTodayShift() {
        let app = XCUIApplication()
        app.launchArguments = ["-uiTesting", "-signedInFixture", "picker-depot-north"]
        app.launch()
        app.tabBars.buttons["Schedule"].tap()
        XCTAssertTrue(app.cells["shift-today"].waitForExistence(timeout: 10))
    }
}
