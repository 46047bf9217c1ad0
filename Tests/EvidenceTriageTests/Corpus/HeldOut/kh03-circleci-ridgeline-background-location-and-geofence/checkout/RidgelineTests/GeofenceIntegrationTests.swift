import XCTest
import CoreLocation
@testable import Ridgeline

/// Runs against the Simulator's CoreLocation. The CI job starts a simulated walk
/// with `xcrun simctl location <udid> start` before the test plan runs
/// (see fastlane/Fastfile, lane :ci).
final class GeofenceIntegrationTests: XCTestCase {
    func testExitEventArrivesAfterSimulatedWalk() {
        let monitor = GeofenceMonitor()
        let exited = expectation(description: "didExitRegion trailhead-42")
        monitor.onExit = { id in if id == "trailhead-42" { exited.fulfill() } }
        monitor.arm(trailheadID: "trailhead-42",
                    at: CLLocationCoordinate2D(latitude: 46.5586, longitude: 7.9086))
        wait(for: [exited], timeout: 60)
    }
}
