import XCTest

final class NotificationOptInUITests: XCTestCase {
    func testOptInSheetOffersEnable() {
        let app = XCUIApplication()
        app.launchArguments += ["-uitest-fresh-install"]
        app.launch()
        XCTAssertTrue(app.buttons["optin.enable"].waitForExistence(timeout: 10))
    }
}
