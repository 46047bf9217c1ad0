import XCTest

final class OnboardingUITests: XCTestCase {
    func testSkipIntro() {
        let app = XCUIApplication()
        app.launchArguments = ["-resetOnboarding", "YES"]
        app.launch()
        app.buttons["Skip"].tap()
        XCTAssertTrue(app.tabBars.buttons["Trips"].waitForExistence(timeout: 10))
    }
}
