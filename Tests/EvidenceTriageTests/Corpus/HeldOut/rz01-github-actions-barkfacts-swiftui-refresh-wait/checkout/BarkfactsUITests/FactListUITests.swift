import XCTest

final class FactListUITests: XCTestCase {
    func testPullToRefreshAddsRow() {
        let app = XCUIApplication()
        app.launchArguments = ["-uitest-stub-api"]
        app.launch()
        let list = app.collectionViews["facts.list"]
        let before = list.cells.count
        list.swipeDown(velocity: .fast)
        XCTAssertTrue(list.cells.element(boundBy: before).waitForExistence(timeout: 5))
    }
}
