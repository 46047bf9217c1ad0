import CoreLocation
import XCTest
@testable import Gorsemoor

/// Runs in the Gorsemoor host app on the CI simulator, against the real CLLocationManager.
final class TrailheadRegionMonitorTests: XCTestCase {
    func testRequestsAlwaysAuthorizationForTrailheadReminders() {
        let monitor = TrailheadRegionMonitor()
        let changed = expectation(description: "authorization changes to Always")
        monitor.onAuthorizationChange = { status in
            if status == .authorizedAlways { changed.fulfill() }
        }
        monitor.requestAlways()
        _ = XCTWaiter.wait(for: [changed], timeout: 5)

        XCTAssertEqual(monitor.authorizationStatus.name, CLAuthorizationStatus.authorizedAlways.name,
                       "trailhead reminders need Always authorization")
    }

    func testEnteringTrailheadPostsReminder() {
        let monitor = TrailheadRegionMonitor()
        let entered = expectation(description: "didEnterRegion trailhead-catbells")
        monitor.onEnter = { id in if id == Trailhead.catbells.id { entered.fulfill() } }
        monitor.requestAlways()
        monitor.monitor([.catbells])

        // .circleci/config.yml moves the simulator onto the trailhead shortly after the run starts.
        wait(for: [entered], timeout: 60)
    }
}

extension CLAuthorizationStatus {
    var name: String {
        switch self {
        case .notDetermined: "notDetermined"
        case .restricted: "restricted"
        case .denied: "denied"
        case .authorizedAlways: "authorizedAlways"
        case .authorizedWhenInUse: "authorizedWhenInUse"
        @unknown default: "unknown"
        }
    }
}
