import XCTest

final class SilentPushWakeTests: XCTestCase {
    /// ci/push-background.sh sends {"aps":{"content-available":1},"feed":"top"} with `xcrun simctl push`.
    func testContentAvailablePushTriggersSync() throws {
        let app = XCUIApplication()
        app.launchEnvironment["BF_UI_TEST"] = "1"
        app.launch()
        XCUIDevice.shared.press(.home)
        try PushHelper.sendBackgroundPush(bundleID: "com.lanternbay.brightfeed", payload: "top-stories.apns")
        sleep(8)
        app.activate()
        XCTAssertEqual(app.staticTexts["last-sync-source"].label, "silent-push")
    }
}
