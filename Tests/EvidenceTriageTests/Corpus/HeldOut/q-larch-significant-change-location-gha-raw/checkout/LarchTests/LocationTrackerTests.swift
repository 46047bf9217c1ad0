import XCTest
import CoreLocation
@testable import Larch

/// CI plays `Fixtures/commute.gpx` into the simulator with
/// `xcrun simctl location booted start` before the test step.
final class LocationTrackerTests: XCTestCase {

    func testStartsSignificantChangeMonitoring() {
        let tracker = SignificantChangeTracker()
        tracker.start(.significantChanges)
        XCTAssertTrue(CLLocationManager.significantLocationChangeMonitoringAvailable())
    }

    func testSignificantChangeArrivesWithinTwoMinutes() {
        let arrived = expectation(description: "significant-change location delivered")
        arrived.assertForOverFulfill = false
        let source = SystemSignificantChangeSource()
        source.onLocations = { _ in arrived.fulfill() }
        source.start()
        wait(for: [arrived], timeout: 120)
    }
}
