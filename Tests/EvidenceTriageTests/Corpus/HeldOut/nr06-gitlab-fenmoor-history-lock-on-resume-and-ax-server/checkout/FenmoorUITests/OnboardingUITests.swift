import XCTest

final class OnboardingUITests: XCTestCase {
    func testSkipShowsLibrary() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-ResetOnboarding", "YES"]
        app.launch()
        app.buttons["onboarding.skip"].tap()
        XCTAssertTrue(app.navigationBars["Library"].waitForExistence(timeout: 5))
    }
}
