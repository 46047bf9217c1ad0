import XCTest

final class BackgroundFetchUITests: XCTestCase {
    func testInboxRefreshedWhileBackgrounded() {
        let app = XCUIApplication()
        app.launchArguments = ["-uiTestSeedServer", "inbox-3-new"]
        app.launch()
        let before = app.staticTexts["inbox.lastFetched"].label
        XCUIDevice.shared.press(.home)
        sleep(600)                                  // give iOS a chance to run background fetch
        app.activate()
        XCTAssertNotEqual(app.staticTexts["inbox.lastFetched"].label, before)
    }
}
