import XCTest

final class OnboardingUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-ui-testing", "-reset-onboarding"]
        app.launch()
    }

    func testSkipOnboardingShowsNotebooks() {
        app.buttons["onboarding.skip"].tap()
        XCTAssertTrue(app.navigationBars["Notebooks"].waitForExistence(timeout: 5))
    }
}
