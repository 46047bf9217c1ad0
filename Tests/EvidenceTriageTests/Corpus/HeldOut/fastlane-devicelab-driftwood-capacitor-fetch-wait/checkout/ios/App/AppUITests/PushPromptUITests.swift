import XCTest

final class PushPromptUITests: XCTestCase {
    func testAllowNotificationsAlert() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-uitest", "-resetPermissions"]
        app.launch()
        app.buttons["Enable reminders"].tap()
        let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
        XCTAssertTrue(springboard.alerts.buttons["Allow"].waitForExistence(timeout: 10))
    }
}
