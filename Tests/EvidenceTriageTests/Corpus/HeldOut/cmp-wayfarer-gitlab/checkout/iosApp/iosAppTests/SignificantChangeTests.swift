import CoreLocation
import Shared
import XCTest

/// Runs against the real CLLocationManager. CI moves the simulator with
/// `xcrun simctl location <udid> start` (ci/significant-change.gpx, Interlaken -> Grindelwald)
/// before this class runs.
final class SignificantChangeTests: XCTestCase {

    func testSignificantChangeDeliversUpdateWithin30s() {
        let delivered = expectation(description: "significant-change location update")
        delivered.assertForOverFulfill = false
        let tracker = IosLocationTracker(managerFactory: { CLLocationManager() })

        tracker.startSignificantChanges { point in
            NSLog("[SignificantChangeTests] update %f,%f", point.latitude, point.longitude)
            delivered.fulfill()
        }

        wait(for: [delivered], timeout: 30)
        tracker.stop()
    }
}
