import XCTest

final class GeofencePermissionUITests: XCTestCase {
    private let app = XCUIApplication()
    private let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-ResetOnboarding", "YES"]
        app.resetAuthorizationStatus(for: .location)
        app.launch()
    }

    /// Onboarding step 3 asks for Always so depot arrivals work with the app closed.
    func testAlwaysAuthorizationPromptAppears() {
        app.buttons["Enable arrival alerts"].tap()

        let alert = springboard.alerts.firstMatch
        XCTAssertTrue(alert.waitForExistence(timeout: 10), "no location permission prompt was shown")
        XCTAssertTrue(alert.buttons["Allow While Using App"].exists)
    }
}
