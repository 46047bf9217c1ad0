import XCTest

final class OnboardingUITests: XCTestCase {
    func testNotificationPrimerContinue() {
        let app = XCUIApplication()
        app.launchArguments = ["-reset-onboarding"]
        app.launch()
        app.buttons["onboarding.notifications.continue"].tap()
        XCTAssertTrue(app.navigationBars["My Parcels"].waitForExistence(timeout: 5))
    }
}
