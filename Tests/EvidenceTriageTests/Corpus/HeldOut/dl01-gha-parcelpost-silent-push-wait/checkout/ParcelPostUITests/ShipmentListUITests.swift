import XCTest

final class ShipmentListUITests: XCTestCase {
    func testPullToRefreshShowsSpinner() {
        let app = XCUIApplication()
        app.launchArguments += ["-uitest-stub-tracking", "fixtures/tracking-two-parcels.json", "-uitest-slow-network"]
        app.launch()
        let list = app.collectionViews["shipment.list"]
        XCTAssertTrue(list.waitForExistence(timeout: 10))
        list.cells.firstMatch.press(forDuration: 0.1, thenDragTo: app.staticTexts["shipment.list.footer"])
        XCTAssertTrue(app.activityIndicators["shipment.list.refreshing"].waitForExistence(timeout: 2))
    }
}
