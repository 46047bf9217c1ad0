import XCTest

final class LibraryUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-uitest-stub-server", "library-7195"]
        app.launch()
    }

    func testOpensItemDetail() {
        app.cells["item-THUNDERING"].tap()
        XCTAssertTrue(app.navigationBars["Thundering herds"].waitForExistence(timeout: 5))
    }

    func testPullToRefreshShowsNewItems() {
        let list = app.collectionViews["library-items"]
        XCTAssertTrue(list.waitForExistence(timeout: 5))
        list.cells.firstMatch.press(forDuration: 0.1, thenDragTo: app.tabBars.firstMatch)
        XCTAssertTrue(list.cells["item-NEWPAPER"].waitForExistence(timeout: 5))
    }
}
