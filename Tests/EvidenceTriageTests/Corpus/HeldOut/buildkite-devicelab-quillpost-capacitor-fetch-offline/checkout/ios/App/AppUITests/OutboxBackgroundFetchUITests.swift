import XCTest

/// Capacitor app (com.quillpost.app) on the lab iPhone. The lab Wi-Fi for this
/// pool has no upstream internet, like a commuter in a tunnel.
final class OutboxBackgroundFetchUITests: XCTestCase {
    private let app = XCUIApplication(bundleIdentifier: "com.quillpost.app")

    override func setUp() {
        continueAfterFailure = false
        app.launchEnvironment["EVIDENCE_TEST_ID"] = "OutboxBackgroundFetchUITests/\(name.split(separator: " ")[1].dropLast())"
        app.launch()
    }

    func testFetchIsConfiguredOnLaunch() {
        XCTAssertTrue(app.staticTexts["fetchStatus: AVAILABLE"].waitForExistence(timeout: 15))
    }

    func testOutboxCompactsOnBackgroundFetchWhileOffline() {
        app.buttons["Queue 5 drafts"].tap()
        let before = app.staticTexts["lastFetchAt"].label
        XCUIDevice.shared.press(.home)
        sleep(17 * 60)                  // minimumFetchInterval is 15
        app.activate()
        let after = app.staticTexts["lastFetchAt"].label
        XCTAssertNotEqual(after, before, "a background fetch should have run while the app was in the background")
    }
}
