import XCTest

final class OnboardingUITests: XCTestCase {
    func testHealthPermissionsFlow() throws {
        let app = XCUIApplication()
        app.launchArguments = ["-reset-onboarding"]
        app.launch()
        app.buttons["Get started"].tap()
        app.buttons["Connect Health"].tap()
        XCTAssertTrue(app.staticTexts["You're all set"].waitForExistence(timeout: 10))
    }
}
