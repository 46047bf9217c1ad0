import XCTest

final class HeadlinesFeedUITests: XCTestCase {
    func testPullToRefreshLoadsNewStories() {
        let app = XCUIApplication()
        app.launchArguments = ["-UITestStubFeed", "second-page"]
        app.launch()

        let list = app.collectionViews["headlinesList"]
        XCTAssertTrue(list.waitForExistence(timeout: 10))
        list.swipeDown(velocity: .fast)

        XCTAssertTrue(app.staticTexts["Council approves night bus pilot"].waitForExistence(timeout: 3))
    }
}
