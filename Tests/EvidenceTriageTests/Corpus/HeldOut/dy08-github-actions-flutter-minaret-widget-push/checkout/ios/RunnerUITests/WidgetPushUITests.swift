import XCTest

/// End-to-end: a data-only FCM message sent while Minaret is in the background must
/// reach the Dart background handler and update the widget's app-group data.
final class WidgetPushUITests: XCTestCase {
    let app = XCUIApplication()
    let debugPush = URL(string: "https://push-staging.minaret.test/v1/debug/push")!

    func testDataOnlyPushUpdatesWidgetWhileBackgrounded() async throws {
        app.launchArguments = ["-minaret-debug-widget-panel", "-minaret-seed-next-prayer", "12:58"]
        app.launch()
        let token = app.staticTexts["debug.fcmToken"]
        XCTAssertTrue(token.waitForExistence(timeout: 20))

        XCUIDevice.shared.press(.home)
        let messageID = try await DebugPushClient(endpoint: debugPush)
            .sendDataOnly(to: token.label, data: ["next_prayer": "13:05", "name": "Dhuhr"])
        print("debug push accepted: \(messageID)")

        try await Task.sleep(for: .seconds(60))

        app.activate()
        let nextPrayer = app.staticTexts["debug.widget.nextPrayer"].label
        let lastUpdate = app.staticTexts["debug.widget.lastBackgroundUpdate"].label
        XCTAssertEqual(nextPrayer, "13:05", "widget data 60 s after data-only push \(messageID); last background update: \(lastUpdate)")
    }
}
