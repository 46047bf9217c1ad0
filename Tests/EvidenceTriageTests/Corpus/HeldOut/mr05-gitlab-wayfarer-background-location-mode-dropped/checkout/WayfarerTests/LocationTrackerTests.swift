import XCTest
import CoreLocation
@testable import Wayfarer

final class LocationTrackerTests: XCTestCase {
    func testStartsBackgroundUpdatesWhenShiftBegins() {
        let tracker = LocationTracker(manager: CLLocationManager())
        tracker.shiftDidBegin()
        XCTAssertTrue(tracker.isTracking)
    }
}

