import XCTest

final class OnboardingUITests: XCTestCase {
    func testPermissionsSheetDismisses() {
        let app = XCUIApplication()
        app.launchArguments = ["-resetOnboarding"]
        app.launch()
        app.buttons["onboarding.continue"].tap()
        app.buttons["permissions.notNow"].tap()
        XCTAssertTrue(app.tabBars.buttons["Library"].waitForExistence(timeout: 5))
    }
}
