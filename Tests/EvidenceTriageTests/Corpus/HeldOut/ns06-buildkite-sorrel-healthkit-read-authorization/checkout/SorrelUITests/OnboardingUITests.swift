import XCTest

final class OnboardingUITests: XCTestCase {
    func testHealthPermissionSheet() {
        let app = XCUIApplication()
        app.launchArguments = ["-reset-onboarding"]
        app.launch()
        app.buttons["onboarding.connectHealth"].tap()
        XCTAssertTrue(app.navigationBars["Health Access"].waitForExistence(timeout: 6))
    }
}
