import XCTest

final class OnboardingUITests: XCTestCase {
    let app = XCUIApplication()

    func testContinueOpensTides() {
        app.launchArguments += ["-resetOnboarding", "1"]
        app.launch()
        app.buttons["onboarding.continue"].tap()
        XCTAssertTrue(app.navigationBars["Tides"].waitForExistence(timeout: 4))
    }
}
