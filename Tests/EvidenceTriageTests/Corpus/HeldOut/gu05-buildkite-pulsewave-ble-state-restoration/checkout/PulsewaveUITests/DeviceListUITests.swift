import XCTest

final class DeviceListUITests: XCTestCase {
    func testScanShowsNearbyStrap() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-lab-device-list"]
        app.launch()
        app.buttons["devices.scan"].tap()
        XCTAssertTrue(app.cells["strap.PW-LAB-07"].waitForExistence(timeout: 20))
    }
}
