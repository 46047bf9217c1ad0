import XCTest

final class OnboardingUITests: XCTestCase {

    func testHealthPermissionsScreen() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-reset-onboarding"]
        app.launchEnvironment["STRIDELOG_SKIP_HEALTH_PROMPT"] = "1"
        app.launch()
        XCTAssertTrue(app.staticTexts["onboarding-health-title"].waitForExistence(timeout: 10))
        app.buttons["onboarding-continue"].tap()
        XCTAssertTrue(app.staticTexts["onboarding-units-title"].waitForExistence(timeout: 5))
    }
}
