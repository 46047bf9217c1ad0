import XCTest

final class OnboardingUITests: XCTestCase {
    private var app: XCUIApplication!

    override func setUpWithError() throws {
        continueAfterFailure = false
        app = XCUIApplication()
        app.launchArguments += ["-uitest-fresh-install", "-AppleLanguages", "(en)"]
        app.launch()
    }

    func testWelcomeShowsGetStarted() {
        XCTAssertTrue(app.buttons["Get started"].waitForExistence(timeout: 5))
    }

    func testContinueAdvancesToNotificationsStep() {
        app.buttons["Get started"].tap()
        app.textFields["onboarding.firstHabit"].tap()
        app.textFields["onboarding.firstHabit"].typeText("Morning walk")
        app.buttons["Continue"].tap()
        XCTAssertTrue(app.staticTexts["Stay on track with reminders"].waitForExistence(timeout: 5))
    }

    func testSkipGoesToToday() {
        app.buttons["Get started"].tap()
        app.buttons["onboarding.skip"].tap()
        XCTAssertTrue(app.navigationBars["Today"].waitForExistence(timeout: 5))
    }
}
