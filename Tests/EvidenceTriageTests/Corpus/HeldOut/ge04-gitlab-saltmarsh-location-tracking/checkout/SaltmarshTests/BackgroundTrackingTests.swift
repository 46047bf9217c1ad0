import CoreLocation
import XCTest
@testable import Saltmarsh

/// Runs against a real CLLocationManager in the host app, so it also checks the app's
/// declared capabilities for background tracking.
final class BackgroundTrackingTests: XCTestCase {
    func testForegroundTrackingStarts() {
        let tracker = LocationTracker()
        tracker.startForegroundTracking()
        tracker.stop()
    }

    func testStartTrackingAllowsBackgroundUpdates() {
        let manager = CLLocationManager()
        let tracker = LocationTracker(manager: manager)

        tracker.startBackgroundTracking()

        XCTAssertTrue(manager.allowsBackgroundLocationUpdates)
        tracker.stop()
    }
}
