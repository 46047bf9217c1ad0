import XCTest

class OnboardingUITests: XCTestCase {
    func testInitialStateComponents() {
        let app = Application.launch(.onboarding)
        XCTAssertTrue(app.buttons["onboarding.getStarted"].exists)
        app.assertScreenshot(.onboarding)
    }
}
