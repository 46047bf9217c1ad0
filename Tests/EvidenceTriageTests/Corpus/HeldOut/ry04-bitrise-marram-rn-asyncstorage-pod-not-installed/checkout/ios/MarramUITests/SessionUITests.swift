import XCTest

final class SessionUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
    }

    func testRememberedEmailIsPrefilled() {
        app.launchArguments = ["-e2eSeedEmail", "dune@marram.test"]
        app.launch()
        app.buttons["Sign out"].tap()
        let email = app.textFields["login.email"]
        XCTAssertTrue(email.waitForExistence(timeout: 10))
        XCTAssertEqual(email.value as? String, "dune@marram.test")
    }

    func testOnboardingShownOnlyOnce() {
        app.launch()
        app.buttons["onboarding.done"].tap()
        app.terminate()
        app.launch()
        XCTAssertFalse(app.buttons["onboarding.done"].waitForExistence(timeout: 5))
    }
}
