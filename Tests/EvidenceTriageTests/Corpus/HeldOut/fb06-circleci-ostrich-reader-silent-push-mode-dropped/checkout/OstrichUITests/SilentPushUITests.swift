import XCTest

/// The CI job runs `Scripts/push-helper.py` on the host; PushHelper asks it to run
/// `xcrun simctl push <udid> com.ostrich.reader <payload>`.
final class SilentPushUITests: XCTestCase {
    func testContentAvailablePushTriggersFetch() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-uitest-feeds", "fixtures/two-feeds.opml"]
        app.launch()
        XCUIDevice.shared.press(.home)

        try PushHelper.send(payloadNamed: "content-available.apns", to: "com.ostrich.reader")
        sleep(10)
        app.activate()

        XCTAssertTrue(app.staticTexts["Updated by push"].waitForExistence(timeout: 20))
    }
}
