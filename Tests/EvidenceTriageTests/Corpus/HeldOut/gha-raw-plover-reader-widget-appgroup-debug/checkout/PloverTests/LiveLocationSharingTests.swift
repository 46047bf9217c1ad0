import CoreLocation
import XCTest
@testable import Plover

final class LiveLocationSharingTests: XCTestCase {
    func testStartSharingPublishesFirstFix() {
        let manager = LiveLocationSharingManager(locationManager: CLLocationManager())
        let published = expectation(description: "first fix published")
        manager.onPublish = { _ in published.fulfill() }
        manager.startSharing(for: .minutes(15))
        wait(for: [published], timeout: 5)
        XCTAssertTrue(manager.isSharing, "sharing should be active after the first fix")
    }

    func testStopSharingClearsBeacon() {
        let manager = LiveLocationSharingManager(locationManager: CLLocationManager())
        manager.stopSharing()
        XCTAssertFalse(manager.isSharing)
    }
}
