import CoreLocation
import XCTest
@testable import Gorse

final class TripTrackingTests: XCTestCase {
    func testTripStartsPaused() {
        let tracker = TripTracker(manager: CLLocationManager())
        XCTAssertEqual(tracker.state, .paused)
    }

    /// Trips keep tagging photos with location while the app is in the background.
    func testEnablesBackgroundLocation() {
        let tracker = TripTracker(manager: CLLocationManager())
        tracker.beginTrip(named: "Lisbon")
        XCTAssertTrue(tracker.manager.allowsBackgroundLocationUpdates)
    }
}
