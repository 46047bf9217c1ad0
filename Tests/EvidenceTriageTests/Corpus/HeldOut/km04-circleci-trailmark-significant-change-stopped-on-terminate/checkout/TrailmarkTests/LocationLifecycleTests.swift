import CoreLocation
import XCTest
@testable import Trailmark

final class SpyLocationManager: LocationManaging {
    weak var delegate: CLLocationManagerDelegate?
    var allowsBackgroundLocationUpdates = false
    var pausesLocationUpdatesAutomatically = true
    private(set) var calls: [String] = []
    func startMonitoringSignificantLocationChanges() { calls.append(#function) }
    func stopMonitoringSignificantLocationChanges() { calls.append(#function) }
    func startUpdatingLocation() { calls.append(#function) }
    func stopUpdatingLocation() { calls.append(#function) }
}

final class LocationLifecycleTests: XCTestCase {
    func testLaunchStartsSignificantChanges() {
        let spy = SpyLocationManager()
        LocationTracker(manager: spy).startSignificantChanges()
        XCTAssertEqual(spy.calls, ["startMonitoringSignificantLocationChanges()"])
    }

    func testTerminationKeepsSignificantChangeMonitoring() {
        let spy = SpyLocationManager()
        let tracker = LocationTracker(manager: spy)
        tracker.startSignificantChanges()

        tracker.prepareForTermination()

        XCTAssertFalse(spy.calls.contains("stopMonitoringSignificantLocationChanges()"),
                       "stopMonitoringSignificantLocationChanges() was called on terminate; iOS will not relaunch the app for the next significant change")
    }
}
