import XCTest

final class OnboardingUITests: XCTestCase {
    private var app: XCUIApplication!

    override func setUpWithError() throws {
        continueAfterFailure = false
        app = XCUIApplication()
        app.launchArguments += ["-uitest-reset-onboarding", "-uitest-stub-network"]
        app.launch()
    }

    override func tearDownWithError() throws {
        app = nil
    }

    func testOnboardingShowsThreePages() throws {
        XCTAssertTrue(app.staticTexts["onboarding.title.0"].waitForExistence(timeout: 10))
        app.swipeLeft()
        XCTAssertTrue(app.staticTexts["onboarding.title.1"].waitForExistence(timeout: 5))
        app.swipeLeft()
        XCTAssertTrue(app.staticTexts["onboarding.title.2"].waitForExistence(timeout: 5))
    }

    func testGetStartedOpensSignIn() throws {
        XCTAssertTrue(app.staticTexts["onboarding.title.0"].waitForExistence(timeout: 10))
        app.buttons["primaryButton"].tap()
        XCTAssertTrue(app.navigationBars["Sign in"].waitForExistence(timeout: 5))
    }

    func testSkipGoesStraightToTrailList() throws {
        app.buttons["onboarding.skip"].tap()
        XCTAssertTrue(app.collectionViews["trailList"].waitForExistence(timeout: 10))
    }
}
