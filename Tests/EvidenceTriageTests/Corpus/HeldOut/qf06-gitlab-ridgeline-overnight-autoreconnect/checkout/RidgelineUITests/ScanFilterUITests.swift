import XCTest

final class ScanFilterUITests: XCTestCase {
    func testScanFindsLabSensor() {
        let app = XCUIApplication()
        app.launch()
        app.buttons["devices.add"].tap()
        XCTAssertTrue(app.cells["scan.result.RL-SENSOR-07"].waitForExistence(timeout: 20))
    }
}
