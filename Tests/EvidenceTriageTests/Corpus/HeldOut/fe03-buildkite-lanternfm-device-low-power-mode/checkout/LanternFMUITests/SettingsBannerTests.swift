import XCTest

final class SettingsBannerTests: XCTestCase {
    func testNoWarningWhenRefreshAvailable() {
        let app = XCUIApplication()
        app.launch()
        app.tabBars.buttons["Settings"].tap()
        // The banner is driven by UIApplication.backgroundRefreshStatus.
        XCTAssertFalse(app.otherElements["banner.refreshDisabled"].exists, "refresh-disabled banner shown")
    }
}
