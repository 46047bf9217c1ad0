import XCTest

final class ReaderUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUp() {
        app.launchArguments += ["-ui-testing", "-signed-in"]
        app.launch()
    }

    func testPullToRefreshLoadsPosts() {
        let list = app.collectionViews["reader.posts"]
        list.swipeDown()
        XCTAssertTrue(list.cells.element(boundBy: 0).waitForExistence(timeout: 4))
    }
}
