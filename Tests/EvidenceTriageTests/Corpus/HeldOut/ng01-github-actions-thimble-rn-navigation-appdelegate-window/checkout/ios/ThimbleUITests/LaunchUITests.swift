import XCTest

final class LaunchUITests: XCTestCase {

    override func setUp() {
        continueAfterFailure = false
    }

    func testTabsAppearAfterLaunch() {
        let app = XCUIApplication()
        app.launch()
        XCTAssertTrue(app.tabBars.buttons["Shop"].waitForExistence(timeout: 20))
        XCTAssertTrue(app.tabBars.buttons["Orders"].exists)
    }

    func testOrderDeepLinkOpensDetail() {
        let app = XCUIApplication()
        app.launchArguments += ["-deeplink", "thimble://orders/ORD-88213"]
        app.launch()
        XCTAssertTrue(app.staticTexts["ORD-88213"].waitForExistence(timeout: 20))
    }
}
