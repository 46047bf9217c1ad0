import XCTest

final class ShiftDetailUITests: XCTestCase {
    func testOpenShiftDetail() {
        let app = XCUIApplication()
        app.launchArguments += ["-UITestRosterFixture", "week47"]
        app.launch()
        app.cells["shift-2026-11-19-night"].tap()
        XCTAssertTrue(app.navigationBars["Night shift · Thu 19 Nov"].waitForExistence(timeout: 5))
    }
}
