import XCTest

final class RosterUITests: XCTestCase {
    func testOvernightShiftShowsBothDays() {
        let app = XCUIApplication(bundleIdentifier: "com.kelpie.roster")
        app.launchArguments += ["--fixture", "overnight"]
        app.launch()
        let cell = app.staticTexts["shift.0.span"]
        XCTAssertTrue(cell.waitForExistence(timeout: 5))
        XCTAssertEqual(cell.label, "Fri 22:00 – Sat 06:00")
    }

    func testHolidayRateShown() {
        let app = XCUIApplication(bundleIdentifier: "com.kelpie.roster")
        app.launchArguments += ["--fixture", "holiday"]
        app.launch()
        XCTAssertEqual(app.staticTexts["pay.rate"].label, "$45.00/h")
    }
}
