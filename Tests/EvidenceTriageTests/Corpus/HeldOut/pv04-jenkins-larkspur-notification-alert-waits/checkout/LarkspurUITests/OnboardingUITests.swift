import XCTest

final class OnboardingUITests: XCTestCase {
    func testNotificationPermissionAlertShownOnLaunch() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-LSResetPermissions", "YES"]
        app.launch()

        let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
        let alert = springboard.alerts.firstMatch
        XCTAssertTrue(alert.waitForExistence(timeout: 5), "notification permission alert did not appear")
        alert.buttons["Allow"].tap()
    }
}
