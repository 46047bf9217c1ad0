import XCTest

/// Ferrylane (Capacitor) configures @transistorsoft/capacitor-background-fetch with
/// minimumFetchInterval: 15. The JS callback refreshes the timetable and stamps lastFetchAt.
final class FetchScheduleUITests: XCTestCase {
    private let app = XCUIApplication(bundleIdentifier: "com.ferrylane.app")

    override func setUp() {
        continueAfterFailure = false
        app.launchEnvironment["EVIDENCE_TEST_ID"] = String(describing: type(of: self)) + "/" + String(name.split(separator: " ")[1].dropLast())
        app.launch()
    }

    func testDebugFetchRunsTimetableRefresh() {
        app.buttons["Debug"].tap()
        app.buttons["Run fetch callback now"].tap()     // calls the JS onFetch handler directly
        XCTAssertTrue(app.staticTexts["timetable: refreshed"].waitForExistence(timeout: 20))
    }

    func testFetchFiresWithinFifteenMinutesOnDevice() {
        XCUIDevice.shared.press(.home)
        sleep(17 * 60)                                  // 15 min interval + margin
        app.activate()
        app.buttons["Debug"].tap()
        XCTAssertEqual(app.staticTexts["fetchEvents"].label, "1", "iOS should have delivered one fetch event by now")
    }
}
