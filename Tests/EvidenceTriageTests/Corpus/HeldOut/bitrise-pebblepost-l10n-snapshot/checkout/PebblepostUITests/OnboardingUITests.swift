import XCTest

final class OnboardingUITests: XCTestCase {
    func testSkipOnboardingLandsOnComposer() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-UITestResetOnboarding", "YES"]
        app.launch()

        app.buttons["onboarding.skip"].tap()
        XCTAssertTrue(app.otherElements["composer.root"].waitForExistence(timeout: 5), "composer did not appear")
    }
}
