import XCTest

final class ShipmentListUITests: XCTestCase {
    private var app: XCUIApplication!

    override func setUp() {
        continueAfterFailure = false
        app = XCUIApplication()
        app.launchArguments += ["-uitest-fixtures", "three-shipments"]
        app.launch()
    }

    func testListShowsFixtureShipments() {
        XCTAssertEqual(app.cells.matching(identifier: "shipment-row").count, 3)
    }

    func testPullToRefreshShowsUpdatedStatus() {
        let first = app.cells.matching(identifier: "shipment-row").firstMatch
        XCTAssertTrue(first.waitForExistence(timeout: 5))
        first.press(forDuration: 0.1, thenDragTo: app.cells.element(boundBy: 2))
        let status = first.staticTexts["shipment-status"]
        XCTAssertTrue(status.waitForExistence(timeout: 5))
        XCTAssertEqual(status.label, "Out for delivery")
    }
}
