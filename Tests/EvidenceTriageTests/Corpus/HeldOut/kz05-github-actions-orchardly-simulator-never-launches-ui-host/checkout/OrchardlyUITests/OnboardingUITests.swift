import XCTest

final class OnboardingUITests: XCTestCase {
    func testGrantBackgroundRefreshFlow() {
        let app = XCUIApplication()
        app.launchArguments = ["-uiTesting", "-resetOnboarding"]
        app.launch()
        app.buttons["onboarding.continue"].tap()
        app.switches["settings.backgroundRefresh"].tap()
        XCTAssertTrue(app.staticTexts["Sensors refresh in the background"].waitForExistence(timeout: 5))
    }
}
