import XCTest

final class OnboardingUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments = ["-reset-onboarding"]
        app.launch()
    }

    func testHealthPermissionPrimer() {
        app.buttons["onboarding.continue"].tap()
        XCTAssertTrue(app.staticTexts["primer.title"].waitForExistence(timeout: 5))
    }

    func testSkipShowsDashboard() {
        app.buttons["onboarding.skip"].tap()
        XCTAssertTrue(app.otherElements["dashboard"].waitForExistence(timeout: 5))
    }
}
