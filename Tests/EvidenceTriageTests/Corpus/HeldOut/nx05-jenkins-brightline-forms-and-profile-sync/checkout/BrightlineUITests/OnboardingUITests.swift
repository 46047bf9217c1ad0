import XCTest

final class OnboardingUITests: XCTestCase {
    func testConsentSheetShownOnFirstLaunch() {
        let app = XCUIApplication()
        app.launchArguments += ["-resetOnboarding"]
        app.launch()
        XCTAssertTrue(app.sheets["consent.sheet"].waitForExistence(timeout: 4))
    }
}
