import XCTest

final class OnboardingUITests: XCTestCase {
    func testConsentScreenAppears() throws {
        let app = XCUIApplication()
        app.launchArguments = ["-uitest-fresh-install"]
        app.launch()
        XCTAssertTrue(app.staticTexts["onboarding.consent.title"].waitForExistence(timeout: 10))
    }
}
