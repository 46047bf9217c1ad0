import XCTest
import CoreLocation
@testable import Waypoint

final class TripTrackerTests: XCTestCase {
    private let manager = MockLocationManager()
    private lazy var tracker = TripTracker(manager: manager)

    func testTrackerResumesAfterAutomaticPause() throws {
        tracker.start()
        manager.simulatePause()      // Core Location paused updates while stationary
        manager.simulateSignificantChange()
        XCTAssertTrue(manager.isUpdatingLocation, "tracker must restart updates after an automatic pause")
    }
}
