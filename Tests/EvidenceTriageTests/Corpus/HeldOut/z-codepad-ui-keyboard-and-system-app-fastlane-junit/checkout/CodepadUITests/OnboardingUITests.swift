import XCTest

final class OnboardingUITests: XCTestCase {
    func testFirstLaunchShowsWelcome() throws {
        let app = XCUIApplication()
        app.launchArguments = ["-UITests", "-ResetOnboarding"]
        app.launch()
        XCTAssertTrue(app.staticTexts["Welcome to Codepad"].waitForExistence(timeout: 10))
    }
}
