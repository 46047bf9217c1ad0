import XCTest

final class OnboardingUITests: XCTestCase {
    func testSkipOnboarding() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-uitest", "-resetOnboarding"]
        app.launch()
        app.buttons["Skip"].tap()
        XCTAssertTrue(app.tabBars.buttons["Today"].waitForExistence(timeout: 10))
    }
}
