import CoreLocation
import XCTest
@testable import Wayfarer

/// Relies on the workflow's "Simulate location at trailhead" step, which moves
/// the booted simulator to Trailhead.fixture (46.5197, 6.6323) before tests run.
final class GeofenceArrivalTests: XCTestCase {
    func testArrivalAtTrailheadTriggersCheckIn() {
        let monitor = TrailheadMonitor()
        let checkedIn = expectation(forNotification: TrailheadMonitor.checkInPosted, object: nil) { note in
            (note.userInfo?["trailhead"] as? String) == Trailhead.fixture.id
        }
        checkedIn.expectationDescription = "check-in posted for \(Trailhead.fixture.id)"
        monitor.monitor(.fixture)
        wait(for: [checkedIn], timeout: 20)
    }
}
