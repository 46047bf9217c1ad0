import XCTest

final class OnboardingUITests: XCTestCase {
    func testHealthPermissionPrimerShown() {
        let app = XCUIApplication()
        app.launchArguments = ["-resetOnboarding"]
        app.launch()
        XCTAssertTrue(app.staticTexts["Connect Apple Health"].waitForExistence(timeout: 10))
    }
}
