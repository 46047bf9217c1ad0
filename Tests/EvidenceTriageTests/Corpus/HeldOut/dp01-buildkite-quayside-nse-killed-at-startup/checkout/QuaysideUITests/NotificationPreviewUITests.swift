import XCTest

/// End-to-end: a real sandbox APNs push, sent by the lab relay, must reach the
/// device decrypted by QuaysideNotificationService before it is shown.
final class NotificationPreviewUITests: XCTestCase {
    private let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
    private var app: XCUIApplication!
    private var relay: LabPushRelay!

    override func setUpWithError() throws {
        continueAfterFailure = false
        app = XCUIApplication()
        app.launchArguments += ["-uitest-seed-conversation", "mira-lunch"]
        app.launch()
        relay = try LabPushRelay.fromEnvironment()
        XCUIDevice.shared.press(.home)
    }

    func testEncryptedPushShowsDecryptedPreview() throws {
        let token = try relay.awaitDeviceToken(bundleID: "com.quaysidehq.messenger", timeout: 20)
        try relay.sendEncrypted(to: token, conversation: "mira-lunch", plaintext: "Lunch at 1?")

        let banner = springboard.otherElements["NotificationShortLookView"].firstMatch
        XCTAssertTrue(banner.waitForExistence(timeout: 30), "no banner within 30 s")
        let text = banner.label
        XCTAssertTrue(text.contains("Lunch at 1?"), "Banner showed \"\(text)\" instead of the decrypted preview")
    }
}
