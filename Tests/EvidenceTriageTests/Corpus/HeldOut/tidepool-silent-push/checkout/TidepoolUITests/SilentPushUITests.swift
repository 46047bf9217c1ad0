import XCTest

/// Sends a content-available push through the CI push helper (which wraps
/// `xcrun simctl push`) and expects the app to refresh tide tables.
final class SilentPushUITests: XCTestCase {
    private let helper = PushHelperClient(baseURL: URL(string: "http://127.0.0.1:8079")!)

    func testContentAvailablePushRefreshesWhileSuspended() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-UITestStation", "NZ-WLG"]
        app.launch()
        let stamp = app.staticTexts["tides.lastRefreshed"]
        XCTAssertTrue(stamp.waitForExistence(timeout: 5))
        let before = stamp.label

        XCUIDevice.shared.press(.home)
        try helper.send(payload: "tide-refresh.apns", to: "com.tidepool.app")
        sleep(20)
        app.activate()

        XCTAssertNotEqual(stamp.label, before)
    }

    func testContentAvailablePushRefreshesAfterTermination() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-UITestStation", "NZ-WLG"]
        app.launch()
        let before = app.staticTexts["tides.lastRefreshed"].label

        app.terminate()
        try helper.send(payload: "tide-refresh.apns", to: "com.tidepool.app")
        sleep(30)

        app.launch()
        let stamp = app.staticTexts["tides.lastRefreshed"]
        XCTAssertTrue(stamp.waitForExistence(timeout: 5))
        XCTAssertNotEqual(stamp.label, before, "content-available push did not refresh tides while the app was not running")
    }
}
