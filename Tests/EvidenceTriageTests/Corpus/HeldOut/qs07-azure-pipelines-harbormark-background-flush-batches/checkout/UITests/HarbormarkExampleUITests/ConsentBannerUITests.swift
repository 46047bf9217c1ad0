import XCTest

final class ConsentBannerUITests: XCTestCase {
    func testLaunchShowsConsentBanner() {
        let app = XCUIApplication()
        app.launchArguments += ["-hm-reset-consent"]
        app.launch()
        XCTAssertTrue(app.staticTexts["consent.title"].waitForExistence(timeout: 10))
    }
}
