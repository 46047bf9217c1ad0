import XCTest

final class OnboardingUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-UITestResetState", "YES", "-UITestShowOnboarding", "YES"]
        app.launch()
    }

    func testOnboardingHasThreePages() {
        XCTAssertTrue(app.pageIndicators["onboarding.pages"].waitForExistence(timeout: 5))
        XCTAssertEqual(app.pageIndicators["onboarding.pages"].value as? String, "page 1 of 3")
    }

    func testSkipGoesToWelcome() {
        app.buttons["onboarding.skip"].tap()
        XCTAssertTrue(app.buttons["login.email"].waitForExistence(timeout: 5))
    }
}
