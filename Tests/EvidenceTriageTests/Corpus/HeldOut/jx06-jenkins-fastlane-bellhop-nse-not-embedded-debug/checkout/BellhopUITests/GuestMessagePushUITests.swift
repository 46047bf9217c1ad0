import XCTest

/// The lane starts scripts/simctl-push-server.rb; PushTrigger asks it to run `xcrun simctl push`.
final class GuestMessagePushUITests: XCTestCase {

    func testFrontDeskMessageShowsDecryptedPreview() throws {
        let app = XCUIApplication()
        app.launch()
        XCUIDevice.shared.press(.home)

        try PushTrigger.send(fixture: "front-desk-room-ready.apns")   // mutable-content: 1, encrypted body
        let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
        let banner = springboard.otherElements["Notification"].descendants(matching: .any)["Front Desk: Your room is ready"]
        XCTAssertTrue(banner.waitForExistence(timeout: 15),
                      "decrypted banner not shown; visible: \(springboard.otherElements["Notification"].label)")
    }
}
