import XCTest

final class OnboardingUITests: XCTestCase {
    override func setUp() {
        continueAfterFailure = false
    }

    func testSkipOnboardingShowsMap() {
        let app = XCUIApplication()
        app.launchEnvironment["FERNGROVE_UI_TEST"] = "1"
        app.launchEnvironment["EVIDENCE_TEST_ID"] = "OnboardingUITests/testSkipOnboardingShowsMap"
        app.launchArguments += ["-resetOnboarding", "YES"]
        app.launch()

        XCTAssertTrue(app.buttons["Skip"].waitForExistence(timeout: 10))
        app.buttons["Skip"].tap()
        XCTAssertTrue(app.otherElements["trail-map"].waitForExistence(timeout: 5))
    }
}
