import XCTest

/// Sends a real `simctl push` through the CI push relay (scripts/ci/push-relay.py) and checks
/// that the backgrounded app handled it in application(_:didReceiveRemoteNotification:fetchCompletionHandler:).
final class SilentPushUITests: XCTestCase {
    func testContentAvailablePushRefreshesShipments() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-UITestStubServer", "shipments-updated"]
        app.launchEnvironment["EVIDENCE_TEST_ID"] = "SilentPushUITests/testContentAvailablePushRefreshesShipments"
        app.launch()
        XCTAssertTrue(app.staticTexts["sync.lastSource"].waitForExistence(timeout: 5))

        XCUIDevice.shared.press(.home)
        try PushRelay.send(fixture: "silent-sync.apns", bundleID: "com.parcelpost.app")
        sleep(15)   // give the background fetch handler time to finish the sync
        app.activate()

        let source = app.staticTexts["sync.lastSource"]
        XCTAssertTrue(source.waitForExistence(timeout: 5))
        XCTAssertEqual(source.label, "silent-push", "the content-available push should have triggered a background sync")
    }
}
