import XCTest

/// Background-fetch cadence on the lab iPhone. The React Native app configures
/// react-native-background-fetch with minimumFetchInterval: 15 and counts every
/// fetch event it receives in a small on-device log ("Fetch log" screen).
final class FetchCadenceTests: XCTestCase {
    private let app = XCUIApplication(bundleIdentifier: "com.ebbline.tides")

    override func setUp() {
        continueAfterFailure = false
        app.launchEnvironment["EVIDENCE_TEST_ID"] = name
        app.launch()
    }

    func testFetchEventEveryFifteenMinutes() {
        app.buttons["Reset fetch log"].tap()
        XCUIDevice.shared.press(.home)
        sleep(16 * 60)                                   // minimumFetchInterval is 15 minutes
        app.activate()
        app.buttons["Fetch log"].tap()
        let count = Int(app.staticTexts["fetchEventCount"].label) ?? 0
        XCTAssertGreaterThanOrEqual(count, 1, "expected at least one fetch event within 16 minutes")
    }

    func testFetchDeliveredWhileScreenLocked() {
        app.buttons["Reset fetch log"].tap()
        XCUIDevice.shared.perform(NSSelectorFromString("pressLockButton"))
        sleep(20 * 60)                                   // the tide alert must refresh while the phone sits locked
        XCUIDevice.shared.press(.home)
        app.activate()
        app.buttons["Fetch log"].tap()
        XCTAssertEqual(app.staticTexts["fetchEventsWhileLocked"].label, "1", "one fetch expected while the screen was locked")
    }
}
