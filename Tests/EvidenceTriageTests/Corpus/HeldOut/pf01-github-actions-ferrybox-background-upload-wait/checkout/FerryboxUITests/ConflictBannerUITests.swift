import XCTest

final class ConflictBannerUITests: XCTestCase {
    func testBannerDismissesOnSwipe() {
        let app = XCUIApplication()
        app.launchArguments = ["-uitest-conflict"]
        app.launch()
        let banner = app.otherElements["conflict.banner"]
        XCTAssertTrue(banner.waitForExistence(timeout: 5))
        banner.swipeUp()
        XCTAssertFalse(banner.waitForExistence(timeout: 2))
    }
}
