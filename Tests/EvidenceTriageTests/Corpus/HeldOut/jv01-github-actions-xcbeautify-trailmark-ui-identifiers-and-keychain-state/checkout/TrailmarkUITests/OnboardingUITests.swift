import XCTest

final class OnboardingUITests: XCTestCase {
    private var app: XCUIApplication!

    override func setUp() {
        continueAfterFailure = false
        app = XCUIApplication()
        app.launchArguments = ["-resetForUITesting", "-showOnboarding"]
        app.launch()
    }

    func testPagesSwipeForward() {
        let pages = app.otherElements["onboarding.pages"]
        XCTAssertTrue(pages.waitForExistence(timeout: 5))
        pages.swipeLeft()
        pages.swipeLeft()
        XCTAssertTrue(app.staticTexts["Maps that work offline"].exists)
    }

    func testGetStartedOpensJournal() {
        let getStarted = app.buttons["onboarding.getStarted"]
        _ = getStarted.waitForExistence(timeout: 5)
        getStarted.tap()
        XCTAssertTrue(app.navigationBars["Journal"].waitForExistence(timeout: 5))
    }

    func testSkipShowsSignIn() {
        app.buttons["onboarding.skip"].tap()
        XCTAssertTrue(app.buttons["signIn.apple"].waitForExistence(timeout: 5))
    }
}
