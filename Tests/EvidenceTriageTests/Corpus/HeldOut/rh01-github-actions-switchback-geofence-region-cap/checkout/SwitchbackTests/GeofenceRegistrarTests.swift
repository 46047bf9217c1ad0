import XCTest
import CoreLocation
@testable import Switchback

final class GeofenceRegistrarTests: XCTestCase {
    func testAllTrailheadsAreMonitored() throws {
        let manager = CLLocationManager()
        let registrar = GeofenceRegistrar(manager: manager)
        let trailheads = TrailheadFixtures.cascadeLoop   // 24 trailheads
        registrar.register(trailheads: trailheads)

        let settled = expectation(description: "monitoring settled")
        DispatchQueue.main.asyncAfter(deadline: .now() + 3) { settled.fulfill() }
        wait(for: [settled], timeout: 5)

        let monitored = manager.monitoredRegions.filter { $0.identifier.hasPrefix("th.") }
        XCTAssertEqual(monitored.count, trailheads.count)
        XCTAssertTrue(registrar.failedIdentifiers.isEmpty, "failed: \(registrar.failedIdentifiers)")
    }

    func testRegionsUseOneHundredFiftyMetreRadius() {
        let manager = CLLocationManager()
        GeofenceRegistrar(manager: manager).register(trailheads: Array(TrailheadFixtures.cascadeLoop.prefix(3)))
        let radii = manager.monitoredRegions.compactMap { ($0 as? CLCircularRegion)?.radius }
        XCTAssertEqual(Set(radii), [150])
    }
}
