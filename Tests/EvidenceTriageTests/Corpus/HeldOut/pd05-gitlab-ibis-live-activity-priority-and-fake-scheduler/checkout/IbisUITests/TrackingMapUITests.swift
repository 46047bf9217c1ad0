import XCTest

final class TrackingMapUITests: XCTestCase {
    func testMapCentersOnCourier() {
        let app = XCUIApplication()
        app.launchArguments = ["-uiTestingFixtures", "parcel-out-for-delivery"]
        app.launch()
        app.cells["parcel.0"].tap()
        XCTAssertTrue(app.otherElements["map.courierPin"].waitForExistence(timeout: 4))
    }
}
