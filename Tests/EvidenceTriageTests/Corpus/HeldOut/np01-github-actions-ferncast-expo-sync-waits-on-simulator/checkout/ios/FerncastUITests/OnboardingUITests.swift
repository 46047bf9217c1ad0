import XCTest

final class OnboardingUITests: XCTestCase {
    func testLocationPrimerSkip() {
        let app = XCUIApplication()
        app.launchArguments += ["-resetOnboarding", "YES"]
        app.launch()
        app.buttons["onboarding.next"].tap()
        app.buttons["locationPrimer.notNow"].tap()
        XCTAssertTrue(app.navigationBars["Spots"].waitForExistence(timeout: 5))
    }
}
