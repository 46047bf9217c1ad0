import XCTest

/// CI pre-grants notification permission with applesimutils before the run,
/// so onboarding must go straight from the reminders step to Home.
final class OnboardingUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments = ["-resetOnboarding", "YES"]
        app.launch()
    }

    func testRemindersStepShowsHome() {
        app.buttons["onboarding.next"].tap()
        app.buttons["onboarding.enableReminders"].tap()
        XCTAssertTrue(app.navigationBars["Tonight"].waitForExistence(timeout: 10))
    }
}
