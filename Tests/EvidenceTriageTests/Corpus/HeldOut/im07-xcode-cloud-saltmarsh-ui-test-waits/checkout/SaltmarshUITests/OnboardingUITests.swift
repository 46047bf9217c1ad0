import XCTest

final class OnboardingUITests: XCTestCase {
    override func setUp() { continueAfterFailure = false }

    func testSkipOnboardingOpensHome() {
        let app = XCUIApplication()
        app.launchArguments += ["-resetOnboarding"]
        app.launch()
        app.buttons["onboarding.skip"].tap()
        XCTAssertTrue(app.otherElements["home.root"].waitForExistence(timeout: 5))
    }
}
