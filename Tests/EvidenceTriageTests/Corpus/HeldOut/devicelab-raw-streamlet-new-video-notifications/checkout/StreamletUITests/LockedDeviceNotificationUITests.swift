import XCTest

final class LockedDeviceNotificationUITests: XCTestCase {
    func testLocalNotificationWhileLocked() {
        let app = XCUIApplication(bundleIdentifier: "app.streamlet.ios")
        app.launchEnvironment["EVIDENCE_TEST_ID"] = name
        app.launchEnvironment["FEED_STUB"] = "publish-after-60s"
        app.launch()
        XCUIDevice.shared.perform(NSSelectorFromString("pressLockButton"))
        let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
        let banner = springboard.descendants(matching: .any)["New video from Lab Channel"]
        XCTAssertTrue(banner.waitForExistence(timeout: 20 * 60), "no local notification while the device was locked")
    }
}
