import XCTest

final class OnboardingUITests: XCTestCase {
    func testConnectHealthFlow() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-reset-onboarding", "1"]
        app.launch()
        app.buttons["Connect Apple Health"].tap()
        XCTAssertTrue(app.staticTexts["health-connected"].waitForExistence(timeout: 10))
    }
}
