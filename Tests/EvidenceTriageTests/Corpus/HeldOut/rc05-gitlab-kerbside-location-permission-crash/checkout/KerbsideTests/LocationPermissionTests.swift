import XCTest
import CoreLocation
@testable import Kerbside

final class LocationPermissionTests: XCTestCase {
    func testRequestWhenInUsePromptsOnce() {
        let controller = LocationPermissionController(manager: CLLocationManager())
        let prompted = expectation(description: "authorization callback")
        controller.onChange = { _ in prompted.fulfill() }
        controller.requestWhenInUse()
        wait(for: [prompted], timeout: 10)
        XCTAssertEqual(controller.requestCount, 1)
    }

    func testAlwaysUpgradeRequestedAfterFirstTrip() {
        let controller = LocationPermissionController(manager: CLLocationManager())
        controller.requestWhenInUse()
        controller.tripCompleted()
        XCTAssertTrue(controller.didRequestAlwaysUpgrade)
    }
}
