import XCTest

final class ShipmentListUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["-uiTestingStubbedTracking"]
        app.launch()
    }

    func testPullToRefreshShowsNewStatus() throws {
        let list = app.collectionViews["shipment-list"]
        XCTAssertTrue(list.waitForExistence(timeout: 10))
        list.swipeDown()
        XCTAssertTrue(app.staticTexts["Out for delivery"].waitForExistence(timeout: 5))
    }
}
