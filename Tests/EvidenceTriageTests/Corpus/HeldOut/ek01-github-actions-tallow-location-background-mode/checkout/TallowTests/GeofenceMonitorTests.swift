import CoreLocation
import XCTest
@testable import Tallow

final class GeofenceMonitorTests: XCTestCase {
    func testMonitorsAtMostTwentyRegions() {
        let here = CLLocation(latitude: 46.85, longitude: -121.76)
        let heads = (0..<35).map { i in
            CLCircularRegion(center: CLLocationCoordinate2D(latitude: 46.85 + Double(i) * 0.01, longitude: -121.76),
                             radius: 150, identifier: "th-\(i)")
        }
        let monitor = GeofenceMonitor()
        monitor.update(trailheads: heads, near: here)
        XCTAssertEqual(monitor.monitored.count, GeofenceMonitor.regionLimit)
        XCTAssertEqual(monitor.monitored.first?.identifier, "th-0")
    }
}
