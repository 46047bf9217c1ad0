import XCTest

final class StreakUITests: XCTestCase {
    func testStreakBannerAppears() {
        let app = XCUIApplication()
        app.launchArguments = ["-seed-streak", "6"]
        app.launch()
        XCTAssertTrue(app.staticTexts["streak.banner"].waitForExistence(timeout: 4))
    }
}
