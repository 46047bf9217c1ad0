import XCTest

final class OnboardingUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-uiTestFixtures", "welcome"]
    }

    func testFlagDrivenWelcomeCard() {
        app.launch()
        XCTAssertTrue(app.otherElements["welcomeCard.offlineMaps"].waitForExistence(timeout: 10))
    }
}
