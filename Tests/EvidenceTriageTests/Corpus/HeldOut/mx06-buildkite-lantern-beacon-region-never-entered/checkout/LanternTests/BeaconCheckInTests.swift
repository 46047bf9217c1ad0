import XCTest
import CoreLocation
@testable import Lantern

final class BeaconCheckInTests: XCTestCase {
    let gallery = CLBeaconIdentityConstraint(uuid: UUID(uuidString: "F7826DA6-4FA2-4E98-8024-BC5B71E0893E")!, major: 120)

    func testCheckInWhenGalleryBeaconInRange() {
        let checkIn = BeaconCheckIn(manager: CLLocationManager())
        let entered = expectation(description: "entered gallery-120")
        checkIn.onEnter = { _ in entered.fulfill() }
        checkIn.startMonitoring(CLBeaconRegion(beaconIdentityConstraint: gallery, identifier: "gallery-120"))
        // Lab beacon gallery-120 sits 1 m from the device rack.
        wait(for: [entered], timeout: 300)
    }

    func testVenueMapBundled() throws {
        let url = Bundle.main.url(forResource: "venue-beacons", withExtension: "json")
        XCTAssertNotNil(url, "venue-beacons.json missing from Lantern.app")
    }
}
