import CoreLocation
import XCTest
@testable import Trailmark

/// Uses the real CLLocationManager inside the test host.
final class BackgroundTrackingTests: XCTestCase {
    func testStartTrackingEnablesBackgroundUpdates() {
        let tracker = LocationTracker()
        tracker.startLiveTrail()
        XCTAssertTrue(tracker.isLiveTrailActive)
        XCTAssertTrue(tracker.manager.allowsBackgroundLocationUpdates)
    }

    func testStopTrackingLeavesSignificantChangesRunning() {
        let spy = SpyLocationManager()
        let tracker = LocationTracker(manager: spy)
        tracker.startSignificantChanges()
        XCTAssertEqual(spy.calls.last, "startMonitoringSignificantLocationChanges()")
    }
}
