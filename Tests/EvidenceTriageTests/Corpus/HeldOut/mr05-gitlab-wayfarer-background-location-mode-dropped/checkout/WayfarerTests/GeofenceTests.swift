import XCTest
import CoreLocation
@testable import Wayfarer

/// CI grants `location-always` with simctl and moves the simulated location into the site
/// fence ten seconds after the test starts (scripts/ci/walk-into-site.sh).
final class GeofenceTests: XCTestCase {
    func testArrivalNotificationFiresOnEnteringSite() {
        let monitor = SiteMonitor.shared
        monitor.monitor(site: .fixture(id: "site-4410", lat: 51.5136, lon: -0.0984, radius: 150))
        let arrived = expectation(forNotification: .wayfarerDidArriveAtSite, object: nil)
        wait(for: [arrived], timeout: 90)
    }
}

