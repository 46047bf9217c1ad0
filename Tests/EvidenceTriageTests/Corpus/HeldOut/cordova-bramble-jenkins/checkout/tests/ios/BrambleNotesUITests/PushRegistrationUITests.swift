import XCTest

/// phonegap-plugin-push: www/js/push.js writes the outcome of PushNotification.init()
/// into #push-status ("registered <token>" or "error: <message>").
final class PushRegistrationUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments = ["-e2e-reset"]
        app.launch()
        addUIInterruptionMonitor(withDescription: "push permission") { alert in
            alert.buttons["Allow"].tap(); return true
        }
    }

    func testRegistersForRemoteNotifications() {
        app.buttons["Enable tide alerts"].tap()
        app.tap()

        let status = app.staticTexts.matching(identifier: "push-status").firstMatch
        XCTAssertTrue(status.waitForExistence(timeout: 20))
        XCTAssertTrue(status.label.hasPrefix("registered"), "push registration failed: \(status.label)")
    }
}
