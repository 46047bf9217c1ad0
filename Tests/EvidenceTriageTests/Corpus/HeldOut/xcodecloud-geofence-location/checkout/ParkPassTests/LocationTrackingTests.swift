import XCTest
import CoreLocation
@testable import ParkPass

final class LocationTrackingTests: XCTestCase {
    func testForegroundUpdatesUseBestAccuracy() {
        let tracker = LocationTracker(manager: CLLocationManager())
        tracker.beginForegroundTracking()
        XCTAssertEqual(tracker.manager.desiredAccuracy, kCLLocationAccuracyBest)
    }

    func testBackgroundUpdatesEnabledForActiveHike() {
        let tracker = LocationTracker(manager: CLLocationManager())
        tracker.beginHike(id: "hike-7")
        XCTAssertTrue(tracker.manager.allowsBackgroundLocationUpdates)
        XCTAssertTrue(tracker.manager.showsBackgroundLocationIndicator)
    }
}
