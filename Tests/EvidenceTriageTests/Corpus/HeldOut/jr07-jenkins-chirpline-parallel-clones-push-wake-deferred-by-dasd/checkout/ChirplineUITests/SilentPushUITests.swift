import XCTest

final class SilentPushUITests: XCTestCase {
    func testBackgroundPushUpdatesUnreadBadge() throws {
        let app = XCUIApplication()
        app.launchArguments = ["-ui-testing", "-seed-inbox", "two-unread"]
        app.launch()
        XCUIDevice.shared.press(.home)                       // app goes to the background
        try PushRelay.send(payload: ["aps": ["content-available": 1], "inbox": "3"], to: app)  // CI sidecar runs `simctl push`
        let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
        let icon = springboard.icons["Chirpline"]
        let updated = NSPredicate(format: "value CONTAINS '3 new items'")
        let badge = expectation(for: updated, evaluatedWith: icon)
        wait(for: [badge], timeout: 20)
    }
}
