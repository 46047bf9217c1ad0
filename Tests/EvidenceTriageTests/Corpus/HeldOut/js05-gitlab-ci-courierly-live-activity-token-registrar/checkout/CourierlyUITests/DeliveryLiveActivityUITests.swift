import XCTest

final class DeliveryLiveActivityUITests: XCTestCase {
    func testLockScreenShowsCourierEta() throws {
        let app = XCUIApplication()
        app.launchArguments = ["-uitest-demo-order", "5530"]
        app.launch()
        app.buttons["Track on Lock Screen"].tap()

        XCUIDevice.shared.press(.lock)
        let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
        XCTAssertTrue(springboard.staticTexts["Arriving in 9 min"].waitForExistence(timeout: 20))
    }
}
