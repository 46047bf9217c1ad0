import XCTest

/// Device lab: the lab iPhones keep a Charge Status widget pinned on page 1 of the Home Screen.
final class ChargeStatusWidgetUITests: XCTestCase {
    func testPinnedWidgetTapOpensChargeSession() {
        let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
        XCUIDevice.shared.press(.home)
        let widget = springboard.otherElements["charge-status-widget"]
        XCTAssertTrue(widget.waitForExistence(timeout: 10))
        widget.tap()
        let app = XCUIApplication()
        XCTAssertTrue(app.wait(for: .runningForeground, timeout: 10), "tapping the pinned widget did not open Voltline")
        XCTAssertTrue(app.otherElements["charge-session-screen"].exists)
    }
}
