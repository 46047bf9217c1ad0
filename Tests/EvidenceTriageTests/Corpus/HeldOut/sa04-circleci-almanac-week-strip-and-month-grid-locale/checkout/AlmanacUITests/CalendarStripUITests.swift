import XCTest

final class CalendarStripUITests: XCTestCase {
    let app = XCUIApplication()
    let today = ISO8601DateFormatter().date(from: "2026-09-02T12:00:00Z")!

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["-ui-testing", "-ui-testing-today", "2026-09-02"]
        app.launch()
    }

    func testWeekStripStartsOnSunday() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: "en_US_POSIX")
        calendar.timeZone = TimeZone(identifier: "America/Chicago")!
        let comps = calendar.dateComponents([.yearForWeekOfYear, .weekOfYear], from: today)
        let weekStart = calendar.date(from: comps)!
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = calendar.timeZone
        formatter.dateFormat = "EEE, MMM d"

        app.tabBars.buttons["Calendar"].tap()
        let firstDay = app.buttons.matching(identifier: "calendar.strip.day").firstMatch
        XCTAssertTrue(firstDay.waitForExistence(timeout: 5))
        XCTAssertEqual(firstDay.label, formatter.string(from: weekStart))
    }
}
