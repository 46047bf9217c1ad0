import XCTest
import CoreLocation
@testable import Osprey

final class ZoneEnterEventTests: XCTestCase {
    private let home = Zone(id: "zone.home", center: CLLocationCoordinate2D(latitude: 47.37690, longitude: 8.54170), radius: 100)

    func testExitEventClampsAccuracy() throws {
        let fix = LocationFixture.fix(distanceFrom: home.center, meters: 180, bearing: 90, accuracy: 2_500)
        let payload = try RegionEventHandler(zones: [home]).payload(for: .exit(home.id), latest: fix)
        XCTAssertLessThanOrEqual(payload.accuracy, 200)
    }

    func testEnterEventLocationIsInsideZone() throws {
        // From a user log: 104.88 m from the centre, GPS accuracy 4.86 m, zone radius 100 m.
        let fix = LocationFixture.fix(distanceFrom: home.center, meters: 104.88, bearing: 210, accuracy: 4.86)
        let payload = try RegionEventHandler(zones: [home]).payload(for: .enter(home.id), latest: fix)
        let distance = payload.location.distance(from: CLLocation(latitude: home.center.latitude, longitude: home.center.longitude))
        XCTAssertLessThanOrEqual(distance - payload.accuracy, home.radius,
                                 "an enter event must send a location the server will place inside \(home.id)")
    }
}
