import CoreLocation
import XCTest
@testable import Fencepost

final class GeofenceEventRouterTests: XCTestCase {
    func testExitForEntryOnlyRegionIsDropped() {
        let router = GeofenceEventRouter()
        var events: [GeofenceEvent] = []
        router.onEvent = { _, event in events.append(event) }
        let region = CLCircularRegion(center: .init(latitude: 51.5, longitude: -0.12), radius: 200, identifier: "depot")
        region.notifyOnEntry = true
        region.notifyOnExit = false
        router.locationManager(CLLocationManager(), didExitRegion: region)
        XCTAssertEqual(events, [])
    }

    func testEntryIsForwarded() {
        let router = GeofenceEventRouter()
        var events: [GeofenceEvent] = []
        router.onEvent = { _, event in events.append(event) }
        let region = CLCircularRegion(center: .init(latitude: 51.5, longitude: -0.12), radius: 200, identifier: "depot")
        router.locationManager(CLLocationManager(), didEnterRegion: region)
        XCTAssertEqual(events, [.entry])
    }
}
