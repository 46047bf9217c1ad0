import XCTest

/// End-to-end: an end-to-end-encrypted push must be decrypted by CorvidNotificationService
/// before the banner is shown. The push is injected with `xcrun simctl push` by the
/// host-side PushBridge (Scripts/push-bridge.py) started by the pipeline.
final class PushDecryptionUITests: XCTestCase {

    private let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")

    func testSimulatedPushShowsDecryptedPreview() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-uitest-seed-session", "mira"]
        app.launch()
        XCUIDevice.shared.press(.home)

        try PushBridge.send(payloadNamed: "encrypted-message-mira", bundleID: "com.corvid.chat")

        let banner = springboard.otherElements["Notification"].descendants(matching: .any)["NotificationShortLookView"]
        XCTAssertTrue(banner.waitForExistence(timeout: 10), "no banner appeared")
        XCTAssertTrue(banner.label.contains("Dinner at 8?"), "banner shows: \(banner.label)")
    }
}
