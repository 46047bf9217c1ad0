import CoreLocation
@testable import Trailhop

/// Records what LiveLocationManager asks of Core Location. Never talks to locationd.
final class MockLocationManager: CLLocationManagerProtocol {
    weak var delegate: CLLocationManagerDelegate?
    var authorizationStatus: CLAuthorizationStatus = .authorizedAlways
    var accuracyAuthorization: CLAccuracyAuthorization = .fullAccuracy
    var desiredAccuracy: CLLocationAccuracy = kCLLocationAccuracyBest
    var distanceFilter: CLLocationDistance = kCLDistanceFilterNone
    var allowsBackgroundLocationUpdates = false
    var showsBackgroundLocationIndicator = false
    var pausesLocationUpdatesAutomatically = true

    private(set) var startUpdatingLocationCallCount = 0
    private(set) var stopUpdatingLocationCallCount = 0
    private(set) var startSignificantChangesCallCount = 0

    func requestAlwaysAuthorization() {}
    func startUpdatingLocation() { startUpdatingLocationCallCount += 1 }
    func stopUpdatingLocation() { stopUpdatingLocationCallCount += 1 }
    func startMonitoringSignificantLocationChanges() { startSignificantChangesCallCount += 1 }
    func stopMonitoringSignificantLocationChanges() {}
}
