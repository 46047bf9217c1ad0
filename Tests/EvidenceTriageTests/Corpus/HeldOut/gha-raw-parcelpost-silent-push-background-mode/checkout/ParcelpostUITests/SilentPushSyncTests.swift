import XCTest

/// Drives a content-available push through the CI push relay (ci/push-relay.py runs
/// `xcrun simctl push` on the host) while the app sits in the background.
final class SilentPushSyncTests: XCTestCase {
    private let app = XCUIApplication()
    private let relay = PushRelayClient(port: 8089)

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchEnvironment["EVIDENCE_TEST_ID"] = "SilentPushSyncTests/\(name)"
        app.launchArguments += ["-UITestStubServer", "shipments-delivery-update.json"]
        app.launch()
    }

    func testForegroundPushUpdatesRow() throws {
        XCTAssertTrue(app.staticTexts["PP-4471-DE · In transit"].waitForExistence(timeout: 10))
        try relay.send(payload: "silent-shipment-update.apns", to: "com.parcelpost.ios")
        XCTAssertTrue(app.staticTexts["PP-4471-DE · Out for delivery"].waitForExistence(timeout: 15))
    }

    func testContentAvailablePushRefreshesInbox() throws {
        XCTAssertTrue(app.staticTexts["PP-4471-DE · In transit"].waitForExistence(timeout: 10))
        XCUIDevice.shared.press(.home)
        try relay.send(payload: "silent-shipment-update.apns", to: "com.parcelpost.ios")
        sleep(20)                                       // the app fetches the shipment in the background
        app.activate()
        let row = app.staticTexts["PP-4471-DE · Out for delivery"]
        XCTAssertTrue(row.exists, "inbox was not refreshed by the silent push while backgrounded")
    }
}
