import XCTest

/// Sends an encrypted push (mutable-content: 1) through the CI APNs bridge and checks
/// that QuillNotificationService decrypted it before display.
final class RichPushUITests: XCTestCase {
    private let bridge = APNsSimBridge(port: 8091)
    private let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")

    func testEncryptedPushShowsDecryptedPreview() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-UITestSeedConversation", "maya"]
        app.launch()
        XCUIDevice.shared.press(.home)

        try bridge.send(payload: "encrypted-message.apns", bundleID: "com.quill.app")

        let banner = springboard.otherElements["Notification"].firstMatch
        XCTAssertTrue(banner.waitForExistence(timeout: 15), "no notification banner")
        XCTAssertTrue(banner.label.contains("Maya: see you at the ferry at 7"),
                      "banner shows \"\(banner.label)\" instead of the decrypted preview")
    }
}
