import XCTest

/// CI sends `ci/push/status-changed.apns` (content-available: 1, no alert) with
/// `xcrun simctl push` while the app sits in the background; the app should refetch
/// the shipment and show the new status when it comes back.
final class SilentPushUITests: XCTestCase {
    private let app = XCUIApplication()

    func testForegroundRefreshShowsStatus() {
        app.launchArguments = ["-uiTestShipment", "PP-55120"]
        app.launch()
        app.buttons["Refresh"].tap()
        XCTAssertTrue(app.staticTexts["status: In transit"].waitForExistence(timeout: 10))
    }

    func testSilentPushRefreshesTrackingStatus() {
        app.launchArguments = ["-uiTestShipment", "PP-55120", "-uiTestSignalPushReady", "YES"]
        app.launch()
        XCUIDevice.shared.press(.home)

        // ci/ui-tests.sh watches for the ready marker and sends the silent push.
        sleep(45)
        app.activate()
        XCTAssertTrue(app.staticTexts["status: Out for delivery"].waitForExistence(timeout: 15),
                      "silent push did not refresh the shipment in the background")
    }
}
