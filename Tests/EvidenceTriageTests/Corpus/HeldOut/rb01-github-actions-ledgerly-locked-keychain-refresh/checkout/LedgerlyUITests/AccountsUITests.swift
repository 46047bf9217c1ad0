import XCTest

final class AccountsUITests: XCTestCase {
    override func setUp() {
        continueAfterFailure = false
    }

    func testPullToRefreshShowsUpdatedTimestamp() {
        let app = XCUIApplication()
        app.launchArguments = ["-uitest-stub-bank"]
        app.launch()
        let list = app.collectionViews["accounts.list"]
        list.swipeDown()
        XCTAssertTrue(app.staticTexts["accounts.updatedAt"].waitForExistence(timeout: 5))
    }

    func testAccountRowOpensDetail() {
        let app = XCUIApplication()
        app.launchArguments = ["-uitest-stub-bank"]
        app.launch()
        app.collectionViews["accounts.list"].cells.element(boundBy: 0).tap()
        XCTAssertTrue(app.navigationBars["Everyday Checking"].waitForExistence(timeout: 5))
    }
}
