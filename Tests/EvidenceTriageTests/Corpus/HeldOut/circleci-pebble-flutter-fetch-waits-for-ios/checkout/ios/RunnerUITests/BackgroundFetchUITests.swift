import XCTest

/// Pebble Reader (Flutter) uses background_fetch: the Dart onFetch callback downloads
/// tomorrow's headlines and stamps "lastFetch" in shared preferences.
final class BackgroundFetchUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchEnvironment["EVIDENCE_TEST_ID"] = "BackgroundFetchUITests/\(name.split(separator: " ").last!.dropLast())"
        app.launch()
    }

    func testFetchConfiguredOnLaunch() {
        XCTAssertTrue(app.staticTexts["fetchStatus: 2"].waitForExistence(timeout: 15))   // STATUS_AVAILABLE
    }

    func testHeadlineRefreshArrivesWithinFifteenMinutes() {
        XCUIDevice.shared.press(.home)
        sleep(15 * 60)                                   // minimumFetchInterval: 15
        app.activate()
        let last = app.staticTexts["lastFetch"]
        XCTAssertTrue(last.waitForExistence(timeout: 10))
        XCTAssertNotEqual(last.label, "never", "background fetch should have run within the 15-minute interval")
    }
}
