import CoreLocation
import XCTest
@testable import Larchbeacon

/// Uses the real CLLocationManager inside the host app.
final class TrackingStartupTests: XCTestCase {
    func testEnablingBackgroundTrackingDoesNotCrash() {
        let tracker = VisitTracker(manager: CLLocationManager())
        tracker.startTracking(.init(showBlueBar: true, interval: 30))
        XCTAssertTrue(true)
    }
}
