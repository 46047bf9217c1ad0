import XCTest

/// Relies on the CI device being erased before the run: there is no launch argument that
/// resets the session, the test exercises the genuine first launch.
final class OnboardingFlowTests: XCTestCase {
    private let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launch()
    }

    func testFirstLaunchShowsWelcome() {
        let welcome = app.staticTexts["onboarding.welcomeTitle"]
        let shown = welcome.waitForExistence(timeout: 8)

        XCTAssertTrue(shown, "welcome screen not shown on first launch")
        XCTAssertTrue(app.buttons["onboarding.continue"].isHittable)
    }

    func testSkipLeadsToNearbyStops() {
        if app.buttons["onboarding.skip"].waitForExistence(timeout: 5) { app.buttons["onboarding.skip"].tap() }
        XCTAssertTrue(app.navigationBars["Nearby stops"].waitForExistence(timeout: 5))
    }
}
