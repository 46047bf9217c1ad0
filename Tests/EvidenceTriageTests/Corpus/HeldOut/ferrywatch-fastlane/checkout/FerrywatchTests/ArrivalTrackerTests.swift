import CoreLocation
import XCTest
@testable import Ferrywatch

final class ArrivalTrackerTests: XCTestCase {
    func testStartTripInForegroundOnly() {
        let tracker = ArrivalTracker()
        tracker.startTrip(continueInBackground: false)
        XCTAssertTrue(tracker.isTracking)
        tracker.stopTrip()
    }

    func testEnablingBackgroundUpdatesKeepsTracking() {
        let tracker = ArrivalTracker()

        tracker.startTrip(continueInBackground: true)

        XCTAssertTrue(tracker.manager.allowsBackgroundLocationUpdates)
        XCTAssertTrue(tracker.isTracking)
        tracker.stopTrip()
    }
}
