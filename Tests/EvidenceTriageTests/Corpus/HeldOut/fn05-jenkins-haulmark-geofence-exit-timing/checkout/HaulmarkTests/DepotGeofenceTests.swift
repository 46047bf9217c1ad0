import XCTest
import CoreLocation
@testable import Haulmark

final class DepotGeofenceTests: XCTestCase {
    private let geofence = DepotGeofence(manager: CLLocationManager())

    func testRegionKeepsLargeRadius() {
        let depot = Depot(id: "north", name: "North", center: .init(latitude: 51.55, longitude: -0.10), radius: 450)
        XCTAssertEqual(geofence.region(for: depot).radius, 450)
    }

    func testRegionRadiusIsAtLeastMinimum() {
        let depot = Depot(id: "eastgate", name: "Eastgate", center: .init(latitude: 51.5079, longitude: -0.0877), radius: 150)
        XCTAssertEqual(geofence.region(for: depot).radius, DepotGeofence.minimumRadius)
    }

    func testRegionNotifiesOnExit() {
        XCTAssertTrue(geofence.region(for: .eastgate).notifyOnExit)
    }
}
