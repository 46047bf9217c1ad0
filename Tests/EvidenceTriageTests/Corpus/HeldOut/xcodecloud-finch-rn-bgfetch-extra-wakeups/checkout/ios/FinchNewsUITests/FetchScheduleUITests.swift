import XCTest

final class FetchScheduleUITests: XCTestCase {
    private let app = XCUIApplication()

    func testFetchEventArrivesWithinMinimumInterval() {
        app.launchEnvironment["EVIDENCE_TEST_ID"] = "FetchScheduleUITests/testFetchEventArrivesWithinMinimumInterval"
        app.launchArguments += ["-minimumFetchInterval", "15"]
        app.launch()
        XCUIDevice.shared.press(.home)
        sleep(16 * 60) // minimumFetchInterval is 15 minutes
        app.activate()
        app.buttons["Debug"].tap()
        XCTAssertNotEqual(app.staticTexts["lastFetchAt"].label, "never", "a background fetch should have run by now")
    }
}
