import XCTest

final class PermissionsPromptUITests: XCTestCase {
    private let app = XCUIApplication()
    private let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")

    override func setUp() {
        continueAfterFailure = false
    }

    /// Location authorization is per device: a device that already granted it never prompts again
    /// until its content and settings are erased (or `app.resetAuthorizationStatus(for: .location)`).
    func testLocationPromptAppearsOnFirstRun() {
        app.launch()
        if app.buttons["onboarding.skip"].waitForExistence(timeout: 3) { app.buttons["onboarding.skip"].tap() }
        app.buttons["nearby.useMyLocation"].tap()

        let alert = springboard.alerts.firstMatch
        let appeared = alert.waitForExistence(timeout: 10)
        defer { if appeared { alert.buttons["Allow While Using App"].tap() } }

        // Expect the system prompt on a freshly erased device.
        // (The CI pipeline erases the simulator before every build.)
        XCTAssertTrue(appeared, "Location permission alert did not appear")
    }

    func testDeniedLocationShowsSettingsLink() {
        app.launchArguments = ["-stubLocationAuthorization", "denied"]
        app.launch()
        XCTAssertTrue(app.buttons["nearby.openSettings"].waitForExistence(timeout: 5))
    }
}
