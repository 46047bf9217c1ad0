import XCTest

/// Sends a real content-available push to the booted simulator through the CI host's
/// push helper (`scripts/sim-push-helper.py`, which runs `xcrun simctl push`), then
/// checks that the app refreshed the roster in the background.
final class SilentPushDeliveryUITests: XCTestCase {
    func testContentAvailablePushRefreshesCrewRoster() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-uitest-reset-roster", "-uitest-roster-marker"]
        app.launch()
        XCUIDevice.shared.press(.home)                    // app goes to the background

        try PushHelper.send(bundleID: "com.ferrypost.app", payload: "roster-changed-silent.apns")

        // The app touches the marker file from its didReceiveRemoteNotification handler.
        let refreshed = RosterMarker.waitForUpdate(timeout: 45)
        XCTAssertTrue(refreshed, "roster was not refreshed within 45 s of the silent push")
    }
}
