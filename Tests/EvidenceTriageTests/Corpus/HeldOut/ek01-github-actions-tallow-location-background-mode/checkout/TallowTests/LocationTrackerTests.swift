import CoreLocation
import XCTest
@testable import Tallow

final class LocationTrackerTests: XCTestCase {
    func testStopTrackingClearsState() {
        let tracker = LocationTracker()
        tracker.stopTracking()
        XCTAssertFalse(tracker.isTracking)
    }

    func testStartTrackingEnablesBackgroundUpdates() {
        let manager = CLLocationManager()
        let tracker = LocationTracker(manager: manager)

        tracker.startTracking()

        XCTAssertTrue(manager.allowsBackgroundLocationUpdates)
        XCTAssertTrue(tracker.isTracking)
    }

    func testStartTrackingTwiceIsNoOp() {
        let tracker = LocationTracker()
        tracker.startTracking()
        tracker.startTracking()
        XCTAssertTrue(tracker.isTracking)
    }
}
