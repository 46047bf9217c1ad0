import XCTest

/// codemagic.yaml pushes fixtures/encrypted-dinner.apns to the booted Simulator while this runs.
final class NotificationBannerUITests: XCTestCase {
    func testEncryptedPushShowsDecryptedPreview() {
        let app = XCUIApplication()
        app.launchArguments = ["-uiTestSignedIn", "YES"]
        app.launch()
        XCUIDevice.shared.press(.home)

        let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
        let banner = springboard.otherElements["Notification"].firstMatch
        XCTAssertTrue(banner.waitForExistence(timeout: 30), "no notification banner")
        XCTAssertTrue(banner.staticTexts["Dinner at 8?"].exists, "banner should show the decrypted preview, got: \(banner.label)")
    }
}
