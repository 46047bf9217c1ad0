import XCTest

/// `ci/push-relay.sh` listens on 127.0.0.1:8099 and runs
/// `xcrun simctl push booted com.parcelpost.app <payload>` for each request.
final class SilentPushUITests: XCTestCase {
    func testContentAvailablePushRefreshesTracking() throws {
        let app = XCUIApplication()
        app.launchArguments = ["-uitest-seed-parcel", "PP-48211"]
        app.launch()
        XCUIDevice.shared.press(.home)

        try PushRelay.send(payload: ["aps": ["content-available": 1], "parcel_id": "PP-48211"])
        sleep(30)

        app.activate()
        let status = app.staticTexts["parcel.PP-48211.refreshed"]
        XCTAssertEqual(status.label, "Updated in background")
    }
}
