import XCTest
import CoreLocation

final class RegionMonitorUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        XCUIDevice.shared.location = XCUILocation(location: CLLocation(latitude: 47.37555, longitude: 8.54170)) // ~150 m south
        app.launchArguments += ["-OspreyZones", "zone.home@47.37690,8.54170,100"]
        app.launch()
    }

    func testSimulatedArrivalFiresEnterWithin10s() {
        XCTAssertTrue(app.staticTexts["monitoring: zone.home"].waitForExistence(timeout: 10))
        XCUIDevice.shared.location = XCUILocation(location: CLLocation(latitude: 47.37680, longitude: 8.54170)) // ~11 m from centre
        let entered = app.staticTexts["zone.home: entered"]
        XCTAssertTrue(entered.waitForExistence(timeout: 10), "region enter should be delivered within 10 s of arriving")
    }
}
