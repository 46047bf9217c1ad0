import XCTest

final class OnboardingUITests: XCTestCase {
    func testHealthPermissionPrimerAppears() {
        let app = XCUIApplication()
        app.launchArguments += ["-resetOnboarding", "YES"]
        app.launch()
        app.buttons["Get started"].tap()
        XCTAssertTrue(app.staticTexts["Connect Apple Health"].waitForExistence(timeout: 3))
    }
}
