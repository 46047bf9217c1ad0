import XCTest

/// Runs after `simctl privacy reset location` so the system prompt has to appear.
final class LocationPermissionUITests: XCTestCase {
    func testAlwaysPromptAppearsAfterOnboarding() {
        let app = XCUIApplication()
        app.launch()
        app.buttons["onboarding.enableTripLogging"].tap()

        let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
        let prompt = springboard.alerts.firstMatch
        XCTAssertTrue(prompt.waitForExistence(timeout: 10), "location permission prompt did not appear")
    }
}
