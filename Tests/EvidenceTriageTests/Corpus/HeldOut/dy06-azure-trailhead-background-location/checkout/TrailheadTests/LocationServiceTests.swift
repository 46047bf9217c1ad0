import XCTest
import CoreLocation
@testable import Trailhead

final class LocationServiceTests: XCTestCase {
    private final class FakeLocationManager: LocationManaging {
        var allowsBackgroundLocationUpdates = false
        var showsBackgroundLocationIndicator = false
        var pausesLocationUpdatesAutomatically = true
        var activityType: CLActivityType = .other
        var updating = false
        var monitoringSignificantChanges = false
        func startUpdatingLocation() { updating = true }
        func stopUpdatingLocation() { updating = false }
        func startMonitoringSignificantLocationChanges() { monitoringSignificantChanges = true }
        func stopMonitoringSignificantLocationChanges() { monitoringSignificantChanges = false }
    }

    func testWhileUsingDoesNotMonitorSignificantChanges() {
        let manager = FakeLocationManager()
        LocationService(manager: manager).apply(mode: .whileUsing)
        XCTAssertTrue(manager.updating)
        XCTAssertFalse(manager.monitoringSignificantChanges)
    }

    func testAlwaysModeEnablesBackgroundLocationUpdates() {
        let manager = FakeLocationManager()
        LocationService(manager: manager).apply(mode: .always)
        XCTAssertTrue(manager.monitoringSignificantChanges)
        XCTAssertTrue(manager.allowsBackgroundLocationUpdates, "Always mode must opt the manager into background updates or recording stops when the app is suspended")
    }
}
