import XCTest

final class NotificationRoutingUITests: XCTestCase {
    let app = XCUIApplication()
    let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-debug-menu"]
        app.launch()
    }

    func testBannerAppearsForIncomingMessage() {
        app.buttons["debug.fakeIncoming.ana.5s"].tap()
        XCUIDevice.shared.press(.home)
        let banner = springboard.otherElements["Notification"].descendants(matching: .any)["Ana"]
        XCTAssertTrue(banner.waitForExistence(timeout: 20))
    }

    func testTapOnNotificationAfterTerminateOpensChat() {
        app.buttons["debug.fakeIncoming.ana.5s"].tap()
        app.terminate()
        let banner = springboard.otherElements["Notification"].descendants(matching: .any)["Ana"]
        XCTAssertTrue(banner.waitForExistence(timeout: 20))
        banner.tap()
        XCTAssertTrue(app.navigationBars["Ana"].waitForExistence(timeout: 8), "chat 'Ana' not opened from the notification")
    }
}
