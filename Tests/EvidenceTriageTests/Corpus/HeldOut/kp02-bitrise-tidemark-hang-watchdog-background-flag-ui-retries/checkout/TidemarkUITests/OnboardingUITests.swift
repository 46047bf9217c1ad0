import XCTest

final class OnboardingUITests: XCTestCase {
    override func setUp() {
        continueAfterFailure = false
    }

    func testSkipOnboardingShowsTideTable() {
        let app = XCUIApplication()
        app.launchArguments += ["-uiTesting", "-resetOnboarding"]
        app.launch()

        // The Skip button sits on top of the animated wave header.
        app.buttons["Skip"].tap()
        XCTAssertTrue(app.tables["tides.table"].waitForExistence(timeout: 5))
    }
}
