import XCTest

final class TrackingMapUITests: XCTestCase {
    private var app: XCUIApplication!

    override func setUp() {
        continueAfterFailure = false
        app = XCUIApplication()
        app.launchArguments += ["-uitest-fixture", "order-4471-out-for-delivery"]
        app.launch()
    }

    func testCourierPinAppearsOnMap() {
        app.cells["order.4471"].tap()
        let pin = app.otherElements["map.annotation.courier"]
        XCTAssertTrue(pin.waitForExistence(timeout: 15), "courier annotation not rendered")
    }

    func testRouteToDoorDrawn() {
        app.cells["order.4471"].tap()
        let route = app.otherElements["map.layer.route-to-door"]
        XCTAssertTrue(route.waitForExistence(timeout: 15), "route layer not rendered")
    }

    func testOrderHeaderShowsCarrier() {
        app.cells["order.4471"].tap()
        XCTAssertEqual(app.staticTexts["order.header.carrier"].label, "Kestrel Courier")
    }
}
