import XCTest

/// The shared Kotlin DepartureBoardPoller refreshes sailings every 5 s while the board is open.
final class PollingUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["-FerrylaneFakeTimetable", "harbour-line-7.json", "-FerrylaneShowPollProbe", "YES"]
        app.launch()
    }

    func testDepartureBoardPollsEveryFiveSeconds() {
        XCTAssertTrue(app.staticTexts["pollCount"].waitForExistence(timeout: 10))
        sleep(20)
        XCTAssertGreaterThanOrEqual(Int(app.staticTexts["pollCount"].label) ?? 0, 4)
    }

    func testDepartureBoardKeepsPollingInBackground() {
        XCTAssertTrue(app.staticTexts["pollCount"].waitForExistence(timeout: 10))
        let before = Int(app.staticTexts["pollCount"].label) ?? 0
        XCUIDevice.shared.press(.home)
        sleep(60)                                   // 12 more polls expected
        app.activate()
        let after = Int(app.staticTexts["pollCount"].label) ?? 0
        XCTAssertGreaterThanOrEqual(after - before, 12, "poller stopped while the app was in the background")
    }
}
