import XCTest

/// Morning half of the overnight soak. The lab enabled automated testing at
/// 22:30 with "Only while charging" and "Only on Wi-Fi" OFF, left the phone on
/// battery on the bench overnight, and runs this at 06:30 to read the tally.
final class AutoRunSoakTests: XCTestCase {
    func testAutorunRunsHourlyWithoutChargingOrWifi() throws {
        let app = XCUIApplication()
        app.launchArguments = ["-soakReport", "YES"]
        app.launch()

        let tally = app.staticTexts["soak.autorunCount"]
        XCTAssertTrue(tally.waitForExistence(timeout: 15))
        let runs = Int(tally.label.components(separatedBy: ": ").last ?? "") ?? 0
        XCTAssertGreaterThanOrEqual(runs, 7, "expected roughly one automated run per hour over 8 h, got \(runs)")
    }
}
