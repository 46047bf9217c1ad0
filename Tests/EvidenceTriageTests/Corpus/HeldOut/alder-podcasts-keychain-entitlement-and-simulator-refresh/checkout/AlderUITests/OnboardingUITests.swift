import XCTest

final class OnboardingUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["-resetOnboarding", "YES", "-AppleLanguages", "(en)"]
        app.launch()
    }

    func testOnboardingShowsWelcomeTitle() {
        XCTAssertTrue(app.staticTexts["Onboarding.title"].waitForExistence(timeout: 5))
    }

    func testSkipOnboardingShowsLibrary() {
        app.buttons["Onboarding.skipButton"].tap()
        XCTAssertTrue(app.navigationBars["Library"].waitForExistence(timeout: 5))
    }
}
