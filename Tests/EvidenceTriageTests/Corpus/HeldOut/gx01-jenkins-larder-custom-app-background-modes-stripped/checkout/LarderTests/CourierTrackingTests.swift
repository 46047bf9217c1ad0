import CoreLocation
import XCTest
@testable import Larder

final class CourierTrackingTests: XCTestCase {
    func testStartsUpdatesWhenShiftOpens() {
        let tracker = CourierTracker()
        tracker.startShift()
        XCTAssertTrue(tracker.isTracking)
        tracker.endShift()
    }

    func testEnablesBackgroundLocationWhileOnShift() {
        let manager = CLLocationManager()
        let tracker = CourierTracker(manager: manager)
        tracker.startShift()
        XCTAssertTrue(manager.allowsBackgroundLocationUpdates)
        tracker.endShift()
    }
}
