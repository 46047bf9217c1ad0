import XCTest

/// CI grants Health read access before the run (`applesimutils --setPermissions health=YES`,
/// see ci/Jenkinsfile), so onboarding should go straight to the dashboard.
final class HealthOnboardingUITests: XCTestCase {
    private let app = XCUIApplication()

    func testPreAuthorizedUserSeesTodayDashboard() {
        app.launchArguments += ["-resetOnboarding", "YES"]
        app.launch()
        app.buttons["Connect Apple Health"].tap()

        let today = app.staticTexts["Steps today"]
        XCTAssertTrue(today.waitForExistence(timeout: 20),
                      "dashboard not shown; frontmost: \(app.navigationBars.firstMatch.identifier)")
    }
}
