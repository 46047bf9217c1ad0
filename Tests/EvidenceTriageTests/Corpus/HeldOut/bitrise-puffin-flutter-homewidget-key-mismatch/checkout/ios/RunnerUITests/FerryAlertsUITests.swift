import XCTest

final class FerryAlertsUITests: XCTestCase {
    func testDelayBannerAppears() {
        let app = XCUIApplication()
        app.launchArguments += ["--fixture-disruption", "oban-delay-40"]
        app.launch()
        XCTAssertTrue(app.staticTexts["Delayed 40 min"].waitForExistence(timeout: 8))
    }
}
