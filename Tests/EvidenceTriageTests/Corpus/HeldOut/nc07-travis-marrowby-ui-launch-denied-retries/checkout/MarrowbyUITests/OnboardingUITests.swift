import XCTest

final class OnboardingUITests: XCTestCase {
    func testSkipOnboardingLandsOnCatalog() {
        let app = XCUIApplication()
        app.launchArguments = ["-resetOnboarding"]
        app.launch()
        app.buttons["Skip"].tap()
        XCTAssertTrue(app.navigationBars["Catalog"].waitForExistence(timeout: 10))
    }
}
