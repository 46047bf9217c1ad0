import XCTest

final class NotificationsUITests: XCTestCase {
    private var app: XCUIApplication!

    override func setUp() {
        super.setUp()
        continueAfterFailure = false
        app = XCUIApplication()
        app.launchArguments = ["--uitesting", "--skip-onboarding"]
        app.launchEnvironment["EVIDENCE_TEST_ID"] = "NotificationsUITests/\(testRunName)"
    }

    private var testRunName: String {
        String(name.split(separator: " ").last!.dropLast())
    }

    func testNotificationPermissionPrompt() {
        app.launch()
        app.buttons["Settings"].tap()
        app.buttons["Enable reminders"].tap()
        let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
        let allow = springboard.alerts.buttons["Allow"]
        XCTAssertTrue(allow.waitForExistence(timeout: 10))
        allow.tap()
        XCTAssertTrue(app.staticTexts["Reminders on"].waitForExistence(timeout: 5))
    }

    func testRegisterForRemoteNotifications() {
        app.launch()
        app.buttons["Settings"].tap()
        app.buttons["Study messages"].tap()
        app.buttons["Register"].tap()
        // The study coordinator can only reach this device once APNs has issued a token.
        let registered = app.staticTexts["Device token received"]
        XCTAssertTrue(registered.waitForExistence(timeout: 30), "APNs never answered registerForRemoteNotifications()")
    }
}
