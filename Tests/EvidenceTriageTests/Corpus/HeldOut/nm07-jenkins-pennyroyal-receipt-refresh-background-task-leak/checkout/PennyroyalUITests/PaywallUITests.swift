import XCTest

final class PaywallUITests: XCTestCase {
    func testRestoreButtonVisible() {
        let app = XCUIApplication()
        app.launchArguments = ["-showPaywall"]
        app.launch()
        XCTAssertTrue(app.buttons["paywall.restore"].waitForExistence(timeout: 4))
    }
}
