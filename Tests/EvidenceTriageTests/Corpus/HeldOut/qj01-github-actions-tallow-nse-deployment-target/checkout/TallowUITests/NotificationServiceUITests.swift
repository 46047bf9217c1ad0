import XCTest

final class NotificationServiceUITests: XCTestCase {
    private let app = XCUIApplication()
    private let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["-uitest-signed-in", "-uitest-seed-keys"]
        app.launch()
        XCUIDevice.shared.press(.home)
    }

    /// The server sends `mutable-content: 1` with an encrypted body; the
    /// notification service extension decrypts it before the banner is shown.
    func testEncryptedPushShowsPlaintextPreview() throws {
        try PushRelay.send(fixture: "encrypted-dm", to: "com.tallowchat.tallow")
        let banner = springboard.otherElements["Notification"].firstMatch
        XCTAssertTrue(banner.waitForExistence(timeout: 10), "no banner")
        XCTAssertTrue(banner.staticTexts["Mara: Lunch at 1?"].waitForExistence(timeout: 5),
                      "banner shows: \(banner.label)")
    }

    func testPlainPushShowsSenderName() throws {
        try PushRelay.send(fixture: "plain-mention", to: "com.tallowchat.tallow")
        let banner = springboard.otherElements["Notification"].firstMatch
        XCTAssertTrue(banner.waitForExistence(timeout: 10))
        XCTAssertTrue(banner.label.contains("Devin mentioned you"))
    }
}
