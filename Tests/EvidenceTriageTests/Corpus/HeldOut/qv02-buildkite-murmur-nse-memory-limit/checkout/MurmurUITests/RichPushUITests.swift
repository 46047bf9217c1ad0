import XCTest

final class RichPushUITests: XCTestCase {
    func testGifMessageShowsSenderAndPreview() throws {
        let app = XCUIApplication()
        app.launchEnvironment["MURMUR_FIXTURE"] = "ana-8mb-gif"
        app.launch()
        XCUIDevice.shared.press(.home)
        try PushRelay.send(fixture: "ana-8mb-gif", to: app)  // delivered through the device lab's APNs sandbox

        let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
        let banner = springboard.otherElements["NotificationShortLookView"].firstMatch
        XCTAssertTrue(banner.waitForExistence(timeout: 30))
        XCTAssertEqual(banner.staticTexts.element(boundBy: 0).label, "Ana Ruiz")
    }
}
