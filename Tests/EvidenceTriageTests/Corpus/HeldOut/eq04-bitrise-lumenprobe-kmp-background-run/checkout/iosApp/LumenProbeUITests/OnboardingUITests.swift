import XCTest

final class OnboardingUITests: XCTestCase {
    func testConsentScreenShowsPrivacyLinks() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-resetOnboarding", "YES"]
        app.launch()

        app.buttons["onboarding-next"].tap()
        app.buttons["onboarding-next"].tap()

        let link = app.links["privacy-policy-link"]
        XCTAssertTrue(link.waitForExistence(timeout: 3), "Privacy policy link missing on the consent screen")
        XCTAssertTrue(app.links["data-policy-link"].exists)
    }
}
