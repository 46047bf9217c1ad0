import XCTest

final class PaywallUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-ui-testing", "-paywall-placement", "onboarding_end"]
    }

    func testLoadingStateThenPaywall() {
        app.launch()
        let spinner = app.activityIndicators["paywall.loading"]
        XCTAssertTrue(spinner.waitForExistence(timeout: 5), "Loading state not shown")
        let subscribe = app.buttons["START MY FREE TRIAL"]
        XCTAssertTrue(subscribe.waitForExistence(timeout: 40), "Subscribe button not found")
        subscribe.tap()
    }

    func testCloseButtonDismissesPaywall() {
        app.launch()
        app.buttons["paywall.close"].tap()
        XCTAssertTrue(app.tabBars.buttons["Today"].waitForExistence(timeout: 5))
    }
}
