import XCTest

final class PushOptInUITests: XCTestCase {
    let app = XCUIApplication(bundleIdentifier: "com.skiffrun.game")

    func testAcceptingPushStoresDeviceToken() throws {
        addUIInterruptionMonitor(withDescription: "notifications") { alert in
            alert.buttons["Allow"].tap(); return true
        }
        app.launchArguments += ["-skiffUITest", "1", "-skiffResetPushOptIn", "1"]
        app.launch()
        app.buttons["enable-daily-chest-alerts"].tap()
        app.tap()
        let token = app.staticTexts["push-token"]
        XCTAssertTrue(token.waitForExistence(timeout: 15))
        XCTAssertNotEqual(token.label, "", "APNs device token should be stored after opting in")
    }
}
