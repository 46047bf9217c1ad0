import XCTest

final class OnboardingUITests: XCTestCase {
    override func setUp() { continueAfterFailure = false }

    func testSignUpFlowReachesHome() {
        let app = XCUIApplication()
        app.launchArguments += ["-uitest-reset", "-stub-network"]
        app.launch()
        app.buttons["Get started"].tap()
        let email = app.textFields["Email"]
        email.tap()
        email.typeText("ci+onboarding@tessera.test")
        app.buttons["Continue"].tap()
        XCTAssertTrue(app.tabBars.buttons["Home"].waitForExistence(timeout: 10))
    }
}
