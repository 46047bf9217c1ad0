import XCTest

final class OnboardingUITests: XCTestCase {
    private var app: XCUIApplication!

    override func setUp() {
        continueAfterFailure = false
        app = XCUIApplication()
        app.launchArguments += ["-UITestResetOnboarding", "-UITestStubFeeds"]
        app.launch()
    }

    override func tearDown() {
        app.terminate()
        super.tearDown()
    }

    func testFinishOnboardingShowsLibrary() {
        app.buttons["onboarding.next"].tap()
        app.buttons["onboarding.next"].tap()
        app.buttons["onboarding.start"].tap()
        XCTAssertTrue(app.collectionViews["library.grid"].waitForExistence(timeout: 10))
    }

    func testSkipOnboardingShowsLibrary() {
        app.buttons["onboarding.skip"].tap()
        XCTAssertTrue(app.collectionViews["library.grid"].waitForExistence(timeout: 10))
    }
}
