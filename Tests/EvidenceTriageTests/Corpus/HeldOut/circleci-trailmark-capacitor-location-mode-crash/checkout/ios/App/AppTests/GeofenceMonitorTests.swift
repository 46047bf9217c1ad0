import XCTest
import CoreLocation
@testable import App

final class GeofenceMonitorTests: XCTestCase {
    func testRegionWakeRestartsSignificantChanges() {
        let tracker = TrailTrackerService(manager: CLLocationManager(), store: InMemoryTrackStore())
        let monitor = GeofenceMonitor(tracker: tracker)
        let trailhead = CLCircularRegion(center: .init(latitude: 46.5581, longitude: 7.8359), radius: 150, identifier: "trailhead-lauterbrunnen")

        monitor.handleRegionWake(trailhead)         // app relaunched for a region event

        XCTAssertTrue(tracker.isMonitoringSignificantChanges)
        XCTAssertEqual(monitor.lastWakeRegion, "trailhead-lauterbrunnen")
    }
}
